import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredBy } from './test-support';
import { parseAngleInterval, solveOnInterval } from './equations-on-interval';
import { answerQuestion, routeQuestion, runRoute } from './route';

const answer = answeredBy(answerQuestion);

describe('trigonometric equations on an interval', () => {
  it('finds every solution in the interval, exactly at special angles, in the interval’s unit', () => {
    expect(answer('Solve sin x = 1/2 for 0° ≤ x ≤ 180°')).toBe('x = 30° or x = 150°');
    expect(answer('solve 2cos(x) − 1 = 0 for 0 ≤ x ≤ 360 degrees')).toBe('x = 60° or x = 300°');
    expect(answer('solve cos²x = 1/4 for 0 ≤ x < 360 degrees')).toBe('x = 60° or x = 120° or x = 240° or x = 300°');
    expect(answer('solve tan x = −1 for 0 ≤ x < 2π')).toBe('x = 3π/4 ≈ 2.3562 or x = 7π/4 ≈ 5.4978');
    expect(answer('solve tan(x) = 1.5 on [0, 360°)')).toBe('x = 56.31° or x = 236.31°');
  });

  it('finds a zero the curve only touches, and keeps or leaves out the ends as the interval says', () => {
    expect(answer('solve sin x = 1 for 0° ≤ x ≤ 360°')).toBe('x = 90°');
    expect(answer('solve cos x = 1 for 0° ≤ x ≤ 360°')).toBe('x = 0° or x = 360°');
    expect(answer('solve cos x = 1 for 0° ≤ x < 360°')).toBe('x = 0°');
    expect(answer('solve sin(x) = 2 for 0 ≤ x ≤ 2pi')).toBe('No solutions in 0 ≤ x ≤ 2π');
  });

  it('reads 0 to 360 with no π as degrees, and says so', () => {
    const route = routeQuestion('solve sin x = 0.5 for 0 ≤ x ≤ 360');
    const r = route && runRoute(route);
    expect(r && r.ok && r.answer).toBe('x = 30° or x = 150°');
    expect(r && r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/in degrees/);
  });

  it('reads the usual ways of writing an interval', () => {
    expect(parseAngleInterval('0 ≤ x < 2*pi', 'x')).toMatchObject({ lo: 0, hi: 2 * Math.PI, loIn: true, hiIn: false, degrees: false });
    expect(parseAngleInterval('[0, 360°)', 'x')).toMatchObject({ loIn: true, hiIn: false, degrees: true });
    expect(parseAngleInterval('between 0 and 180 degrees', 'x')?.hi).toBeCloseTo(Math.PI, 12);
    expect(parseAngleInterval('x > 2', 'x')).toBeNull();
  });

  it('every root it gives satisfies the equation, and none is missed (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('sin', 'cos'), fc.integer({ min: 1, max: 3 }), fc.integer({ min: -9, max: 9 }), (f, k, c10) => {
        const c = c10 / 10;
        const r = solveOnInterval(`${f}(${k}x) = ${c}`, 'x', '0 <= x < 360 degrees');
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const roots = (r.data?.roots as number[]).map((d) => (d * Math.PI) / 180);
        for (const x of roots) expect(Math.abs(Math[f](k * x) - c)).toBeLessThan(1e-9);
        // sin/cos(kx) = c with |c| < 1 has exactly 2k solutions in a full turn.
        expect(roots.length).toBe(2 * k);
      }),
      { numRuns: 40 },
    );
  });
});
