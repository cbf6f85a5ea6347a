import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Page } from '@common/schemas/pagination';
import type { AssignmentDto } from '@common/schemas/planner';
import { restoreAssignments, snapshotAssignments, updateCachedAssignments } from './planner-api';

function assignment(id: string, completed = false): AssignmentDto {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    subject: 'History',
    dueDate: '2026-03-02T00:00:00.000Z',
    importance: 'medium',
    estimatedHours: 2,
    completed,
    completedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
  };
}

function pages(...lists: AssignmentDto[][]): InfiniteData<Page<AssignmentDto>> {
  return { pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })), pageParams: lists.map((_, i) => (i ? `c${i - 1}` : null)) };
}

describe('cached assignment lists', () => {
  it('changes an assignment in every cached list (weeks, Upcoming, the grid) and rolls back', () => {
    const qc = new QueryClient();
    const week = ['/api/assignments', { from: '2026-03-01', to: '2026-03-08', limit: 100 }];
    const upcoming = ['/api/assignments', { status: 'pending', from: '2026-03-02', limit: 20 }];
    const other = ['/api/quizzes', { limit: 30 }];
    qc.setQueryData(week, pages([assignment('a'), assignment('b')], [assignment('c')]));
    qc.setQueryData(upcoming, pages([assignment('b')]));
    qc.setQueryData(other, pages([assignment('b')]));
    const before = snapshotAssignments(qc);

    updateCachedAssignments(qc, (items) => items.map((x) => (x.id === 'b' ? { ...x, completed: true } : x)));
    const done = (key: unknown[]) => qc.getQueryData<InfiniteData<Page<AssignmentDto>>>(key)?.pages.flatMap((p) => p.items.filter((x) => x.completed).map((x) => x.id));
    expect(done(week)).toEqual(['b']);
    expect(done(upcoming)).toEqual(['b']);
    // another feature's cache is left alone
    expect(done(other)).toEqual([]);
    // the cursors are kept
    expect(qc.getQueryData<InfiniteData<Page<AssignmentDto>>>(week)?.pages.map((p) => p.nextCursor)).toEqual(['c0', null]);

    updateCachedAssignments(qc, (items) => items.filter((x) => x.id !== 'c'));
    expect(qc.getQueryData<InfiniteData<Page<AssignmentDto>>>(week)?.pages[1].items).toEqual([]);

    restoreAssignments(qc, before);
    expect(done(week)).toEqual([]);
    expect(qc.getQueryData<InfiniteData<Page<AssignmentDto>>>(week)?.pages[1].items.map((x) => x.id)).toEqual(['c']);
  });
});
