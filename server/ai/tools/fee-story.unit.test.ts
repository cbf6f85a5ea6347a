import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeStory } from './fee-story';
import { answeredBy } from './test-support';

const answer = answeredBy(feeStory);

describe('a charge made of a fixed part and a rate, told as a story', () => {
  it('finds how many units a total paid for, and when two plans cost the same', () => {
    expect(answer('A taxi in Lisbon charges a flat fee of $3.50 plus $1.75 per kilometre. Jin’s ride cost $24.50 in total. How many kilometres did he travel?')).toBe('12 kilometres');
    expect(answer('a plumber charges $45 plus $30 per hour. the bill was $180. how long did he work')).toBe('4.5 hours');
    expect(answer('A taxi charges $2 plus $1.50 per mile. My ride cost $14. How far did I go?')).toBe('8 miles');
    expect(answer('One gym charges a $40 joining fee plus $25 per month, while the gym across the street charges $35 per month with no joining fee. After how many months will the total cost at both gyms be the same?')).toBe('4 months');
    // Savings: a starting amount, so much more each week, and the amount to reach.
    expect(answer('Jess has saved $85 for a concert trip and puts away $15 more every week. After how many weeks will she have $220?')).toBe('9 weeks');
  });

  it('reads nothing when a number has no place, the ask names another unit, or the story is about percentages', () => {
    // "3 hours on Monday": a number the charge does not explain.
    expect(answer('A plumber charges $45 plus $30 per hour. The bill was $180 and he worked 3 hours on Monday. How many hours did he work on Tuesday?')).toBeNull();
    // Asked in days, charged per hour.
    expect(answer('A plumber charges $45 plus $30 per hour. The bill was $180. How many days did he work?')).toBeNull();
    expect(answer('A taxi charges $3 plus $2 per km and a 10% tip was added. The ride cost $25.30. How many km?')).toBeNull();
  });

  it('says so when the numbers cannot fit together', () => {
    expect(() => feeStory('A taxi charges a flat fee of $30 plus $2 per mile. The ride cost $20. How many miles?')).toThrow(/less than the fixed charge/);
    expect(() => feeStory('One gym charges a $40 joining fee plus $25 per month, while another charges a $10 joining fee plus $25 per month. After how many months do they cost the same?')).toThrow(/same rate/);
  });

  it('over generated charges: fixed + rate × n = total gives back n, checked in the charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 25, max: 5000 }), fc.integer({ min: 1, max: 60 }), (fixedCents, rateCents, n) => {
        const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
        const q = `A bike hire shop charges a fixed fee of ${money(fixedCents)} plus ${money(rateCents)} per hour. Our bill came to ${money(fixedCents + rateCents * n)}. How many hours did we hire the bikes for?`;
        expect(answer(q), q).toBe(`${n} hour${n === 1 ? '' : 's'}`);
      }),
      { numRuns: 80 },
    );
  });
});
