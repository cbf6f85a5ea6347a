import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A progress bar (role="progressbar" with its value). `value` is 0–100, or null for "working,
 * amount unknown" (the bar then pulses instead of filling). Give it an accessible name with
 * `aria-label` or `aria-labelledby`.
 */
export function Progress({ className, value, ...props }: Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value'> & { value: number | null }) {
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full rounded-full bg-primary transition-[width] duration-300', value === null && 'w-1/3 motion-safe:animate-pulse')}
        style={value === null ? undefined : { width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
