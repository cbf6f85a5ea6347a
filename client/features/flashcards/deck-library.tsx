import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Layers, Plus, RotateCw, Search, Sparkles, Upload } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { DECK_SORTS, type DeckSummaryDto } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Spinner } from '@client/components/ui/spinner';
import { VirtualList } from '@client/components/ui/virtual-list';
import { cn, plural } from '@client/lib/utils';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useGridColumns } from '@client/lib/use-media-query';
import { CardFormDialog } from './card-form-dialog';
import { DeckCard } from './deck-card';
import { DeleteDeckDialog, RenameDeckDialog } from './deck-dialogs';
import { DECKS_KEY, fetchDeckPage } from './flashcards-api';
import { useConvertToQuiz } from './use-convert-to-quiz';
import { errorMessage } from '@client/lib/api';

// The import dialog carries the parsers; it loads when first opened.
const ImportDialog = lazy(() => import('./import-dialog'));

type DeckSort = (typeof DECK_SORTS)[number];
const SORT_LABELS: Record<DeckSort, string> = { recent: 'Recently changed', name: 'Name (A–Z)' };

interface DeckLibraryProps {
  onStudy: (deck: DeckSummaryDto) => void;
  onReview: (deck: DeckSummaryDto) => void;
  onBrowse: (deck: DeckSummaryDto) => void;
  onStartCreating: () => void;
}

/**
 * The Library tab (spec-2 §2): the student's decks with their counts and actions, "Add card" and
 * "Import"; 'Loading your flashcard decks...' while loading, 'No Flashcard Decks Yet' with Start
 * Creating when empty, and a retry when loading fails. Decks are paged by the server (search and
 * sort too) and drawn in a virtualised grid, so a collection of hundreds of decks stays smooth.
 */
export function DeckLibrary({ onStudy, onReview, onBrowse, onStartCreating }: DeckLibraryProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DeckSort>('recent');
  const q = useDebouncedValue(search.trim(), 200);
  const params = { q, sort };
  const decks = useInfiniteQuery({
    queryKey: [...DECKS_KEY, 'library', params],
    queryFn: ({ pageParam }) => fetchDeckPage(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const convert = useConvertToQuiz();
  const columns = useGridColumns();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [renaming, setRenaming] = useState<DeckSummaryDto | null>(null);
  const [deleting, setDeleting] = useState<DeckSummaryDto | null>(null);
  const list = decks.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = decks.data?.pages[0]?.totals;
  const filtered = q !== '';
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = decks;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let content;
  if (decks.isPending) {
    content = (
      <div className="flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner label="Loading your flashcard decks" />
        <p aria-hidden>Loading your flashcard decks...</p>
      </div>
    );
  } else if (decks.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center">
        <p className="font-semibold">Your decks could not be loaded</p>
        <p className="text-sm text-muted-foreground">{errorMessage(decks.error, 'Please check your connection and try again.')}</p>
        <Button type="button" variant="outline" onClick={() => void decks.refetch()} disabled={decks.isFetching}>
          <RotateCw aria-hidden className={cn(decks.isFetching && 'motion-safe:animate-spin')} />
          Try Again
        </Button>
      </div>
    );
  } else if (list.length === 0 && filtered) {
    content = (
      <p role="status" className="rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center text-muted-foreground">
        No deck matches “{q}”.
      </p>
    );
  } else if (list.length === 0) {
    content = (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground" aria-hidden>
          <Layers className="size-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h3 className="text-xl font-semibold">No Flashcard Decks Yet</h3>
          <p className="text-sm text-muted-foreground">
            Generate a deck from your study material, write cards yourself, or import a deck from Quizlet or Anki.
          </p>
        </div>
        <Button type="button" size="lg" onClick={onStartCreating}>
          <Sparkles aria-hidden />
          Start Creating
        </Button>
      </div>
    );
  } else {
    content = (
      <div className={cn('flex flex-col gap-3 transition-opacity', decks.isPlaceholderData && 'opacity-70')}>
        <VirtualList
          label="Flashcard decks"
          items={list}
          getKey={(deck) => deck.id}
          columns={columns}
          gap={16}
          estimateSize={260}
          onEndReached={loadMore}
          renderItem={(deck) => (
            <DeckCard
              deck={deck}
              converting={convert.isPending && convert.variables?.id === deck.id}
              onStudy={() => onStudy(deck)}
              onReview={() => onReview(deck)}
              onBrowse={() => onBrowse(deck)}
              onConvert={() => convert.mutate(deck)}
              onRename={() => setRenaming(deck)}
              onDelete={() => setDeleting(deck)}
            />
          )}
        />
        {isFetchingNextPage && (
          <div className="flex justify-center py-2 text-muted-foreground">
            <Spinner label="Loading more decks" />
          </div>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="library-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="library-heading" className="text-xl font-semibold">
            Your Decks
          </h2>
          {totals && totals.decks > 0 && (
            <p className="text-sm text-muted-foreground">
              {plural(totals.decks, 'deck')} · {plural(totals.cards, 'card')} · {totals.dueNow.toLocaleString()} due now · {totals.newCount.toLocaleString()} new
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add card
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setImporting(true)}>
            <Upload aria-hidden />
            Import
          </Button>
        </div>
      </div>
      {(list.length > 0 || filtered) && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search decks"
              aria-label="Search decks"
              className="pl-9"
              maxLength={100}
            />
          </div>
          <NativeSelect aria-label="Sort decks" value={sort} onChange={(e) => setSort(DECK_SORTS.find((v) => v === e.target.value) ?? 'recent')} className="sm:w-52">
            {DECK_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {content}

      <CardFormDialog open={adding} onOpenChange={setAdding} defaultDeck={list[0]?.name ?? ''} />
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}
      <RenameDeckDialog deck={renaming} onOpenChange={(open) => !open && setRenaming(null)} />
      <DeleteDeckDialog deck={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </section>
  );
}
