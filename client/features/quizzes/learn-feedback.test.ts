import { describe, expect, it } from 'vitest';
import type { QuestionDto } from '@common/schemas/quizzes';
import { choiceOptions, feedbackFor, hintFor, isChoiceType, LEARN_FEEDBACK_DELAY_MS, optionTone, shouldScheduleFeedback } from './learn-feedback';

const mc: QuestionDto = { question: 'Capital of France?', type: 'multiple-choice', options: ['Paris', 'Lyon'], correct: 'Paris', explanation: 'Paris is the capital.' };
const typed: QuestionDto = { question: 'The powerhouse of the cell is the ____.', type: 'fill-blank', correct: 'mitochondria' };

describe('learn-mode feedback', () => {
  it('waits 500 ms (spec-2 §9)', () => {
    expect(LEARN_FEEDBACK_DELAY_MS).toBe(500);
  });

  it('is scheduled only in learn mode, for a non-empty answer to a question that has its answer', () => {
    expect(shouldScheduleFeedback(true, mc, 'Lyon')).toBe(true);
    expect(shouldScheduleFeedback(false, mc, 'Lyon')).toBe(false);
    expect(shouldScheduleFeedback(true, mc, '  ')).toBe(false);
    expect(shouldScheduleFeedback(true, { ...mc, correct: undefined }, 'Lyon')).toBe(false);
    expect(shouldScheduleFeedback(true, undefined, 'Lyon')).toBe(false);
  });

  it('marks choices exactly and typed answers with the server rules', () => {
    expect(feedbackFor(mc, 'Paris')).toEqual({ isCorrect: true, correct: 'Paris', explanation: 'Paris is the capital.' });
    expect(feedbackFor(mc, 'paris')?.isCorrect).toBe(false);
    const slip = { ...mc, type: 'short-answer' as const, options: [], correct: 'photosynthesis' };
    expect(feedbackFor(slip, 'photosynthsis')).toMatchObject({ isCorrect: true, note: expect.stringContaining('photosynthesis') });
    expect(feedbackFor(slip, 'respiration')).toMatchObject({ isCorrect: false });
    expect(feedbackFor(typed, ' The Mitochondria. ')?.isCorrect).toBe(true);
    expect(feedbackFor(typed, 'mitochondira')?.isCorrect).toBe(true);
    expect(feedbackFor(typed, 'nucleus')).toEqual({ isCorrect: false, correct: 'mitochondria', explanation: undefined });
    expect(feedbackFor({ ...typed, correct: undefined }, 'x')).toBeNull();
  });

  it('colours the correct option green and a wrong choice red only once feedback shows', () => {
    expect(optionTone('Paris', 'Lyon', 'Paris', true)).toBe('correct');
    expect(optionTone('Lyon', 'Lyon', 'Paris', true)).toBe('wrong');
    expect(optionTone('Nice', 'Lyon', 'Paris', true)).toBe('plain');
    expect(optionTone('Lyon', 'Lyon', 'Paris', false)).toBe('selected');
    expect(optionTone('Paris', 'Lyon', 'Paris', false)).toBe('plain');
  });

  it('gives true/false questions True and False when they carry no options', () => {
    expect(choiceOptions({ question: 'q', type: 'true-false' })).toEqual(['True', 'False']);
    expect(choiceOptions(mc)).toEqual(['Paris', 'Lyon']);
    expect(choiceOptions(typed)).toEqual([]);
    expect(isChoiceType('true-false')).toBe(true);
    expect(isChoiceType('short-answer')).toBe(false);
  });
});

describe('hints', () => {
  it("uses the question's own hint, or one that does not give the answer away", () => {
    expect(hintFor({ ...mc, hint: ' It makes ATP. ' })).toBe('It makes ATP.');
    expect(hintFor(typed)).toBe('The answer starts with "M" and has 12 letters.');
    expect(hintFor({ ...typed, correct: 'carbon dioxide' })).toBe('The answer is 2 words; the first starts with "C".');
    expect(hintFor({ question: 'q', type: 'true-false', correct: 'True' })).toMatch(/make the statement false/);
    expect(hintFor({ ...mc, hint: undefined })).toMatch(/^Rule out/);
  });
});
