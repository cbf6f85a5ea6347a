import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, normalizeAnswer, scorePercent, typedAnswerMatches, withinOneEdit } from './quiz-grading';

describe('normalizeAnswer', () => {
  it('lower-cases, trims and drops punctuation and articles', () => {
    expect(normalizeAnswer('  The Mitochondria. ')).toBe('mitochondria');
    expect(normalizeAnswer('an  apple, a pear!')).toBe('apple pear');
    expect(normalizeAnswer('Theory')).toBe('theory');
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['photosynthesis', 'photosynthsis', true],
    ['photosynthesis', 'photosynthesiss', true],
    ['photosynthesis', 'photosytnhesis', true],
    ['photosynthesis', 'fotosynthesis', false],
    ['abc', 'abc', true],
    ['abcdef', 'abcxyz', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('typedAnswerMatches', () => {
  it('accepts case, spacing, punctuation and article differences', () => {
    expect(typedAnswerMatches('the nucleus', 'Nucleus')).toBe(true);
    expect(typedAnswerMatches('  George Washington. ', 'george washington')).toBe(true);
  });
  it('accepts one typo in a word longer than 5 letters, not in short words', () => {
    expect(typedAnswerMatches('chloroplst', 'chloroplast')).toBe(true);
    expect(typedAnswerMatches('cell', 'call')).toBe(false);
    expect(typedAnswerMatches('mitocondria chloroplst', 'mitochondria chloroplast')).toBe(false);
  });
  it('accepts numbers written with thousands separators, never another number', () => {
    expect(typedAnswerMatches('1000', '1,000')).toBe(true);
    expect(typedAnswerMatches('299,792', '299792')).toBe(true);
    expect(typedAnswerMatches('100001', '100000')).toBe(false);
    expect(typedAnswerMatches('5', '-5')).toBe(false);
    expect(typedAnswerMatches('-5', '−5')).toBe(true);
  });
  it('marks an answer that is a single letter like an article ("Vitamin A")', () => {
    expect(typedAnswerMatches('A', 'A')).toBe(true);
    expect(typedAnswerMatches(' a. ', 'A')).toBe(true);
    expect(typedAnswerMatches('B', 'A')).toBe(false);
    expect(typedAnswerMatches('', 'A')).toBe(false);
  });
  it('refuses empty and different answers', () => {
    expect(typedAnswerMatches('', 'x')).toBe(false);
    expect(typedAnswerMatches('!!!', 'x')).toBe(false);
    expect(typedAnswerMatches('osmosis', 'diffusion')).toBe(false);
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
  });
});

describe('scorePercent', () => {
  it('rounds, and is 0 with no questions', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
    expect(scorePercent(5, 5)).toBe(100);
  });
});
