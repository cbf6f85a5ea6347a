import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saidBy } from './test-support';
import { wordProblem } from './word-problems';

const answer = saidBy(wordProblem);

describe('angles of polygons and triangles, arcs and sectors', () => {
  it('answers the usual phrasings', () => {
    expect(answer('sum of the interior angles of a hexagon')).toBe('720°');
    expect(answer('what do the interior angles of a 15-sided polygon add up to')).toBe('2340°');
    expect(answer('each interior angle of a regular octagon?')).toBe('135°');
    expect(answer('exterior angle of a regular pentagon')).toBe('72°');
    expect(answer('each angle of an equilateral triangle')).toBe('60°');
    expect(answer('Each interior angle of a regular polygon is 140°. How many sides does it have?')).toBe('9 sides');
    expect(answer("two angles in a triangle are 47° and 68°. what's the third")).toBe('65°');
    expect(answer('a triangle has angles of 90 and 35 degrees, find the other angle')).toBe('55°');
    expect(answer('arc length of a 60° sector with radius 12')).toBe('4π ≈ 12.5664');
    expect(answer('area of a sector with angle 45° and radius 8 cm')).toBe('8π ≈ 25.1327 cm²');
  });

  it('never gives equal angles to a shape whose angles need not be equal', () => {
    for (const q of ['each angle of a rhombus', 'each interior angle of a kite', 'each angle of an isosceles triangle', 'each angle of a pentagon']) expect(answer(q), q).toBeNull();
  });

  it('says why when the numbers cannot be a polygon or a triangle', () => {
    expect(answer('each interior angle of a regular polygon is 100°, how many sides')).toMatch(/^error: No regular polygon/);
    expect(answer('two angles of a triangle are 120° and 70°, find the third')).toMatch(/^error: .*180° or more/);
  });

  it('over generated polygons: interior angle sum, each angle and the sides read back agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 360 }).filter((n) => 360 % n === 0), (n) => {
        const each = ((n - 2) * 180) / n;
        expect(answer(`sum of the interior angles of a ${n}-sided polygon`)).toBe(`${(n - 2) * 180}°`);
        expect(answer(`each exterior angle of a regular ${n}-gon`)).toBe(`${360 / n}°`);
        expect(answer(`each interior angle of a regular polygon is ${each}°. how many sides?`)).toBe(`${n} sides`);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 170 }), fc.integer({ min: 1, max: 170 }), (a, b) => {
        fc.pre(a + b < 180);
        expect(answer(`two angles of a triangle are ${a}° and ${b}°. find the third angle`)).toBe(`${180 - a - b}°`);
      }),
    );
  });
});
