import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptResultDto, QuizDto, QuizSummaryDto } from '@common/schemas/quizzes';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { answeredCount, toSubmitAnswers } from './answers';
import { elapsedSeconds, localDeadline } from './countdown';
import { LEARN_FEEDBACK_DELAY_MS } from './learn-feedback';
import { isPracticeQuiz } from './quiz-labels';
import { initialFlow, quizFlowReducer } from './quiz-flow';
import { QuizDashboard } from './quiz-dashboard';
import { QuizPlayer } from './quiz-player';
import { QuizResultsView } from './quiz-results';
import { QuizSetup } from './quiz-setup';
import { QuizStats } from './quiz-stats';
import { QUIZZES_QUERY_KEY, fetchQuiz, generateQuiz, refreshAfterQuizChange, startAttempt, submitQuiz } from './quizzes-api';
import { gradePractice, resultsFromAttempt } from './results';
import { GENERATION_FAILED, buildGenerateRequest, generationErrorMessage } from './setup-options';
import { useCountdown } from './use-countdown';
import { VIEW_HEADING_ID } from './view-heading';

interface SubmitVars {
  quiz: QuizDto;
  answers: Record<string, string>;
  attemptId: string | null;
  run: number;
}

/**
 * Quiz Generator (/quiz-generator, spec-2 §2 and §4): one page with five views — dashboard, setup,
 * quiz, results and stats — driven by the pure reducer in quiz-flow.ts. Normal and timed quizzes
 * are graded by the server (an attempt starts with the quiz, so the server keeps the clock);
 * practice (learn-mode) quizzes are marked here with the same rules and nothing is submitted.
 */
