import { describe, expect, it } from 'vitest';
import { expandExpression, factorExpression, simplifyExpression } from './algebra';
import { evalNumber, parseExpr } from './expr';
import { polyFromExpr } from './polynomial';
import { close, int, pick, prng } from './test-support';
import type { ToolResult } from './types';

function answer(r: ToolResult): string {
  if (!r.ok) throw new Error(r.error);
  return r.answer;
}

/** Two expressions are the same polynomial (checked exactly). */
function samePolynomial(a: string, b: string): boolean {
  const pa = polyFromExpr(parseExpr(a));
  const pb = polyFromExpr(parseExpr(b));
  return Boolean(pa && pb && pa.sub(pb).isZero());
}

describe('expand', () => {
  it.each([
    ['(x+2)(x+3)', 'x^2 + 5x + 6'],
    ['(x+1)^2', 'x^2 + 2x + 1'],
    ['(a+b)(a-b)', 'a^2 - b^2'],
    ['(x - y)^3', 'x^3 - 3x^2y + 3xy^2 - y^3'],
    ['2x(3x - 4) + 5', '6x^2 - 8x + 5'],
    ['3(x+1)', '3x + 3'],
    ['(x^2+1)(x-1)^2', 'x^4 - 2x^3 + 2x^2 - 2x + 1'],
    ['(x/2 + 1)^2', 'x^2/4 + x + 1'],
  ])('%s = %s', (input, expected) => {
    expect(answer(expandExpression(input))).toBe(expected);
  });

  it('shows the distribution before collecting like terms', () => {
    const r = expandExpression('(x+2)(x+3)');
    const text = r.ok ? r.steps.map((s) => s.text).join('\n') : '';
    expect(text).toMatch(/x\^2 \+ 3x \+ 2x \+ 6/);
    expect(text).toMatch(/Collect like terms/);
  });

  const rand = prng(21);
  const cases = Array.from({ length: 60 }, () => {
    const n = int(rand, 2, 4);
    const factors = Array.from({ length: n }, () => `(${int(rand, -4, 4, true)}x + ${int(rand, -9, 9)})`);
    return [factors.join('')] as const;
  });
  it.each(cases)('expand %s agrees numerically', (input) => {
    const result = answer(expandExpression(input));
    for (const x of [-2.5, -1, 0.3, 1.7, 3]) {
      expect(close(evalNumber(parseExpr(result), { x }), evalNumber(parseExpr(input), { x }))).toBe(true);
    }
  });
});

describe('factor', () => {
  it.each([
    ['x^2 - 5x + 6', '(x - 2)(x - 3)'],
    ['6x^2y + 9xy^2', '3xy(2x + 3y)'],
    ['x^2 - y^2', '(x + y)(x - y)'],
    ['2x^2 - 8', '2(x + 2)(x - 2)'],
    ['x^3 - x', 'x(x + 1)(x - 1)'],
    ['x^2 + 1', 'x^2 + 1'],
    ['x^4 + 4', '(x^2 + 2x + 2)(x^2 - 2x + 2)'],
    ['-x^2 + 5x - 6', '-(x - 2)(x - 3)'],
    ['x^4 + 2x^2 + 1', '(x^2 + 1)^2'],
    ['6x^2 + x - 2', '(3x + 2)(2x - 1)'],
    ['x^2/2 - 2', '(x + 2)(x - 2)/2'],
    ['x^3 - 3x^2 + 3x - 1', '(x - 1)^3'],
    ['x^2 + 2xy + y^2', '(x + y)^2'],
    ['4x + 8', '4(x + 2)'],
  ])('%s = %s', (input, expected) => {
    expect(answer(factorExpression(input))).toBe(expected);
  });

  it('says when a quadratic does not factor over the rationals', () => {
    const r = factorExpression('x^2 - 2');
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/cannot be factored further/);
  });

  it('uses the a·c method for integer quadratics', () => {
    const r = factorExpression('x^2 - 5x + 6');
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/product is a·c = 6 and whose sum is b = -5/);
  });

  const rand = prng(22);
  const cases = Array.from({ length: 80 }, () => {
    const k = int(rand, 1, 4);
    const lead = pick(rand, [1, 1, 2, -1, 3]);
    const parts = Array.from({ length: k }, () => `(${pick(rand, [1, 1, 2, 3])}x - ${int(rand, -6, 6)})`);
    if (rand() < 0.3) parts.push('(x^2 + 1)');
    return [`${lead}*${parts.join('*')}`] as const;
  });
  it.each(cases)('factor(expand(%s)) multiplies back', (product) => {
    const expanded = answer(expandExpression(product));
    const factored = answer(factorExpression(expanded));
    expect(samePolynomial(factored, expanded)).toBe(true);
    const linear = (factored.match(/\([^()]*x[^()^]*\)/g) ?? []).length;
    expect(linear).toBeGreaterThanOrEqual(0);
  });
});

describe('simplify', () => {
  it.each([
    ['2x + 3x - x^2 + x*x', '5x'],
    ['(x^2 - 1)/(x - 1)', 'x + 1'],
    ['(x^2+5x+6)/(x^2+4x+4)', '(x + 3)/(x + 2)'],
    ['(6x^2y + 3xy)/(3xy)', '2x + 1'],
    ['2*sin(x) + 3*sin(x)', '5sin(x)'],
    ['x/x', '1'],
    ['(x^2-4)/(2x-4)', 'x/2 + 1'],
    ['3(a + b) - 2a', 'a + 3b'],
  ])('%s = %s', (input, expected) => {
    expect(answer(simplifyExpression(input))).toBe(expected);
  });

  const rand = prng(23);
  const cases = Array.from({ length: 30 }, () => {
    const [r1, r2, r3] = [int(rand, -5, 5), int(rand, -5, 5), int(rand, -5, 5)];
    return [`((x - ${r1})*(x - ${r2}))/((x - ${r1})*(x - ${r3}))`] as const;
  });
  it.each(cases)('simplify %s keeps the value', (input) => {
    const result = answer(simplifyExpression(input));
    for (const x of [-7.5, 0.25, 6.5]) expect(close(evalNumber(parseExpr(result), { x }), evalNumber(parseExpr(input), { x }))).toBe(true);
  });
});
