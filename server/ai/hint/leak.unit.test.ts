import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { givesAway, revealsAnswer } from './leak';

describe('a model reply that states the verified answer', () => {
  const question = 'Solve 3x + 5 = 20';
  const answer = 'x = 5 x = 5';

  it('is caught whichever way the value is written as a result', () => {
    for (const reply of [
      'So x = 5.',
      'The answer is 5!',
      'You should get **x = 5** after dividing.',
      'Dividing gives $x = 5$.',
      'That means $$x=5$$',
      'It comes out to 5 in the end.',
      'x equals 5',
    ]) {
      expect(revealsAnswer(reply, [answer], question), reply).toBe(true);
    }
  });

  it('is not confused with numbers used on the way or from the question', () => {
    for (const reply of [
      '**Hint 2 of 3.** Subtract 5 from both sides first. What do you get?',
      'What is 20 − 5? Then divide both sides by 3.',
      'Step 5 of the method is to check your answer.',
      'If $3x = 15$, what is $x$?',
      'Try writing it as = 5x and compare.',
      'Start from 3x + 5 = 20 and undo the + 5 first.',
    ]) {
      expect(revealsAnswer(reply, [answer], question), reply).toBe(false);
    }
  });

  it('catches fractions written as fractions or in LaTeX, not a different fraction', () => {
    const q = 'Solve 3x = 2';
    expect(revealsAnswer('So $x = \\frac{2}{3}$.', ['x = 2/3'], q)).toBe(true);
    expect(revealsAnswer('So $x = \\frac{4}{7}$.', ['x = 4/7'], 'Solve 7x - 4 = 0')).toBe(true);
    expect(revealsAnswer('The result is 4/7.', ['x = 4/7'], 'Solve 7x - 4 = 0')).toBe(true);
    expect(revealsAnswer('You get = 4/9 here, not the answer.', ['x = 4/7'], 'Solve 7x - 4 = 0')).toBe(false);
  });

  it('over generated answers: "x = v" is always caught, "multiply by v" never is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 100_000 }), fc.integer({ min: 2, max: 9 }), (v, k) => {
        const q = `Solve ${k}x = ${k * v}`;
        expect(revealsAnswer(`Dividing both sides by ${k}, you get x = ${v}.`, [`x = ${v}`], q)).toBe(true);
        expect(revealsAnswer(`Think about what to multiply ${v}x by.`, [`x = ${v}`], q)).toBe(false);
      }),
    );
  });
});

describe('an offline hint that gives the answer away', () => {
  it('writes any number of the answer that the question does not have', () => {
    expect(givesAway('Divide 15 by 3 to get 5', 'x = 5', 'Solve 3x + 5 = 20')).toBe(false); // 5 is in the question
    expect(givesAway('Divide 15 by 3', 'x = 5', 'Solve 3x + 6 = 21')).toBe(false);
    expect(givesAway('Divide 15 by 3 to get 5', 'x = 5', 'Solve 3x + 6 = 21')).toBe(true);
  });
});
