import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saidBy } from './test-support';
import { wordProblem } from './word-problems';

const said = saidBy(wordProblem);

describe('think of a number, and consecutive numbers', () => {
  it('works backwards through the steps, then checks forwards', () => {
    expect(said('a number doubled plus 7 is 19, what is the number')).toBe('6');
    expect(said('I think of a number, subtract 4 and multiply the result by 3. I get 27. What was my number?')).toBe('13');
    expect(said('I think of a number, halve it and add 5. The answer is 12')).toBe('14');
    expect(said('a number is tripled then 4 is subtracted, the result is 20')).toBe('8');
  });

  it('finds consecutive integers, even or odd, from their sum — or says there are none', () => {
    expect(said('three consecutive integers add to 72. whats the smallest one')).toBe('23 (the numbers are 23, 24, 25)');
    expect(said('the sum of two consecutive odd numbers is 36')).toBe('17, 19');
    expect(said('four consecutive even integers add up to 100, find them')).toBe('22, 24, 26, 28');
    expect(said('two consecutive odd numbers add up to 35')).toMatch(/^error: No 2 consecutive odd integers/);
  });

  it('over generated puzzles: the number found is the number thought of', () => {
    const op = fc.oneof(
      fc.integer({ min: 1, max: 30 }).map((k) => ({ text: `add ${k}`, f: (x: number) => x + k })),
      fc.integer({ min: 1, max: 30 }).map((k) => ({ text: `subtract ${k}`, f: (x: number) => x - k })),
      fc.integer({ min: 2, max: 9 }).map((k) => ({ text: `multiply the result by ${k}`, f: (x: number) => x * k })),
      fc.constant({ text: 'double it', f: (x: number) => x * 2 }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.array(op, { minLength: 1, maxLength: 4 }), (n, ops) => {
        const result = ops.reduce((x, o) => o.f(x), n);
        const q = `I think of a number, ${ops.map((o) => o.text).join(' and then ')}. I get ${result}. What was my number?`;
        expect(said(q), q).toBe(String(n));
      }),
    );
  });
});
