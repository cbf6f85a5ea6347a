import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleFromEquation } from './circle-equation';

const said = (question: string) => {
  const r = circleFromEquation(question);
  return r?.ok ? r.answer : null;
};

describe('a circle from its equation', () => {
  it('completes the square for the centre and the radius, and finds where it crosses an axis', () => {
    expect(said('Find the radius of the circle x^2 + y^2 - 6x + 4y - 12 = 0')).toBe('r = 5');
    expect(said('find the centre of the circle x^2 + y^2 + 4x - 10y + 4 = 0')).toBe('centre (-2, 5)');
    expect(said('The circle (x − 2)² + (y + 3)² = 25 crosses the y-axis at two points. Find their y-coordinates.')).toBe('y = -7.5825757 or y = 1.5825757');
    // Not a circle (x² and y² with different coefficients), or a radius² that is not positive.
    expect(circleFromEquation('find the radius of the circle x^2 + 2y^2 = 4')).toBeNull();
    expect(circleFromEquation('find the radius of the circle x^2 + y^2 + 4 = 0')).toBeNull();
  });

  it('finds the centre and radius any circle was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 12 }), (h, k, r) => {
        const D = -2 * h;
        const E = -2 * k;
        const F = h * h + k * k - r * r;
        const sign = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
        expect(said(`find the centre and radius of the circle x^2 + y^2 ${sign(D)}x ${sign(E)}y ${sign(F)} = 0`)).toBe(`centre (${h}, ${k}), radius ${r}`);
      }),
    );
  });
});
