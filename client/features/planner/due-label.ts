import { dueLabel as dashboardDueLabel } from '@common/dashboard';
import { fromDateKey } from './planner-dates';

/** Whole calendar days from `fromKey` to `toKey` (rounded, so a daylight-saving hour never counts). */
export function daysBetween(fromKey: string, toKey: string): number {
  return Math.round((fromDateKey(toKey).getTime() - fromDateKey(fromKey).getTime()) / 86_400_000);
}

/**
 * "Due Today", "Due Tomorrow", "Due in 3 days" (the dashboard's words, spec-1 §2), then "Due
 * yesterday" and "3 days overdue": how far a deadline is from today, in calendar days.
 */
export function dueLabel(dueKey: string, todayKey: string): string {
  const days = daysBetween(todayKey, dueKey);
  if (days >= 0) return dashboardDueLabel(days);
  if (days === -1) return 'Due yesterday';
  return `${-days} days overdue`;
}

/** "Today", "Tomorrow", "In 3 days", "Yesterday", "3 days ago": under the chosen day's heading. */
export function relativeDayLabel(dayKey: string, todayKey: string): string {
  const days = daysBetween(todayKey, dayKey);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 0 ? `In ${days} days` : `${-days} days ago`;
}
