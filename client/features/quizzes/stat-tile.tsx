import type { LucideIcon } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

/** One number with its label and icon (results counts, the stats view). */
export function StatTile({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: string; tone: string }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)} aria-hidden>
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="truncate text-xl font-semibold">{value}</p>
      </div>
    </Card>
  );
}
