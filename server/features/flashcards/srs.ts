import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { ReviewRating, SrsState } from '@common/schemas/flashcards';
import { RETENTION_DEFAULT, RETENTION_MAX, RETENTION_MIN } from '@common/schemas/settings';

/**
 * The bridge between stored flashcard rows and ts-fsrs (FSRS, the scheduler Anki uses). Rows keep
 * the state as text and times as ISO strings; ts-fsrs works on Dates and enums. All scheduling goes
 * through the library: nothing here computes an interval itself.
 */

/** The FSRS columns of a flashcard row. */
export interface SrsColumns {
  state: string;
  due: string;
  stability: number;
  srs_difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
}

const STATE_NAMES: Record<State, SrsState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATES: Record<SrsState, State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };

/** The four answer buttons and the grades ts-fsrs knows them by. */
export const RATINGS: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/** A stored state name, read defensively (an unknown value is treated as a new card). */
export function readState(value: string): SrsState {
  return value in STATES ? (value as SrsState) : 'new';
}

const schedulers = new Map<string, FSRS>();

/**
 * The scheduler for a desired retention. Fuzz spreads cards that were learnt together over nearby
 * days (as Anki does) so a deck does not come due all at once; tests switch it off to compare
 * intervals exactly. Instances are cached: there are only a few retentions in use.
 */
export function schedulerFor(retention: number = RETENTION_DEFAULT, opts: { fuzz?: boolean } = {}): FSRS {
  const r = Number.isFinite(retention) ? Math.min(RETENTION_MAX, Math.max(RETENTION_MIN, retention)) : RETENTION_DEFAULT;
  const fuzz = opts.fuzz ?? true;
  const key = `${r}:${fuzz}`;
  let f = schedulers.get(key);
  if (!f) {
    f = fsrs(generatorParameters({ request_retention: r, enable_fuzz: fuzz }));
    schedulers.set(key, f);
  }
  return f;
}

/** The FSRS columns of a card that has never been reviewed: due now, state new. */
export function newCardColumns(now: Date): SrsColumns {
  return cardToColumns(createEmptyCard(now));
}

/** A stored row as a ts-fsrs card. */
export function columnsToCard(row: SrsColumns): Card {
  return {
    due: new Date(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.srs_difficulty),
    elapsed_days: Number(row.elapsed_days),
    scheduled_days: Number(row.scheduled_days),
    learning_steps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    state: STATES[readState(row.state)],
    ...(row.last_review ? { last_review: new Date(row.last_review) } : {}),
  };
}

/** A ts-fsrs card as the columns to store. */
export function cardToColumns(card: Card): SrsColumns {
  return {
    state: STATE_NAMES[card.state],
    due: card.due.toISOString(),
    stability: card.stability,
    srs_difficulty: card.difficulty,
    // integer columns: ts-fsrs counts whole days and steps already; rounding only guards the type
    elapsed_days: Math.round(card.elapsed_days),
    scheduled_days: Math.round(card.scheduled_days),
    learning_steps: Math.round(card.learning_steps),
    reps: card.reps,
    lapses: card.lapses,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** When each of the four answers would make the card due next (shown on the buttons). */
export function previewDue(row: SrsColumns, now: Date, scheduler: FSRS): Record<ReviewRating, Date> {
  const preview = scheduler.repeat(columnsToCard(row), now);
  return {
    again: preview[Rating.Again].card.due,
    hard: preview[Rating.Hard].card.due,
    good: preview[Rating.Good].card.due,
    easy: preview[Rating.Easy].card.due,
  };
}

export interface ReviewOutcome {
  columns: SrsColumns;
  /** What the review log keeps: the state and due time before, and the scheduling after. */
  log: { stateBefore: SrsState; dueBefore: string; elapsedDays: number; scheduledDays: number; stability: number; difficulty: number };
}

/** The card after one answer, through ts-fsrs. */
export function applyReview(row: SrsColumns, rating: ReviewRating, now: Date, scheduler: FSRS): ReviewOutcome {
  const { card, log } = scheduler.next(columnsToCard(row), now, RATINGS[rating]);
  const columns = cardToColumns(card);
  return {
    columns,
    log: {
      stateBefore: readState(row.state),
      dueBefore: row.due,
      elapsedDays: log.elapsed_days,
      scheduledDays: card.scheduled_days,
      stability: card.stability,
      difficulty: card.difficulty,
    },
  };
}
