import type { Difficulty } from '@common/schemas/flashcards';
import { cn } from '@client/lib/utils';
import { DIFFICULTY_LABELS } from './flashcards-api';

/** Spec-2 §9 badge colours: green easy, yellow medium, red hard (AA contrast in both themes). */
const COLOURS: Record<Difficulty, string> = {
  easy: 'border-emerald-600/40 bg-emerald-100 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/15 dark:text-emerald-200',
  medium: 'border-amber-500/50 bg-amber-100 text-amber-900 dark:border-amber-300/40 dark:bg-amber-300/15 dark:text-amber-100',
  hard: 'border-red-600/40 bg-red-100 text-red-900 dark:border-red-400/40 dark:bg-red-400/15 dark:text-red-200',
};

export function DifficultyBadge({ difficulty, className }: { difficulty: Difficulty; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', COLOURS[difficulty] ?? COLOURS.medium, className)}>
      <span className="sr-only">Difficulty: </span>
      {DIFFICULTY_LABELS[difficulty] ?? difficulty}
    </span>
  );
}
