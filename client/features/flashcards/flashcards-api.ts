import type { QueryClient } from '@tanstack/react-query';
import type {
  Difficulty,
  DueCardDto,
  FlashcardDto,
  GenerateFlashcardsResponse,
  ImportDeckInput,
  ImportDeckResponse,
  ReviewRating,
  ReviewResultDto,
} from '@common/schemas/flashcards';
import { FLASHCARD_SUBJECTS } from '@common/schemas/flashcards';
import { apiJson } from '@client/lib/api';

/** The calls of the flashcards page (spec-2 §7 and issue 5), in one place with their cache keys. */

export const FLASHCARDS_KEY = ['/api/flashcards'] as const;
export const DECKS_KEY = ['/api/decks'] as const;
export const dueKey = (deck: string) => ['/api/flashcards/due', deck] as const;

const deckPath = (name: string) => `/api/decks/${encodeURIComponent(name)}`;

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
export const renameDeck = (name: string, newName: string) => apiJson<unknown>('PATCH', deckPath(name), { name: newName });
export const deleteDeck = (name: string) => apiJson<unknown>('DELETE', deckPath(name));
export const importDeck = (body: ImportDeckInput) => apiJson<ImportDeckResponse>('POST', '/api/decks/import', body);
export const fetchDue = (deck: string) => apiJson<DueCardDto[]>('GET', `/api/flashcards/due?deck=${encodeURIComponent(deck)}`);
export const reviewFlashcard = (id: string, rating: ReviewRating) =>
  apiJson<ReviewResultDto>('POST', `/api/flashcards/${encodeURIComponent(id)}/review`, { rating });

/** The export endpoint as a link the browser downloads (the server names the file). */
export const exportUrl = (name: string, format: 'csv' | 'anki') => `${deckPath(name)}/export?format=${format}`;

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
