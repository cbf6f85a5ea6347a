import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { triangleStory } from './triangle-story';

const value = (q: string) => {
  const r = triangleStory(q);
  return r?.ok ? (r.data?.value as number) : null;
};

describe('triangles told as stories, read by the role of each length', () => {
  it('reads a right triangle against the ground: a side from a side and the angle, or the angle from two sides', () => {
    expect(value("I'm standing 6 m from the base of the climbing wall. From the floor, the angle of elevation to the top of the wall is 58 degrees. How tall is the wall, in metres?")).toBeCloseTo(6 * Math.tan((58 * Math.PI) / 180), 9);
    expect(value('At the beach my kite string is 45 m long, pulled straight, and makes an angle of 62 degrees with the ground. How high is the kite above my hand?')).toBeCloseTo(45 * Math.sin((62 * Math.PI) / 180), 9);
    expect(value('A solar panel on our roof is 1.7 m long and tilted at 35 degrees to the horizontal. How much horizontal distance does it cover?')).toBeCloseTo(1.7 * Math.cos((35 * Math.PI) / 180), 9);
    expect(value('A skate-park ramp is 3.2 m long along its slope and rises 0.9 m. What angle does the ramp make with the ground, in degrees?')).toBeCloseTo((Math.asin(0.9 / 3.2) * 180) / Math.PI, 9);
  });

  it('reads two sides and the angle between them: the third side or the area', () => {
    expect(value('Two hiking trails start at the same car park: one runs 2.4 km straight to a lookout, the other 3.1 km straight to a lake, and the angle between the trails is 48 degrees. How far apart are the lookout and the lake?')).toBeCloseTo(Math.sqrt(2.4 ** 2 + 3.1 ** 2 - 2 * 2.4 * 3.1 * Math.cos((48 * Math.PI) / 180)), 9);
    expect(value('Our triangular garden bed has two sides of 4 m and 5.5 m with an angle of 70 degrees between them. What is its area in square metres?')).toBeCloseTo(0.5 * 4 * 5.5 * Math.sin((70 * Math.PI) / 180), 9);
  });

  it('reads nothing when a number has no role or the side asked is the one given', () => {
    // The eye height is a third length with no place in one right triangle.
    expect(value('I stand 6 m from the base of a wall and my eyes are 1.5 m above the ground. The angle of elevation to the top is 58 degrees. How tall is the wall?')).toBeNull();
    expect(value('A ladder 5 m long makes 70 degrees with the ground. How long is the ladder?')).toBeNull();
    // A triangle that is not said to be right-angled has no ground to read from.
    expect(value('A triangle has a side of 5 m and an angle of 40 degrees. How high is it?')).toBeNull();
  });

  it('over generated right triangles: the side found and the two given fit sin, cos and tan of the angle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 85 }), fc.integer({ min: 1, max: 200 }), fc.constantFrom('string', 'base'), (angle, length, given) => {
        const a = (angle * Math.PI) / 180;
        const q =
          given === 'string'
            ? `A zip line is ${length} m long and makes an angle of ${angle} degrees with the ground. How high is its top end above the ground?`
            : `A tree is ${length} m away along the ground from me, and the angle of elevation to its top is ${angle} degrees. How tall is the tree?`;
        const expected = given === 'string' ? length * Math.sin(a) : length * Math.tan(a);
        expect(value(q), q).toBeCloseTo(expected, 8);
      }),
      { numRuns: 60 },
    );
  });
});
