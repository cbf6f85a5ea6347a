/**
 * Study mode of spec-2 §4 as a pure state machine: one card at a time, a flipped flag that resets
 * whenever another card is shown, and local deletion that steps back when the index falls off the
 * end. The page turns key presses into actions with `studyKeyAction` and feeds them to the reducer.
 */

export interface StudyState<C extends { id: string }> {
  cards: C[];
  index: number;
  flipped: boolean;
}

export type StudyAction<C extends { id: string } = { id: string }> =
  | { type: 'flip' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'restart' }
  | { type: 'remove'; id: string }
  | { type: 'update'; card: C }
  /** The next page of the deck arrived: its cards join the end of the session (none twice). */
  | { type: 'append'; cards: C[] };

/** What a key does in study mode; `exit` leaves the mode, null means the key is not ours. */
export type StudyKeyResult = 'flip' | 'next' | 'prev' | 'exit' | null;

export function startStudy<C extends { id: string }>(cards: C[]): StudyState<C> {
  return { cards, index: 0, flipped: false };
}

export function studyReducer<C extends { id: string }>(state: StudyState<C>, action: StudyAction<C>): StudyState<C> {
  switch (action.type) {
    case 'flip':
      return state.cards.length ? { ...state, flipped: !state.flipped } : state;
    case 'next':
      return state.index < state.cards.length - 1 ? { ...state, index: state.index + 1, flipped: false } : state;
    case 'prev':
      return state.index > 0 ? { ...state, index: state.index - 1, flipped: false } : state;
    case 'restart':
      return { ...state, index: 0, flipped: false };
    case 'update':
      // An edited card keeps its place and side.
      return { ...state, cards: state.cards.map((c) => (c.id === action.card.id ? action.card : c)) };
    case 'append': {
      const known = new Set(state.cards.map((c) => c.id));
      const fresh = action.cards.filter((c) => !known.has(c.id));
      return fresh.length ? { ...state, cards: [...state.cards, ...fresh] } : state;
    }
    case 'remove': {
      const at = state.cards.findIndex((c) => c.id === action.id);
      if (at === -1) return state;
      const cards = state.cards.filter((c) => c.id !== action.id);
      const index = state.index >= cards.length ? Math.max(0, state.index - 1) : state.index;
      return { cards, index, flipped: false };
    }
  }
}

/**
 * The session is over when the last card has been turned over (spec-2 §2 'Study session
 * complete!'); while more of a large deck is still to load, the last loaded card is not the last.
 */
export function isStudyComplete<C extends { id: string }>(state: StudyState<C>, moreToLoad = false): boolean {
  return !moreToLoad && state.cards.length > 0 && state.flipped && state.index === state.cards.length - 1;
}

/** Cards left ahead of the current one before the next page of a deck is asked for. */
export const STUDY_PREFETCH_AHEAD = 20;

/** Whether to load the next page now: the student is within STUDY_PREFETCH_AHEAD cards of the end of what is loaded. */
export function needsMoreCards(state: { index: number; cards: readonly unknown[] }): boolean {
  return state.cards.length - 1 - state.index < STUDY_PREFETCH_AHEAD;
}

/** The current card, or null when the deck ran out (deleting the last card exits the mode). */
export function currentCard<C extends { id: string }>(state: StudyState<C>): C | null {
  return state.cards[state.index] ?? null;
}

/**
 * Spec-2 §4 keys: Esc exits; Space or Enter flips an unflipped card and advances from a flipped
 * one; the arrows move between cards. Advancing from the last card does nothing (the completion
 * message is showing).
 */
export function studyKeyAction(key: string, state: { flipped: boolean; index: number; count: number }): StudyKeyResult {
  switch (key) {
    case 'Escape':
    case 'Esc':
      return 'exit';
    case ' ':
    case 'Spacebar':
    case 'Enter':
      if (!state.flipped) return 'flip';
      return state.index < state.count - 1 ? 'next' : null;
    case 'ArrowLeft':
      return 'prev';
    case 'ArrowRight':
      return 'next';
    default:
      return null;
  }
}

/** Percent of the deck reached, counting the card on screen (card 1 of 4 is 25%). */
export function studyProgress(index: number, count: number): number {
  return count ? Math.round(((index + 1) / count) * 100) : 0;
}
