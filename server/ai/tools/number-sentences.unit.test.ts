import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evalNumber, parseExpr } from './expr';
import { readNumberSentence } from './number-sentences';

const WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('sentences about a number', () => {
  it('writes the sentence as an equation or inequality in x, left to right', () => {
    expect(readNumberSentence('the square of a number plus 4 times the number equals 21')).toEqual({ statement: 'x^2 + (4*x) = 21', relation: '=' });
    expect(readNumberSentence('Three times a number minus 4 is greater than the number plus 10')).toEqual({ statement: '(3*x) - 4 > x + 10', relation: '>' });
    expect(readNumberSentence('a number doubled plus 7 is at most 25. what numbers work?')?.statement).toBe('(2*x) + 7 <= 25');
    expect(readNumberSentence('5 less than twice a number is 11')?.statement).toBe('((2*x) - 5) = 11');
    expect(readNumberSentence('the product of a number and 4 is 28')?.statement).toBe('(x * 4) = 28');
  });

  it('leaves unread what it cannot read word for word, rather than guess', () => {
    expect(readNumberSentence('a number is 3 more than another number and their sum is 21')).toBeNull();
    expect(readNumberSentence('three consecutive numbers add up to 72')).toBeNull();
    expect(readNumberSentence('a number is doubled and 7 is added. the result is 25')).toBeNull();
    expect(readNumberSentence('the number of students is 30')).toBeNull();
    expect(readNumberSentence('what is 5 + 3')).toBeNull();
  });

  it('over generated phrases about a number: the equation written holds at the number the sentence was made from', () => {
    const phrases: Array<[string, (x: number, k: number) => number]> = [
      ['the square of a number', (x) => x * x],
      ['K times a number', (x, k) => k * x],
      ['the sum of a number and its square', (x) => x + x * x],
      ['K more than twice a number', (x, k) => 2 * x + k],
      ['K less than the square of a number', (x, k) => x * x - k],
      ['a number doubled', (x) => 2 * x],
      ['half of a number', (x) => x / 2],
      ['the product of a number and K', (x, k) => x * k],
      ['the difference of a number and K', (x, k) => x - k],
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: phrases.length - 1 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: -12, max: 12 }), fc.integer({ min: 1, max: 30 }), (which, k, x, b) => {
        const [phrase, value] = phrases[which];
        const c = value(x, k) + b;
        const read = readNumberSentence(`${phrase.replace('K', String(k))} plus ${b} equals ${c}. find the number`);
        if (!read) return false;
        const [left, right] = read.statement.split('=');
        return Math.abs(evalNumber(parseExpr(left), { x }) - evalNumber(parseExpr(right), { x })) < 1e-9;
      }),
      { numRuns: 300 },
    );
  });

  it('over generated sentences "k times a number plus b is c": the equation holds at the number that fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: -20, max: 20 }), fc.boolean(), (k, b, x, words) => {
        const c = k * x + b;
        const times = words ? WORDS[k - 2] : String(k);
        const read = readNumberSentence(`${times} times a number plus ${b} is ${c}. what is the number?`);
        if (!read) return false;
        const [left, right] = read.statement.split('=');
        return read.relation === '=' && Math.abs(evalNumber(parseExpr(left), { x }) - evalNumber(parseExpr(right), { x })) < 1e-9;
      }),
      { numRuns: 200 },
    );
  });
});
