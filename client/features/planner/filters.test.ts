import { describe, expect, it } from 'vitest';
import type { AssignmentDto } from '@common/schemas/planner';
import { DEFAULT_FILTERS, asPriorityFilter, asStatusFilter, filterAssignments, isFiltering } from './filters';

const base: Omit<AssignmentDto, 'id' | 'title' | 'subject' | 'importance' | 'completed' | 'dueDate'> = {
  description: '',
  estimatedHours: 2,
  completedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};
const list: AssignmentDto[] = [
  { ...base, id: '1', title: 'Algebra worksheet', subject: 'Mathematics', importance: 'high', completed: false, dueDate: '2026-03-09T00:00:00.000Z' },
  { ...base, id: '2', title: 'Essay draft', subject: 'English', importance: 'medium', completed: true, dueDate: '2026-03-02T00:00:00.000Z' },
  { ...base, id: '3', title: 'Cell diagram', subject: 'Biology', importance: 'low', completed: false, dueDate: '2026-03-05T00:00:00.000Z' },
  { ...base, id: '4', title: 'Read chapter 4', subject: 'History', importance: 'high', completed: true, dueDate: '2026-03-01T00:00:00.000Z' },
];
const ids = (f: Partial<typeof DEFAULT_FILTERS>) => filterAssignments(list, { ...DEFAULT_FILTERS, ...f }).map((a) => a.id);

describe('filterAssignments', () => {
  it('shows everything by default, pending first, each by due date', () => {
    expect(ids({})).toEqual(['3', '1', '4', '2']);
  });

  it('filters by status', () => {
    expect(ids({ status: 'pending' })).toEqual(['3', '1']);
    expect(ids({ status: 'completed' })).toEqual(['4', '2']);
  });

  it('filters by priority', () => {
    expect(ids({ priority: 'high' })).toEqual(['1', '4']);
    expect(ids({ priority: 'low' })).toEqual(['3']);
    expect(ids({ priority: 'medium', status: 'pending' })).toEqual([]);
  });

  it('searches title or subject without regard to case', () => {
    expect(ids({ search: 'ESSAY' })).toEqual(['2']);
    expect(ids({ search: 'biol' })).toEqual(['3']);
    expect(ids({ search: '  math ' })).toEqual(['1']);
    expect(ids({ search: 'chapter', status: 'pending' })).toEqual([]);
    expect(ids({ search: 'nothing like this' })).toEqual([]);
  });

  it('does not reorder the caller’s array', () => {
    const before = list.map((a) => a.id);
    filterAssignments(list, DEFAULT_FILTERS);
    expect(list.map((a) => a.id)).toEqual(before);
  });
});

describe('filter values', () => {
  it('knows when the list is narrowed', () => {
    expect(isFiltering(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltering({ ...DEFAULT_FILTERS, search: '   ' })).toBe(false);
    expect(isFiltering({ ...DEFAULT_FILTERS, search: 'x' })).toBe(true);
    expect(isFiltering({ ...DEFAULT_FILTERS, status: 'completed' })).toBe(true);
    expect(isFiltering({ ...DEFAULT_FILTERS, priority: 'low' })).toBe(true);
  });

  it('narrows select values safely', () => {
    expect(asStatusFilter('pending')).toBe('pending');
    expect(asStatusFilter('bogus')).toBe('all');
    expect(asPriorityFilter('high')).toBe('high');
    expect(asPriorityFilter('urgent')).toBe('all');
  });
});
