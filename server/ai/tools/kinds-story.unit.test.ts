import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindsStory } from './kinds-story';
import { answeredBy } from './test-support';

const answer = answeredBy(kindsStory);

describe('two lettered unknowns read by what their numbers attach to', () => {
  it('reads two kinds from a count and what they come to, in money or in any unit', () => {
    expect(answer('Our group ordered 9 bubble teas: milk teas at $6 each and fruit teas at $5 each, for $51 in total. Let m = number of milk teas and f = number of fruit teas. Find m and f.')).toBe('m = 6, f = 3');
    expect(answer('I commuted 150 km this week by bus and car. The bus emits 0.1 kg of CO2 per km and the car 0.2 kg per km, and my total was 22 kg. Let b = km by bus and c = km by car. Find b and c.')).toBe('b = 80, c = 70');
    expect(answer('The climbing gym sold 86 passes yesterday. Day passes are $22 and 10-visit passes are $180, and they took $4,420 in total. How many of each did they sell? (d = day passes, t = 10-visit passes)')).toBe('d = 70, t = 16');
  });

  it('reads a fixed part and a rate from two cases', () => {
    expect(answer('My data plan has a fixed monthly fee plus a charge per GB. Using 4 GB cost $32 and using 10 GB cost $50. Let f = fixed fee in dollars and r = dollars per GB. Find f and r.')).toBe('f = 20, r = 3');
    expect(answer('Bike-share: a 12-minute ride cost $5.60 and a 30-minute ride cost $11.00, each being an unlock fee plus a per-minute rate. Let u = unlock fee in dollars and r = dollars per minute.')).toBe('u = 2, r = 0.3');
  });

  it('reads nothing when a number has no place, a kind has no rate, or counts would come out in parts', () => {
    // A fifth number (a discount) has no place in either equation.
    expect(answer('We sold 60 items: brownies at $2 each and cookies at $1.50 each, taking $102 after a $5 discount. Let b = brownies and c = cookies.')).toBeNull();
    // Only one kind has a price.
    expect(answer('We sold 60 items: brownies at $2 each and some cookies, taking $102 and 3 trays. Let b = brownies and c = cookies.')).toBeNull();
    // 9 teas cannot come to $50.50 at $6 and $5.
    expect(answer('We ordered 9 teas: milk teas at $6 each and fruit teas at $5 each, for $50.50 in total. Let m = milk teas and f = fruit teas.')).toBeNull();
    // No letters named: left to the other readers.
    expect(answer('We ordered 9 teas: milk teas at $6 each and fruit teas at $5 each, for $51 in total. How many of each?')).toBeNull();
  });

  it('over generated stories of two kinds: the counts found give back the count and the total', () => {
    const kinds = fc.constantFrom(['croissants', 'muffins'], ['day passes', 'week passes'], ['floor seats', 'balcony seats'], ['red roses', 'white lilies']);
    fc.assert(
      fc.property(kinds, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 30 }), ([one, two], x, y, p, d) => {
        const [pa, pb] = [p + d, p];
        const q = `We sold ${x + y} items: ${one} at $${pa} each and ${two} at $${pb} each, taking $${pa * x + pb * y} in total. Let a = number of ${one} and b = number of ${two}.`;
        expect(answer(q)).toBe(`a = ${x}, b = ${y}`);
      }),
      { numRuns: 60 },
    );
  });

  it('over generated plans: the fixed part and the rate found give back both cases', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (fixed, rate, u1, more) => {
        const u2 = u1 + more;
        const q = `A phone plan costs a fixed fee plus a charge per GB. Using ${u1} GB cost $${fixed + rate * u1} and using ${u2} GB cost $${fixed + rate * u2}. Let f = fixed fee in dollars and r = dollars per GB.`;
        expect(answer(q)).toBe(`f = ${fixed}, r = ${rate}`);
      }),
      { numRuns: 60 },
    );
  });
});
