import { describe, expect, it } from 'vitest';
import type { QuizDto } from '@common/schemas/quizzes';
import { initialFlow, quizFlowReducer, type QuizFlowAction, type QuizFlowState } from './quiz-flow';
import { gradePractice } from './results';

function quiz(over: Partial<QuizDto> = {}): QuizDto {
  return {
    id: 'q1',
    title: 'Cells',
    subject: '',
    difficulty: 'medium',
    questionType: 'multiple-choice',
    learnMode: false,
    isPracticeMode: false,
    timeLimit: null,
    score: null,
    questionCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    questions: [
      { question: 'One?', type: 'multiple-choice', options: ['A', 'B'] },
      { question: 'Two?', type: 'short-answer' },
    ],
    ...over,
  };
}

const learnQuiz = () =>
  quiz({
    learnMode: true,
    isPracticeMode: true,
    questions: [
      { question: 'One?', type: 'multiple-choice', options: ['A', 'B'], correct: 'A', hint: 'First letter.' },
      { question: 'Two?', type: 'short-answer', correct: 'cell' },
    ],
  });

const run = (actions: QuizFlowAction[], from: QuizFlowState = initialFlow()) => actions.reduce(quizFlowReducer, from);

describe('quiz generator views', () => {
  it('goes from the dashboard to setup, stats and back', () => {
    expect(initialFlow().view).toBe('dashboard');
    expect(run([{ type: 'create' }]).view).toBe('setup');
    expect(run([{ type: 'stats' }]).view).toBe('stats');
    expect(run([{ type: 'stats' }, { type: 'dashboard' }]).view).toBe('dashboard');
  });

  it('starts with answers cleared, index 0, and the clock at limit × 60 s', () => {
    const s = run([{ type: 'start', quiz: quiz({ timeLimit: 10 }), now: 1_000 }]);
    expect(s).toMatchObject({ view: 'quiz', index: 0, answers: {}, deadlineMs: 1_000 + 600_000, run: 1 });
    expect(run([{ type: 'start', quiz: quiz(), now: 0 }]).deadlineMs).toBeNull();
  });

  it('moves with Next only once answered, and Previous not before the first', () => {
    let s = run([{ type: 'start', quiz: quiz(), now: 0 }, { type: 'prev' }, { type: 'next' }]);
    expect(s.index).toBe(0);
    s = run([{ type: 'answer', value: 'B' }, { type: 'next' }], s);
    expect(s.index).toBe(1);
    s = run([{ type: 'answer', value: 'x' }, { type: 'next' }], s);
    expect(s.index).toBe(1);
    s = run([{ type: 'prev' }], s);
    expect(s).toMatchObject({ index: 0, answers: { 0: 'B', 1: 'x' } });
  });

  it('reveals learn-mode feedback after a choice, and hides it when moving', () => {
    let s = run([{ type: 'start', quiz: learnQuiz(), now: 0 }, { type: 'answer', value: 'B' }]);
    expect(s).toMatchObject({ feedbackPending: true, feedbackVisible: false });
    const stale = s.feedbackRequest;
    s = run([{ type: 'answer', value: 'A' }], s);
    expect(run([{ type: 'revealFeedback', request: stale }], s).feedbackVisible).toBe(false);
    s = run([{ type: 'revealFeedback', request: s.feedbackRequest }], s);
    expect(s).toMatchObject({ feedbackVisible: true, feedbackPending: false });
    s = run([{ type: 'next' }], s);
    expect(s).toMatchObject({ index: 1, feedbackVisible: false, feedbackPending: false });
  });

  it('waits for a typed answer to be checked before judging it', () => {
    let s = run([{ type: 'start', quiz: learnQuiz(), now: 0 }, { type: 'answer', value: 'A' }, { type: 'next' }, { type: 'answer', value: 'ce' }]);
    expect(s.feedbackPending).toBe(false);
    s = run([{ type: 'answer', value: 'cell' }, { type: 'check' }], s);
    expect(s.feedbackPending).toBe(true);
    s = run([{ type: 'revealFeedback', request: s.feedbackRequest }], s);
    expect(s.feedbackVisible).toBe(true);
    s = run([{ type: 'answer', value: 'cells' }], s);
    expect(s.feedbackVisible).toBe(false);
  });

  it('gives feedback in learn mode even when the quiz is saved (not practice)', () => {
    const s = run([{ type: 'start', quiz: { ...learnQuiz(), isPracticeMode: false }, now: 0 }, { type: 'answer', value: 'B' }]);
    expect(s.feedbackPending).toBe(true);
  });

  it('gives no feedback outside learn mode', () => {
    const s = run([{ type: 'start', quiz: quiz(), now: 0 }, { type: 'answer', value: 'A' }, { type: 'check' }]);
    expect(s.feedbackPending).toBe(false);
  });

  it('shows the hint on request and hides it on the next question', () => {
    let s = run([{ type: 'start', quiz: learnQuiz(), now: 0 }, { type: 'toggleHint' }]);
    expect(s.hintVisible).toBe(true);
    s = run([{ type: 'answer', value: 'A' }], s);
    expect(s.hintVisible).toBe(true);
    s = run([{ type: 'next' }], s);
    expect(s.hintVisible).toBe(false);
  });

  it('ignores an attempt or results of an older run', () => {
    let s = run([{ type: 'start', quiz: quiz({ timeLimit: 5 }), now: 0 }]);
    const first = s.run;
    s = run([{ type: 'retake', now: 10 }], s);
    s = run([{ type: 'attemptStarted', run: first, attemptId: 'old', deadlineMs: 1 }], s);
    expect(s.attemptId).toBeNull();
    s = run([{ type: 'attemptStarted', run: s.run, attemptId: 'new', deadlineMs: 123 }], s);
    expect(s).toMatchObject({ attemptId: 'new', deadlineMs: 123 });
    const results = gradePractice(s.quiz ?? quiz(), {}, null);
    expect(run([{ type: 'finish', run: first, results }], s).view).toBe('quiz');
    expect(run([{ type: 'finish', run: s.run, results }], s)).toMatchObject({ view: 'results', deadlineMs: null });
  });

  it('retakes the same quiz from the results, and New Quiz resets every option', () => {
    let s = run([
      { type: 'create' },
      { type: 'options', patch: { topic: 'Cells', learnMode: true, timedMode: true, timeLimit: 20, questionCount: 25 } },
      { type: 'start', quiz: quiz(), now: 0 },
      { type: 'answer', value: 'A' },
      { type: 'next' },
    ]);
    s = run([{ type: 'finish', run: s.run, results: gradePractice(quiz(), s.answers, null) }], s);
    expect(s.view).toBe('results');
    const retaken = run([{ type: 'retake', now: 5 }], s);
    expect(retaken).toMatchObject({ view: 'quiz', index: 0, answers: {}, results: null });
    expect(retaken.quiz?.id).toBe('q1');
    expect(s.options.topic).toBe('Cells');
    const fresh = run([{ type: 'newQuiz' }], s);
    expect(fresh.view).toBe('setup');
    expect(fresh.options).toEqual(initialFlow().options);
  });
});

describe('quiz modes', () => {
  it('practice is not submitted; learn and practice both give instant feedback', async () => {
    const { hasInstantFeedback, isPracticeQuiz } = await import('./quiz-labels');
    expect(isPracticeQuiz({ isPracticeMode: true })).toBe(true);
    expect(isPracticeQuiz({ isPracticeMode: false })).toBe(false);
    expect(hasInstantFeedback({ learnMode: true, isPracticeMode: false })).toBe(true);
    expect(hasInstantFeedback({ learnMode: false, isPracticeMode: true })).toBe(true);
    expect(hasInstantFeedback({ learnMode: false, isPracticeMode: false })).toBe(false);
  });
});
