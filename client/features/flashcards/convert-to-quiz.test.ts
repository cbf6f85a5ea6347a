import { describe, expect, it } from 'vitest';
import { EMPTY_DECK_MESSAGE, buildQuizFromDeck } from './convert-to-quiz';

describe('buildQuizFromDeck', () => {
  it('sends the deck name and every card as a front: back line', () => {
    const payload = buildQuizFromDeck('Cells', [
      { front: 'Mitochondria', back: 'Powerhouse of the cell', difficulty: 'hard', subject: 'science' },
      { front: 'Ribosome', back: 'Makes proteins', difficulty: 'easy', subject: 'math' },
    ]);
    expect(payload).toEqual({
      topic: 'Cells\nMitochondria: Powerhouse of the cell\nRibosome: Makes proteins',
      questionCount: 2,
      difficulty: 'hard',
      subject: 'science',
      questionType: 'multiple-choice',
      learnMode: false,
    });
  });

  it('falls back to medium and General when the first card has neither', () => {
    const payload = buildQuizFromDeck('Words', [{ front: 'a', back: 'b', difficulty: '' as 'medium', subject: '' }]);
    expect(payload.difficulty).toBe('medium');
    expect(payload.subject).toBe('General');
    expect(payload.questionCount).toBe(1);
  });

  it('refuses an empty deck with the spec’s message', () => {
    expect(() => buildQuizFromDeck('Empty', [])).toThrow(EMPTY_DECK_MESSAGE);
    expect(EMPTY_DECK_MESSAGE).toBe('No flashcards found in this deck.');
  });
});
