import { describe, expect, it } from 'vitest';
import { dueLabel, relativeDayLabel } from './due-label';

describe('dueLabel', () => {
  it('counts whole calendar days from today', () => {
    expect(dueLabel('2026-03-04', '2026-03-04')).toBe('Due Today');
    expect(dueLabel('2026-03-05', '2026-03-04')).toBe('Due Tomorrow');
    expect(dueLabel('2026-03-11', '2026-03-04')).toBe('Due in 7 days');
    expect(dueLabel('2026-03-03', '2026-03-04')).toBe('Due yesterday');
    expect(dueLabel('2026-02-25', '2026-03-04')).toBe('7 days overdue');
  });

  it('is not thrown off by a daylight-saving change in between', () => {
    expect(dueLabel('2026-04-02', '2026-03-26')).toBe('Due in 7 days');
    expect(dueLabel('2026-11-05', '2026-10-29')).toBe('Due in 7 days');
  });
});

describe('relativeDayLabel', () => {
  it('names a day relative to today', () => {
    expect(relativeDayLabel('2026-03-04', '2026-03-04')).toBe('Today');
    expect(relativeDayLabel('2026-03-05', '2026-03-04')).toBe('Tomorrow');
    expect(relativeDayLabel('2026-03-03', '2026-03-04')).toBe('Yesterday');
    expect(relativeDayLabel('2026-03-10', '2026-03-04')).toBe('In 6 days');
    expect(relativeDayLabel('2026-02-26', '2026-03-04')).toBe('6 days ago');
  });
});
