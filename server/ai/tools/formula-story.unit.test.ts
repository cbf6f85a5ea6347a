import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaStory } from './formula-story';
import { answeredBy } from './test-support';

const answer = answeredBy(formulaStory);

/** The number in "t = 4 seconds" or "t = 1/5", or NaN. */
function valueOf(text: string | null): number {
  const m = /=\s*(-?[\d.]+)(?:\/(\d+))?/.exec(text ?? '');
  return m ? Number(m[1]) / (m[2] ? Number(m[2]) : 1) : NaN;
}

describe('a quantity given by a formula, asked when it reaches a level', () => {
  it('finds when a thrown ball comes back to the ground: the root after the start', () => {
    expect(answer('a ball is thrown up and its height is h = 20t − 5t² (metres). after how many seconds does it hit the ground?')).toBe('t = 4 seconds');
    expect(answer('A ball is thrown so its height is h = −5t² + 20t + 25 (h in m, t in s). After how many seconds does it hit the ground?')).toBe('t = 5 seconds');
  });

  it('solves an exponential model for the time it reaches a level', () => {
    expect(valueOf(answer('water drains from a tank so V = 500e^{-0.2t} litres (t in minutes). when is there 100 L left?'))).toBeCloseTo(5 * Math.log(5), 6);
    expect(valueOf(answer('Its temperature in °C after t minutes is T = 20 + 70e^(−0.05t). After how many minutes will the coffee have cooled to 55 °C?'))).toBeCloseTo(20 * Math.log(2), 6);
  });

  it('gives every time when every time is asked, the first when the first is', () => {
    expect(answer('the height of a kicked ball is h = −5t² + 20t metres after t seconds. Find all times t when the ball is exactly 15 m above the ground.')).toBe('t = 1 or t = 3');
    expect(answer('the height of a kicked ball is h = −5t² + 20t metres. When is it first 15 m high?')).toBe('t = 1');
  });

  it('answers nothing when the moment is not one, the ask is not a time, or a number has no place', () => {
    // Two moments, and the question does not say which.
    expect(answer('the height of a ball is h = −5t² + 20t. when is it 15 m high?')).toBeNull();
    // A rate asked for an amount: not a moment.
    expect(answer('Water flows in at a rate of r(t) = 3t² + 2t litres per minute. How many litres flow in during the first 4 minutes?')).toBeNull();
    // A number outside the formula and the level.
    expect(answer('A ball is thrown from a 2 m wall so its height is h = 20t − 5t². When does it hit the ground?')).toBeNull();
  });

  it('over generated throws: the ground time is the positive root of h₀ + vt − 5t²', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 60 }), (v, h0) => {
        const q = `A ball's height is h = ${h0 ? `${h0} + ` : ''}${v}t − 5t² metres after t seconds. After how many seconds does it hit the ground?`;
        const expected = (v + Math.sqrt(v * v + 20 * h0)) / 10;
        expect(valueOf(answer(q)), q).toBeCloseTo(expected, 6);
      }),
      { numRuns: 60 },
    );
  });

  it('over generated decays: A·e^(−kt) reaches L at t = ln(A/L)/k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 900 }), fc.integer({ min: 1, max: 19 }), fc.integer({ min: 1, max: 9 }), (a, lower, k10) => {
        const level = Math.max(1, Math.floor((a * lower) / 20));
        const q = `The amount of medicine left is M = ${a}e^(-${k10 / 10}t) mg after t hours. After how many hours is there ${level} mg left?`;
        expect(valueOf(answer(q)), q).toBeCloseTo(Math.log(a / level) / (k10 / 10), 5);
      }),
      { numRuns: 60 },
    );
  });
});
