import { describe, expect, it } from 'vitest';
import { daysBetween, isValidTimeZone, localDay, nextStreak, visibleStreak } from './activity';

describe('localDay', () => {
  it('uses the student time zone, not UTC', () => {
    const at = new Date('2026-03-01T03:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2026-03-01');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(localDay(new Date('2026-03-01T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(localDay(new Date('2026-03-01T03:30:00Z'), 'Mars/Olympus')).toBe('2026-03-01');
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
  });
});

describe('daysBetween', () => {
  it('counts calendar days across month and DST boundaries', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });
});

describe('nextStreak', () => {
  const empty = { lastActiveDay: null, current: 0, longest: 0 };
  it('starts at 1 on first activity', () => {
    expect(nextStreak(empty, '2026-01-10')).toEqual({ lastActiveDay: '2026-01-10', current: 1, longest: 1 });
  });
  it('does not grow twice on the same day', () => {
    const s = nextStreak(nextStreak(empty, '2026-01-10'), '2026-01-10');
    expect(s.current).toBe(1);
  });
  it('grows on consecutive days and restarts after a gap, keeping the longest', () => {
    let s = nextStreak(empty, '2026-01-10');
    s = nextStreak(s, '2026-01-11');
    s = nextStreak(s, '2026-01-12');
    expect(s).toEqual({ lastActiveDay: '2026-01-12', current: 3, longest: 3 });
    s = nextStreak(s, '2026-01-15');
    expect(s).toEqual({ lastActiveDay: '2026-01-15', current: 1, longest: 3 });
    s = nextStreak(s, '2026-01-16');
    expect(s.longest).toBe(3);
    expect(s.current).toBe(2);
  });
  it('continues across a year end', () => {
    const s = nextStreak({ lastActiveDay: '2025-12-31', current: 4, longest: 9 }, '2026-01-01');
    expect(s).toEqual({ lastActiveDay: '2026-01-01', current: 5, longest: 9 });
  });
  it('ignores a late event stamped before the last active day', () => {
    const s = nextStreak({ lastActiveDay: '2026-01-12', current: 3, longest: 3 }, '2026-01-11');
    expect(s).toEqual({ lastActiveDay: '2026-01-12', current: 3, longest: 3 });
  });
});

describe('visibleStreak', () => {
  it('shows the streak through yesterday and 0 after a missed day', () => {
    const s = { lastActiveDay: '2026-01-12', current: 3, longest: 5 };
    expect(visibleStreak(s, '2026-01-12')).toBe(3);
    expect(visibleStreak(s, '2026-01-13')).toBe(3);
    expect(visibleStreak(s, '2026-01-14')).toBe(0);
    expect(visibleStreak({ lastActiveDay: null, current: 0, longest: 0 }, '2026-01-14')).toBe(0);
  });
});
