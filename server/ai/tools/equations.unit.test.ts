import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveEquation, type RootResult } from './equations';
import { solveLinearSystem } from './linear-system';
import { Rational } from './rational';
import { int, pick, prng } from './test-support';
import type { ToolResult } from './types';
import { evalComplex } from './univariate';

function roots(r: ToolResult): RootResult[] {
  if (!r.ok) throw new Error(r.error);
  return (r.data?.roots ?? []) as RootResult[];
}

/** Coefficients (lowest power first) of Π (q·x − p) for the given rational roots p/q, times a leading factor. */
function fromRoots(list: Rational[], lead = 1): number[] {
  let c: Rational[] = [Rational.of(lead)];
  for (const r of list) {
    const next = Array.from({ length: c.length + 1 }, () => Rational.ZERO);
    c.forEach((a, i) => {
      next[i + 1] = next[i + 1].add(a.mul(Rational.of(r.den)));
      next[i] = next[i].sub(a.mul(Rational.of(r.num)));
    });
    c = next;
  }
  return c.map((x) => x.toNumber());
}

function polyString(c: number[]): string {
  return c.map((a, i) => `(${a})*x^${i}`).reverse().join(' + ');
}

function substituteBack(c: number[], r: RootResult): number {
  const value = evalComplex(c, { re: r.re, im: r.im });
  const scale = c.reduce((s, a, i) => s + Math.abs(a) * Math.hypot(r.re, r.im) ** i, 0);
  return Math.hypot(value.re, value.im) / Math.max(1, scale);
}

