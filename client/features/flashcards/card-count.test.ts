import { describe, expect, it } from 'vitest';
import { parseCardCount } from './card-count';

describe('parseCardCount', () => {
  it('keeps a count inside 1–50', () => {
    expect(parseCardCount('5')).toBe(5);
    expect(parseCardCount('1')).toBe(1);
    expect(parseCardCount('50')).toBe(50);
    expect(parseCardCount(12)).toBe(12);
  });

  it('clamps counts outside the range', () => {
    expect(parseCardCount('0')).toBe(1);
    expect(parseCardCount('-3')).toBe(1);
    expect(parseCardCount('51')).toBe(50);
    expect(parseCardCount('1000')).toBe(50);
  });

  it('falls back to 1 when the input is not a number', () => {
    expect(parseCardCount('')).toBe(1);
    expect(parseCardCount('   ')).toBe(1);
    expect(parseCardCount('ten')).toBe(1);
    expect(parseCardCount(Number.NaN)).toBe(1);
  });

  it('drops a fraction', () => {
    expect(parseCardCount('7.9')).toBe(7);
    expect(parseCardCount(3.2)).toBe(3);
  });
});
