import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letterSentences, letteredBaskets } from './letter-sentences';

const answer = (q: string) => {
  const r = letterSentences(q);
  return r?.ok ? r.answer : null;
};

describe('unknowns named by letters and related in words', () => {
  it('writes each sentence as an equation and solves them together', () => {
    expect(answer('three numbers a, b, c add to 20. a is twice b and c is 4 more than b. find a, b and c')).toBe('a = 8, b = 4, c = 8');
    expect(answer('two numbers x and y: x is 3 times y, and the sum of x and y is 24')).toBe('x = 18, y = 6');
    expect(answer('a is 5 more than b. a + b = 17')).toBe('a = 11, b = 6');
    expect(answer('numbers p, q and r have a sum of 36. p exceeds q by 6. r is half of q. find p, q and r')).toBe('p = 18, q = 12, r = 6');
  });

  it('leaves unread what it cannot read, rather than guess', () => {
    // One sentence for two letters: infinitely many answers.
    expect(letterSentences('find a and b if 2a + 3b = 12')).toBeNull();
    // A sentence it cannot write as an equation.
    expect(letterSentences('three numbers a, b, c add to 20. a is the biggest and c is 4 more than b. find a, b and c')).toBeNull();
    // Equations only: the system solver's (it keeps a condition such as x > y).
    expect(letterSentences('xy = 12 and x + y = 7. Find x and y')).toBeNull();
    // "a" as an article.
    expect(letterSentences('a is a number. what is a')).toBeNull();
  });

  it('over generated puzzles: the letters found satisfy every sentence they were written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 20 }), (b, k, d) => {
        const [a, c] = [k * b, b + d];
        const q = `three numbers a, b, c add to ${a + b + c}. a is ${k} times b and c is ${d} more than b. find a, b and c`;
        expect(answer(q)).toBe(`a = ${a}, b = ${b}, c = ${c}`);
      }),
      { numRuns: 60 },
    );
  });

  it('writes baskets priced by letters as equations: pairs, plurals and three items', () => {
    const basket = (q: string) => {
      const r = letteredBaskets(q);
      return r?.ok ? r.answer : null;
    };
    expect(basket('3 pairs of sneakers and 2 hoodies cost $420. 1 pair of sneakers and 3 hoodies cost $280. let s = price of a pair of sneakers and h = price of a hoodie')).toBe('h = 60, s = 100');
    expect(basket('4 day passes + 3 shoe rentals = $87, 2 day passes + 1 shoe rental = $41. d = price of a day pass, r = price of a rental')).toBe('d = 18, r = 5');
    // An item the question never priced with a letter: not guessed.
    expect(letteredBaskets('4 day passes + 3 snacks = $87, 2 day passes + 1 shoe rental = $41. d = price of a day pass, r = price of a rental')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (a, b, x, y) => {
        fc.pre(a * 3 !== b * 2);
        const q = `${a} muffins and ${b} cookies cost $${a * x + b * y}. 2 muffins and 3 cookies cost $${2 * x + 3 * y}. m = price of a muffin, k = price of a cookie`;
        const r = letteredBaskets(q);
        expect(r?.ok && r.answer).toBe(`k = ${y}, m = ${x}`);
      }),
      { numRuns: 60 },
    );
  });
});
