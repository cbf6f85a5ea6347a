import { describe, expect, it } from 'vitest';
import { addDays, dueDateKey, fromDateKey, isDateKey, shiftWeek, toDateKey, weekDays, weekStart } from './planner-dates';

describe('date keys', () => {
  it('formats and parses local calendar days', () => {
    expect(toDateKey(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
    expect(toDateKey(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(toDateKey(fromDateKey('2026-12-31'))).toBe('2026-12-31');
    expect(() => fromDateKey('31/12/2026')).toThrow();
  });

  it('knows real dates from impossible ones', () => {
    expect(isDateKey('2028-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('2026-13-01')).toBe(false);
    expect(isDateKey('2026-3-1')).toBe(false);
    expect(isDateKey('')).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Whatever the machine's zone, 7 steps of one day stay on calendar days.
    expect(addDays('2026-03-05', 7)).toBe('2026-03-12');
    expect(addDays('2026-10-29', 7)).toBe('2026-11-05');
  });

  it('takes the part before T of a due date', () => {
    expect(dueDateKey('2026-03-05T00:00:00.000Z')).toBe('2026-03-05');
    expect(dueDateKey('2026-03-05T23:59:59.999Z')).toBe('2026-03-05');
    expect(dueDateKey('2026-03-05')).toBe('2026-03-05');
  });
});

describe('week grid', () => {
  it('runs Sunday to Saturday around any day', () => {
    // 2026-03-04 is a Wednesday.
    expect(weekStart('2026-03-04')).toBe('2026-03-01');
    expect(weekDays('2026-03-04')).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(weekDays('2026-03-01')[0]).toBe('2026-03-01');
    expect(weekDays('2026-03-07')[0]).toBe('2026-03-01');
    expect(weekDays('2026-03-08')[0]).toBe('2026-03-08');
    for (const key of weekDays('2026-03-04')) expect(fromDateKey(key).getDay()).toBe(weekDays('2026-03-04').indexOf(key));
  });

  it('spans a year boundary', () => {
    expect(weekDays('2026-12-31')).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('moves by exactly one week for previous and next', () => {
    expect(shiftWeek('2026-03-04', 1)).toBe('2026-03-11');
    expect(shiftWeek('2026-03-04', -1)).toBe('2026-02-25');
    expect(weekStart(shiftWeek('2026-03-04', -1))).toBe('2026-02-22');
  });
});
