import { describe, expect, it } from 'vitest';
import { deadlineOf, normalizeDueDate } from './service';

describe('due dates', () => {
  it('keeps a calendar date as that date at 00:00Z, flagged all-day', () => {
    expect(normalizeDueDate('2026-03-06', 'America/New_York')).toEqual({ dueDate: '2026-03-06T00:00:00.000Z', allDay: true });
  });

  it('reads a wall time without a zone in the student\'s zone, and an instant as given', () => {
    expect(normalizeDueDate('2026-03-06T09:30', 'America/New_York')).toEqual({ dueDate: '2026-03-06T14:30:00.000Z', allDay: false });
    expect(normalizeDueDate('2026-07-06T09:30:15', 'Europe/Berlin')).toEqual({ dueDate: '2026-07-06T07:30:15.000Z', allDay: false });
    expect(normalizeDueDate('2026-03-06T09:30:00+02:00', 'UTC')).toEqual({ dueDate: '2026-03-06T07:30:00.000Z', allDay: false });
  });

  it('an all-day due date is due at the end of that local day; a timed one at its instant', () => {
    expect(deadlineOf({ due_date: '2026-03-06T00:00:00.000Z', due_all_day: 1 }, 'America/New_York')).toBe('2026-03-07T05:00:00.000Z');
    expect(deadlineOf({ due_date: '2026-03-07T00:00:00.000Z', due_all_day: true }, 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    // The US spring-forward night: midnight of Monday 9 March is already EDT.
    expect(deadlineOf({ due_date: '2026-03-08T00:00:00.000Z', due_all_day: true }, 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(deadlineOf({ due_date: '2026-03-06T14:30:00.000Z', due_all_day: 0 }, 'Asia/Tokyo')).toBe('2026-03-06T14:30:00.000Z');
  });
});
