import type { AssignmentDto, Importance } from '@common/schemas/planner';
import { dueDateKey } from './planner-dates';

/** Spec-1 §9 filters: status all / pending / completed; priority all / high / medium / low. */
export const STATUS_FILTERS = ['all', 'pending', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PRIORITY_FILTERS = ['all', 'high', 'medium', 'low'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export interface AssignmentFilters {
  status: StatusFilter;
  priority: PriorityFilter;
  search: string;
}

export const DEFAULT_FILTERS: AssignmentFilters = { status: 'all', priority: 'all', search: '' };

/** Whether any filter narrows the list; the empty state then suggests adjusting them. */
export function isFiltering(f: AssignmentFilters): boolean {
  return f.status !== 'all' || f.priority !== 'all' || f.search.trim() !== '';
}

/** Narrow a string from a <select> to a status filter (anything unknown means all). */
export function asStatusFilter(value: string): StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value) ? (value as StatusFilter) : 'all';
}

/** Narrow a string from a <select> to a priority filter (anything unknown means all). */
export function asPriorityFilter(value: string): PriorityFilter {
  return (PRIORITY_FILTERS as readonly string[]).includes(value) ? (value as PriorityFilter) : 'all';
}

function matchesPriority(importance: Importance, filter: PriorityFilter): boolean {
  return filter === 'all' || importance === filter;
}

/**
 * The Assignments tab's card grid: status, priority and a case-insensitive search on title or
 * subject (spec-1 §9), pending work first and each group by due date so the next deadline leads.
 */
export function filterAssignments(list: readonly AssignmentDto[], f: AssignmentFilters): AssignmentDto[] {
  const needle = f.search.trim().toLocaleLowerCase();
  return list
    .filter((a) => f.status === 'all' || (f.status === 'completed' ? a.completed : !a.completed))
    .filter((a) => matchesPriority(a.importance, f.priority))
    .filter((a) => !needle || a.title.toLocaleLowerCase().includes(needle) || a.subject.toLocaleLowerCase().includes(needle))
    .sort(
      (a, b) =>
        Number(a.completed) - Number(b.completed) ||
        dueDateKey(a.dueDate).localeCompare(dueDateKey(b.dueDate)) ||
        a.title.localeCompare(b.title),
    );
}