describe('solveEquation: hand-written', () => {
  it.each([
    ['x^2 - 5x + 6 = 0', 'x = 2 or x = 3'],
    ['x² − 5x + 6 = 0', 'x = 2 or x = 3'],
    ['2x + 3 = 7', 'x = 2'],
    ['3x = 0', 'x = 0'],
    ['0.5x + 1.25 = 3', 'x = 7/2 (≈ 3.5)'],
    ['x^2 + x + 1 = 0', 'No real solutions (the complex roots are x = -1/2 ± (√3/2)i)'],
    ['x^2 - 5x + 3 = 0', 'x = (5 ± √13)/2 (≈ 0.697224 or 4.30278)'],
    ['x^2 = 12', 'x = ±2√3 (≈ -3.4641 or 3.4641)'],
    ['x^2 + 4 = 0', 'No real solutions (the complex roots are x = ±2i)'],
    ['4x^2 - 4x + 1 = 0', 'x = 1/2 (double root)'],
    ['x^3 - 6x^2 + 11x - 6 = 0', 'x = 1, x = 2 or x = 3'],
    ['x^3 = 8', 'x = 2 (complex roots: x = -1 + i√3 or x = -1 - i√3)'],
    ['x^4 - 5x^2 + 6 = 0', 'x = -√3, x = -√2, x = √2 or x = √3'],
    ['x^4 + 4 = 0', 'No real solutions (the complex roots are x = -1 + i, x = -1 - i, x = 1 + i or x = 1 - i)'],
    ['x^3 - x = 0', 'x = -1, x = 0 or x = 1'],
    ['1/x + 1/2 = 1', 'x = 2'],
    ['(x+1)/(x-1) = 2', 'x = 3'],
    ['x/(x-1) = 1/(x-1)', 'No solution: every candidate makes a denominator zero.'],
    ['x = x + 1', 'No solution: the equation simplifies to -1 = 0, which is false.'],
    ['2(x+1) = 2x + 2', 'Every value of x is a solution (the two sides are identical).'],
    ['t^2 - 9 = 0', 't = -3 or t = 3'],
  ])('%s → %s', (eq, expected) => {
    const r = solveEquation(eq);
    expect(r.ok && r.answer).toBe(expected);
  });

  it('solves for a named variable', () => {
    expect(solveEquation('v = u + a t', 'a')).toMatchObject({ ok: true, answer: 'a = (v - u)/t' });
    expect(solveEquation('v = u + a t', 't')).toMatchObject({ ok: true, answer: 't = (v - u)/a' });
  });

  it('does not pick an unknown for one equation in several, nor solve for a letter that is not there', () => {
    const several = solveEquation('x + y = 10');
    expect(several.ok).toBe(false);
    expect(!several.ok && several.error).toMatch(/infinitely many solutions/);
    const absent = solveEquation('x = 3', 'y');
    expect(!absent.ok && absent.error).toMatch(/There is no y in x = 3/);
  });

  it('explains the quadratic formula with discriminant and substitution check', () => {
    const r = solveEquation('x^2 - 5x + 6 = 0');
    const text = r.ok ? r.steps.map((s) => s.text).join('\n') : '';
    expect(text).toMatch(/a = 1, b = -5, c = 6/);
    expect(text).toMatch(/Δ = b² − 4ac = \(-5\)² − 4·1·6 = 1/);
    expect(text).toMatch(/quadratic formula/);
    expect(text).toMatch(/Check by substituting back/);
  });

  it('explains complex roots when the discriminant is negative', () => {
    const r = solveEquation('x^2 + 2x + 5 = 0');
    expect(r.ok && r.answer).toBe('No real solutions (the complex roots are x = -1 ± 2i)');
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/Δ < 0.*complex conjugates/);
  });

  it('labels numeric roots as approximate', () => {
    const r = solveEquation('x^5 - x - 1 = 0');
    const rs = roots(r);
    expect(rs).toHaveLength(5);
    expect(rs.every((x) => x.approximate)).toBe(true);
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/approximate/);
    rs.forEach((x) => expect(substituteBack([-1, -1, 0, 0, 0, 1], x)).toBeLessThan(1e-9));
  });

  it.each([
    ['sin(x) = 0.5', /polynomial/],
    ['x^2 + = 3', /couldn't read/],
  ])('%s fails clearly', (eq, message) => {
    const r = solveEquation(eq);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

describe('solveEquation: generated polynomials with rational roots', () => {
  const rand = prng(42);
  const cases = Array.from({ length: 150 }, (_, i) => {
    const degree = 1 + (i % 5);
    const list = Array.from({ length: degree }, () => Rational.of(int(rand, -9, 9), pick(rand, [1, 1, 1, 2, 3])));
    const lead = int(rand, -3, 3, true);
    return [polyString(fromRoots(list, lead)) + ' = 0', list, fromRoots(list, lead)] as const;
  });
  it.each(cases)('%s', (text, expected, coefs) => {
    const rs = roots(solveEquation(text));
    for (const r of rs) {
      expect(r.approximate).toBe(false);
      expect(substituteBack(coefs, r)).toBeLessThan(1e-9);
    }
    const found = rs.flatMap((r) => Array.from({ length: r.multiplicity }, () => r.exact)).sort();
    expect(found).toEqual(expected.map(String).sort());
  });
});

describe('solveEquation: generated quadratics and complex roots', () => {
  const rand = prng(43);
  const quadratics = Array.from({ length: 100 }, () => [int(rand, -6, 6, true), int(rand, -20, 20), int(rand, -20, 20)] as const);
  it.each(quadratics)('%ix² + %ix + %i = 0', (a, b, c) => {
    const rs = roots(solveEquation(`${a}x^2 + ${b}x + ${c} = 0`));
    const disc = b * b - 4 * a * c;
    expect(rs.reduce((s, r) => s + r.multiplicity, 0)).toBe(2);
    if (disc < 0) expect(rs.every((r) => Math.abs(r.im) > 0)).toBe(true);
    for (const r of rs) expect(substituteBack([c, b, a], r)).toBeLessThan(1e-9);
  });

  const complexCases = Array.from({ length: 60 }, () => {
    const re = int(rand, -5, 5);
    const im = int(rand, 1, 5);
    const linear = Array.from({ length: int(rand, 1, 2) }, () => Rational.of(int(rand, -6, 6)));
    // (x² − 2·re·x + re² + im²) · Π (x − r)
    const quad = [re * re + im * im, -2 * re, 1];
    const lin = fromRoots(linear);
    const coefs = Array.from({ length: quad.length + lin.length - 1 }, (_, k) =>
      quad.reduce((s, q, i) => s + (k - i >= 0 && k - i < lin.length ? q * lin[k - i] : 0), 0));
    return [polyString(coefs) + ' = 0', coefs, re, im] as const;
  });
  it.each(complexCases)('%s has the complex pair', (text, coefs, re, im) => {
    const rs = roots(solveEquation(text));
    expect(rs.some((r) => Math.abs(r.re - re) < 1e-9 && Math.abs(r.im - im) < 1e-9)).toBe(true);
    expect(rs.some((r) => Math.abs(r.re - re) < 1e-9 && Math.abs(r.im + im) < 1e-9)).toBe(true);
    for (const r of rs) {
      expect(r.approximate).toBe(false);
      expect(substituteBack(coefs, r)).toBeLessThan(1e-9);
    }
  });
});

describe('solveLinearSystem', () => {
  it.each([
    [['x + y = 5', 'x - y = 1'], 'x = 3, y = 2'],
    [['2x + 3y = 7', 'x - y = 1'], 'x = 2, y = 1'],
    [['y = 2x + 1', 'y = -x + 4'], 'x = 1, y = 3'],
    [['3y = 6', 'x + y = 5'], 'x = 3, y = 2'],
    [['x + y = 1', 'x + y = 2'], 'No solution: the equations contradict each other (parallel lines).'],
    [['2x + 3y = 7', '4x + 6y = 14'], 'Infinitely many solutions: y = -2x/3 + 7/3 for any x.'],
  ])('%j → %s', (eqs, expected) => {
    const r = solveLinearSystem(eqs);
    expect(r.ok && r.answer).toBe(expected);
  });

  it('is reached from solveEquation with "and"', () => {
    const r = solveEquation('x + y = 5 and x - y = 1');
    expect(r.ok && r.answer).toBe('x = 3, y = 2');
  });

  it('rejects non-linear systems with no linear equation to substitute', () => {
    expect(solveLinearSystem(['x*y = 2', 'x^2 + y^2 = 5']).ok).toBe(false);
  });

  it('substitutes a linear equation into a curve, every pair checked', () => {
    expect(solveLinearSystem(['x*y = 2', 'x + y = 3'])).toMatchObject({ ok: true, answer: 'x = 1, y = 2 or x = 2, y = 1' });
    expect(solveLinearSystem(['x^2 + y^2 = 25', 'y = x + 1'])).toMatchObject({ ok: true, answer: 'x = -4, y = -3 or x = 3, y = 4' });
    expect(solveLinearSystem(['y = x^2', 'y = 2x - 1'])).toMatchObject({ ok: true, answer: 'x = 1, y = 1' });
    expect(solveLinearSystem(['y = x^2 + 1', 'y = x - 1'])).toMatchObject({ ok: true, answer: expect.stringMatching(/^No real solution/) });
  });

  const rand = prng(44);
  const cases = Array.from({ length: 60 }, () => {
    const [x, y] = [int(rand, -9, 9), int(rand, -9, 9)];
    let a1: number, b1: number, a2: number, b2: number;
    do {
      [a1, b1, a2, b2] = [int(rand, -7, 7), int(rand, -7, 7), int(rand, -7, 7), int(rand, -7, 7)];
    } while (a1 * b2 - a2 * b1 === 0);
    return [`${a1}x + ${b1}y = ${a1 * x + b1 * y}`, `${a2}x + ${b2}y = ${a2 * x + b2 * y}`, x, y] as const;
  });
  it.each(cases)('%s, %s', (e1, e2, x, y) => {
    const r = solveLinearSystem([e1, e2]);
    expect(r.ok && r.data?.x).toBe(String(x));
    expect(r.ok && r.data?.y).toBe(String(y));
  });
});

describe('systems of three and four equations', () => {
  it('solves by elimination in exact fractions and checks every equation', () => {
    expect(solveLinearSystem('x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2')).toMatchObject({ ok: true, answer: 'x = 1, y = 2, z = 3' });
    expect(solveLinearSystem('a + b + c = 13; a − b = 2; b − c = 1')).toMatchObject({ ok: true, answer: 'a = 6, b = 4, c = 3' });
    expect(solveLinearSystem('w + x = 3, x + y = 5, y + z = 7, w + z = 5')).toMatchObject({ ok: false });
  });

  it('agrees with a random solution it did not see', () => {
    const rand = prng(7);
    for (let trial = 0; trial < 30; trial++) {
      const sol = [int(rand, -9, 9), int(rand, -9, 9), int(rand, -9, 9)];
      const rows = Array.from({ length: 3 }, () => [int(rand, -6, 6), int(rand, -6, 6), int(rand, -6, 6)]);
      const text = rows.map((c) => `${c[0]}x + ${c[1]}y + ${c[2]}z = ${c[0] * sol[0] + c[1] * sol[1] + c[2] * sol[2]}`).join(', ');
      const r = solveLinearSystem(text);
      if (!r.ok) continue; // a singular random system has no single solution, and says so
      expect(r.data?.values).toEqual({ x: sol[0], y: sol[1], z: sol[2] });
    }
  });
});

describe('the unknown in an exponent or a logarithm', () => {
  it.each([
    ['2^x = 32', 'x = 5'],
    ['3^(x+1) = 81', 'x = 3'],
    ['10^x = 0.001', 'x = -3'],
    ['log10(x) = 2', 'x = 100'],
    ['5^x = 20', 'x = 1.861353116 (approximately)'],
  ])('%s → %s, checked by substituting back', (eq, answer) => {
    const r = solveEquation(eq);
    expect(r).toMatchObject({ ok: true, answer });
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/Check: .* ✓/);
  });

  it('says a positive power never equals a negative number', () => {
    expect(solveEquation('2^x = -4')).toMatchObject({ ok: true, answer: 'No real solution: 2^x is always positive.' });
  });
});

describe('a polynomial in one exponential (substitute y = bˣ)', () => {
  it.each([
    ['4^x - 3*2^x - 4 = 0', 'x = 2'],
    ['9^x - 4*3^x + 3 = 0', 'x = 0 or x = 1'],
    ['2^x + 2^(-x) = 5/2', 'x = -1 or x = 1'],
    ['2^(2x+1) - 5*2^x + 2 = 0', 'x = -1 or x = 1'],
    ['(2^x)^2 = 2^x + 12', 'x = 2'],
  ])('%s → %s', (eq, answer) => {
    expect(solveEquation(eq)).toMatchObject({ ok: true, answer });
  });

  it('drops the root that would need a negative power, and says when no root is positive', () => {
    const r = solveEquation('4^x - 2^x - 6 = 0');
    expect(r).toMatchObject({ ok: true, answer: 'x = 1.5849625' });
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/y = -2 gives no x.*log 3 \/ log 2/);
    expect(solveEquation('e^x + e^(-x) = 1')).toMatchObject({ ok: true, answer: expect.stringMatching(/^No solution: e\^x is always positive/) });
  });

  it('finds both roots of any b^(2x) − (bʳ + bˢ)·b^x + b^(r+s) = 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 5), fc.integer({ min: -2, max: 3 }), fc.integer({ min: -2, max: 3 }), (b, r, s) => {
        fc.pre(r !== s);
        const middle = Rational.of(b).pow(r).add(Rational.of(b).pow(s));
        const product = Rational.of(b).pow(r + s);
        const res = solveEquation(`${b}^(2x) - (${middle})*${b}^x + (${product}) = 0`);
        expect(res).toMatchObject({ ok: true, answer: `x = ${Math.min(r, s)} or x = ${Math.max(r, s)}` });
      }),
    );
  });
});

describe('absolute values and square roots', () => {
  it.each([
    ['|x - 3| = 5', 'x = -2 or x = 8'],
    ['|2x + 1| = 7', 'x = -4 or x = 3'],
    ['|3x - 6| = 0', 'x = 2'],
    ['sqrt(2x+1) = 3', 'x = 4'],
    ['sqrt(x+3) = x - 3', 'x = 6'],
  ])('%s → %s', (eq, answer) => {
    expect(solveEquation(eq)).toMatchObject({ ok: true, answer });
  });

  it('rejects the root squaring adds, and says when there is none', () => {
    const r = solveEquation('sqrt(x+3) = x - 3');
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/1 is rejected/);
    expect(solveEquation('|x+4| = -2')).toMatchObject({ ok: true, answer: expect.stringMatching(/^No solution: an absolute value is never negative/) });
  });
});
