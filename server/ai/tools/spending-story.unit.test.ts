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

  it('finds the most that fit a budget or a limit, a weight already taken away first', () => {
    expect(answer('Zoe has $50 to spend on notebooks for the new term. Each notebook costs $3.50. What is the greatest number of notebooks she can buy?')).toBe('14');
    expect(answer('A goods lift can carry at most 600 kg. Omar weighs 80 kg and rides up with boxes of books weighing 26 kg each. What is the greatest number of boxes he can take in one trip?')).toBe('20');
    expect(answer('The school garden club picked 3.6 kg of cherry tomatoes and is packing them into bags that hold 0.45 kg each. How many full bags can they fill?')).toBe('8');
    // A target over what each brings, rounded up: 17 walks would not be quite enough.
    expect(answer("Harper earns $7 every time she walks her neighbour's dog. How many walks does she need to save up for a $120 skateboard?")).toBe('18');
    // A limit in another unit than each one: not read.
    expect(answer('A lift can carry at most 600 kg. Boxes of books are 26 L each. What is the greatest number of boxes?')).toBeNull();
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
