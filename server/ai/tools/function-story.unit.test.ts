import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { functionStory } from './function-story';
import { answeredBy } from './test-support';

const answer = answeredBy(functionStory);

describe('a function given in a story and how it changes', () => {
  it('gives the rate at a point, the distance from a speed, and the best value of a quadratic', () => {
    expect(answer("A cyclist's distance from home is s(t) = 2t² + 3t metres after t seconds. What is her velocity at t = 4 s?")).toBe('s′(4) = 19 metres per second');
    expect(answer("Kofi's coffee cools so that its temperature is T(t) = 20 + 70e^(-0.05t) °C after t minutes. How fast is the temperature changing at t = 0, in °C per minute?")).toBe('T′(0) = -3.5 °C per minute');
    expect(answer('A go-kart starts from rest and its velocity is v(t) = 3t^2 m/s. How far does it travel during the first 4 seconds?')).toBe('64 m');
    expect(answer('A printing club finds its weekly profit is P(q) = -2q² + 120q - 500 dollars when it prints q shirts. How many shirts should it print to maximise profit?')).toBe('q = 30');
    expect(answer('A printing club finds its weekly profit is P(q) = -2q² + 120q - 500 dollars when it prints q shirts. What is the maximum profit?')).toBe('1300');
  });

  it('reads nothing it cannot be sure of: two functions, a speed that turns back, an average speed, no point', () => {
    expect(answer('f(t) = t^2 and g(t) = 3t. How fast is f changing at t = 2?')).toBeNull();
    expect(answer('A particle has velocity v(t) = t^2 - 4 m/s. How far does it travel in the first 3 seconds?')).toBeNull();
    // An average speed is distance over time, which a position that turns back does not give.
    expect(answer('s(t) = t^3 - 4t metres after t seconds. What is the average speed between t = 1 and t = 3?')).toBeNull();
    expect(answer('s(t) = t^3 metres after t seconds. How fast is it moving?')).toBeNull();
  });

  it('gives an average rate of change (an average velocity) as the change over the interval, and an acceleration at a moment', () => {
    expect(answer('s(t) = t^3 metres after t seconds. What is the average velocity between t = 1 and t = 3?')).toBe('13');
    expect(answer('Find the average rate of change of f(x) = x^2 + x between x = 1 and x = 3.')).toBe('5');
    expect(answer('A particle moves in a straight line with displacement s = t^3 - 6t^2 + 9t metres after t seconds. Find its acceleration when t = 4 s.')).toBe('12 m/s²');
    expect(answer('v(t) = 3t^2 + 2 m/s. what is the acceleration at t = 2 s?')).toBe('12 m/s²');
    // A position named without "displacement", "position" or "height" is not read as one.
    expect(answer('y = t^3 after t seconds. find its acceleration at t = 1')).toBeNull();
  });

  it('over generated quadratics: the average rate over [p, q] is a(p + q) + b', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 6 }), (a, b, c, p, width) => {
        const q = p + width;
        const poly = `${a}x^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}x ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
        expect(Number(answer(`find the average rate of change of f(x) = ${poly} from x = ${p} to x = ${q}`))).toBe(a * (p + q) + b);
      }),
      { numRuns: 40 },
    );
  });

  it('says a parabola that opens the other way has no best value', () => {
    expect(() => functionStory('The cost is C(x) = 2x^2 + 4x + 9 dollars. What is the maximum cost?')).toThrow(/no greatest value/);
  });

  it('over generated quadratics: the rate at a point is 2at + b and the vertex −b/2a', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -40, max: 40 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 12 }), (a, b, c, at) => {
        const poly = `${a}t^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}t ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
        const rate = answer(`The water in a tank is W(t) = ${poly} litres after t minutes. How fast is it changing at t = ${at} minutes?`);
        expect(rate).toBe(`W′(${at}) = ${2 * a * at + b} litres per minute`);
        const lowest = answer(`The cost of a run is C(t) = ${poly} dollars. What value of t gives the minimum cost?`);
        const vertex = -b / (2 * a);
        expect(Number(lowest?.replace(/^t = /, '').split('/').reduce((p, q) => String(Number(p) / Number(q))))).toBeCloseTo(vertex, 9);
      }),
      { numRuns: 80 },
    );
  });
});
