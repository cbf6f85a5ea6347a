import type { FlashcardDto } from '@common/schemas/flashcards';

/** The quiz generation request of spec-2 §3, as Convert to Quiz sends it. */
export interface QuizFromDeckRequest {
  topic: string;
  questionCount: number;
  difficulty: string;
  subject: string;
  questionType: 'multiple-choice';
  learnMode: false;
}

export const EMPTY_DECK_MESSAGE = 'No flashcards found in this deck.';
export const CONVERT_FAILED_MESSAGE = 'Failed to convert flashcards to quiz. Please try again.';

/**
 * Spec-2 §7 "Convert deck to quiz": the topic is the deck name and every card as a 'front: back'
 * line; one question per card; difficulty and subject come from the first card (medium and General
 * when missing); multiple choice, learn mode off. Throws the spec's message for an empty deck.
 */
export function buildQuizFromDeck(deckName: string, cards: ReadonlyArray<Pick<FlashcardDto, 'front' | 'back' | 'difficulty' | 'subject'>>): QuizFromDeckRequest {
  if (cards.length === 0) throw new Error(EMPTY_DECK_MESSAGE);
  const first = cards[0];
  return {
    topic: [deckName, ...cards.map((c) => `${c.front}: ${c.back}`)].join('\n'),
    questionCount: cards.length,
    difficulty: first.difficulty || 'medium',
    subject: first.subject || 'General',
    questionType: 'multiple-choice',
    learnMode: false,
  };
}
