import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evalNumber, parseExpr } from './expr';
import { integrate } from './integral';

/** F' = f at sample points, by a central difference: an independent check of an antiderivative. */
function differentiatesBackTo(F: string, f: string): boolean {
  const Fe = parseExpr(F);
  const fe = parseExpr(f);
  return [0.43, 0.92, 1.37, 2.11].every((x) => {
    const h = 1e-5;
    const d = (evalNumber(Fe, { x: x + h }) - evalNumber(Fe, { x: x - h })) / (2 * h);
    const want = evalNumber(fe, { x });
    return Math.abs(d - want) <= 1e-4 * Math.max(1, Math.abs(want));
  });
}

const antiderivativeOf = (f: string) => {
  const r = integrate(f, 'x');
  if (!r.ok) throw new Error(`${f}: ${r.error}`);
  return String(r.data?.antiderivative);
};

describe('integration beyond the table', () => {
  it('integrates by parts: a polynomial times eˣ, sin, cos or ln', () => {
    expect(antiderivativeOf('x e^x')).toBe('e^x(x - 1)');
    expect(antiderivativeOf('ln(x)')).toBe('x·ln(x) - x');
    for (const f of ['x cos(x)', 'x^2 e^(2x)', 'x sin(3x)', 'x ln(x)', 'x^2 ln(2x)', '(x^2 + 1) cos(2x)']) expect(differentiatesBackTo(antiderivativeOf(f), f), f).toBe(true);
  });

  it('integrates by substitution when the rest is a multiple of the inside’s derivative', () => {
    expect(antiderivativeOf('2x/(x^2+1)')).toBe('ln|x^2 + 1|');
    for (const f of ['sin(x) cos(x)', 'x e^(x^2)', 'x (x^2+1)^5', 'x/sqrt(x^2+1)', 'cos(x) e^(sin(x))', '3x^2 cos(x^3)', 'ln(x)/x', '1/(x ln(x))']) {
      expect(differentiatesBackTo(antiderivativeOf(f), f), f).toBe(true);
    }
  });

  it('refuses a definite integral across a pole the substitution hides, instead of a wrong value', () => {
    const r = integrate('2x/(x^2-1)', 'x', -2, 2);
    expect(r.ok).toBe(false);
  });

  it('over generated integrands: P·e^(ax), P·sin(ax), P·cos(ax), P·ln x and k·u′·uⁿ are integrated and differentiate back', () => {
    const coef = fc.integer({ min: -5, max: 5 });
    const poly = fc.tuple(coef.filter((c) => c !== 0), coef, coef).map(([a, b, c]) => `(${a}x^2 + ${b}x + ${c})`);
    fc.assert(
      fc.property(poly, fc.integer({ min: 1, max: 4 }), fc.constantFrom('e^(AX)', 'sin(AX)', 'cos(AX)', 'ln(x)'), (p, a, kind) => {
        const f = `${p} ${kind.replace('AX', `${a}x`)}`;
        expect(differentiatesBackTo(antiderivativeOf(f), f), f).toBe(true);
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 }), (a, c, n, k) => {
        // u = a x² + c, u′ = 2a x: k·(2a x)·uⁿ
        const f = `${k * 2 * a}x (${a}x^2 + ${c})^${n}`;
        expect(differentiatesBackTo(antiderivativeOf(f), f), f).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
