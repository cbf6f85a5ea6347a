import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Plus, RotateCw, Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { DeckSummaryDto, FlashcardDto } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { VirtualList } from '@client/components/ui/virtual-list';
import { errorMessage } from '@client/lib/api';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { cn, plural } from '@client/lib/utils';
import { CardActions, useDeleteCard } from './card-actions';
import { CardFormDialog } from './card-form-dialog';
import { DifficultyBadge } from './difficulty-badge';
import { dueDateTitle, nextDueLabel } from './due-labels';
import { deckCardsKey, deckKey, fetchDeck, fetchDeckCards, subjectLabel } from './flashcards-api';

const STATE_LABELS: Record<FlashcardDto['srs']['state'], string> = { new: 'New', learning: 'Learning', review: 'Review', relearning: 'Relearning' };

/** When a card is next due, in words ("New" for a card never reviewed). */
function dueText(card: FlashcardDto): string {
  if (card.srs.state === 'new') return 'Not studied yet';
  const label = nextDueLabel(card.srs.due, 0);
  return label ? `Due ${label === 'Due now' ? 'now' : label}` : '';
}

function CardRow({ card, onEdit, onDelete, deleting }: { card: FlashcardDto; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  return (
    <article
      aria-label={card.front}
      className={cn('grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground sm:grid-cols-[1fr_1fr_auto] sm:items-start', deleting && 'opacity-50')}
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Front</p>
        <p className="line-clamp-4 whitespace-pre-wrap break-words">{card.front}</p>
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Back</p>
        <p className="line-clamp-4 whitespace-pre-wrap break-words text-muted-foreground">{card.back}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <DifficultyBadge difficulty={card.difficulty} />
          <span className="rounded-full bg-muted px-2 py-0.5 font-medium">{STATE_LABELS[card.srs.state]}</span>
          <span title={card.srs.state === 'new' ? undefined : dueDateTitle(card.srs.due)}>{dueText(card)}</span>
        </div>
        <div className="ml-auto">
          <CardActions name={card.front} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
        </div>
      </div>
    </article>
  );
}

/**
 * Browse a deck (?deck=<id>): every card of the deck in the order it was made, searched on the
 * server and drawn in a virtualised list (a 5,000-card deck scrolls smoothly), with each card's
 * schedule, Edit and Delete, Add card, and Study Deck.
 */
export default function DeckBrowser({ deckId, onExit, onStudy }: { deckId: string; onExit: () => void; onStudy: (deck: DeckSummaryDto) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 200);
  const deck = useQuery({ queryKey: deckKey(deckId), queryFn: () => fetchDeck(deckId) });
  const cards = useInfiniteQuery({
    queryKey: deckCardsKey(deckId, q),
    queryFn: ({ pageParam }) => fetchDeckCards(deckId, { q }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<FlashcardDto | null>(null);
  const [adding, setAdding] = useState(false);
  const items = cards.data?.pages.flatMap((p) => p.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = cards;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const remove = useDeleteCard();

  if (deck.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center">
        <p className="font-semibold">This deck could not be opened</p>
        <p className="text-sm text-muted-foreground">{errorMessage(deck.error, 'It may have been deleted. Go back to your decks and try again.')}</p>
        <Button type="button" variant="outline" onClick={onExit}>
          <ArrowLeft aria-hidden />
          Back to Library
        </Button>
      </div>
    );
  }

  let list;
  if (cards.isPending) {
    list = (
      <div className="flex justify-center py-16 text-muted-foreground">
        <Spinner label="Loading the cards" />
      </div>
    );
  } else if (cards.isError) {
    list = (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{errorMessage(cards.error, 'The cards could not be loaded.')}</p>
        <Button type="button" variant="outline" onClick={() => void cards.refetch()}>
          <RotateCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    list = (
      <p role="status" className="rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center text-muted-foreground">
        {q ? `No card matches “${q}”.` : "This deck doesn't have any cards yet. Add one, or import a deck."}
      </p>
    );
  } else {
    list = (
      <div className={cn('flex flex-col gap-3 transition-opacity', cards.isPlaceholderData && 'opacity-70')}>
        <VirtualList
          label={`Cards in ${deck.data?.name ?? 'this deck'}`}
          items={items}
          getKey={(card) => card.id}
          estimateSize={120}
          gap={10}
          onEndReached={loadMore}
          renderItem={(card) => (
            <CardRow card={card} onEdit={() => setEditing(card)} onDelete={() => remove.mutate(card.id)} deleting={remove.isPending && remove.variables === card.id} />
          )}
        />
        {isFetchingNextPage && (
          <div className="flex justify-center py-2 text-muted-foreground">
            <Spinner label="Loading more cards" />
          </div>
        )}
      </div>
    );
  }

  const d = deck.data;
  return (
    <section aria-labelledby="browse-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Browse deck</p>
          <h2 id="browse-heading" className="break-words text-xl font-bold tracking-tight sm:text-2xl">
            {d?.name ?? 'Loading…'}
          </h2>
          {d && (
            <p className="text-sm text-muted-foreground">
              {subjectLabel(d.subject)} · {plural(d.cardCount, 'card')} · {d.dueNow.toLocaleString()} due now · {d.newCount.toLocaleString()} new
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onExit}>
            <ArrowLeft aria-hidden />
            Library
          </Button>
          <Button type="button" variant="outline" onClick={() => setAdding(true)} disabled={!d}>
            <Plus aria-hidden />
            Add card
          </Button>
          <Button type="button" onClick={() => d && onStudy(d)} disabled={!d}>
            <BookOpen aria-hidden />
            Study Deck
          </Button>
        </div>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search this deck" aria-label="Search this deck" className="pl-9" maxLength={200} />
      </div>
      {list}
      <CardFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} card={editing} />
      <CardFormDialog open={adding} onOpenChange={setAdding} defaultDeck={d?.name ?? ''} />
    </section>
  );
}
