import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/** The id the page focuses when the view changes, so keyboard and screen-reader users start at its top. */
export const VIEW_HEADING_ID = 'quiz-view-heading';

/** Each view's level-1 heading; focusable by script only. */
export function ViewHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 id={VIEW_HEADING_ID} tabIndex={-1} className={cn('text-2xl font-bold tracking-tight outline-none md:text-3xl', className)}>
      {children}
    </h1>
  );
}
