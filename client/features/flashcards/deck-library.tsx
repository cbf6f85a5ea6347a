import { useQuery } from '@tanstack/react-query';
import { Layers, Plus, RotateCw, Sparkles, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DeckSummaryDto } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { CardFormDialog } from './card-form-dialog';
import { DeckCard } from './deck-card';
import { DeleteDeckDialog, RenameDeckDialog } from './deck-dialogs';
import { DECKS_KEY } from './flashcards-api';
import { useConvertToQuiz } from './use-convert-to-quiz';
import { errorMessage } from '@client/lib/api';

// The import dialog carries the parsers; it loads when first opened.
const ImportDialog = lazy(() => import('./import-dialog'));

interface DeckLibraryProps {
  onStudy: (deck: string) => void;
  onReview: (deck: string) => void;
  onStartCreating: () => void;
}

/**
 * The Library tab (spec-2 §2): the student's decks with their counts and actions, "Add card" and
 * "Import"; 'Loading your flashcard decks...' while loading, 'No Flashcard Decks Yet' with Start
 * Creating when empty, and a retry when loading fails.
 */
export function DeckLibrary({ onStudy, onReview, onStartCreating }: DeckLibraryProps) {
  const decks = useQuery<DeckSummaryDto[]>({ queryKey: DECKS_KEY });
  const convert = useConvertToQuiz();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [renaming, setRenaming] = useState<DeckSummaryDto | null>(null);
  const [deleting, setDeleting] = useState<DeckSummaryDto | null>(null);
  const list = decks.data ?? [];
  const deckNames = list.map((d) => d.name);
  const totalDue = list.reduce((n, d) => n + d.dueNow, 0);
  const totalNew = list.reduce((n, d) => n + d.newCount, 0);

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
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-label="Flashcard decks">
        {list.map((deck) => (
          <DeckCard
            key={deck.name}
            deck={deck}
            converting={convert.isPending && convert.variables === deck.name}
            onStudy={() => onStudy(deck.name)}
            onReview={() => onReview(deck.name)}
            onConvert={() => convert.mutate(deck.name)}
            onRename={() => setRenaming(deck)}
            onDelete={() => setDeleting(deck)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="library-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="library-heading" className="text-xl font-semibold">
            Your Decks
          </h2>
          {list.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {list.length} {list.length === 1 ? 'deck' : 'decks'} · {totalDue} due now · {totalNew} new
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
      {content}

      <CardFormDialog open={adding} onOpenChange={setAdding} deckNames={deckNames} defaultDeck={deckNames[0] ?? ''} />
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
