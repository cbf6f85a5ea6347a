import type { AssignmentDto } from '@common/schemas/planner';
import { CalendarDays, Clock, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { isOverdue } from './calendar';
import { CompletionCheckbox } from './completion-checkbox';
import { dueLabel } from './due-label';
import { dueDateKey, shortDate } from './planner-dates';
import { PRIORITY_STRIPE } from './priority';
import { PriorityBadge } from './priority-badge';

/** One assignment in the Assignments tab's grid: complete toggle, edit and delete (spec-1 §2). */
export function AssignmentCard({
  assignment: a,
  todayKey,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  assignment: AssignmentDto;
  todayKey: string;
  busy: boolean;
  onToggle: (a: AssignmentDto) => void;
  onEdit: (a: AssignmentDto) => void;
  onDelete: (a: AssignmentDto) => void;
}) {
  const key = dueDateKey(a.dueDate);
  const overdue = isOverdue(a, todayKey);
  return (
    <Card className={cn('flex w-full flex-col gap-3 border-l-4 p-4', PRIORITY_STRIPE[a.importance])} aria-busy={busy || undefined}>
      <div className="flex items-start gap-3">
        <CompletionCheckbox assignment={a} disabled={busy} onToggle={onToggle} />
        <div className="min-w-0 flex-1">
          <h3 className={cn('break-words font-semibold leading-snug', a.completed && 'text-muted-foreground line-through')}>{a.title}</h3>
          <p className="text-sm text-muted-foreground">{a.subject}</p>
        </div>
        <PriorityBadge importance={a.importance} />
      </div>
      {a.description && <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">{a.description}</p>}
      <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
          <dt className="sr-only">Due</dt>
          <dd>
            {shortDate(key)}
            {!a.completed && (
              <span className={cn('ml-1.5', overdue ? 'font-medium text-destructive' : 'text-muted-foreground')}>({dueLabel(key, todayKey)})</span>
            )}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock className="size-4 text-muted-foreground" aria-hidden />
          <dt className="sr-only">Estimated time</dt>
          <dd>{a.estimatedHours} h</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Status</dt>
          <dd
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              a.completed ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-muted text-muted-foreground',
            )}
          >
            {a.completed ? 'Completed' : 'Pending'}
          </dd>
        </div>
      </dl>
      <div className="flex justify-end gap-2 border-t border-border pt-3">
        <Button type="button" variant="ghost" size="sm" onClick={() => onEdit(a)} disabled={busy} aria-label={`Edit "${a.title}"`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onDelete(a)}
          disabled={busy}
          aria-label={`Delete "${a.title}"`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </Card>
  );
}
