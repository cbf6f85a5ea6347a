import { describe, expect, it } from 'vitest';
import { addDays, wallTimeOf, zonedTimeToUtc, zoneOffsetMs } from './zoned-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned time', () => {
  it('converts local wall time to UTC across daylight-saving changes', () => {
    expect(iso(zonedTimeToUtc('2026-03-07', 18 * 60, 'America/New_York'))).toBe('2026-03-07T23:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-03-08', 18 * 60, 'America/New_York'))).toBe('2026-03-08T22:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-10-25', 8 * 60, 'Europe/Berlin'))).toBe('2026-10-25T07:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-10-24', 8 * 60, 'Europe/Berlin'))).toBe('2026-10-24T06:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-06-01', 9 * 60, 'Asia/Kolkata'))).toBe('2026-06-01T03:30:00.000Z');
    expect(iso(zonedTimeToUtc('2026-06-01', 24 * 60, 'UTC'))).toBe('2026-06-02T00:00:00.000Z');
  });

  it('moves a skipped wall time forward and takes the first of a repeated one', () => {
    // 02:30 does not exist in New York on 2026-03-08: it becomes 03:30 EDT.
    expect(iso(zonedTimeToUtc('2026-03-08', 150, 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 2026-11-01: the first is 01:30 EDT.
    expect(iso(zonedTimeToUtc('2026-11-01', 90, 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedTimeToUtc('2026-10-25', 150, 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads the wall time and offset of an instant', () => {
    expect(wallTimeOf(Date.parse('2026-03-08T22:00:00Z'), 'America/New_York')).toEqual({ date: '2026-03-08', minutes: 18 * 60 });
    expect(wallTimeOf(Date.parse('2026-06-01T23:30:00Z'), 'Pacific/Chatham')).toEqual({ date: '2026-06-02', minutes: 12 * 60 + 15 });
    expect(zoneOffsetMs(Date.parse('2026-01-01T00:00:00Z'), 'America/St_Johns')).toBe(-3.5 * 3_600_000);
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
