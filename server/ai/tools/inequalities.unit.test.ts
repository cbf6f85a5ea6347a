import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveInequality } from './inequalities';

interface Span {
  lo: number | null;
  hi: number | null;
  loIn: boolean;
  hiIn: boolean;
}

function spans(text: string): Span[] {
  const r = solveInequality(text);
  if (!r.ok) throw new Error(r.error);
  return r.data?.intervals as Span[];
}

const inside = (set: Span[], x: number) => set.some((s) => (s.lo === null || x > s.lo) && (s.hi === null || x < s.hi));

describe('solving inequalities', () => {
  it.each([
    ['2x + 3 < 11', 'x < 4 — in interval notation: (−∞, 4)'],
    ['-3x >= 12', 'x ≤ -4 — in interval notation: (−∞, -4]'],
    ['-4 < 2x + 2 <= 8', '-3 < x ≤ 3 — in interval notation: (-3, 3]'],
    ['x^2 - 5x + 6 >= 0', 'x ≤ 2 or x ≥ 3 — in interval notation: (−∞, 2] ∪ [3, ∞)'],
    ['x^2 + 1 > 0', 'every real x — in interval notation: (−∞, ∞)'],
    ['x^2 + 2 < 0', 'No real x satisfies it — in interval notation: ∅ (the empty set)'],
    ['(x-1)/(x+2) >= 0', 'x < -2 or x ≥ 1 — in interval notation: (−∞, -2) ∪ [1, ∞)'],
    ['|x - 2| < 3', '-1 < x < 5 — in interval notation: (-1, 5)'],
    ['x^2 - 2x - 1 > 0', 'x < 1 - √2 or x > 1 + √2 — in interval notation: (−∞, 1 - √2) ∪ (1 + √2, ∞)'],
    ['x^2 <= 0', 'x = 0 — in interval notation: {0}'],
  ])('%s → %s', (text, answer) => {
    expect(solveInequality(text)).toMatchObject({ ok: true, answer });
  });

  it('starts the answer where a root or a logarithm starts being defined, and reads exponentials', () => {
    expect(solveInequality('√(x − 2) < 3')).toMatchObject({ ok: true, answer: '2 ≤ x < 11 — in interval notation: [2, 11)' });
    expect(solveInequality('ln(x - 1) <= 0')).toMatchObject({ ok: true, answer: '1 < x ≤ 2 — in interval notation: (1, 2]' });
    expect(solveInequality('2^x > 8')).toMatchObject({ ok: true, answer: 'x > 3 — in interval notation: (3, ∞)' });
  });

  it('over generated √(x − a) < b: the answer is a ≤ x < a + b², never below a', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 9 }), (a, b) => {
        expect(spans(`sqrt(x - ${a}) < ${b}`)).toEqual([{ lo: a, hi: a + b * b, loIn: true, hiIn: false }]);
      }),
      { numRuns: 40 },
    );
  });

  it('says when dividing by a negative reverses the sign', () => {
    const r = solveInequality('5 - 2x > 1');
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/negative number .* reverses/);
  });

  it('refuses what it cannot check: two unknowns, a sine, an equation mixed in', () => {
    for (const bad of ['x + y < 3', 'sin(x) > 0.5', 'x = 2 < 3', '3 < 5']) expect(solveInequality(bad).ok, bad).toBe(false);
  });

  it('agrees with the inequality itself at random points, for random quadratics and rational functions', () => {
    const coefficient = fc.integer({ min: -9, max: 9 });
    const op = fc.constantFrom('<', '<=', '>', '>=');
    fc.assert(
      fc.property(coefficient, coefficient, coefficient, coefficient, op, fc.double({ min: -20, max: 20, noNaN: true }), (a, b, c, d, sign, x) => {
        fc.pre(a !== 0 || b !== 0);
        const f = (t: number) => (a * t * t + b * t + c) / (t - d);
        const text = `(${a}x^2 + ${b}x + ${c})/(x - ${d}) ${sign} 0`;
        const set = spans(text);
        const fx = f(x);
        // Away from boundary points, membership is the truth of the inequality there.
        fc.pre(Number.isFinite(fx) && Math.abs(fx) > 1e-6 && set.every((s) => (s.lo === null || Math.abs(x - s.lo) > 1e-6) && (s.hi === null || Math.abs(x - s.hi) > 1e-6)));
        const truth = sign === '<' || sign === '<=' ? fx < 0 : fx > 0;
        expect(inside(set, x), `${text} at ${x}`).toBe(truth);
      }),
      { numRuns: 200 },
    );
  });

  it('joins two inequalities with "or": a value is in the answer when either holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (a, b, k, m) => {
        // k·x < k·a or m·x ≥ m·b: x < a or x ≥ b.
        const r = solveInequality(`${k}x < ${k * a} or ${m}x >= ${m * b}`);
        if (!r.ok) return false;
        const holds = (x: number) => x < a || x >= b;
        const set = r.data?.intervals as Span[];
        const inSet = (x: number) => set.some((s) => (s.lo === null || x > s.lo || (s.loIn && x === s.lo)) && (s.hi === null || x < s.hi || (s.hiIn && x === s.hi)));
        return [-100, -25.5, a - 0.5, a, a + 0.5, b - 0.5, b, b + 0.5, 0, 100].every((x) => holds(x) === inSet(x));
      }),
      { numRuns: 150 },
    );
  });
});
