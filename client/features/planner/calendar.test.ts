import { describe, expect, it } from 'vitest';
import type { AssignmentDto } from '@common/schemas/planner';
import { assignmentsOn, cellPreview, isOverdue, moreLabel, upcomingAssignments } from './calendar';

let n = 0;
function assignment(over: Partial<AssignmentDto> = {}): AssignmentDto {
  n += 1;
  return {
    id: `a${n}`,
    title: `Task ${n}`,
    description: '',
    subject: 'Mathematics',
    dueDate: '2026-03-05T00:00:00.000Z',
    importance: 'medium',
    estimatedHours: 2,
    completed: false,
    completedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...over,
  };
}

describe('items per day', () => {
  const list = [
    assignment({ title: 'Essay', importance: 'low' }),
    assignment({ title: 'Lab report', importance: 'high' }),
    assignment({ title: 'Reading', completed: true, importance: 'high' }),
    assignment({ title: 'Worksheet', importance: 'medium' }),
    assignment({ title: 'Other day', dueDate: '2026-03-06T00:00:00.000Z' }),
  ];

  it('lists the day’s assignments, pending and most important first', () => {
    expect(assignmentsOn(list, '2026-03-05').map((a) => a.title)).toEqual(['Lab report', 'Worksheet', 'Essay', 'Reading']);
    expect(assignmentsOn(list, '2026-03-06').map((a) => a.title)).toEqual(['Other day']);
    expect(assignmentsOn(list, '2026-03-07')).toEqual([]);
  });

  it('shows at most two titles and counts the rest', () => {
    const day = assignmentsOn(list, '2026-03-05');
    const { shown, more } = cellPreview(day);
    expect(shown.map((a) => a.title)).toEqual(['Lab report', 'Worksheet']);
    expect(more).toBe(2);
    expect(moreLabel(more)).toBe('+2 more');
    expect(cellPreview(day.slice(0, 2)).more).toBe(0);
    expect(moreLabel(0)).toBeNull();
    expect(cellPreview([])).toEqual({ shown: [], more: 0 });
  });
});

describe('upcoming list', () => {
  it('keeps incomplete work due today or later, soonest first, at most five', () => {
    const list = [
      assignment({ title: 'Past', dueDate: '2026-03-03T00:00:00.000Z' }),
      assignment({ title: 'Done', dueDate: '2026-03-06T00:00:00.000Z', completed: true }),
      assignment({ title: 'Today', dueDate: '2026-03-04T00:00:00.000Z' }),
      assignment({ title: 'F', dueDate: '2026-03-20T00:00:00.000Z' }),
      assignment({ title: 'B', dueDate: '2026-03-08T00:00:00.000Z' }),
      assignment({ title: 'C', dueDate: '2026-03-09T00:00:00.000Z' }),
      assignment({ title: 'E', dueDate: '2026-03-15T00:00:00.000Z' }),
      assignment({ title: 'D', dueDate: '2026-03-10T00:00:00.000Z' }),
    ];
    expect(upcomingAssignments(list, '2026-03-04').map((a) => a.title)).toEqual(['Today', 'B', 'C', 'D', 'E']);
    expect(upcomingAssignments(list, '2026-03-21')).toEqual([]);
  });

  it('flags pending work whose day has passed', () => {
    expect(isOverdue(assignment({ dueDate: '2026-03-03T00:00:00.000Z' }), '2026-03-04')).toBe(true);
    expect(isOverdue(assignment({ dueDate: '2026-03-04T00:00:00.000Z' }), '2026-03-04')).toBe(false);
    expect(isOverdue(assignment({ dueDate: '2026-03-03T00:00:00.000Z', completed: true }), '2026-03-04')).toBe(false);
  });
});
