import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import {
  buildGenerateRequest,
  canGenerate,
  defaultSetupOptions,
  GENERATION_FAILED,
  generationErrorMessage,
  QUESTION_COUNT_RANGE,
  snapToStep,
  stepBy,
  TIME_LIMIT_RANGE,
} from './setup-options';

describe('quiz setup options', () => {
  it('starts from the spec defaults', () => {
    expect(defaultSetupOptions()).toEqual({
      topic: '',
      note: null,
      subject: '',
      questionType: 'multiple-choice',
      questionCount: 10,
      difficulty: 'medium',
      learnMode: false,
      practiceMode: false,
      timedMode: false,
      timeLimit: 10,
    });
  });

  it('keeps counts on steps of 5 from 5, and time limits within 5–60', () => {
    expect(QUESTION_COUNT_RANGE).toMatchObject({ min: 5, step: 5 });
    expect(TIME_LIMIT_RANGE).toEqual({ min: 5, max: 60, step: 5 });
    expect(snapToStep(12, QUESTION_COUNT_RANGE, 10)).toBe(10);
    expect(snapToStep(13, QUESTION_COUNT_RANGE, 10)).toBe(15);
    expect(snapToStep(1, QUESTION_COUNT_RANGE, 10)).toBe(5);
    expect(snapToStep(Number.NaN, QUESTION_COUNT_RANGE, 10)).toBe(10);
    expect(snapToStep(90, TIME_LIMIT_RANGE, 10)).toBe(60);
    expect(stepBy(5, -1, TIME_LIMIT_RANGE)).toBe(5);
    expect(stepBy(55, 1, TIME_LIMIT_RANGE)).toBe(60);
    expect(stepBy(60, 1, TIME_LIMIT_RANGE)).toBe(60);
    expect(stepBy(10, 1, QUESTION_COUNT_RANGE)).toBe(15);
  });

  it('needs a topic and no generation in progress', () => {
    expect(canGenerate({ topic: '   ' }, false)).toBe(false);
    expect(canGenerate({ topic: 'Cells' }, false)).toBe(true);
    expect(canGenerate({ topic: 'Cells' }, true)).toBe(false);
  });

  it('sends the time limit only when timed, and the note when one is picked', () => {
    const base = { ...defaultSetupOptions(), topic: '  Photosynthesis  ' };
    expect(buildGenerateRequest(base)).toEqual({
      topic: 'Photosynthesis',
      questionCount: 10,
      difficulty: 'medium',
      subject: '',
      questionType: 'multiple-choice',
      learnMode: false,
    });
    const timed = buildGenerateRequest({ ...base, timedMode: true, timeLimit: 15, note: { id: 'n1', title: 'Cells' }, learnMode: true });
    expect(timed).toMatchObject({ timeLimit: 15, noteId: 'n1', learnMode: true });
    expect(timed).not.toHaveProperty('practiceMode');
    expect(buildGenerateRequest({ ...base, practiceMode: true })).toMatchObject({ practiceMode: true, learnMode: false });
  });

  it("shows the server's explanation for a refused request, the spec text for faults", () => {
    const needs = new ApiError(422, JSON.stringify({ error: 'needs_material', message: 'Paste some study material.' }));
    expect(generationErrorMessage(needs)).toBe('Paste some study material.');
    expect(generationErrorMessage(new ApiError(500, '{"error":"internal","message":"Something went wrong"}'))).toBe(GENERATION_FAILED.description);
    expect(generationErrorMessage(new ApiError(400, 'plain text'))).toBe(GENERATION_FAILED.description);
    const timeout = new ApiError(504, JSON.stringify({ error: 'ai_timeout', message: 'The AI took too long to answer. Please try again.' }));
    expect(generationErrorMessage(timeout)).toBe('The AI took too long to answer. Please try again.');
    expect(generationErrorMessage(new ApiError(502, 'Bad Gateway'))).toBe(GENERATION_FAILED.description);
    expect(generationErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to generate quiz. Please try again.');
  });
});
