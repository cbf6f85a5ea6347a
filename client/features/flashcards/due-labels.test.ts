import { describe, expect, it } from 'vitest';
import { intervalLabel, intervalWords, nextDueLabel } from './due-labels';

const now = new Date('2026-03-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('intervalLabel', () => {
  it('uses Anki’s compact units', () => {
    expect(intervalLabel(later(30_000), now)).toBe('<1m');
    expect(intervalLabel(later(MIN), now)).toBe('1m');
    expect(intervalLabel(later(10 * MIN), now)).toBe('10m');
    expect(intervalLabel(later(5 * 60 * MIN), now)).toBe('5h');
    expect(intervalLabel(later(DAY), now)).toBe('1d');
    expect(intervalLabel(later(3 * DAY), now)).toBe('3d');
    expect(intervalLabel(later(45 * DAY), now)).toBe('1.5mo');
    expect(intervalLabel(later(60 * DAY), now)).toBe('2mo');
    expect(intervalLabel(later(400 * DAY), now)).toBe('1.1y');
  });

  it('treats a past date as less than a minute', () => {
    expect(intervalLabel(later(-DAY), now)).toBe('<1m');
  });

  it('passes a label computed by the server through', () => {
    expect(intervalLabel('10m', now)).toBe('10m');
    expect(intervalLabel('<1m', now)).toBe('<1m');
  });

  it('has words for a server label', () => {
    expect(intervalWords('10m', now)).toBe('in 10 minutes');
    expect(intervalWords('1d', now)).toBe('in 1 day');
    expect(intervalWords('2.5mo', now)).toBe('in 2.5 months');
    expect(intervalWords('<1m', now)).toBe('in less than a minute');
    expect(intervalWords('soon', now)).toBe('soon');
  });

  it('has words for screen readers', () => {
    expect(intervalWords(later(10 * MIN), now)).toBe('in 10 minutes');
    expect(intervalWords(later(3 * DAY), now)).toBe('in 3 days');
    expect(intervalWords(later(10), now)).toBe('in less than a minute');
  });
});

describe('nextDueLabel', () => {
  it('says Due now when cards are due', () => {
    expect(nextDueLabel(later(DAY), 2, now)).toBe('Due now');
    expect(nextDueLabel(later(-MIN), 0, now)).toBe('Due now');
  });

  it('gives the next due time in words', () => {
    expect(nextDueLabel(later(10 * MIN), 0, now)).toBe('in 10 minutes');
    expect(nextDueLabel(later(20 * 1000), 0, now)).toBe('in 1 minute');
    expect(nextDueLabel(later(DAY), 0, now)).toBe('tomorrow');
    expect(nextDueLabel(later(4 * DAY), 0, now)).toBe('in 4 days');
  });

  it('is null when nothing is scheduled', () => {
    expect(nextDueLabel(null, 0, now)).toBeNull();
  });
});
