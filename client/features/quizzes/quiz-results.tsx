import { CheckCircle2, Clock, Home, Info, Plus, RotateCcw, XCircle } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { correctLine, formatTimeTaken, scoreMessage, type QuizResults } from './results';
import { StatTile } from './stat-tile';
import { ViewHeading } from './view-heading';

function scoreRing(score: number): string {
  if (score >= 80) return 'border-emerald-600 text-emerald-700 dark:border-emerald-500 dark:text-emerald-400';
  if (score >= 50) return 'border-amber-500 text-amber-700 dark:text-amber-400';
  return 'border-red-600 text-red-700 dark:border-red-500 dark:text-red-400';
}

/**
 * Results (spec-2 §2): 'Quiz Complete!' or 'Practice Complete!', the percent, 'X out of N correct',
 * Correct / Incorrect / Time Taken, a review of every question, and Quiz Dashboard, Retake Quiz and
 * New Quiz. Practice results say they are not saved.
 */
export function QuizResultsView({ title, results, timed, onDashboard, onRetake, onNewQuiz }: {
  title: string;
  results: QuizResults;
  timed: boolean;
  onDashboard: () => void;
  onRetake: () => void;
  onNewQuiz: () => void;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
        <ViewHeading>{results.practice ? 'Practice Complete!' : 'Quiz Complete!'}</ViewHeading>
        <p className="-mt-2 break-words text-muted-foreground">{title}</p>
        <div
          className={cn('flex size-32 flex-col items-center justify-center rounded-full border-8', scoreRing(results.score))}
          role="img"
          aria-label={`Score: ${results.score}%`}
        >
          <span className="text-4xl font-bold tabular-nums" aria-hidden>
            {results.score}%
          </span>
        </div>
        <p className="text-lg font-semibold">{correctLine(results)}</p>
        <p className="text-sm text-muted-foreground">{scoreMessage(results.score)}</p>
        {results.practice && (
          <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
            <Info className="size-4" aria-hidden />
            Practice Mode - Results Not Saved
          </p>
        )}
        {results.late && (
          <Alert className="text-left">Time ran out before your answers arrived, so they were marked as they stood at the time limit.</Alert>
        )}
      </Card>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile icon={CheckCircle2} label="Correct" value={String(results.correctCount)} tone="bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" compact />
        <StatTile icon={XCircle} label="Incorrect" value={String(results.incorrectCount)} tone="bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300" compact />
        <StatTile icon={Clock} label="Time Taken" value={timed ? formatTimeTaken(results.timeTakenSeconds) : 'N/A'} tone="bg-secondary text-secondary-foreground" compact />
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button type="button" variant="outline" onClick={onDashboard}>
          <Home aria-hidden />
          Quiz Dashboard
        </Button>
        <Button type="button" variant="outline" onClick={onRetake}>
          <RotateCcw aria-hidden />
          Retake Quiz
        </Button>
        <Button type="button" onClick={onNewQuiz}>
          <Plus aria-hidden />
          New Quiz
        </Button>
      </div>

      <section aria-labelledby="quiz-review-heading" className="flex flex-col gap-3">
        <h2 id="quiz-review-heading" className="text-lg font-semibold">
          Review your answers
        </h2>
        <ol className="flex flex-col gap-3">
          {results.review.map((item) => (
            <li key={item.index}>
              <Card className={cn('flex gap-3 border-l-4 p-4', item.isCorrect ? 'border-l-emerald-600' : 'border-l-red-600')}>
                {item.isCorrect ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
                ) : (
                  <XCircle className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
                )}
                <div className="min-w-0 flex-1 space-y-2 text-sm">
                  <h3 className="break-words font-medium">
                    <span className="sr-only">{item.isCorrect ? 'Correct: ' : 'Incorrect: '}</span>
                    {item.index + 1}. {item.question}
                  </h3>
                  <p className="break-words">
                    <span className="text-muted-foreground">Your answer: </span>
                    <span className={cn('font-medium', item.isCorrect ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300')}>
                      {item.answer || 'No answer'}
                    </span>
                  </p>
                  {!item.isCorrect && item.correct && (
                    <p className="break-words">
                      <span className="text-muted-foreground">Correct answer: </span>
                      <span className="font-medium">{item.correct}</span>
                    </p>
                  )}
                  {item.explanation && <p className="break-words text-muted-foreground">{item.explanation}</p>}
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
