import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@client/lib/utils';

/** A styled native select: accessible and keyboard-friendly on every device, including phones. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect({ className, ...props }, ref) {
    return (
      <select
        ref={ref}
        className={cn(
          'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring md:text-sm',
          className,
        )}
        {...props}
      />
    );
  },
);
