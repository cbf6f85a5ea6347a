import type { QuestionDto } from '@common/schemas/quizzes';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { choiceOptions, isChoiceType, optionTone } from './learn-feedback';

const OPTION_TONES = {
  plain: 'border-border hover:border-primary/60 hover:bg-accent',
  selected: 'border-primary bg-secondary text-secondary-foreground',
  correct: 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100',
  wrong: 'border-red-600 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950 dark:text-red-100',
} as const;

const LETTERS = 'ABCDEFGHIJ';

/**
 * The answer control for a question's type (spec-2 §2): radio options for multiple choice and
 * true/false (Tab enters the group, arrows move and choose), a text field for short answer and fill
 * in the blank. In learn mode, once feedback shows, the options are coloured green and red with an
 * icon and a spoken note, so colour is never the only cue.
 */
export function AnswerInput({ question, questionId, name, value, onChange, feedbackVisible }: {
  question: QuestionDto;
  /** The radio group's name (one per question). */
  name: string;
  /** The id of the question text, which names the control. */
  questionId: string;
  value: string;
  onChange: (value: string) => void;
  feedbackVisible: boolean;
}) {
  if (!isChoiceType(question.type)) {
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor="quiz-typed-answer" className="text-sm font-medium">
          Your answer
        </label>
        <Input
          id="quiz-typed-answer"
          data-answer-focus
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={2000}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={questionId}
          placeholder={question.type === 'fill-blank' ? 'Type the missing word or phrase...' : 'Type your answer...'}
          className={cn(
            'h-12 text-base',
            feedbackVisible && question.correct !== undefined && 'border-2',
          )}
        />
      </div>
    );
  }

  const options = choiceOptions(question);
  return (
    // Native radios: Tab enters the group at the chosen option, arrows move and choose at once.
    <div role="radiogroup" aria-labelledby={questionId} className={cn('grid gap-3', question.type === 'true-false' && 'sm:grid-cols-2')}>
      {options.map((option, i) => {
        const tone = optionTone(option, value || undefined, question.correct, feedbackVisible);
        return (
          <label
            key={`${i}-${option}`}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border-2 p-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring sm:p-4',
              OPTION_TONES[tone],
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              data-answer-focus={i === 0 ? '' : undefined}
              className="size-5 shrink-0 cursor-pointer accent-current focus-visible:outline-none"
            />
            {question.type === 'multiple-choice' && (
              <span className="text-sm font-semibold opacity-70" aria-hidden>
                {LETTERS[i] ?? ''}
              </span>
            )}
            <span className="min-w-0 flex-1 break-words">{option}</span>
            {tone === 'correct' && (
              <>
                <CheckCircle2 className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
                <span className="sr-only">(correct answer)</span>
              </>
            )}
            {tone === 'wrong' && (
              <>
                <XCircle className="size-5 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
                <span className="sr-only">(your answer, incorrect)</span>
              </>
            )}
          </label>
        );
      })}
    </div>
  );
}
