import type { ReviewRating } from '@common/schemas/flashcards';

/**
 * "Review due" mode as a pure state machine: the server's queue of due cards is worked through in
 * order; each card shows its front, then its answer with the four ratings, and a successful review
 * moves on. Kept apart from React so the progression and the keys are unit-tested.
 */

export interface ReviewState {
  /** Number of cards in the queue loaded for this session. */
  total: number;
  position: number;
  revealed: boolean;
  reviewed: number;
}

export type ReviewAction = { type: 'reveal' } | { type: 'rated' } | { type: 'restart'; total: number };

export type ReviewKeyResult = { type: 'reveal' } | { type: 'rate'; rating: ReviewRating } | { type: 'exit' } | null;

/** The four answers in button and key order (1 Again, 2 Hard, 3 Good, 4 Easy), as in Anki. */
export const RATING_ORDER: readonly ReviewRating[] = ['again', 'hard', 'good', 'easy'];

export const RATING_LABELS: Record<ReviewRating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };

export function startReview(total: number): ReviewState {
  return { total, position: 0, revealed: false, reviewed: 0 };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'reveal':
      return isReviewFinished(state) ? state : { ...state, revealed: true };
    case 'rated':
      if (isReviewFinished(state) || !state.revealed) return state;
      return { ...state, position: state.position + 1, revealed: false, reviewed: state.reviewed + 1 };
    case 'restart':
      // A fresh queue after the first one ran out; the count of reviews done today goes on.
      return { total: action.total, position: 0, revealed: false, reviewed: state.reviewed };
  }
}

export function isReviewFinished(state: ReviewState): boolean {
  return state.position >= state.total;
}

/**
 * Keys of the review screen: Space or Enter shows the answer, and once it shows counts as Good (as
 * in Anki); 1–4 pick Again, Hard, Good, Easy when the answer is showing; Esc leaves.
 */
export function reviewKeyAction(key: string, revealed: boolean): ReviewKeyResult {
  if (key === 'Escape' || key === 'Esc') return { type: 'exit' };
  if (key === ' ' || key === 'Spacebar' || key === 'Enter') return revealed ? { type: 'rate', rating: 'good' } : { type: 'reveal' };
  const n = ['1', '2', '3', '4'].indexOf(key);
  if (n !== -1 && revealed) return { type: 'rate', rating: RATING_ORDER[n] };
  return null;
}
