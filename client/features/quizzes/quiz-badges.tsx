import type { Difficulty } from '@common/schemas/flashcards';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { DIFFICULTY_LABELS } from './quiz-labels';

const DIFFICULTY_TONES: Record<Difficulty, string> = {
  easy: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  hard: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** A small pill; `tone` picks colours readable in both themes. */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5', className ?? 'bg-muted text-foreground')}>
      {children}
    </span>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge className={DIFFICULTY_TONES[difficulty]}>{DIFFICULTY_LABELS[difficulty]}</Badge>;
}
