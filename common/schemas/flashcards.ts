import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/** Flashcard subjects of spec-2 §9 (value: label). */
export const FLASHCARD_SUBJECTS = [
  { value: 'math', label: 'Math' },
  { value: 'science', label: 'Science' },
  { value: 'history', label: 'History' },
  { value: 'english', label: 'English' },
  { value: 'language', label: 'Foreign Language' },
  { value: 'other', label: 'Other' },
] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CARD_COUNT_MIN = 1;
export const CARD_COUNT_MAX = 50;
export const CARD_COUNT_DEFAULT = 5;
export const CARD_SIDE_MAX = 2000;
export const DECK_NAME_MAX = 100;
export const STUDY_TEXT_MAX = 100_000;
/** Most cards one import may bring in (an Anki-sized collection). */
export const IMPORT_MAX_CARDS = 50_000;
export const DECK_DESCRIPTION_MAX = 1000;

const deckName = z.string().trim().min(1, 'Deck name is required').max(DECK_NAME_MAX, `Deck name is too long (at most ${DECK_NAME_MAX} characters)`);
const side = (name: string) =>
  z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(CARD_SIDE_MAX, `${name} is too long (at most ${CARD_SIDE_MAX} characters)`);
const subject = z.string().trim().min(1, 'Please select a subject for your flashcards.').max(40);

/** POST /api/flashcards/generate (spec-2 §3): text, subject, difficulty, cardCount, deckName (optional). */
export const generateFlashcardsSchema = z.object({
  text: z.string().trim().min(1, 'Please provide study material for AI to generate flashcards.').max(STUDY_TEXT_MAX, `The study text is too long (at most ${STUDY_TEXT_MAX.toLocaleString('en')} characters)`),
  subject,
  difficulty: z.enum(DIFFICULTIES).optional().default('medium'),
  cardCount: z.coerce.number().int().min(CARD_COUNT_MIN).max(CARD_COUNT_MAX).optional().default(CARD_COUNT_DEFAULT),
  deckName: z.string().trim().max(DECK_NAME_MAX).optional().default(''),
});
export type GenerateFlashcardsInput = z.infer<typeof generateFlashcardsSchema>;

/** POST /api/flashcards: one card written by hand. */
export const createFlashcardSchema = z.object({
  front: side('Front'),
  back: side('Back'),
  deckName,
  subject: subject.optional().default('other'),
  difficulty: z.enum(DIFFICULTIES).optional().default('medium'),
});

/** PATCH /api/flashcards/{id}. */
export const updateFlashcardSchema = z.object({
  front: side('Front').optional(),
  back: side('Back').optional(),
  deckName: deckName.optional(),
  subject: subject.optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
});

/** POST /api/decks: an empty deck of the student's own. */
export const createDeckSchema = z.object({
  name: deckName,
  subject: subject.optional().default('other'),
  difficulty: z.enum(DIFFICULTIES).optional().default('medium'),
  description: z.string().trim().max(DECK_DESCRIPTION_MAX).optional().default(''),
});