export default function QuizGeneratorPage() {
  usePageTitle('Quiz Generator');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(quizFlowReducer, undefined, initialFlow);
  // Callbacks (timers, server answers) read the latest state through this ref.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const [startingId, setStartingId] = useState<string | null>(null);

  const begin = useCallback((quiz: QuizDto) => {
    const run = stateRef.current.run + 1;
    dispatch({ type: 'start', quiz, now: Date.now() });
    if (isPracticeQuiz(quiz) || !quiz.id) return;
    startAttempt(quiz.id).then(
      (attempt) => dispatch({ type: 'attemptStarted', run, attemptId: attempt.attemptId, deadlineMs: localDeadline(attempt, Date.now()) }),
      () => {
        /* The quiz still runs on the local clock and is submitted without an attempt. */
      },
    );
  }, []);

  const startSaved = useCallback(
    async (quiz: QuizSummaryDto) => {
      // The list carries summaries: the questions come with the quiz itself.
      setStartingId(quiz.id);
      try {
        begin(await fetchQuiz(quiz.id));
      } catch (err) {
        toast({ title: 'Error', description: errorMessage(err, 'Could not open the quiz. Please try again.'), variant: 'destructive' });
      } finally {
        setStartingId(null);
      }
    },
    [begin],
  );

  const generate = useMutation({
    mutationFn: generateQuiz,
    retry: false,
    onSuccess: (quiz) => {
      if (!quiz.questions.length) {
        toast({ title: GENERATION_FAILED.title, description: GENERATION_FAILED.description, variant: 'destructive' });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: QUIZZES_QUERY_KEY });
      begin(quiz);
    },
    onError: (err) => toast({ title: GENERATION_FAILED.title, description: generationErrorMessage(err), variant: 'destructive' }),
  });

  const submission = useMutation<AttemptResultDto, Error, SubmitVars>({
    mutationFn: (v) => submitQuiz(v.quiz.id, v.answers, v.attemptId),
    onSuccess: (result, v) => {
      refreshAfterQuizChange(queryClient);
      dispatch({ type: 'finish', run: v.run, results: resultsFromAttempt(v.quiz, result) });
    },
    onError: (err) =>
      toast({ title: 'Submission Failed', description: errorMessage(err, 'Failed to submit quiz. Please try again.'), variant: 'destructive' }),
  });

  const submit = useCallback(() => {
    const s = stateRef.current;
    if (s.view !== 'quiz' || !s.quiz || submission.isPending) return;
    if (!s.quiz.id) {
      toast({ title: 'Error', description: 'Could not submit quiz - missing quiz ID.', variant: 'destructive' });
      return;
    }
    if (isPracticeQuiz(s.quiz)) {
      const taken = s.quiz.timeLimit ? elapsedSeconds(s.startedAtMs, Date.now(), s.quiz.timeLimit) : null;
      dispatch({ type: 'finish', run: s.run, results: gradePractice(s.quiz, s.answers, taken) });
      return;
    }
    submission.mutate({ quiz: s.quiz, answers: toSubmitAnswers(s.answers, s.quiz.questions.length), attemptId: s.attemptId, run: s.run });
  }, [submission]);

  // Timed mode: submit when the clock reaches zero (the server grades a late arrival at the limit).
  const secondsLeft = useCountdown(state.view === 'quiz' ? state.deadlineMs : null, submit);

  // Learn mode: reveal feedback 500 ms after the answer was chosen or checked.
  useEffect(() => {
    if (!state.feedbackPending) return;
    const request = state.feedbackRequest;
    const timer = window.setTimeout(() => dispatch({ type: 'revealFeedback', request }), LEARN_FEEDBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.feedbackPending, state.feedbackRequest]);

  // A new view starts at the top, with focus on its heading.
  const shownView = useRef(state.view);
  useEffect(() => {
    if (shownView.current === state.view) return;
    shownView.current = state.view;
    window.scrollTo(0, 0);
    document.getElementById(VIEW_HEADING_ID)?.focus({ preventScroll: true });
  }, [state.view]);

  // Closing the tab in the middle of a quiz asks first.
  const inProgress = state.view === 'quiz' && !!state.quiz && answeredCount(state.answers, state.quiz.questions.length) > 0;
  useEffect(() => {
    if (!inProgress) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [inProgress]);

  const toDashboard = useCallback(() => dispatch({ type: 'dashboard' }), []);

  let view: ReactNode;
  switch (state.view) {
    case 'setup':
      view = (
        <QuizSetup
          options={state.options}
          onChange={(patch) => dispatch({ type: 'options', patch })}
          onGenerate={() => generate.mutate(buildGenerateRequest(state.options))}
          generating={generate.isPending}
          onBack={toDashboard}
        />
      );
      break;
    case 'quiz':
      view = state.quiz && (
        <QuizPlayer
          quiz={state.quiz}
          answers={state.answers}
          index={state.index}
          feedbackVisible={state.feedbackVisible}
          feedbackPending={state.feedbackPending}
          hintVisible={state.hintVisible}
          secondsLeft={secondsLeft}
          submitting={submission.isPending}
          onAnswer={(value) => dispatch({ type: 'answer', value })}
          onCheck={() => dispatch({ type: 'check' })}
          onNext={() => dispatch({ type: 'next' })}
          onPrev={() => dispatch({ type: 'prev' })}
          onToggleHint={() => dispatch({ type: 'toggleHint' })}
          onSubmit={submit}
          onExit={toDashboard}
        />
      );
      break;
    case 'results': {
      const quiz = state.quiz;
      view = quiz && state.results && (
        <QuizResultsView
          title={quiz.title}
          results={state.results}
          timed={!!quiz.timeLimit}
          onDashboard={toDashboard}
          onRetake={() => begin(quiz)}
          onNewQuiz={() => dispatch({ type: 'newQuiz' })}
        />
      );
      break;
    }
    case 'stats':
      view = <QuizStats onBack={toDashboard} />;
      break;
    default:
      view = (
        <QuizDashboard
          onCreate={() => dispatch({ type: 'create' })}
          onStats={() => dispatch({ type: 'stats' })}
          onStart={(quiz) => void startSaved(quiz)}
          startingId={startingId}
          onDeleted={(id) => dispatch({ type: 'quizDeleted', id })}
        />
      );
  }

  return <div className="mx-auto w-full max-w-6xl">{view}</div>;
}
