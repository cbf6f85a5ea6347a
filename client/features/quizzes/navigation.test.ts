import { describe, expect, it } from 'vitest';
import { canGoNext, canGoPrevious, canSubmit, isLastQuestion, progress } from './navigation';

describe('question navigation', () => {
  it('disables Previous on the first question', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
  });

  it('disables Next until the question is answered, and replaces it with Submit on the last', () => {
    expect(canGoNext({}, 0, 3)).toBe(false);
    expect(canGoNext({ 0: ' ' }, 0, 3)).toBe(false);
    expect(canGoNext({ 0: 'A' }, 0, 3)).toBe(true);
    expect(isLastQuestion(2, 3)).toBe(true);
    expect(canGoNext({ 2: 'A' }, 2, 3)).toBe(false);
    expect(canSubmit({ 2: 'A' }, 2, 3, false)).toBe(true);
    expect(canSubmit({ 2: 'A' }, 2, 3, true)).toBe(false);
    expect(canSubmit({}, 2, 3, false)).toBe(false);
    expect(canSubmit({ 1: 'A' }, 1, 3, false)).toBe(false);
  });

  it("labels 'Question X of N' with the percent complete", () => {
    expect(progress(0, 10)).toEqual({ label: 'Question 1 of 10', percent: 10 });
    expect(progress(2, 3)).toEqual({ label: 'Question 3 of 3', percent: 100 });
    expect(progress(0, 3)).toEqual({ label: 'Question 1 of 3', percent: 33 });
    expect(progress(0, 0)).toEqual({ label: 'Question 0 of 0', percent: 0 });
  });
});
