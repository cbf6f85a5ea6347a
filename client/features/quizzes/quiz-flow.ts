import type { QuizDto } from '@common/schemas/quizzes';
import { withAnswer, type AnswerMap } from './answers';
import { shouldScheduleFeedback, isChoiceType } from './learn-feedback';
import { canGoNext, canGoPrevious } from './navigation';
import { hasInstantFeedback } from './quiz-labels';
import type { QuizResults } from './results';
import { defaultSetupOptions, type SetupOptions } from './setup-options';

/**
 * The quiz generator's five views and their transitions (spec-2 §4 "Quiz generator") as a pure
 * reducer. The page turns clicks, timers and server answers into actions; nothing here has effects.
 */
export type QuizView = 'dashboard' | 'setup' | 'quiz' | 'results' | 'stats';

export interface QuizFlowState {
  view: QuizView;
  options: SetupOptions;
  quiz: QuizDto | null;
  answers: AnswerMap;
  index: number;
  /** Learn mode: feedback for the current answer is on screen. */
  feedbackVisible: boolean;
  /** Learn mode: the 500 ms delay is running; `feedbackRequest` changes each time it restarts. */
  feedbackPending: boolean;
  feedbackRequest: number;
  hintVisible: boolean;
  /** Increases with every start or retake, so answers for an older run are ignored. */
  run: number;
  attemptId: string | null;
  startedAtMs: number;
  /** When the countdown ends (browser time); null when untimed. */
  deadlineMs: number | null;
  results: QuizResults | null;
}

export type QuizFlowAction =
  | { type: 'create' }
  | { type: 'newQuiz' }
  | { type: 'stats' }
  | { type: 'dashboard' }
  | { type: 'options'; patch: Partial<SetupOptions> }
  | { type: 'start'; quiz: QuizDto; now: number }
  | { type: 'retake'; now: number }
  | { type: 'attemptStarted'; run: number; attemptId: string; deadlineMs: number | null }
  | { type: 'answer'; value: string }
  | { type: 'check' }
  | { type: 'revealFeedback'; request: number }
  | { type: 'toggleHint' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'finish'; run: number; results: QuizResults }
  | { type: 'quizDeleted'; id: string };

export function initialFlow(): QuizFlowState {
  return {
    view: 'dashboard',
    options: defaultSetupOptions(),
    quiz: null,
    answers: {},
    index: 0,
    feedbackVisible: false,
    feedbackPending: false,
    feedbackRequest: 0,
    hintVisible: false,
    run: 0,
    attemptId: null,
    startedAtMs: 0,
    deadlineMs: null,
    results: null,
  };
}

const quietQuestion = { feedbackVisible: false, feedbackPending: false, hintVisible: false } as const;

/** Spec-2 §4: answers cleared, index 0, and in timed mode the clock set to the limit × 60 seconds. */
function begin(state: QuizFlowState, quiz: QuizDto, now: number): QuizFlowState {
  return {
    ...state,
    ...quietQuestion,
    view: 'quiz',
    quiz,
    answers: {},
    index: 0,
    run: state.run + 1,
    attemptId: null,
    startedAtMs: now,
    deadlineMs: quiz.timeLimit ? now + quiz.timeLimit * 60_000 : null,
    results: null,
  };
}

function requestFeedback(state: QuizFlowState): QuizFlowState {
  return { ...state, feedbackVisible: false, feedbackPending: true, feedbackRequest: state.feedbackRequest + 1 };
}

export function quizFlowReducer(state: QuizFlowState, action: QuizFlowAction): QuizFlowState {
  switch (action.type) {
    case 'create':
      return { ...state, view: 'setup' };
    case 'newQuiz':
      // Spec-2 §4: New Quiz goes to setup with all options reset.
      return { ...state, view: 'setup', options: defaultSetupOptions(), quiz: null, results: null, answers: {}, index: 0 };
    case 'stats':
      return { ...state, view: 'stats' };
    case 'dashboard':
      return { ...state, ...quietQuestion, view: 'dashboard', results: null, deadlineMs: null };
    case 'options':
      return { ...state, options: { ...state.options, ...action.patch } };
    case 'start':
      return begin(state, action.quiz, action.now);
    case 'retake':
      return state.quiz ? begin(state, state.quiz, action.now) : state;
    case 'attemptStarted':
      if (action.run !== state.run || state.view !== 'quiz') return state;
      return { ...state, attemptId: action.attemptId, deadlineMs: action.deadlineMs ?? state.deadlineMs };
    case 'answer': {
      if (state.view !== 'quiz' || !state.quiz) return state;
      const next = { ...state, ...quietQuestion, answers: withAnswer(state.answers, state.index, action.value), hintVisible: state.hintVisible };
      const question = state.quiz.questions[state.index];
      // A choice is "chosen" at once; a typed answer only when checked (it would be judged mid-word otherwise).
      if (question && isChoiceType(question.type) && shouldScheduleFeedback(hasInstantFeedback(state.quiz), question, action.value))
        return requestFeedback(next);
      return next;
    }
    case 'check': {
      const question = state.quiz?.questions[state.index];
      if (state.view !== 'quiz' || !state.quiz || !shouldScheduleFeedback(hasInstantFeedback(state.quiz), question, state.answers[state.index]))
        return state;
      return requestFeedback(state);
    }
    case 'revealFeedback':
      if (!state.feedbackPending || action.request !== state.feedbackRequest) return state;
      return { ...state, feedbackPending: false, feedbackVisible: true };
    case 'toggleHint':
      return { ...state, hintVisible: !state.hintVisible };
    case 'next':
      if (!state.quiz || !canGoNext(state.answers, state.index, state.quiz.questions.length)) return state;
      return { ...state, ...quietQuestion, index: state.index + 1 };
    case 'prev':
      if (!canGoPrevious(state.index)) return state;
      return { ...state, ...quietQuestion, index: state.index - 1 };
    case 'finish':
      if (action.run !== state.run || state.view !== 'quiz') return state;
      return { ...state, ...quietQuestion, view: 'results', results: action.results, deadlineMs: null };
    case 'quizDeleted':
      return state.quiz?.id === action.id && state.view !== 'quiz' ? { ...state, quiz: null } : state;
  }
}
