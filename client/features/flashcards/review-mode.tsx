import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, CheckCircle2, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DeckSummaryDto, DueCardDto, ReviewRating } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Kbd } from '@client/components/ui/kbd';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { USER_QUERY_KEY } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { DifficultyBadge } from './difficulty-badge';
import { dueDateTitle, intervalLabel, intervalWords, nextDueLabel } from './due-labels';
import { DECKS_KEY, FLASHCARDS_KEY, deckKey, dueKey, fetchDeck, fetchDue, reviewFlashcard } from './flashcards-api';
import { FlipCard } from './flip-card';
import { RATING_LABELS, RATING_ORDER, isReviewFinished, reviewKeyAction, reviewReducer, startReview, type ReviewAction, type ReviewState } from './review-queue';
import { useCardKeys } from './use-card-keys';
import { errorMessage } from '@client/lib/api';

const RATING_STYLES: Record<ReviewRating, string> = {
  again: 'border-red-600/50 text-red-800 hover:bg-red-50 dark:border-red-400/50 dark:text-red-200 dark:hover:bg-red-400/10',
  hard: 'border-amber-600/50 text-amber-900 hover:bg-amber-50 dark:border-amber-300/50 dark:text-amber-100 dark:hover:bg-amber-300/10',
  good: 'border-emerald-600/50 text-emerald-900 hover:bg-emerald-50 dark:border-emerald-400/50 dark:text-emerald-200 dark:hover:bg-emerald-400/10',
  easy: 'border-sky-600/50 text-sky-900 hover:bg-sky-50 dark:border-sky-400/50 dark:text-sky-200 dark:hover:bg-sky-400/10',
};

interface Session {
  queue: DueCardDto[];
  state: ReviewState;
}

function NextDue({ deck }: { deck: DeckSummaryDto | undefined }) {
  if (!deck) return null;
  const label = nextDueLabel(deck.nextDue, deck.dueNow);
  if (!label) return <p className="text-sm text-muted-foreground">No cards in this deck are scheduled.</p>;
  return (
    <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClock className="size-4" aria-hidden />
      <span>
        Next card due:{' '}
        <span className="font-semibold text-foreground" title={deck.nextDue ? dueDateTitle(deck.nextDue) : undefined}>
          {label === 'Due now' ? 'now' : label}
        </span>
      </span>
    </p>
  );
}

/**
 * "Review due" (issue 5, FSRS as Anki does it): the deck's due cards front first; Space or Enter
 * shows the answer, then Again / Hard / Good / Easy — each with the interval it would give, keys
 * 1–4 — records the review and moves on. The end screen says how many were reviewed and when the
 * next card is due, and offers the cards that became due meanwhile (short learning steps).
 */
