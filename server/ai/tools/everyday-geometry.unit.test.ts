import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVERYDAY_GEOMETRY } from './everyday-geometry';

const solve = (q: string) => {
  for (const solver of EVERYDAY_GEOMETRY) {
    const r = solver(q);
    if (r) return r;
  }
  return null;
};
const value = (q: string) => {
  const r = solve(q);
  return r?.ok ? Number((r.data as { value: number }).value) : null;
};

describe('geometry told through everyday things', () => {
  it('reads a ramp, a screen, a box, a wheel, a semicircular window and a slice of cake', () => {
    expect(value('a wheelchair ramp rises 0.9 m over a horizontal distance of 7.2 m. what angle does it make with the ground, in degrees?')).toBeCloseTo(7.12502, 4);
    expect(value("a 55 inch TV (that's the diagonal) is 48 inches wide. how tall is the screen?")).toBeCloseTo(Math.sqrt(721), 6);
    expect(value("what's the longest straight pole that fits inside a box measuring 60 cm × 40 cm × 25 cm?")).toBeCloseTo(Math.sqrt(5825), 6);
    expect(value('my bike wheel has a diameter of 0.66 m. how far does the bike go in 250 full turns of the wheel?')).toBeCloseTo(250 * Math.PI * 0.66, 6);
    expect(value("a window is a semicircle with diameter 1.4 m. what's its perimeter including the straight bottom edge?")).toBeCloseTo(Math.PI * 0.7 + 1.4, 6);
    expect(value('a round cake is 30 cm across and i cut a slice with a 50° angle. area of the top of the slice?')).toBeCloseTo((50 / 360) * Math.PI * 225, 6);
  });

  it('leaves alone what it cannot read whole: mixed units, the curved edge only, nothing asked', () => {
    expect(solve('a ramp rises 90 cm over a horizontal distance of 7.2 m. what angle does it make?')).toBeNull();
    expect(solve('a window is a semicircle with diameter 1.4 m. what is its perimeter, not including the straight edge?')).toBeNull();
    expect(solve('a 55 inch TV is 48 inches wide.')).toBeNull();
  });

  it('over generated ramps, screens and boxes: the answer satisfies the right triangle it came from', () => {
    const size = fc.integer({ min: 1, max: 500 }).map((n) => n / 10);
    fc.assert(
      fc.property(size, size, (h, d) => {
        const angle = value(`a ramp rises ${h} m over a horizontal distance of ${d} m. what angle does it make with the ground?`)!;
        expect(Math.tan((angle * Math.PI) / 180)).toBeCloseTo(h / d, 4);
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(size, size, (a, extra) => {
        const c = a + extra;
        const b = value(`a ${c} inch TV (the diagonal) is ${a} inches wide. how tall is the screen?`)!;
        expect(a * a + b * b).toBeCloseTo(c * c, 2);
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(size, size, size, (a, b, c) => {
        const d = value(`the longest rod that fits in a box measuring ${a} cm × ${b} cm × ${c} cm?`)!;
        expect(d * d).toBeCloseTo(a * a + b * b + c * c, 2);
      }),
      { numRuns: 50 },
    );
  });
});
