import { ArrowLeft, ChevronLeft, ChevronRight, PartyPopper, RotateCcw } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { FlashcardDto } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Kbd } from '@client/components/ui/kbd';
import { Progress } from '@client/components/ui/progress';
import { CardActions, useDeleteCard } from './card-actions';
import { CardFormDialog } from './card-form-dialog';
import { DifficultyBadge } from './difficulty-badge';
import { FlipCard } from './flip-card';
import { currentCard, isStudyComplete, needsMoreCards, startStudy, studyKeyAction, studyProgress, studyReducer, type StudyAction, type StudyState } from './study-session';
import { useCardKeys } from './use-card-keys';

interface StudyModeProps {
  deckName: string;
  /** The deck's cards loaded so far, in the order they were made. */
  cards: FlashcardDto[];
  /** How many cards the deck has in all (a large deck loads page by page). */
  total: number;
  /** Whether the deck has cards not loaded yet. */
  hasMore: boolean;
  /** Asks for the next page of cards. */
  onNeedMore: () => void;
  onExit: () => void;
}

const reducer = (state: StudyState<FlashcardDto>, action: StudyAction<FlashcardDto>) => studyReducer(state, action);

/**
 * Study mode (spec-2 §2 and §4): one card at a time with a flip, a progress bar, 'X / N', the
 * difficulty badge, edit and delete, Previous / Show Answer / Next, Exit Study Mode and the keys
 * (Space or Enter flip then advance, arrows navigate, Esc exits). Turning over the last card ends
 * the session with 'Study session complete!'.
 */
export function StudyMode({ deckName, cards, total, hasMore, onNeedMore, onExit }: StudyModeProps) {
  const [state, dispatch] = useReducer(reducer, cards, startStudy);
  const [editing, setEditing] = useState<FlashcardDto | null>(null);
  const [removed, setRemoved] = useState(0);
  const cardRef = useRef<HTMLButtonElement>(null);
  const card = currentCard(state);
  const loaded = state.cards.length;
  // Cards still on the server count too, so "X / N" and the progress bar speak of the whole deck.
  const count = hasMore ? Math.max(total - removed, loaded) : loaded;
  const complete = isStudyComplete(state, hasMore);

  // Each page of a large deck joins the session as it arrives; the next is asked for ahead of time.
  useEffect(() => dispatch({ type: 'append', cards }), [cards]);
  useEffect(() => {
    if (hasMore && needsMoreCards(state)) onNeedMore();
  }, [hasMore, state, onNeedMore]);

  useEffect(() => cardRef.current?.focus({ preventScroll: true }), []);
  // Deleting the last card ends the session (spec-2 §4).
  useEffect(() => {
    if (loaded === 0 && !hasMore) onExit();
  }, [loaded, hasMore, onExit]);

  useCardKeys((key) => {
    const action = studyKeyAction(key, { flipped: state.flipped, index: state.index, count: loaded });
    if (!action) return false;
    if (action === 'exit') onExit();
    else dispatch({ type: action });
    return true;
  });

  const remove = useDeleteCard();

  if (!card) return null;
  const position = `${state.index + 1} / ${count}`;

  return (
    <section aria-labelledby="study-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Study mode</p>
          <h2 id="study-heading" className="line-clamp-2 break-words text-xl font-bold tracking-tight sm:text-2xl">
            {deckName}
          </h2>
        </div>
        <Button type="button" variant="outline" onClick={onExit}>
          <ArrowLeft aria-hidden />
          Exit Study Mode
        </Button>
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Progress value={studyProgress(state.index, count)} aria-label="Study progress" className="flex-1" />
          <span className="shrink-0 text-sm font-semibold tabular-nums">
            <span aria-hidden>{position}</span>
            <span className="sr-only">{`Card ${state.index + 1} of ${count}`}</span>
          </span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <DifficultyBadge difficulty={card.difficulty} />
          <CardActions
            onEdit={() => setEditing(card)}
            onDelete={() => {
              dispatch({ type: 'remove', id: card.id });
              setRemoved((n) => n + 1);
              remove.mutate(card.id);
              cardRef.current?.focus({ preventScroll: true });
            }}
          />
        </div>
      </div>

      <FlipCard ref={cardRef} front={card.front} back={card.back} flipped={state.flipped} onFlip={() => dispatch({ type: 'flip' })} />

      <div className="mx-auto grid w-full max-w-[600px] grid-cols-[1fr_auto_1fr] items-center gap-2">
        <Button type="button" variant="outline" className="justify-self-start px-3 sm:px-4" onClick={() => dispatch({ type: 'prev' })} disabled={state.index === 0}>
          <ChevronLeft aria-hidden />
          <span className="max-[399px]:sr-only">Previous</span>
        </Button>
        <Button type="button" onClick={() => dispatch({ type: 'flip' })} className="sm:min-w-36">
          {state.flipped ? 'Show Question' : 'Show Answer'}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="justify-self-end px-3 sm:px-4"
          onClick={() => dispatch({ type: 'next' })}
          disabled={state.index >= loaded - 1}
        >
          <span className="max-[399px]:sr-only">Next</span>
          <ChevronRight aria-hidden />
        </Button>
      </div>

      <div role="status" className="empty:hidden">
        {complete && (
          <div className="mx-auto flex w-full max-w-[600px] flex-col items-center gap-3 rounded-xl border border-emerald-600/40 bg-emerald-50 p-5 text-center dark:border-emerald-400/30 dark:bg-emerald-400/10">
            <PartyPopper className="size-7 text-emerald-700 dark:text-emerald-300" aria-hidden />
            <p className="text-lg font-semibold">Study session complete!</p>
            <p className="text-sm text-muted-foreground">
              You went through all {count} {count === 1 ? 'card' : 'cards'} in this deck.
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button type="button" onClick={onExit}>
                Return to Library
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  dispatch({ type: 'restart' });
                  cardRef.current?.focus({ preventScroll: true });
                }}
              >
                <RotateCcw aria-hidden />
                Study Again
              </Button>
            </div>
          </div>
        )}
      </div>

      <p className="hidden flex-wrap items-center justify-center gap-x-4 gap-y-2 text-center text-xs text-muted-foreground sm:flex">
        <span>
          <Kbd>Space</Kbd> flip
        </span>
        <span>
          <Kbd>←</Kbd> <Kbd>→</Kbd> navigate
        </span>
        <span>
          <Kbd>Esc</Kbd> exit
        </span>
      </p>

      <CardFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        card={editing}
        onSaved={(saved) => dispatch({ type: 'update', card: saved })}
      />
    </section>
  );
}
