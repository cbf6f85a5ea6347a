import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredBy } from './test-support';
import { wordProblem } from './word-problems';

const answer = answeredBy(wordProblem);

describe('the sine and cosine rules, and areas of triangles', () => {
  it('finds a side by the cosine rule or the sine rule, an angle from three sides, and an area', () => {
    expect(answer('In triangle ABC, a = 7 cm, b = 9 cm and angle C = 50°. Use the cosine rule to find c.')).toBe('c ≈ 7.00063 cm');
    expect(answer('Triangle ABC has angle A = 40°, angle B = 65° and side a = 10 cm. Find b using the sine rule.')).toBe('b ≈ 14.0996 cm');
    expect(answer('triangle with a = 5, b = 6, c = 7, find angle C')).toBe('C ≈ 78.463°');
    expect(answer('area of the triangle with vertices (0,0), (4,0) and (1,3)')).toBe('area = 6');
  });

  it('gets back the triangle it was built from (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 5, max: 170 }), (a, b, C) => {
        const side = answer(`In triangle ABC, a = ${a}, b = ${b} and angle C = ${C}°. Find c.`);
        const c = Math.sqrt(a * a + b * b - 2 * a * b * Math.cos((C * Math.PI) / 180));
        expect(Number(side?.replace(/^c ≈ /, ''))).toBeCloseTo(c, 3);
        const angle = answer(`triangle with a = ${a}, b = ${b}, c = ${c.toFixed(9)}, find angle C`);
        expect(Number(angle?.replace(/^C ≈ |°$/g, ''))).toBeCloseTo(C, 3);
      }),
      { numRuns: 60 },
    );
  });
});
