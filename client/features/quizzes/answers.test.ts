import { describe, expect, it } from 'vitest';
import { answeredCount, isAnswered, toSubmitAnswers, withAnswer } from './answers';

describe('answers map', () => {
  it('counts only non-blank answers', () => {
    const answers = { 0: 'Paris', 1: '   ', 3: 'x' };
    expect(isAnswered(answers, 0)).toBe(true);
    expect(isAnswered(answers, 1)).toBe(false);
    expect(isAnswered(answers, 2)).toBe(false);
    expect(answeredCount(answers, 3)).toBe(1);
    expect(answeredCount(answers, 4)).toBe(2);
  });

  it('builds the submit payload keyed by index, trimmed, without blanks or stray indexes', () => {
    const answers = withAnswer(withAnswer({ 0: ' mitochondria ', 1: '', 7: 'late' }, 2, 'True'), 1, '  ');
    expect(toSubmitAnswers(answers, 3)).toEqual({ '0': 'mitochondria', '2': 'True' });
  });

  it('replaces an answer without touching the original', () => {
    const before = { 0: 'a' };
    const after = withAnswer(before, 0, 'b');
    expect(before[0]).toBe('a');
    expect(after[0]).toBe('b');
  });
});