export function ReviewMode({ deckId, onExit }: { deckId: string; onExit: () => void }) {
  const queryClient = useQueryClient();
  const due = useQuery({ queryKey: dueKey(deckId), queryFn: () => fetchDue(deckId), staleTime: 0, gcTime: 0 });
  const deckQuery = useQuery({ queryKey: deckKey(deckId), queryFn: () => fetchDeck(deckId) });
  const deckName = deckQuery.data?.name ?? '';
  const [session, setSession] = useState<Session | null>(null);
  const [now, setNow] = useState(() => new Date());
  const cardRef = useRef<HTMLButtonElement>(null);

  // The queue is a snapshot taken when the session starts, so refetches never reorder it mid-way.
  if (session === null && due.data) setSession({ queue: due.data, state: startReview(due.data.length) });

  const dispatch = (action: ReviewAction) => setSession((s) => (s ? { ...s, state: reviewReducer(s.state, action) } : s));
  const state = session?.state;
  const card = session && state && !isReviewFinished(state) ? session.queue[state.position] : null;
  const finished = Boolean(state && isReviewFinished(state));

  useEffect(() => {
    if (card) {
      setNow(new Date());
      cardRef.current?.focus({ preventScroll: true });
    }
  }, [card]);
  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: DECKS_KEY });
      void queryClient.invalidateQueries({ queryKey: FLASHCARDS_KEY });
    }
  }, [finished, queryClient]);

  const review = useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: ReviewRating }) => reviewFlashcard(id, rating),
    onSuccess: () => {
      dispatch({ type: 'rated' });
      // Reviews earn XP: the navigation's level widget reads the user.
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (err) => toast({ title: 'Review Failed', description: errorMessage(err, 'Your answer could not be saved. Please try again.'), variant: 'destructive' }),
  });

  const rate = (rating: ReviewRating) => {
    if (card && state?.revealed && !review.isPending) review.mutate({ id: card.id, rating });
  };

  useCardKeys((key) => {
    const action = reviewKeyAction(key, Boolean(state?.revealed));
    if (!action) return false;
    if (action.type === 'exit') onExit();
    else if (!card) return false;
    else if (action.type === 'reveal') dispatch({ type: 'reveal' });
    else rate(action.rating);
    return true;
  });

  const reviewMore = async () => {
    const result = await due.refetch();
    const queue = result.data ?? [];
    setSession((s) => ({ queue, state: reviewReducer(s?.state ?? startReview(0), { type: 'restart', total: queue.length }) }));
  };

  const deck = deckQuery.data;
  const total = session?.queue.length ?? 0;
  const reviewed = state?.reviewed ?? 0;

  let body;
  if (due.isError && !session) {
    body = (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{errorMessage(due.error, 'The cards due for review could not be loaded.')}</p>
        <Button type="button" variant="outline" onClick={() => void due.refetch()}>
          <RotateCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  } else if (!session || !state) {
    body = (
      <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner label="Loading the cards due for review" />
        <span aria-hidden>Loading cards due for review...</span>
      </div>
    );
  } else if (!card) {
    const moreDue = deck && deck.dueNow > 0;
    body = (
      <div className="mx-auto flex w-full max-w-[600px] flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-10 text-center shadow-sm">
        <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <div role="status" className="flex flex-col gap-1">
          <p className="text-xl font-semibold">{reviewed > 0 ? 'Review complete!' : 'Nothing to review right now'}</p>
          <p className="text-muted-foreground">
            {reviewed > 0
              ? `You reviewed ${reviewed} ${reviewed === 1 ? 'card' : 'cards'}.`
              : 'Every card in this deck is scheduled for later. Come back when they are due.'}
          </p>
        </div>
        <NextDue deck={deck} />
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" onClick={onExit}>
            Return to Library
          </Button>
          {moreDue && (
            <Button type="button" variant="outline" onClick={() => void reviewMore()} disabled={due.isFetching}>
              <RotateCw aria-hidden />
              Review {deck.dueNow} more due
            </Button>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <Progress value={total ? Math.round((state.position / total) * 100) : 0} aria-label="Review progress" className="flex-1" />
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              <span aria-hidden>
                {state.position + 1} / {total}
              </span>
              <span className="sr-only">{`Card ${state.position + 1} of ${total}`}</span>
            </span>
          </div>
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <DifficultyBadge difficulty={card.difficulty} />
            <span>
              {reviewed} reviewed · {total - state.position} left
            </span>
          </div>
        </div>

        <FlipCard
          ref={cardRef}
          front={card.front}
          back={card.back}
          flipped={state.revealed}
          onFlip={() => dispatch({ type: 'reveal' })}
          backHint={{ touch: 'How well did you remember it?', keyboard: 'How well did you remember it? Press 1–4' }}
        />

        <div className="mx-auto w-full max-w-[600px]">
          {!state.revealed ? (
            <Button type="button" size="lg" className="w-full" onClick={() => dispatch({ type: 'reveal' })}>
              Show Answer
            </Button>
          ) : (
            <div role="group" aria-label="How well did you remember?" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {RATING_ORDER.map((rating, i) => (
                <Button
                  key={rating}
                  type="button"
                  variant="outline"
                  className={cn('h-auto flex-col gap-0.5 py-2', RATING_STYLES[rating])}
                  aria-label={`${RATING_LABELS[rating]}: next review ${intervalWords(card.intervals[rating], now)}`}
                  onClick={() => rate(rating)}
                  disabled={review.isPending}
                >
                  <span className="text-base font-semibold">{RATING_LABELS[rating]}</span>
                  <span className="flex items-center gap-1.5 text-xs font-normal">
                    {intervalLabel(card.intervals[rating], now)}
                    <Kbd className="hidden sm:inline-flex">{i + 1}</Kbd>
                  </span>
                </Button>
              ))}
            </div>
          )}
        </div>

        <p className="hidden flex-wrap items-center justify-center gap-x-4 gap-y-2 text-center text-xs text-muted-foreground sm:flex">
          <span>
            <Kbd>Space</Kbd> show answer
          </span>
          <span>
            <Kbd>1</Kbd>–<Kbd>4</Kbd> rate
          </span>
          <span>
            <Kbd>Esc</Kbd> exit
          </span>
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby="review-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Review due cards</p>
          <h2 id="review-heading" className="line-clamp-2 break-words text-xl font-bold tracking-tight sm:text-2xl">
            {deckName}
          </h2>
        </div>
        <Button type="button" variant="outline" onClick={onExit}>
          <ArrowLeft aria-hidden />
          Exit Review
        </Button>
      </div>
      {body}
    </section>
  );
}
