import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredBy } from './test-support';
import { stripRequestPhrasing } from './request-phrasing';
import { answerQuestion } from './route';

const LEADS = ['', 'hey ', 'hi, ', 'yo ', 'can u help me ', 'could someone please help me with this one: ', 'i need help with this: ', 'quick question: ', 'pls help '];
const TAILS = ['', ' pls', ', show your working', ' (exact answer)', ', give the answer as a fraction', ' without a calculator', ' and simplify', ' step by step', '?'];

/** The answer the offline tutor gives a question ('' when it gives none). */
const answerOf = (question: string) => answeredBy(answerQuestion)(question) ?? '';

describe('what a student writes around the maths', () => {
  it('takes out greetings, requests and answer-form instructions, and keeps the problem', () => {
    expect(stripRequestPhrasing('hey can u help me find 7/8 ÷ 21/32')).toBe('find 7/8 ÷ 21/32');
    expect(stripRequestPhrasing('solve −3x + 5 ≤ 14 and give the answer in interval notation')).toBe('solve −3x + 5 ≤ 14');
    expect(stripRequestPhrasing('can u solve 4 − x > 2x + 1, interval notation')).toBe('solve 4 − x > 2x + 1');
    expect(stripRequestPhrasing('solve x² − 2x − 1 = 0 (exact or 3 dp)')).toBe('solve x² − 2x − 1 = 0');
    expect(stripRequestPhrasing('evaluate 16^(3/4) without a calculator')).toBe('evaluate 16^(3/4)');
    expect(stripRequestPhrasing('solve the compound inequality -1 < 2x + 3 ≤ 7')).toBe('solve -1 < 2x + 3 ≤ 7');
    expect(stripRequestPhrasing('find all real solutions of x^2 + 4x + 5 = 0')).toBe('solve x^2 + 4x + 5 = 0');
    expect(stripRequestPhrasing('for which x is x^2 + 1 > 0')).toBe('solve x^2 + 1 > 0');
  });

  it('takes out worksheet labels, asides and help asked for around the question', () => {
    expect(stripRequestPhrasing('Q3) Solve for x: 3(x − 4) = 2x + 5')).toBe('Solve for x: 3(x − 4) = 2x + 5');
    expect(stripRequestPhrasing('4b) expand (x+2)(x+3)')).toBe('expand (x+2)(x+3)');
    expect(stripRequestPhrasing('idk how to do this one: x + 1/x = 5/2')).toBe('x + 1/x = 5/2');
    expect(stripRequestPhrasing('2/x + 3/(x+1) = 2 pls help')).toBe('2/x + 3/(x+1) = 2');
    expect(stripRequestPhrasing('integrate x e^x dx, we just did integration by parts and i\'m lost')).toBe('integrate x e^x dx');
    expect(stripRequestPhrasing('solve x^2 + 4x + 9 = 0. my calculator says math error?? what are the solutions')).toBe('solve x^2 + 4x + 9 = 0.');
    expect(stripRequestPhrasing('2 1/3 ÷ 1 1/6 (those are mixed numbers)')).toBe('2 1/3 ÷ 1 1/6');
    // A bracket that is maths, names a letter or sets a convention stays.
    expect(stripRequestPhrasing('d/dt (t² ln t)')).toBe('d/dt (t² ln t)');
    expect(stripRequestPhrasing('find their ages, f (father) and s (son)')).toBe('find their ages, f (father) and s (son)');
    expect(stripRequestPhrasing('a die is rolled. P(even) (assume the die is fair)')).toBe('a die is rolled. P(even) (assume the die is fair)');
  });

  it('moves a verb written after the problem to the front, with the unknown after the problem', () => {
    expect(stripRequestPhrasing('x^2 ≤ 9 solve')).toBe('solve x^2 ≤ 9');
    // Not "find x (x − 3)² = 16", which reads as x·(x − 3)².
    expect(stripRequestPhrasing('(x − 3)² = 16, find x')).toBe('solve (x − 3)² = 16 for x');
  });

  it('leaves a question with nothing around it as it is', () => {
    for (const q of ['what is 3/4 of 60', 'solve 2x + 3 = 7', 'derivative of x^3', 'A car travels 120 km in 2 hours. What is its speed?', 'Question 3 is hard']) {
      expect(stripRequestPhrasing(q)).toBe(q);
    }
  });

  it('gives the same answer to an equation however it is asked (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        fc.constantFrom(...LEADS),
        fc.constantFrom(...TAILS),
        (a, b, c, lead, tail) => {
          const bare = `solve ${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${c}`;
          const plain = answerOf(bare);
          expect(plain).not.toBe('');
          expect(answerOf(`${lead}${bare}${tail}`)).toBe(plain);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the same answer to arithmetic however it is asked (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 30 }),
        fc.constantFrom(...LEADS),
        fc.constantFrom(...TAILS),
        (a, b, c, d, lead, tail) => {
          const bare = `${a}/${b} ÷ ${c}/${d}`;
          const plain = answerOf(bare);
          expect(plain).not.toBe('');
          // Asked "as a fraction", the fraction alone.
          expect(answerOf(`${lead}${bare}${tail}`)).toBe(/as a fraction/.test(tail) ? plain.replace(/ [=≈] .*$/, '') : plain);
        },
      ),
      { numRuns: 60 },
    );
  });
});
