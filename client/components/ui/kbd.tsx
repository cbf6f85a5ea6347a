import type { HTMLAttributes } from 'react';
import { cn } from '@client/lib/utils';

/** A key cap for shortcut hints; readable in both themes. */
export function Kbd({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <kbd
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded border border-border bg-muted px-1.5 font-sans text-[11px] font-medium leading-none text-foreground',
        className,
      )}
      {...props}
    />
  );
}
