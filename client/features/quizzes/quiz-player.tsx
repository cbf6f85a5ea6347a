import type { QuizDto } from '@common/schemas/quizzes';
import { ArrowLeft, ArrowRight, CheckCheck, GraduationCap, Info, Lightbulb, Loader2, LogOut, Send } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import type { AnswerMap } from './answers';
import { answeredCount } from './answers';
import { AnswerInput } from './answer-input';
import { CountdownClock } from './countdown-clock';
import { FeedbackPanel } from './feedback-panel';
import { hintFor, isChoiceType } from './learn-feedback';
import { canGoNext, canGoPrevious, canSubmit, isLastQuestion, progress } from './navigation';
import { Badge, DifficultyBadge } from './quiz-badges';
import { QUESTION_TYPE_LABELS, hasInstantFeedback, isPracticeQuiz, questionCountLabel } from './quiz-labels';
import { ViewHeading } from './view-heading';

const QUESTION_TEXT_ID = 'quiz-question-text';

export interface PlayerProps {
  quiz: QuizDto;
  answers: AnswerMap;
  index: number;
  feedbackVisible: boolean;
  feedbackPending: boolean;
  hintVisible: boolean;
  secondsLeft: number | null;
  submitting: boolean;
  onAnswer: (value: string) => void;
  onCheck: () => void;
  onNext: () => void;
  onPrev: () => void;
  onToggleHint: () => void;
  onSubmit: () => void;
  onExit: () => void;
}

/** Puts focus on the answer control of the question now on screen (after Next or Previous). */
function focusAnswer(root: HTMLElement | null): void {
  const target =
    root?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? root?.querySelector<HTMLElement>('[data-answer-focus]');
  target?.focus();
}

/**
 * The question view (spec-2 §2 "Quiz"): title, count, difficulty, Practice Mode badge, countdown,
 * 'Question X of N' with percent complete, the answer control, Previous / Next / Submit Quiz, and in
 * learn mode the Hint button and 500 ms feedback. Enter goes to the next question.
 */
export function QuizPlayer(p: PlayerProps) {
  const { quiz, answers, index } = p;
  const total = quiz.questions.length;
  const question = quiz.questions[index];
  const practice = isPracticeQuiz(quiz);
  const learning = hasInstantFeedback(quiz);
  const last = isLastQuestion(index, total);
  const { label, percent } = progress(index, total);
  const answer = answers[index] ?? '';
  const typed = question ? !isChoiceType(question.type) : false;
  const needsCheck = learning && typed && question?.correct !== undefined && !p.feedbackVisible;
  const [confirmExit, setConfirmExit] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(index);

  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    focusAnswer(cardRef.current);
  }, [index]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.shiftKey || e.altKey) return;
    const target = e.target as HTMLElement;
    if (target.closest('button, a, textarea')) return;
    e.preventDefault();
    if (needsCheck && answer.trim()) {
      if (!p.feedbackPending) p.onCheck();
      return;
    }
    if (canGoNext(answers, index, total)) p.onNext();
  };

  if (!question) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <Button type="button" variant="ghost" size="sm" className="-ml-3" onClick={() => (answeredCount(answers, total) ? setConfirmExit(true) : p.onExit())}>
          <LogOut aria-hidden />
          Exit Quiz
        </Button>
        {p.secondsLeft !== null && <CountdownClock seconds={p.secondsLeft} />}
      </div>

      <header className="flex flex-col gap-2">
        <ViewHeading className="break-words">{quiz.title}</ViewHeading>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{questionCountLabel(total)}</span>
          <DifficultyBadge difficulty={quiz.difficulty} />
          {practice ? (
            <Badge className="bg-secondary text-secondary-foreground">
              <GraduationCap aria-hidden />
              Practice Mode
            </Badge>
          ) : quiz.learnMode ? (
            <Badge className="bg-secondary text-secondary-foreground">
              <Lightbulb aria-hidden />
              Learn Mode
            </Badge>
          ) : null}
        </div>
      </header>

      {/* The server says when the quiz differs from the request ("8 of the 10 asked"). */}
      {quiz.notice && index === 0 && (
        <Alert role="status" className="flex gap-2">
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>{quiz.notice}</span>
        </Alert>
      )}

      {p.secondsLeft === 0 && (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span className="font-medium">Time&apos;s up! {p.submitting ? 'Submitting your answers...' : 'Your answers are ready to submit.'}</span>
          {!p.submitting && (
            <Button type="button" size="sm" onClick={p.onSubmit}>
              <Send aria-hidden />
              Submit Quiz
            </Button>
          )}
        </Alert>
      )}

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium" id="quiz-progress-label">
            {label}
          </span>
          <span className="text-muted-foreground">{percent}% complete</span>
        </div>
        <Progress value={percent} aria-labelledby="quiz-progress-label" />
      </div>

      {/* Enter anywhere in the question (an option, the text field) goes on; buttons keep their own Enter. */}
      <div ref={cardRef} onKeyDown={onKeyDown} key={index}>
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <div className="flex flex-col gap-2">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{QUESTION_TYPE_LABELS[question.type]}</p>
            <h2 id={QUESTION_TEXT_ID} className="break-words text-lg font-semibold leading-snug sm:text-xl">
              {question.question}
            </h2>
          </div>

          <AnswerInput question={question} questionId={QUESTION_TEXT_ID} name={`quiz-answer-${index}`} value={answer} onChange={p.onAnswer} feedbackVisible={p.feedbackVisible} />

          {learning && p.hintVisible && (
            <div id="quiz-hint" className="flex gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/50 dark:text-amber-50">
              <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
              <p className="break-words">{hintFor(question)}</p>
            </div>
          )}

          {learning && <FeedbackPanel question={question} answer={answer} visible={p.feedbackVisible} />}
        </Card>
      </div>

      {/* The scroll margin keeps a focused button clear of the floating quick-action button on phones. */}
      <nav aria-label="Question navigation" className="flex flex-wrap items-center justify-between gap-2 [&_button]:scroll-mb-24">
        <Button type="button" variant="outline" onClick={p.onPrev} disabled={!canGoPrevious(index)}>
          <ArrowLeft aria-hidden />
          Previous
        </Button>
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {learning && (
            <Button type="button" variant="ghost" onClick={p.onToggleHint} aria-expanded={p.hintVisible} aria-controls={p.hintVisible ? 'quiz-hint' : undefined}>
              <Lightbulb aria-hidden />
              Hint
            </Button>
          )}
          {needsCheck && (
            <Button type="button" variant="secondary" onClick={p.onCheck} disabled={!answer.trim() || p.feedbackPending}>
              <CheckCheck aria-hidden />
              Check Answer
            </Button>
          )}
          {last ? (
            <Button type="button" onClick={p.onSubmit} disabled={!canSubmit(answers, index, total, p.submitting)}>
              {p.submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {p.submitting ? 'Submitting...' : 'Submit Quiz'}
            </Button>
          ) : (
            <Button type="button" onClick={p.onNext} disabled={!canGoNext(answers, index, total)}>
              Next
              <ArrowRight aria-hidden />
            </Button>
          )}
        </div>
      </nav>

      <AlertDialog open={confirmExit} onOpenChange={setConfirmExit}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Leave this quiz?</AlertDialogTitle>
            <AlertDialogDescription>Your answers so far will not be saved.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep Going</AlertDialogCancel>
            <AlertDialogAction onClick={p.onExit}>Leave Quiz</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
