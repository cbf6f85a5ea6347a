import type { QueryClient } from '@tanstack/react-query';
import type {
  DeckPageDto,
  DeckSummaryDto,
  Difficulty,
  DueCardDto,
  FlashcardDto,
  GenerateFlashcardsResponse,
  ImportDeckInput,
  ImportDeckResponse,
  ReviewRating,
  ReviewResultDto,
} from '@common/schemas/flashcards';
import { FLASHCARD_SUBJECTS, importProgressEventSchema } from '@common/schemas/flashcards';
import type { Page } from '@common/schemas/pagination';
import { apiJson } from '@client/lib/api';
import { pageUrl, type ListParams } from '@client/lib/paged-list';
import { postNdjson } from '@client/lib/upload-file';

/** The calls of the flashcards page (spec-2 §7 and issue 5), in one place with their cache keys. */

export const FLASHCARDS_KEY = ['/api/flashcards'] as const;
/** Every query about decks starts with this: the Library pages, one deck, a deck's cards. */
export const DECKS_KEY = ['/api/decks'] as const;
export const dueKey = (deckId: string) => ['/api/flashcards/due', deckId] as const;
export const deckKey = (deckId: string) => ['/api/decks', 'one', deckId] as const;
export const deckCardsKey = (deckId: string, q = '') => ['/api/decks', 'cards', deckId, q] as const;

const deckPath = (id: string) => `/api/decks/${encodeURIComponent(id)}`;

/** Cards fetched per page in browse and study (the server's maximum page). */
export const CARD_PAGE_SIZE = 200;

export interface GenerateRequest {
  text: string;
  subject: string;
  difficulty: Difficulty;
  cardCount: number;
  deckName: string;
}

export interface CardInput {
  front: string;
  back: string;
  deckName: string;
  subject: string;
  difficulty: Difficulty;
}

export const generateFlashcards = (body: GenerateRequest) =>
  apiJson<GenerateFlashcardsResponse>('POST', '/api/flashcards/generate', body);
export const createFlashcard = (body: CardInput) => apiJson<FlashcardDto>('POST', '/api/flashcards', body);
export const updateFlashcard = (id: string, body: Partial<CardInput>) =>
  apiJson<FlashcardDto>('PATCH', `/api/flashcards/${encodeURIComponent(id)}`, body);
export const deleteFlashcard = (id: string) => apiJson<unknown>('DELETE', `/api/flashcards/${encodeURIComponent(id)}`);
export const renameDeck = (id: string, newName: string) => apiJson<DeckSummaryDto>('PATCH', deckPath(id), { name: newName });
export const deleteDeck = (id: string) => apiJson<unknown>('DELETE', deckPath(id));
/** Where an import stands: the cards' text going up, then the server saving them batch by batch. */
export interface ImportProgress {
  phase: 'uploading' | 'saving';
  /** 0–100 within the phase. */
  percent: number;
  /** Cards saved so far (saving phase). */
  done: number;
  total: number;
}

/**
 * Imports cards with real progress: the upload, then each batch the server saves. The server keeps
 * nothing unless every card is saved; cancelling (the signal) rolls the import back.
 */
export async function importDeck(body: ImportDeckInput, opts: { onProgress?: (p: ImportProgress) => void; signal?: AbortSignal } = {}): Promise<ImportDeckResponse> {
  let result: ImportDeckResponse | undefined;
  let failure: string | undefined;
  const total = body.cards.length;
  await postNdjson('/api/decks/import', body, {
    signal: opts.signal,
    onUpload: (loaded, size) => opts.onProgress?.({ phase: 'uploading', percent: size ? Math.round((loaded / size) * 100) : 0, done: 0, total }),
    onLine: (line) => {
      const event = importProgressEventSchema.safeParse(line);
      if (!event.success) return;
      const e = event.data;
      if (e.type === 'progress') opts.onProgress?.({ phase: 'saving', percent: Math.round((e.done / Math.max(1, e.total)) * 100), done: e.done, total: e.total });
      else if (e.type === 'complete') result = { deckId: e.deckId, deckName: e.deckName, imported: e.imported };
      else failure = e.message;
    },
  });
  if (failure !== undefined || !result) throw new Error(failure ?? 'The deck could not be imported, and nothing was added. Please try again.');
  return result;
}
export const fetchDue = (deckId: string) => apiJson<DueCardDto[]>('GET', `/api/flashcards/due?deckId=${encodeURIComponent(deckId)}`);
export const fetchDeck = (id: string) => apiJson<DeckSummaryDto>('GET', deckPath(id));
/** One page of the Library (decks with counts, and the totals of all decks). */
export const fetchDeckPage = (params: ListParams, cursor: string | null) => apiJson<DeckPageDto>('GET', pageUrl('/api/decks', params, cursor));
/** One page of a deck's cards in the order they were made. */
export const fetchDeckCards = (id: string, params: ListParams, cursor: string | null) =>
  apiJson<Page<FlashcardDto>>('GET', pageUrl(`${deckPath(id)}/cards`, { limit: CARD_PAGE_SIZE, ...params }, cursor));
export const reviewFlashcard = (id: string, rating: ReviewRating) =>
  apiJson<ReviewResultDto>('POST', `/api/flashcards/${encodeURIComponent(id)}/review`, { rating });

/** The export endpoint as a link the browser downloads (the server names the file). */
export const exportUrl = (id: string, format: 'csv' | 'anki') => `${deckPath(id)}/export?format=${format}`;

/** After any change to cards: the card list, the deck counts and the due queues are stale. */
export function invalidateFlashcards(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: FLASHCARDS_KEY }),
    queryClient.invalidateQueries({ queryKey: DECKS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/flashcards/due'] }),
  ]);
}

/** A subject's label ("language" → "Foreign Language"); free-text subjects show as they are. */
export function subjectLabel(value: string): string {
  return FLASHCARD_SUBJECTS.find((s) => s.value === value)?.label ?? value;
}

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