/** PATCH /api/decks/{id}: rename a deck (one row) or change what describes it. */
export const updateDeckSchema = z
  .object({
    name: deckName.optional(),
    subject: subject.optional(),
    difficulty: z.enum(DIFFICULTIES).optional(),
    description: z.string().trim().max(DECK_DESCRIPTION_MAX).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** POST /api/flashcards/{id}/review. */
export const reviewSchema = z.object({ rating: z.enum(REVIEW_RATINGS) });

/** POST /api/decks/import: cards parsed (and previewed) on the client with common/deck-import.ts. */
export const importDeckSchema = z.object({
  deckName,
  subject: subject.optional().default('other'),
  difficulty: z.enum(DIFFICULTIES).optional().default('medium'),
  cards: z.array(z.object({ front: side('Front'), back: side('Back') })).min(1, 'There are no cards to import.').max(IMPORT_MAX_CARDS, `At most ${IMPORT_MAX_CARDS} cards can be imported at once.`),
});
export type ImportDeckInput = z.infer<typeof importDeckSchema>;

export type SrsState = 'new' | 'learning' | 'review' | 'relearning';

/** A card's spaced-repetition state (FSRS, ts-fsrs). */
export interface SrsDto {
  state: SrsState;
  due: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  lastReview: string | null;
}

export interface FlashcardDto {
  id: string;
  front: string;
  back: string;
  deckId: string;
  deckName: string;
  subject: string;
  difficulty: Difficulty;
  createdAt: string;
  srs: SrsDto;
}

/** A due card with the next due time each answer would give (shown on the four buttons, as Anki does). */
export interface DueCardDto extends FlashcardDto {
  intervals: Record<ReviewRating, string>;
}

export interface ReviewResultDto {
  card: FlashcardDto;
  nextDue: string;
}

/** A deck with the Library's counts (GET /api/decks items, GET /api/decks/{id}). */
export interface DeckSummaryDto {
  id: string;
  name: string;
  description: string;
  cardCount: number;
  dueNow: number;
  newCount: number;
  /** The next time a card of this deck is due (null when none is scheduled). */
  nextDue: string | null;
  subject: string;
  difficulty: Difficulty;
  createdAt: string;
  /** Last change to the deck or its cards (renamed, cards added or edited). */
  updatedAt: string;
}

/** Counts over all of a student's decks, for the Library's header and "Review all". */
export interface DeckTotalsDto {
  decks: number;
  cards: number;
  dueNow: number;
  newCount: number;
  /** New cards the review queue still introduces today (at most NEW_CARDS_PER_DAY a day). */
  newToday: number;
}

/** GET /api/decks: a page of decks, with the totals of every deck on each page. */
export interface DeckPageDto {
  items: DeckSummaryDto[];
  nextCursor: string | null;
  totals: DeckTotalsDto;
}

export const DECK_SORTS = ['recent', 'name'] as const;
/** GET /api/decks?limit=&cursor=&q=&sort=recent|name */
export const listDecksQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(DECK_NAME_MAX).optional(),
  sort: z.enum(DECK_SORTS).optional().default('recent'),
});

/** GET /api/decks/{id}/cards?limit=&cursor=&q=: a deck's cards in the order they were made. */
export const deckCardsQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});

/** GET /api/flashcards?limit=&cursor=&deckId=&q=: the student's cards, newest first. */
export const listFlashcardsQuerySchema = pageQuerySchema.extend({
  deckId: z.string().min(1).max(64).optional(),
  q: z.string().trim().max(200).optional(),
});

export interface GenerateFlashcardsResponse {
  flashcards: FlashcardDto[];
  deckName: string;
  /** Set when the text yielded fewer cards than asked: "Found 3 cards in this text (you asked for 10)." */
  message?: string;
}

/** Path parameter of /api/flashcards/{id}. */
export const flashcardIdParams = z.object({ id: z.string().min(1).max(64) });

/** Path parameter of /api/decks/{id}. */
export const deckIdParams = z.object({ id: z.string().min(1).max(64) });

/** Most new (never reviewed) cards the review queue introduces per day, as Anki's default. */
export const NEW_CARDS_PER_DAY = 20;

/** GET /api/flashcards/due?deckId=: the review queue, of every deck or of one. */
export const dueQuerySchema = z.object({ deckId: z.string().trim().min(1).max(64).optional() });

export const EXPORT_FORMATS = ['csv', 'anki'] as const;
/** GET /api/decks/{id}/export?format=csv|anki. */
export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).optional().default('csv') });

/** POST /api/decks/import answer. */
export interface ImportDeckResponse {
  deckId: string;
  deckName: string;
  imported: number;
}

/** Media type of POST /api/decks/import answered as a stream of progress lines (ask for it with Accept). */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

/**
 * One line of POST /api/decks/import answered as `application/x-ndjson`: progress after each batch
 * of cards saved, then the result — or an error, after which nothing of the import is kept.
 */
export const importProgressEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number(), total: z.number() }),
  z.object({ type: z.literal('complete'), deckId: z.string(), deckName: z.string(), imported: z.number() }),
  z.object({ type: z.literal('error'), error: z.string(), message: z.string() }),
]);
export type ImportProgressEvent = z.infer<typeof importProgressEventSchema>;

/** DELETE /api/decks/{id} answer. */
export interface DeleteDeckResponse {
  success: true;
  deleted: number;
}
