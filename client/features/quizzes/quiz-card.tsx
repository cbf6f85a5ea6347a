import type { QuizSummaryDto } from '@common/schemas/quizzes';
import { Clock, EllipsisVertical, GraduationCap, Lightbulb, Play, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@client/components/ui/dropdown-menu';
import { cn } from '@client/lib/utils';
import { Badge, DifficultyBadge } from './quiz-badges';
import { QUESTION_TYPE_LABELS, isPracticeQuiz, questionCountLabel, scoreLabel, subjectLabel } from './quiz-labels';

function scoreTone(score: number | null): string {
  if (score === null) return 'text-muted-foreground';
  if (score >= 80) return 'text-emerald-700 dark:text-emerald-400';
  if (score >= 50) return 'text-amber-700 dark:text-amber-400';
  return 'text-red-700 dark:text-red-400';
}

/**
 * A saved quiz on the dashboard (spec-2 §2): title, subject or General, difficulty, question
 * count, latest score or Not taken, Start or Retake, and a menu with Delete Quiz.
 */
export function QuizCard({ quiz, busy, onStart, onDelete }: { quiz: QuizSummaryDto; busy: boolean; onStart: () => void; onDelete: () => void }) {
  const taken = quiz.score !== null;
  const count = quiz.questionCount;
  return (
    <Card className="flex w-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="line-clamp-2 break-words font-semibold leading-snug">{quiz.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {subjectLabel(quiz.subject)} · {questionCountLabel(count)}
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="ghost" size="icon" className="-mr-2 -mt-2 shrink-0" aria-label={`More actions for ${quiz.title}`}>
              <EllipsisVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onDelete} className="text-destructive data-[highlighted]:text-destructive">
              <Trash2 aria-hidden />
              Delete Quiz
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <DifficultyBadge difficulty={quiz.difficulty} />
        <Badge>{QUESTION_TYPE_LABELS[quiz.questionType] ?? quiz.questionType}</Badge>
        {isPracticeQuiz(quiz) ? (
          <Badge className="bg-secondary text-secondary-foreground">
            <GraduationCap aria-hidden />
            Practice
          </Badge>
        ) : quiz.learnMode ? (
          <Badge className="bg-secondary text-secondary-foreground">
            <Lightbulb aria-hidden />
            Learn
          </Badge>
        ) : null}
        {quiz.timeLimit ? (
          <Badge className="bg-secondary text-secondary-foreground">
            <Clock aria-hidden />
            {quiz.timeLimit} min
          </Badge>
        ) : null}
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-4">
        <p className="text-sm">
          <span className="text-muted-foreground">Score: </span>
          <span className={cn('font-semibold', scoreTone(quiz.score))}>{scoreLabel(quiz.score)}</span>
        </p>
        <Button type="button" size="sm" variant={taken ? 'outline' : 'default'} onClick={onStart} disabled={busy} aria-label={`${taken ? 'Retake' : 'Start'} ${quiz.title}`}>
          {taken ? <RotateCcw aria-hidden /> : <Play aria-hidden />}
          {taken ? 'Retake' : 'Start'}
        </Button>
      </div>
    </Card>
  );
}
