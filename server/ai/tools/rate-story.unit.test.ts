import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateStory } from './rate-story';
import { answeredBy } from './test-support';

const answer = answeredBy(rateStory);

describe('an amount at a steady rate, told as a story', () => {
  it('multiplies the rate by the time, converting days to weeks where every day counts', () => {
    expect(answer('Kofi earns $12.50 an hour at the bike repair shop. Last month he worked 18 hours. How much did he earn?')).toBe('$225.00');
    expect(answer('Aisha walks her dog 1.2 km every morning and 0.8 km every evening. How many kilometres does she walk the dog in one week?')).toBe('14 km');
    expect(answer('Emma reads 18 pages every day. How many pages does she read in 3 weeks?')).toBe('378 pages');
  });

  it('divides a total by the rate for the time it takes, a part period counted as a whole one', () => {
    expect(answer('Emma reads 18 pages of her fantasy novel every day. The book has 342 pages. How many days will it take her to finish it?')).toBe('19 days');
    expect(answer('Emma reads 20 pages every day. The book has 342 pages. How many days will it take her to finish it?')).toBe('18 days');
  });

  it('carries a steady change on to a target: the time left', () => {
    expect(answer("Sam's phone battery dropped from 80% to 52% during a 35-minute bus ride. If it keeps draining at the same rate, how many more minutes until it reaches 0%?")).toBe('65 minutes');
    // The rate not said to stay the same: not read.
    expect(answer("Sam's phone battery dropped from 80% to 52% during a 35-minute bus ride. How many more minutes until it reaches 0%?")).toBeNull();
  });

  it('reads nothing when the time worked is unsaid, a number has no place, or the rate changes', () => {
    // Paid by the hour for "2 days": the hours worked each day are not said.
    expect(answer('I earn $9 an hour. How much do I earn in 2 days?')).toBeNull();
    // "18 pages a day" for "3 weeks": whether every day counts is not said.
    expect(answer('Emma reads 18 pages a day. How many pages does she read in 3 weeks?')).toBeNull();
    expect(answer('Kofi earns $12.50 an hour and worked 18 hours last month and 5 hours this week. How much did he earn last month?')).toBeNull();
    expect(answer('Kofi earns $12.50 an hour plus a $20 bonus. He worked 18 hours. How much did he earn?')).toBeNull();
  });

  it('over generated pay: the rate times the hours, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 9999 }), fc.integer({ min: 1, max: 80 }), (cents, hours) => {
        const q = `Maya earns $${(cents / 100).toFixed(2)} an hour at the café. This month she worked ${hours} hours. How much did she earn?`;
        expect(answer(q), q).toBe(`$${((cents * hours) / 100).toFixed(2)}`);
      }),
      { numRuns: 80 },
    );
  });
});
