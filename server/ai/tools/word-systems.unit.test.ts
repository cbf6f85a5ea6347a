import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredBy } from './test-support';
import { wordProblem } from './word-problems';

const answer = answeredBy(wordProblem);

describe('two unknowns told in words', () => {
  it('finds how many tickets of each kind, by the letters the question names (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 6, max: 20 }), fc.integer({ min: 1, max: 5 }), (adults, children, adultPrice, cheaper) => {
        fc.pre(adults + children > 0);
        const childPrice = adultPrice - cheaper;
        const total = adults * adultPrice + children * childPrice;
        const q = `Adult tickets cost $${adultPrice} and child tickets cost $${childPrice}. ${adults + children} tickets were sold for a total of $${total}. Let a be the number of adult tickets and c the number of child tickets. Find a and c.`;
        expect(answer(q)).toBe(`a = ${adults}, c = ${children}`);
      }),
      { numRuns: 60 },
    );
  });

  it('finds coins of two kinds, and animals from heads and legs', () => {
    expect(answer('i have 30 coins, all nickels and dimes, worth $2.40 altogether. how many of each? (n = nickels, d = dimes)')).toBe('n = 12, d = 18');
    expect(answer('A farmer has chickens and cows. There are 30 heads and 74 legs. How many cows are there?')).toBe('7');
  });

  it('says nothing when the numbers do not fit (a count would not be whole)', () => {
    expect(answer('Adult tickets cost $8 and child tickets $5. 150 tickets were sold for $961. How many adult and how many child tickets?')).toBeNull();
  });

  it('prices two items from two baskets (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 900 }), fc.integer({ min: 50, max: 900 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (penCents, bookCents, a, b, c, d) => {
        fc.pre(a * d !== b * c);
        const cost = (x: number, y: number) => ((x * penCents + y * bookCents) / 100).toFixed(2);
        const q = `${a} pens and ${b} notebooks cost $${cost(a, b)}. ${c} pens and ${d} notebooks cost $${cost(c, d)}. Find the price of one pen, p, and one notebook, n.`;
        const money = (cents: number) => (cents / 100).toFixed(2).replace(/\.?0+$/, '');
        expect(answer(q)).toBe(`p = ${money(penCents)}, n = ${money(bookCents)}`);
      }),
      { numRuns: 60 },
    );
  });

  it('finds two numbers from their sum and difference', () => {
    expect(answer('The sum of two numbers is 42 and their difference is 8. What is the larger number?')).toBe('25');
    expect(answer('The sum of two numbers is 42 and their difference is 8. What is the smaller number?')).toBe('17');
  });

  it('works out ages now from a ratio now and a ratio later or earlier (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 30 }), (son, k, years) => {
        const father = k * son;
        // m = (father + years)/(son + years) must be a whole number for the question to be asked this way.
        fc.pre((father + years) % (son + years) === 0);
        const m = (father + years) / (son + years);
        fc.pre(m !== k && m > 1);
        const q = `A father is ${k} times as old as his son. In ${years} years he will be ${m} times as old as his son. How old is the son now?`;
        expect(answer(q)).toBe(String(son));
      }),
      { numRuns: 80 },
    );
  });

  it('mixes strengths and prices', () => {
    expect(answer('How many litres of a 20% acid solution must be mixed with 10 L of a 50% acid solution to get a 30% acid solution?')).toBe('20 L');
    expect(answer('How many litres of water must be added to 10 L of a 40% acid solution to make it a 25% solution?')).toBe('6 L');
    expect(answer('How many kg of peanuts costing $4 per kg must be mixed with 10 kg of cashews costing $12 per kg to make a mixture costing $6 per kg?')).toBe('30 kg');
    expect(answer('A chemist mixes x litres of a 10% acid solution with y litres of a 30% acid solution to get 20 litres of a 25% solution. Find x and y.')).toBe('x = 5 litres, y = 15 litres');
  });
});
