import type { AssignmentDto } from '@common/schemas/planner';
import { CalendarClock, CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LoadError } from '@client/components/ui/load-error';
import { usePagedList } from '@client/lib/paged-list';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { IconCardTitle } from './icon-card-title';
import { cn } from '@client/lib/utils';
import { assignmentsOn, cellPreview, moreLabel, upcomingAssignments } from './calendar';
import { CompletionCheckbox } from './completion-checkbox';
import { dueLabel, relativeDayLabel } from './due-label';
import { ASSIGNMENTS_PATH, ASSIGNMENT_PAGE_SIZE } from './planner-api';
import { addDays, dueDateKey, fromDateKey, longDate, shiftWeek, shortDate, weekDays, weekRangeLabel, weekdayShort } from './planner-dates';
import { PRIORITY_BADGE } from './priority';
import { PriorityBadge } from './priority-badge';

/** Pending assignments asked for the Upcoming card (it shows 5; a few more cover ties). */
const UPCOMING_FETCH = 20;

interface CalendarTabProps {
  todayKey: string;
  onToggle: (a: AssignmentDto) => void;
  isBusy: (id: string) => boolean;
}

function DayCell({
  dayKey,
  items,
  selected,
  isToday,
  onSelect,
  onKeyDown,
}: {
  dayKey: string;
  items: AssignmentDto[];
  selected: boolean;
  isToday: boolean;
  onSelect: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const { shown, more } = cellPreview(items);
  const count = items.length;
  return (
    <button
      type="button"
      data-day={dayKey}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      aria-label={`${longDate(dayKey)}${isToday ? ' (today)' : ''}: ${count === 0 ? 'no assignments' : count === 1 ? '1 assignment' : `${count} assignments`}`}
      className={cn(
        'flex w-full min-w-0 gap-3 rounded-lg border border-border bg-background p-2 text-left transition-colors hover:bg-accent lg:min-h-32 lg:flex-col lg:gap-1.5',
        selected && 'border-primary bg-secondary ring-2 ring-primary hover:bg-secondary',
      )}
    >
      <span className="flex w-14 shrink-0 flex-col items-start lg:w-auto lg:flex-row lg:items-baseline lg:justify-between">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{weekdayShort(dayKey)}</span>
        <span
          className={cn(
            'flex size-7 items-center justify-center rounded-full text-sm font-semibold',
            isToday && 'bg-primary text-primary-foreground',
          )}
        >
          {fromDateKey(dayKey).getDate()}
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1" aria-hidden>
        {shown.map((a) => (
          <span
            key={a.id}
            className={cn('block truncate rounded border px-1.5 py-0.5 text-xs font-medium', PRIORITY_BADGE[a.importance], a.completed && 'line-through')}
          >
            {a.title}
          </span>
        ))}
        {more > 0 && <span className="text-xs font-medium text-muted-foreground">{moreLabel(more)}</span>}
      </span>
    </button>
  );
}

/**
 * The Calendar tab (spec-1 §2): a Sunday-to-Saturday week with previous / Today / next (one week
 * each), up to two titles per day in priority colours plus '+N more', the chosen day's list with
 * completion toggles, and the Upcoming card.
 */
export function CalendarTab({ todayKey, onToggle, isBusy }: CalendarTabProps) {
  const [anchor, setAnchor] = useState(todayKey);
  const [selected, setSelected] = useState(todayKey);
  const gridRef = useRef<HTMLOListElement>(null);
  const days = weekDays(anchor);
  // Exactly the week on screen: a due date's day is the part before 'T' (dueDateKey), so the
  // range is from the first day's 00:00Z up to (not including) the day after the last.
  const week = usePagedList<AssignmentDto>(
    ASSIGNMENTS_PATH,
    { from: days[0], to: addDays(days[days.length - 1], 1), limit: ASSIGNMENT_PAGE_SIZE },
    { keepPrevious: true },
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = week;
  useEffect(() => {
    // A week busier than one page: the rest comes at once (the grid shows the whole week).
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const upcomingQuery = usePagedList<AssignmentDto>(ASSIGNMENTS_PATH, { status: 'pending', from: todayKey, limit: UPCOMING_FETCH });
  const assignments = week.items;
  const dayItems = assignmentsOn(assignments, selected);
  const upcoming = upcomingAssignments(upcomingQuery.items, todayKey);

  const moveWeek = (weeks: number) => {
    setAnchor((k) => shiftWeek(k, weeks));
    setSelected((k) => shiftWeek(k, weeks));
  };
  const goToday = () => {
    setAnchor(todayKey);
    setSelected(todayKey);
  };

  /** Arrow keys walk the days (crossing into the next or previous week); Home/End jump to Sun/Sat. */
  const onDayKey = (dayKey: string) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const index = days.indexOf(dayKey);
    let target: string | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') target = index === 6 ? shiftWeek(days[0], 1) : days[index + 1];
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') target = index === 0 ? shiftWeek(days[6], -1) : days[index - 1];
    else if (e.key === 'Home') target = days[0];
    else if (e.key === 'End') target = days[6];
    if (!target) return;
    e.preventDefault();
    setAnchor(target);
    setSelected(target);
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-2">
            <CalendarDays className="size-5 shrink-0 text-primary" aria-hidden />
            <CardTitle className="text-lg" aria-live="polite">
              {weekRangeLabel(anchor)}
            </CardTitle>
          </div>
          <div className="flex items-center gap-2" role="group" aria-label="Change week">
            <Button type="button" variant="outline" size="icon" onClick={() => moveWeek(-1)} aria-label="Previous week">
              <ChevronLeft aria-hidden />
            </Button>
            <Button type="button" variant="outline" onClick={goToday}>
              Today
            </Button>
            <Button type="button" variant="outline" size="icon" onClick={() => moveWeek(1)} aria-label="Next week">
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {week.isError && !week.data ? (
            <LoadError message="Could not load your assignments. Check your connection and try again." onRetry={() => void week.refetch()} retrying={week.isFetching} />
          ) : null}
          <ol ref={gridRef} aria-busy={week.isPending || week.isPlaceholderData} aria-label="Days of the week" className="grid grid-cols-1 gap-2 lg:grid-cols-7">
            {days.map((key) => (
              <li key={key} className="min-w-0">
                <DayCell
                  dayKey={key}
                  items={assignmentsOn(assignments, key)}
                  selected={key === selected}
                  isToday={key === todayKey}
                  onSelect={() => setSelected(key)}
                  onKeyDown={onDayKey(key)}
                />
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-lg" id="selected-day-heading">
              {longDate(selected)}
            </CardTitle>
            <CardDescription>{relativeDayLabel(selected, todayKey)}</CardDescription>
          </CardHeader>
          <CardContent>
            {dayItems.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No assignments for this date</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-labelledby="selected-day-heading">
                {dayItems.map((a) => (
                  <li key={a.id} className="flex items-start gap-3 rounded-lg border border-border p-3">
                    <CompletionCheckbox assignment={a} disabled={isBusy(a.id)} onToggle={onToggle} />
                    <div className="min-w-0 flex-1">
                      <p className={cn('break-words font-medium', a.completed && 'text-muted-foreground line-through')}>{a.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {a.subject} · {a.estimatedHours} h{a.completed ? ' · Completed' : ''}
                      </p>
                    </div>
                    <PriorityBadge importance={a.importance} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="pb-3">
            <IconCardTitle icon={CalendarClock} id="upcoming-heading">
              Upcoming
            </IconCardTitle>
            <CardDescription>Your next deadlines.</CardDescription>
          </CardHeader>
          <CardContent>
            {upcomingQuery.isPending ? (
              <div role="status" aria-label="Loading upcoming assignments" className="h-16 animate-pulse rounded-lg bg-muted" />
            ) : upcomingQuery.isError ? (
              <LoadError message="Could not load your upcoming assignments." onRetry={() => void upcomingQuery.refetch()} retrying={upcomingQuery.isFetching} />
            ) : upcoming.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No upcoming assignments</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-labelledby="upcoming-heading">
                {upcoming.map((a) => {
                  const key = dueDateKey(a.dueDate);
                  return (
                    <li key={a.id}>
                      <button
                        type="button"
                        onClick={() => {
                          setAnchor(key);
                          setSelected(key);
                        }}
                        className="flex w-full items-start gap-3 rounded-lg border border-border p-3 text-left transition-colors hover:bg-accent"
                        aria-label={`${a.title}, ${a.subject}, ${dueLabel(key, todayKey)}, ${a.importance} priority. Show on calendar`}
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block break-words font-medium">{a.title}</span>
                          <span className="block text-sm text-muted-foreground">
                            {a.subject} · {shortDate(key)} · {dueLabel(key, todayKey)}
                          </span>
                        </span>
                        <PriorityBadge importance={a.importance} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
