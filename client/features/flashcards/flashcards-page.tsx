import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Layers, Library, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { DeckSummaryDto } from '@common/schemas/flashcards';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { DeckLibrary } from './deck-library';
import { deckCardsKey, deckKey, fetchDeck, fetchDeckCards } from './flashcards-api';
import { GeneratorForm } from './generator-form';
import { ReviewMode } from './review-mode';
import { StudyMode } from './study-mode';

// Browsing a deck's cards is its own chunk: most visits never open it.
const DeckBrowser = lazy(() => import('./deck-browser'));

type Tab = 'generator' | 'library';

function noCardsToast() {
  toast({ title: 'No Cards Found', description: "This deck doesn't have any cards to study.", variant: 'destructive' });
}

/** Study mode for the deck whose id is in the URL: its cards page by page; leaves when the deck is empty or gone. */
function StudyRoute({ deckId, onExit }: { deckId: string; onExit: () => void }) {
  const deck = useQuery({ queryKey: deckKey(deckId), queryFn: () => fetchDeck(deckId) });
  const cards = useInfiniteQuery({
    queryKey: [...deckCardsKey(deckId), 'study'],
    queryFn: ({ pageParam }) => fetchDeckCards(deckId, {}, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: Infinity,
  });
  const loaded = useMemo(() => cards.data?.pages.flatMap((p) => p.items) ?? [], [cards.data]);
  // A deck that is empty, or no longer there, has no cards to study (spec-2 §8).
  const gone = [cards.error, deck.error].some((e) => e instanceof ApiError && e.status === 404);
  const empty = (cards.isSuccess && loaded.length === 0) || gone;
  const failed = cards.isError || deck.isError;
  const warned = useRef(false);
  useEffect(() => {
    if ((empty || failed) && !warned.current) {
      warned.current = true;
      if (empty) noCardsToast();
      else toast({ title: 'Error', description: 'The cards of this deck could not be loaded.', variant: 'destructive' });
      onExit();
    }
  }, [empty, failed, onExit]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = cards;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!loaded.length || !deck.data) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner label="Loading the deck" />
      </div>
    );
  }
  return (
    <StudyMode
      key={deckId}
      deckName={deck.data.name}
      cards={loaded}
      total={deck.data.cardCount}
      hasMore={hasNextPage}
      onNeedMore={loadMore}
      onExit={onExit}
    />
  );
}

/**
 * Flashcards (/flashcards, spec-2 §2): the AI Generator and Library tabs, study mode and the FSRS
 * review of due cards. Where the student is lives in the URL (?tab=library, ?study=<deck id>,
 * ?review=<deck id>, ?deck=<deck id> to browse a deck's cards) so reloads and the browser's back button keep their place.
 */
export default function FlashcardsPage() {
  usePageTitle('Flashcards');
  const [params, setParams] = useSearchParams();
  const study = params.get('study');
  const review = params.get('review');
  const browse = params.get('deck');
  const tab: Tab = params.get('tab') === 'library' ? 'library' : 'generator';

  const showTab = useCallback((next: Tab) => setParams(next === 'library' ? { tab: 'library' } : {}), [setParams]);
  const backToLibrary = useCallback(() => setParams({ tab: 'library' }), [setParams]);

  const startStudy = (deck: DeckSummaryDto) => {
    if (deck.cardCount === 0) return noCardsToast();
    setParams({ study: deck.id });
  };

  let body;
  if (study !== null) body = <StudyRoute deckId={study} onExit={backToLibrary} />;
  else if (review !== null) body = <ReviewMode key={review} deckId={review} onExit={backToLibrary} />;
  else if (browse !== null)
    body = (
      <Suspense
        fallback={
          <div className="flex justify-center py-16 text-muted-foreground">
            <Spinner label="Loading the deck" />
          </div>
        }
      >
        <DeckBrowser key={browse} deckId={browse} onExit={backToLibrary} onStudy={(deck) => startStudy(deck)} />
      </Suspense>
    );
  else
    body = (
      <Tabs value={tab} onValueChange={(v) => showTab(v as Tab)} className="flex flex-col gap-2">
        <TabsList className="grid w-full grid-cols-2 sm:inline-grid sm:w-auto sm:self-start">
          <TabsTrigger value="generator" className="gap-2">
            <Sparkles className="size-4" aria-hidden />
            AI Generator
          </TabsTrigger>
          <TabsTrigger value="library" className="gap-2">
            <Library className="size-4" aria-hidden />
            Library
          </TabsTrigger>
        </TabsList>
        <TabsContent value="generator">
          <GeneratorForm onGenerated={() => showTab('library')} />
        </TabsContent>
        <TabsContent value="library">
          <DeckLibrary
            onStudy={startStudy}
            onReview={(deck) => setParams({ review: deck.id })}
            onBrowse={(deck) => setParams({ deck: deck.id })}
            onStartCreating={() => showTab('generator')}
          />
        </TabsContent>
      </Tabs>
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex min-w-0 items-center gap-3">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground sm:flex" aria-hidden>
          <Layers className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Flashcards</h1>
          <p className="text-sm text-muted-foreground">Turn your study material into cards and remember them with spaced repetition.</p>
        </div>
      </header>

      {body}
    </div>
  );
}
