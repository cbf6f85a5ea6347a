import type { Importance } from '@common/schemas/planner';
import { cn } from '@client/lib/utils';
import { PRIORITY_BADGE, PRIORITY_LABEL } from './priority';

/** "High" / "Medium" / "Low" in the spec's colours; the word is there so colour is never the only cue. */
export function PriorityBadge({ importance, className }: { importance: Importance; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium', PRIORITY_BADGE[importance], className)}>
      {PRIORITY_LABEL[importance]}
      <span className="sr-only"> priority</span>
    </span>
  );
}
