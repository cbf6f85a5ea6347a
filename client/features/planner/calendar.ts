import type { AssignmentDto, Importance } from '@common/schemas/planner';
import { dueDateKey } from './planner-dates';

/** Spec-1 §9: a calendar cell shows at most 2 items, then '+N more'. */
export const CALENDAR_CELL_MAX = 2;
/** Spec-1 §9: the Upcoming list holds at most 5 assignments. */
export const UPCOMING_MAX = 5;

const IMPORTANCE_RANK: Record<Importance, number> = { high: 0, medium: 1, low: 2 };

/** Pending before done, then the most important first, then by title: the order of a day's items. */
export function compareForDay(a: AssignmentDto, b: AssignmentDto): number {
  return (
    Number(a.completed) - Number(b.completed) ||
    IMPORTANCE_RANK[a.importance] - IMPORTANCE_RANK[b.importance] ||
    a.title.localeCompare(b.title)
  );
}

/** The assignments due on one calendar day, in the order the calendar shows them. */
export function assignmentsOn(list: readonly AssignmentDto[], dayKey: string): AssignmentDto[] {
  return list.filter((a) => dueDateKey(a.dueDate) === dayKey).sort(compareForDay);
}

/**
 * What a calendar cell shows: the first two of the day's items and how many more there are, so the
 * grid keeps one height however busy a day is (spec-1 §2 "up to 2 titles per day … plus '+N more'").
 */
export function cellPreview<T>(items: readonly T[], max = CALENDAR_CELL_MAX): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** The '+N more' label of a cell, or null when everything fits. */
export function moreLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null;
}

/**
 * The Upcoming card (spec-1 §9): incomplete assignments not yet past due, soonest first, at most 5.
 * A due date is a whole day, so an assignment due today stays upcoming until that day ends.
 */
export function upcomingAssignments(list: readonly AssignmentDto[], todayKey: string, max = UPCOMING_MAX): AssignmentDto[] {
  return list
    .filter((a) => !a.completed && dueDateKey(a.dueDate) >= todayKey)
    .sort((a, b) => dueDateKey(a.dueDate).localeCompare(dueDateKey(b.dueDate)) || compareForDay(a, b))
    .slice(0, max);
}

/** Whether a pending assignment's day has passed: cards flag it so nothing slips by unseen. */
export function isOverdue(a: AssignmentDto, todayKey: string): boolean {
  return !a.completed && dueDateKey(a.dueDate) < todayKey;
}
