import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredBy } from './test-support';
import { rightTriangleProblem } from './right-triangle-problems';

const answer = answeredBy(rightTriangleProblem);

describe('right-angled triangles told in words', () => {
  it('finds a side from the hypotenuse and an angle, or an angle from two sides (SOH CAH TOA)', () => {
    expect(answer('In a right-angled triangle the hypotenuse is 12 cm and one of the angles is 35°. Find the length of the side opposite the 35° angle.')).toBe('opposite side ≈ 6.88292 cm');
    expect(answer('A right triangle has opposite side 5 and adjacent side 8 relative to angle θ. Find θ.')).toBe('θ ≈ 32.0054°');
    expect(answer('In a right-angled triangle the side opposite angle θ is 5 cm and the side adjacent to θ is 12 cm. Find θ')).toBe('θ ≈ 22.6199°');
  });

  it('reads a ladder against a wall and an angle of elevation', () => {
    expect(answer('A 10 meter ladder leans against a vertical wall with its foot 6 meters from the wall. How high up the wall does it reach?')).toBe('height up the wall = 8 m');
    expect(answer('A 6 m ladder leans against a vertical wall and makes an angle of 70° with the ground. How high up the wall does the top of the ladder reach?')).toBe('height up the wall ≈ 5.63816 m');
    expect(answer('From a point 20 m from the base of a tree, the angle of elevation of the top of the tree is 35°. How tall is the tree?')).toBe('height ≈ 14.0042 m');
  });

  it('leaves a triangle it cannot fix alone', () => {
    expect(answer('In a right-angled triangle one of the angles is 35°. Find the hypotenuse.')).toBeNull();
  });

  it('gives a side that fits the triangle it was found from (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 89 }), fc.integer({ min: 1, max: 500 }), (angle, hyp) => {
        const r = rightTriangleProblem(`In a right-angled triangle the hypotenuse is ${hyp} cm and one of the angles is ${angle}°. Find the side adjacent to the angle.`);
        expect(r?.ok).toBe(true);
        const adj = r?.ok ? (r.data?.value as number) : NaN;
        expect(adj).toBeCloseTo(hyp * Math.cos((angle * Math.PI) / 180), 9);
        expect(adj).toBeLessThan(hyp);
      }),
      { numRuns: 60 },
    );
  });
});
