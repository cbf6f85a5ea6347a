import type { HTMLAttributes } from 'react';
import { cn } from '@client/lib/utils';

export function Alert({
  className,
  variant = 'default',
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: 'default' | 'destructive' | 'success' }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border p-3 text-sm',
        variant === 'destructive' && 'border-destructive/60 bg-destructive/10 text-destructive',
        variant === 'success' && 'border-emerald-600/50 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
        variant === 'default' && 'border-border bg-muted text-foreground',
        className,
      )}
      {...props}
    />
  );
}
