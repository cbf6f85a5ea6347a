import { describe, expect, it } from 'vitest';
import { daysUntilDue, dueDay, dueLabel, isDueSoon, recentQuizzes, upcomingTasks } from './dashboard';

// 2026-03-02 23:30 in New York is already 2026-03-03 in UTC.
const NOW = new Date('2026-03-03T04:30:00.000Z');
const NY = 'America/New_York';

describe('due labels', () => {
  it('reads the spec’s three phrasings', () => {
    expect(dueLabel(0)).toBe('Due Today');
    expect(dueLabel(1)).toBe('Due Tomorrow');
    expect(dueLabel(2)).toBe('Due in 2 days');
    expect(dueLabel(7)).toBe('Due in 7 days');
  });

  it('flags two days or fewer', () => {
    expect([0, 1, 2, 3, 7].map(isDueSoon)).toEqual([true, true, true, false, false]);
  });

  it('counts calendar days in the student’s zone, not 24-hour blocks', () => {
    // 00:30 local on the 3rd is one hour away but a calendar day later: tomorrow.
    expect(daysUntilDue('2026-03-03T05:30:00.000Z', NOW, NY)).toBe(1);
    // 23:00 local today is today.
    expect(daysUntilDue('2026-03-03T04:00:00.000Z', NOW, NY)).toBe(0);
    // In UTC the same instants are both "today" (the 3rd).
    expect(daysUntilDue('2026-03-03T05:30:00.000Z', NOW, 'UTC')).toBe(0);
  });

  it('treats a bare date, or one stored as midnight UTC, as that calendar day everywhere', () => {
    expect(dueDay('2026-03-04', NY)).toBe('2026-03-04');
    expect(dueDay('2026-03-04T00:00:00.000Z', NY)).toBe('2026-03-04');
    expect(dueDay('2026-03-04T00:00:00Z', 'Asia/Tokyo')).toBe('2026-03-04');
    expect(daysUntilDue('2026-03-03T00:00:00.000Z', NOW, NY)).toBe(1);
    expect(dueDay('not a date', NY)).toBeNull();
    expect(daysUntilDue('garbage', NOW, NY)).toBeNull();
  });
});

describe('upcoming tasks', () => {
  const task = (title: string, dueDate: string, completed = false) => ({ title, dueDate, completed });

  it('keeps incomplete tasks due 0–7 days ahead, soonest first, three at most, labelled', () => {
    const tasks = [
      task('Eight days', '2026-03-10'),
      task('Seven days', '2026-03-09'),
      task('Overdue', '2026-03-01'),
      task('Done tomorrow', '2026-03-03', true),
      task('Tomorrow', '2026-03-03'),
      task('Today late', '2026-03-03T03:00:00.000Z'),
      task('Two days', '2026-03-04'),
      task('Broken', 'soon'),
    ];
    const out = upcomingTasks(tasks, NOW, NY);
    expect(out.map((t) => [t.task.title, t.label, t.urgent])).toEqual([
      ['Today late', 'Due Today', true],
      ['Tomorrow', 'Due Tomorrow', true],
      ['Two days', 'Due in 2 days', true],
    ]);
    const all = upcomingTasks(tasks, NOW, NY, 10);
    expect(all.map((t) => t.task.title)).toEqual(['Today late', 'Tomorrow', 'Two days', 'Seven days']);
    expect(all[3]).toMatchObject({ days: 7, label: 'Due in 7 days', urgent: false });
  });

  it('orders tasks of one day by time, then title', () => {
    const out = upcomingTasks(
      [task('B', '2026-03-05T15:00:00Z'), task('C', '2026-03-05T14:00:00Z'), task('A', '2026-03-05T15:00:00Z')],
      NOW,
      'UTC',
    );
    expect(out.map((t) => t.task.title)).toEqual(['C', 'A', 'B']);
  });

  it('is empty for no tasks', () => {
    expect(upcomingTasks([], NOW, NY)).toEqual([]);
  });
});


describe('recent quizzes', () => {
  it('keeps only scored quizzes, newest three', () => {
    const q = (id: string, score: number | null, createdAt: string) => ({ id, score, createdAt });
    const out = recentQuizzes([
      q('a', 80, '2026-03-01T00:00:00Z'),
      q('b', null, '2026-03-05T00:00:00Z'),
      q('c', 0, '2026-03-02T00:00:00Z'),
      q('d', 100, '2026-02-01T00:00:00Z'),
      q('e', 55, '2026-03-03T00:00:00Z'),
    ]);
    expect(out.map((x) => x.id)).toEqual(['e', 'c', 'a']);
  });
});
