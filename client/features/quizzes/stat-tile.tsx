import type { LucideIcon } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

/**
 * One number with its label and icon (results counts, the stats view). `compact` stacks it
 * centred on phones, so three fit side by side.
 */
export function StatTile({ icon: Icon, label, value, tone, compact }: { icon: LucideIcon; label: string; value: string; tone: string; compact?: boolean }) {
  return (
    <Card className={cn('flex items-center gap-3 p-4', compact && 'flex-col gap-2 p-3 text-center sm:flex-row sm:gap-3 sm:p-4 sm:text-left')}>
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)} aria-hidden>
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className={cn('text-sm text-muted-foreground', compact && 'text-xs sm:text-sm')}>{label}</p>
        <p className="truncate text-xl font-semibold">{value}</p>
      </div>
    </Card>
  );
}
