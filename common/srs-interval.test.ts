import { describe, expect, it } from 'vitest';
import { formatInterval, formatIntervalBetween } from './srs-interval';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatInterval', () => {
  it.each([
    [0, '<1m'],
    [30_000, '<1m'],
    [59_999, '<1m'],
    [MIN, '1m'],
    [10 * MIN, '10m'],
    [59 * MIN, '59m'],
    [HOUR, '1h'],
    [90 * MIN, '2h'],
    [23 * HOUR, '23h'],
    [DAY, '1d'],
    [3 * DAY, '3d'],
    [29 * DAY, '29d'],
    [30 * DAY, '1mo'],
    [75 * DAY, '2.5mo'],
    [364 * DAY, '12.1mo'],
    [365 * DAY, '1y'],
    [438 * DAY, '1.2y'],
    [3650 * DAY, '10y'],
  ])('%i ms → %s', (ms, label) => {
    expect(formatInterval(ms)).toBe(label);
  });

  it('treats negative and non-finite values as due now', () => {
    expect(formatInterval(-5 * MIN)).toBe('<1m');
    expect(formatInterval(Number.NaN)).toBe('<1m');
  });

  it('works between two instants given as ISO strings or Dates', () => {
    expect(formatIntervalBetween('2026-03-02T12:00:00.000Z', '2026-03-02T12:10:00.000Z')).toBe('10m');
    expect(formatIntervalBetween(new Date('2026-03-02T12:00:00.000Z'), new Date('2026-03-05T12:00:00.000Z'))).toBe('3d');
  });
});
