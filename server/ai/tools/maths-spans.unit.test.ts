import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mathsInMessage, mathsSpans } from './maths-spans';
import { answerQuestion } from './route';

describe('the maths in a message, read by its tokens', () => {
  it('finds each run of maths and ends it at a word, a comma or a full stop', () => {
    expect(mathsSpans('Find a and b if 2a = 5b + 1 and 3a + 4b = 13.').map((s) => s.text)).toEqual(['a', 'b', '2a = 5b + 1', '3a + 4b = 13']);
    expect(mathsSpans('solve 2x+y=5, x−y=1 pls').map((s) => s.text)).toEqual(['2x+y=5', 'x−y=1']);
    // Two operands side by side with a space are two spans: "x + 2y − z = 1 2x − y = 6".
    expect(mathsSpans('x + 2y − z = 1 2x − y = 6').map((s) => s.text)).toEqual(['x + 2y − z = 1', '2x − y = 6']);
    // Brackets written side by side multiply.
    expect(mathsSpans('(x − 1) (x + 3) > 0 sign chart').map((s) => s.text)).toEqual(['(x − 1) (x + 3) > 0']);
    // "1 + 1/3 + 1/9 + ...": the maths runs on into words, so the span is not whole.
    expect(mathsSpans('1 + 1/3 + 1/9 + ... whats the sum')[0]).toMatchObject({ text: '1 + 1/3 + 1/9', whole: false });
  });

  it('says the plain task when the words around the maths cannot change it', () => {
    expect(mathsInMessage('Find a and b if 2a = 5b + 1 and 3a + 4b = 13.')).toBe('solve 2a = 5b + 1; 3a + 4b = 13');
    expect(mathsInMessage('2x^2 + 3x - 7 = 0, use the quadratic formula and give both answers')).toBe('solve 2x^2 + 3x - 7 = 0');
    expect(mathsInMessage('(x − 1)(x + 3)(x − 5) > 0 sign chart question')).toBe('solve (x − 1)(x + 3)(x − 5) > 0');
    expect(mathsInMessage('√144 + ∛(−27) × 2⁴ = ? no calculator pls')).toBe('√144 + ∛(−27) × 2⁴');
    // "for which real x", the same maths written twice, a model's name: none of them another task.
    expect(mathsInMessage('A puzzle on the board at the aquarium café: for which real x is x^2 − x − 12 > 0')).toBe('solve x^2 − x − 12 > 0');
    expect(mathsInMessage("My friend bet me there's a real x with x^2 + 2x + 5 < 0. Find the solution set of x^2 + 2x + 5 < 0")).toBe('solve x^2 + 2x + 5 < 0');
    expect(mathsInMessage("For our robotics club's motor model we need the roots of x^3 − 2x^2 − 5x + 6 = 0. Find all real solutions x.")).toBe('solve x^3 − 2x^2 − 5x + 6 = 0');
  });

  it('solves the maths a story has the student write down, when every number of the story is in it', () => {
    expect(mathsInMessage('A plumber charges a $45 call-out fee plus $30 per hour. Her budget is $180, so she writes 45 + 30h ≤ 180. Solve for h.')).toBe('solve 45 + 30h ≤ 180');
    // A formula naming the letter is context; the maths after "solve" is the task.
    expect(mathsInMessage('The height is h = -5t² + 20t metres after t seconds. Solve -5t² + 20t > 15 to find when it is above 15 m.')).toBe('solve -5t² + 20t > 15');
    // "at least" describes the inequality; "plan A" is a label, not an unknown.
    expect(mathsInMessage('She wants an average of at least 80. Solve (72 + 85 + x)/3 ≥ 80 for x.')).toBe('solve (72 + 85 + x)/3 ≥ 80');
    expect(mathsInMessage('Plan A costs $20 plus $0.05 per minute and plan B $35 plus $0.02. Solve 20 + 0.05m < 35 + 0.02m.')).toBe('solve 20 + 0.05m < 35 + 0.02m');
    // A number the maths does not hold, or a condition on the solutions: not read.
    expect(mathsInMessage('He has $20 and spent $3 on a drink, so he writes 5 + x ≤ 20. Solve for x.')).toBeNull();
    expect(mathsInMessage('She writes 45 + 30h ≤ 180 for her $180 budget. Solve for h, a whole number of hours.')).toBeNull();
    // A temperature's unit is no letter of the maths; "solve for T" with the story's words around it.
    expect(mathsInMessage('Food stays safe while its temperature T (in °C) satisfies 2T + 10 ≤ −26. Solve this inequality for T.')).toBe('solve 2T + 10 ≤ −26');
    expect(mathsInMessage('The fruit temperature t (°C) must satisfy −4 < 2t + 6 ≤ 14. Solve for t.')).toBe('solve −4 < 2t + 6 ≤ 14');
    // "check ur answers" and "give an interval" ask for the answer's form, not another task.
    expect(mathsInMessage('√(x + 7) = x − 5 solve it and check ur answers')).toBe('solve √(x + 7) = x − 5');
    // A word that does more to the maths.
    expect(mathsInMessage('sin(π/3) squared')).toBeNull();
  });

  it('reads nothing when the words could change the task, the data or the answer', () => {
    // A number in the words is data the task may need.
    expect(mathsInMessage('solve 2x + 1 = 7 for x between 0 and 10')).toBeNull();
    expect(mathsInMessage('find sin⁻¹(0.42) in the 2 quadrants')).toBeNull();
    // An answer someone gave is not data: it is left out, and the task is read without it.
    expect(mathsInMessage('5x − 3 = 2x + 12 i got x = 3 is that right')).toBe('solve 5x − 3 = 2x + 12');
    expect(mathsInMessage('cos 60° + sin²45° = ?? is it 1 or 2')).toBe('cos 60° + sin²45°');
    // A condition, another task, a story's quantity.
    expect(mathsInMessage('x^2 = 9, only the positive answer')).toBeNull();
    expect(mathsInMessage('factorise x^2 + 5x + 6 = 0')).toBeNull();
    expect(mathsInMessage('Prove that √2 is irrational.')).toBeNull();
    expect(mathsInMessage('the curve y = x² − 3 and the line y = 2x: the point in the first quadrant')).toBeNull();
    expect(mathsInMessage('a ball is thrown straight up, how high does it go? use g = 9.8')).toBeNull();
    // A quantity is not a task: "40% off the jacket".
    expect(mathsInMessage('whats 40% off the jacket?')).toBeNull();
    // One equation in two unknowns, or more equations than unknowns: not one answer.
    expect(mathsInMessage('find x if x + y = 10')).toBeNull();
    // The maths runs on in words.
    expect(mathsInMessage('does 1 + 1/3 + 1/9 + 1/27 + ... add up to something?')).toBeNull();
  });

  it('over generated messages: the equation is found whatever harmless words wrap it, and solved right', () => {
    const leads = ['', 'pls help ', 'can someone help with ', 'so my worksheet says ', 'ok so '];
    const tails = ['', ' thx', ' idk where to start', ' my teacher went too fast today', ' due tomorrow pls'];
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -9, max: 9 }), fc.constantFrom(...leads), fc.constantFrom(...tails), (a, x, b, lead, tail) => {
        const equation = `${a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)} = ${a * x + b}`;
        const message = `${lead}${equation}${tail}`;
        expect(mathsInMessage(message)).toBe(`solve ${equation}`);
        const result = answerQuestion(message);
        expect(result?.ok && result.answer).toBe(`x = ${x}`);
      }),
      { numRuns: 60 },
    );
  });

  it('over generated messages: a number or a condition added to the words stops the reading', () => {
    const blockers = [' for x > 0', ' only the positive one', ' round to 3 sig figs', ' between 1 and 5', ' how many solutions'];
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom(...blockers), (a, c, blocker) => {
        expect(mathsInMessage(`x^2 − ${a}x = ${c}${blocker}`)).toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});
