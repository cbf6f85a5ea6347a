import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spendingStory } from './spending-story';
import { answeredBy } from './test-support';

const answer = answeredBy(spendingStory);

describe('one unknown amount of money, worked back from a total', () => {
  it('finds a price from what was spent, and a starting amount from what is left', () => {
    expect(answer('Jonah buys 4 identical notebooks and one $3 pen for school, and spends $15 in total. How much does each notebook cost?')).toBe('$3.00');
    expect(answer('Tomás spent a quarter of his birthday money on a video game and then $10 on snacks, and he has $26 left. How much birthday money did he start with?')).toBe('$48.00');
    expect(answer('Ravi spends 1/3 of his monthly pocket money on games and 1/4 of it on snacks, and he has $15 left. How much pocket money does he get each month?')).toBe('$36.00');
  });

  it('reads nothing when a number has no place', () => {
    // "2 friends": a count the bill does not explain.
    expect(answer('Jonah and 2 friends buy 4 identical notebooks and one $3 pen, and spend $15 in total. How much does each notebook cost?')).toBeNull();
    // A price of the thing asked is already given.
    expect(answer('Jonah buys 4 notebooks at $2 each and one $3 pen, and spends $15 in total. How much does each notebook cost?')).toBeNull();
    expect(answer('Tomás spent a quarter of his money on a game on 3 May and then $10 on snacks, and he has $26 left. How much money did he start with?')).toBeNull();
  });

  it('over generated shopping: the price found makes the total again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 3000 }), (n, priceCents, penCents) => {
        const total = n * priceCents + penCents;
        const q = `Mia buys ${n} identical folders and one $${(penCents / 100).toFixed(2)} ruler, and spends $${(total / 100).toFixed(2)} in total. How much does each folder cost?`;
        expect(answer(q), q).toBe(`$${(priceCents / 100).toFixed(2)}`);
      }),
      { numRuns: 80 },
    );
  });
});
