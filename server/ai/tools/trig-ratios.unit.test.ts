import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './route';
import { answeredBy } from './test-support';
import { trigRatioFromAnother } from './trig-ratios';

const answer = answeredBy(answerQuestion);

describe('one trigonometric ratio from another', () => {
  it.each([
    ['If sin θ = 3/5 and θ is acute, find cos θ', 'cos θ = 4/5'],
    ['given tan x = 3/4 and x is acute, find sin x', 'sin x = 3/5'],
    ['tan x = -4/3 and x is in the second quadrant. find sin x', 'sin x = 4/5'],
    ['cos A = 5/13 and A is acute, find sin 2A', 'sin 2A = 120/169'],
    ['sin θ = 2/3, 90° < θ < 180°, find cos θ', 'cos θ = -√5/3 ≈ -0.745356'],
    ['cos x = -1/2 and π < x < 3π/2, find the exact value of sin x', 'sin x = -√3/2 ≈ -0.866025'],
    ['sec x = 2, x in quadrant IV, find tan x', 'tan x = -√3 ≈ -1.73205'],
  ])('%s → %s', (question, expected) => {
    expect(answer(question)).toBe(expected);
  });

  it('answers nothing when the quadrant, and so the sign, is not given or contradicts the value', () => {
    expect(trigRatioFromAnother('sin θ = 3/5, find cos θ')).toBeNull();
    expect(trigRatioFromAnother('sin θ = 3/5 and θ is in the third quadrant, find cos θ')).toBeNull();
    expect(trigRatioFromAnother('sin θ = 6/5 and θ is acute, find cos θ')).toBeNull();
  });

  it('still finds the angle when the angle is what is asked', () => {
    expect(answer('If sin θ = 3/5 and θ is acute, find θ')).toBe('θ = 36.87°');
  });

  it('agrees with the angle itself for any rational sine in any quadrant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 2, max: 31 }), fc.constantFrom('cos', 'tan', 'sin 2', 'cos 2'), (quadrant, p, q, asked) => {
        fc.pre(p < q);
        const sine = (quadrant <= 2 ? 1 : -1) * (p / q);
        const result = trigRatioFromAnother(`sin x = ${quadrant <= 2 ? '' : '-'}${p}/${q} and x is in quadrant ${quadrant}. find ${asked}x`);
        expect(result?.ok).toBe(true);
        const x = [Math.asin(Math.abs(sine)), Math.PI - Math.asin(Math.abs(sine)), Math.PI + Math.asin(Math.abs(sine)), 2 * Math.PI - Math.asin(Math.abs(sine))][quadrant - 1];
        const expected = { cos: Math.cos(x), tan: Math.tan(x), 'sin 2': Math.sin(2 * x), 'cos 2': Math.cos(2 * x) }[asked];
        const value = result?.ok ? (result.data?.value as number) : NaN;
        expect(value).toBeCloseTo(expected, 9);
      }),
    );
  });
});
