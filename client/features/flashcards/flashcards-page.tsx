import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Layers, Library, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { FlashcardDto } from '@common/schemas/flashcards';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { DeckLibrary } from './deck-library';
import { FLASHCARDS_KEY } from './flashcards-api';
import { GeneratorForm } from './generator-form';
import { ReviewMode } from './review-mode';
import { StudyMode } from './study-mode';
import { deckCardsInOrder } from './study-session';

type Tab = 'generator' | 'library';

function noCardsToast() {
  toast({ title: 'No Cards Found', description: "This deck doesn't have any cards to study.", variant: 'destructive' });
}

/** Study mode for a deck named in the URL; waits for the cards and leaves when the deck is empty. */
function StudyRoute({ deckName, onExit }: { deckName: string; onExit: () => void }) {
  const cards = useQuery<FlashcardDto[]>({ queryKey: FLASHCARDS_KEY });
  const deckCards = cards.data ? deckCardsInOrder(cards.data, deckName) : undefined;
  const empty = cards.isSuccess && deckCards?.length === 0;
  const warned = useRef(false);
  useEffect(() => {
    if ((empty || cards.isError) && !warned.current) {
      warned.current = true;
      if (empty) noCardsToast();
      else toast({ title: 'Error', description: 'The cards of this deck could not be loaded.', variant: 'destructive' });
      onExit();
    }
  }, [empty, cards.isError, onExit]);
  if (!deckCards?.length) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner label="Loading the deck" />
      </div>
    );
  }
  const deckNames = [...new Set((cards.data ?? []).map((c) => c.deckName))];
  return <StudyMode key={deckName} deckName={deckName} cards={deckCards} deckNames={deckNames} onExit={onExit} />;
}

/**
 * Flashcards (/flashcards, spec-2 §2): the AI Generator and Library tabs, study mode and the FSRS
 * review of due cards. Where the student is lives in the URL (?tab=library, ?study=<deck>,
 * ?review=<deck>) so reloads and the browser's back button keep their place.
 */
export default function FlashcardsPage() {
  usePageTitle('Flashcards');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const study = params.get('study');
  const review = params.get('review');
  const tab: Tab = params.get('tab') === 'library' ? 'library' : 'generator';

  const showTab = useCallback((next: Tab) => setParams(next === 'library' ? { tab: 'library' } : {}), [setParams]);
  const backToLibrary = useCallback(() => setParams({ tab: 'library' }), [setParams]);

  const startStudy = async (deckName: string) => {
    const all = await queryClient.fetchQuery<FlashcardDto[]>({ queryKey: FLASHCARDS_KEY, staleTime: 0 }).catch(() => null);
    if (all && !all.some((c) => c.deckName === deckName)) return noCardsToast();
    setParams({ study: deckName });
  };

  let body;
  if (study !== null) body = <StudyRoute deckName={study} onExit={backToLibrary} />;
  else if (review !== null) body = <ReviewMode key={review} deckName={review} onExit={backToLibrary} />;
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
            onStudy={(deck) => void startStudy(deck)}
            onReview={(deck) => setParams({ review: deck })}
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
