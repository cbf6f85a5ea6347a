import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitPrices } from './unit-prices';
import { answeredBy } from './test-support';

const answer = answeredBy(unitPrices);

describe('two sizes at two prices, compared by the price of one unit', () => {
  it('gives the saving per unit and the better value for a stated amount', () => {
    expect(answer("At Jonah's corner bakery a single bagel costs $0.95, but a bag of a dozen costs $10.20. How much does he save per bagel by buying the dozen?")).toBe('$0.10');
    expect(answer('A 750 mL bottle of orange juice costs $2.70, and a 2 L carton of the same juice costs $6.40. How much cheaper per litre is the carton?')).toBe('$0.40');
    expect(answer('The supermarket sells a 500 g bag of pasta for $3.20 and a 750 g bag for $4.50. What is the price per 100 g of the better-value bag?')).toBe('$0.60');
  });

  it('reads nothing with a discount or a number that has no place', () => {
    expect(answer('A 750 mL bottle costs $2.70 and a 2 L carton costs $6.40 with 10% off. How much cheaper per litre is the carton?')).toBeNull();
    expect(answer('A 750 mL bottle costs $2.70 and a 2 L carton costs $6.40, and I need 3 of them. How much cheaper per litre is the carton?')).toBeNull();
  });

  it('over generated shelves: the saving per litre is the difference of price ÷ size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 50, max: 400 }), fc.integer({ min: 50, max: 400 }), (small, big, smallCentsPerL, bigCentsPerL) => {
        const [p1, p2] = [(small * 250 * smallCentsPerL) / 1000, big * bigCentsPerL];
        const q = `A ${small * 250} mL bottle of milk costs $${(p1 / 100).toFixed(2)} and a ${big} L jug costs $${(p2 / 100).toFixed(2)}. How much cheaper per litre is the jug?`;
        if (!Number.isInteger(p1)) return;
        const diff = Math.abs(smallCentsPerL - bigCentsPerL);
        expect(answer(q), q).toBe(`$${(diff / 100).toFixed(2)}`);
      }),
      { numRuns: 60 },
    );
  });
});
