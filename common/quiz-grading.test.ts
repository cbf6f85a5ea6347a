import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, normalizeAnswer, scorePercent } from './quiz-grading';

describe('normalizeAnswer', () => {
  it('lower-cases, trims and drops punctuation and articles', () => {
    expect(normalizeAnswer('  The Mitochondria. ')).toBe('mitochondria');
    expect(normalizeAnswer('an  apple, a pear!')).toBe('apple pear');
    expect(normalizeAnswer('Theory')).toBe('theory');
  });
});

describe('isAnswerCorrect', () => {
  it('needs an exact match for choice questions', () => {
    expect(isAnswerCorrect('multiple-choice', 'Paris', 'Paris')).toBe(true);
    expect(isAnswerCorrect('multiple-choice', 'paris', 'Paris')).toBe(false);
    expect(isAnswerCorrect('true-false', 'True', 'True')).toBe(true);
    expect(isAnswerCorrect('true-false', undefined, 'True')).toBe(false);
  });
  it('forgives typed answers', () => {
    expect(isAnswerCorrect('fill-blank', 'The Nile', 'Nile')).toBe(true);
    expect(isAnswerCorrect('short-answer', 'evaporaton', 'evaporation')).toBe(true);
    expect(isAnswerCorrect('short-answer', 'Russia', 'the Russian Empire')).toBe(true);
    expect(isAnswerCorrect('short-answer', 'leaves', 'leaf')).toBe(true);
  });
  it('accepts a listed alternate', () => {
    expect(isAnswerCorrect('short-answer', 'Great War', 'World War I', ['the Great War'])).toBe(true);
    expect(isAnswerCorrect('short-answer', 'Boer War', 'World War I', ['the Great War'])).toBe(false);
  });
});

describe('scorePercent', () => {
  it('rounds, and is 0 with no questions', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
    expect(scorePercent(5, 5)).toBe(100);
  });
});
