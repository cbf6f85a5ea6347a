import type { QuestionDto } from '@common/schemas/quizzes';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@client/lib/utils';
import { feedbackFor, isChoiceType } from './learn-feedback';

/**
 * Learn-mode feedback under the answer (spec-2 §4): 'Correct!' or 'Incorrect', for typed answers
 * 'The correct answer is:' and the answer, and the explanation when there is one. It sits in a
 * live region that is always present, so screen readers announce it when it appears.
 */
export function FeedbackPanel({ question, answer, visible }: { question: QuestionDto; answer: string; visible: boolean }) {
  const feedback = visible ? feedbackFor(question, answer) : null;
  const ref = useRef<HTMLDivElement>(null);
  // On a small screen the feedback can appear below the fold: bring it into view.
  useEffect(() => {
    if (visible) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [visible]);
  return (
    <div ref={ref} aria-live="polite" aria-atomic="true" className="scroll-mb-24">
      {feedback && (
        <div
          data-testid="learn-feedback"
          className={cn(
            'flex gap-3 rounded-lg border p-4',
            feedback.isCorrect
              ? 'border-emerald-600/50 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50'
              : 'border-red-600/50 bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-50',
          )}
        >
          {feedback.isCorrect ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
          ) : (
            <XCircle className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
          )}
          <div className="min-w-0 space-y-1 text-sm">
            <p className="font-semibold">{feedback.isCorrect ? 'Correct!' : 'Incorrect'}</p>
            {!feedback.isCorrect && !isChoiceType(question.type) && (
              <p>
                The correct answer is: <span className="font-semibold">{feedback.correct}</span>
              </p>
            )}
            {feedback.isCorrect && feedback.note && <p data-testid="learn-feedback-note">{feedback.note}</p>}
            {feedback.explanation && <p className="break-words opacity-90">{feedback.explanation}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
