import { describe, expect, it } from 'vitest';
import type { AttemptResultDto, QuestionDto } from '@common/schemas/quizzes';
import { correctLine, formatTimeTaken, gradePractice, resultsFromAttempt, scoreMessage } from './results';

const questions: QuestionDto[] = [
  { question: 'Q1', type: 'multiple-choice', options: ['A', 'B'], correct: 'A', explanation: 'Because A.' },
  { question: 'Q2', type: 'short-answer', correct: 'photosynthesis' },
  { question: 'Q3', type: 'true-false', options: ['True', 'False'], correct: 'False' },
];

describe('results summary', () => {
  it('grades a practice quiz locally; unanswered is wrong', () => {
    const r = gradePractice({ questions }, { 0: 'A', 1: 'Photosynthsis' }, null);
    expect(r).toMatchObject({ practice: true, correctCount: 2, incorrectCount: 1, total: 3, score: 67, timeTakenSeconds: null });
    expect(r.review[2]).toMatchObject({ answer: '', correct: 'False', isCorrect: false });
    expect(r.review[0].explanation).toBe('Because A.');
  });

  it('scores an empty quiz as zero', () => {
    expect(gradePractice({ questions: [] }, {}, 30)).toMatchObject({ score: 0, total: 0, timeTakenSeconds: 30 });
  });

  it('takes a submitted attempt as the server graded it', () => {
    const result: AttemptResultDto = {
      attemptId: 'a1',
      quizId: 'q1',
      score: 33,
      correctCount: 1,
      total: 3,
      timeTakenSeconds: 95,
      late: false,
      submittedAt: '2026-01-01T00:00:00.000Z',
      answers: [
        { index: 0, answer: 'B', correct: 'A', isCorrect: false, explanation: 'Because A.' },
        { index: 1, answer: 'photosynthesis', correct: 'photosynthesis', isCorrect: true },
      ],
    };
    const bare = questions.map(({ question, type, options }) => ({ question, type, options }));
    const r = resultsFromAttempt({ questions: bare }, result);
    expect(r).toMatchObject({ practice: false, score: 33, correctCount: 1, incorrectCount: 2, total: 3, timeTakenSeconds: 95 });
    expect(r.review.map((x) => x.question)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(r.review[2]).toMatchObject({ answer: '', isCorrect: false });
  });

  it('words the summary lines', () => {
    expect(correctLine({ correctCount: 7, total: 10 })).toBe('7 out of 10 correct');
    expect(formatTimeTaken(null)).toBe('N/A');
    expect(formatTimeTaken(45)).toBe('45s');
    expect(formatTimeTaken(245)).toBe('4m 05s');
    expect(scoreMessage(95)).toBe('Outstanding work!');
    expect(scoreMessage(10)).toMatch(/Keep practising/);
  });
});
