import { daysBetween, localDay } from './activity';

/** Dashboard constants of spec-1 §9: 3 items per card, upcoming window 0–7 days, red flag at ≤ 2 days. */
export const DASHBOARD_LIST_SIZE = 3;
export const UPCOMING_WINDOW_DAYS = 7;
export const URGENT_WITHIN_DAYS = 2;

/** A date picked without a time arrives as midnight UTC: it names a calendar day, not an instant. */
const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00))?$/;

/**
 * The calendar day (YYYY-MM-DD) an assignment is due in the student's zone. A bare date (or a date
 * stored as midnight UTC) is that day everywhere — "due March 3" must not become March 2 in New
 * York; an instant with a time is converted to the student's local day. Null when unreadable.
 */
export function dueDay(dueDate: string, timeZone: string): string | null {
  const dateOnly = DATE_ONLY.exec(dueDate.trim());
  if (dateOnly) return dateOnly[1];
  const at = new Date(dueDate);
  return Number.isNaN(at.getTime()) ? null : localDay(at, timeZone);
}

/** Whole calendar days from today to the due day in the student's zone (negative when overdue). */
export function daysUntilDue(dueDate: string, now: Date, timeZone: string): number | null {
  const day = dueDay(dueDate, timeZone);
  return day === null ? null : daysBetween(localDay(now, timeZone), day);
}

/** The dashboard's due label (spec-1 §2): 'Due Today', 'Due Tomorrow' or 'Due in N days'. */
export function dueLabel(days: number): string {
  if (days <= 0) return 'Due Today';
  if (days === 1) return 'Due Tomorrow';
  return `Due in ${days} days`;
}

/** Whether a task is flagged red: due in 2 days or fewer (spec-1 §9). */
export function isDueSoon(days: number): boolean {
  return days <= URGENT_WITHIN_DAYS;
}

export interface TaskLike {
  dueDate: string;
  completed: boolean;
  title?: string;
}

export interface UpcomingTask<T> {
  task: T;
  days: number;
  label: string;
  urgent: boolean;
}

/**
 * The "Upcoming Study Tasks" card: incomplete assignments due today up to 7 days ahead (calendar
 * days in the student's zone), soonest first, at most 3, each with its label and red flag.
 */
export function upcomingTasks<T extends TaskLike>(tasks: readonly T[], now: Date, timeZone: string, limit = DASHBOARD_LIST_SIZE): UpcomingTask<T>[] {
  const out: Array<UpcomingTask<T> & { day: string }> = [];
  for (const task of tasks) {
    if (task.completed) continue;
    const day = dueDay(task.dueDate, timeZone);
    if (day === null) continue;
    const days = daysBetween(localDay(now, timeZone), day);
    if (days < 0 || days > UPCOMING_WINDOW_DAYS) continue;
    out.push({ task, days, label: dueLabel(days), urgent: isDueSoon(days), day });
  }
  out.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      Date.parse(a.task.dueDate) - Date.parse(b.task.dueDate) ||
      (a.task.title ?? '').localeCompare(b.task.title ?? ''),
  );
  return out.slice(0, Math.max(0, limit)).map(({ task, days, label, urgent }) => ({ task, days, label, urgent }));
}


/** The "Recent Quizzes" card: only quizzes with a score count (spec-1 §2), newest first, at most 3. */
export function recentQuizzes<T extends { score: number | null; createdAt: string }>(quizzes: readonly T[], limit = DASHBOARD_LIST_SIZE): T[] {
  return quizzes
    .filter((q) => q.score !== null && q.score !== undefined)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, Math.max(0, limit));
}
