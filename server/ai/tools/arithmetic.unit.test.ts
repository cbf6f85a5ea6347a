import { describe, expect, it } from 'vitest';
import { exprToLatex } from './format';
import { parseExpr } from './expr';
import { evaluateArithmetic } from './arithmetic';
import { Rational } from './rational';
import { int, pick, prng } from './test-support';
import type { ToolResult } from './types';

function answer(r: ToolResult): string {
  if (!r.ok) throw new Error(r.error);
  return r.answer;
}

describe('evaluateArithmetic: hand-written', () => {
  it.each([
    ['3/4 + 5/6', '19/12 ≈ 1.583333333'],
    ['1/2 + 1/4', '3/4 = 0.75'],
    ['2^10', '1024'],
    ['2^100', '1267650600228229401496703205376'],
    ['sqrt(12)', '2√3 ≈ 3.464101615'],
    ['√144', '12'],
    ['sqrt(3/4)', '√3/2 ≈ 0.8660254038'],
    ['2*sqrt(3) + sqrt(12)', '4√3 ≈ 6.92820323'],
    ['15% of 80', '12'],
    ['20%', '1/5 = 0.2'],
    ['3 × 4 − 2 ÷ 8', '47/4 = 11.75'],
    ['5!', '120'],
    ['17 mod 5', '2'],
    ['(2/3)/(4/5)', '5/6 ≈ 0.8333333333'],
    ['0.1 + 0.2', '0.3'],
    ['8^(1/3)', '2'],
    ['4^(3/2)', '8'],
    ['2^-3', '1/8 = 0.125'],
    ['(-8)^(1/3)', '-2'],
    ['i^2', '-1'],
    ['sqrt(-4)', '2i'],
    ['(2 + 3i)(2 - 3i)', '13'],
    ['(1 + sqrt(2))^2', '3 + 2√2 ≈ 5.828427125'],
    ['12345678901234567890 + 1', '12345678901234567891'],
    ['−3 − 4', '-7'],
  ])('%s = %s', (expr, expected) => {
    expect(answer(evaluateArithmetic(expr))).toBe(expected);
  });

  it('labels irrational results as approximate', () => {
    const r = evaluateArithmetic('2 pi');
    expect(r.ok && r.answer).toBe('≈ 6.283185307');
    expect(r.ok && r.data?.approximate).toBe(true);
  });

  it('explains the common denominator', () => {
    const r = evaluateArithmetic('3/4 + 5/6');
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/common denominator 12/);
  });

  it.each([
    ['1/0', /division by zero/i],
    ['x + 1', /variable/],
    ['2^99999', /too large/],
    ['3 +* 4', /couldn't read/],
  ])('%s fails clearly', (expr, message) => {
    const r = evaluateArithmetic(expr);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

describe('evaluateArithmetic: generated fraction arithmetic', () => {
  const rand = prng(7);
  const ops = ['+', '-', '*', '/'] as const;
  const cases = Array.from({ length: 120 }, () => {
    const a = Rational.of(int(rand, -30, 30), int(rand, 1, 12));
    const b = Rational.of(int(rand, -30, 30, true), int(rand, 1, 12));
    const op = pick(rand, ops);
    return [`(${a}) ${op} (${b})`, op, a, b] as const;
  });
  it.each(cases)('%s is exact', (text, op, a, b) => {
    const expected = op === '+' ? a.add(b) : op === '-' ? a.sub(b) : op === '*' ? a.mul(b) : a.div(b);
    const r = evaluateArithmetic(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data?.numerator).toBe(expected.num.toString());
    expect(r.data?.denominator).toBe(expected.den.toString());
    expect(Number(String(r.data?.decimal).replace(/ × 10.*$/, ''))).toBeCloseTo(expected.toNumber(), 6);
  });
});

describe('evaluateArithmetic: generated square roots', () => {
  const rand = prng(8);
  const squareFree = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15];
  const cases = Array.from({ length: 60 }, () => [int(rand, 1, 20), pick(rand, squareFree)] as const);
  it.each(cases)('√(%i²·%i) is simplified', (k, m) => {
    const r = evaluateArithmetic(`sqrt(${k * k * m})`);
    expect(r.ok && r.data?.exact).toBe(`${k === 1 ? '' : k}√${m}`);
    expect(r.ok && Number(r.data?.decimal)).toBeCloseTo(k * Math.sqrt(m), 6);
  });
});

describe('how a fraction of fractions is written', () => {
  it('shows ÷ between fractions instead of a tower of four stacked numbers', () => {
    expect(exprToLatex(parseExpr('(2/5)/(4/7)'))).toBe('\\frac{2}{5} \\div \\frac{4}{7}');
    expect(exprToLatex(parseExpr('9/(3/4)'))).toBe('9 \\div \\frac{3}{4}');
    expect(exprToLatex(parseExpr('(x+1)/(x-1)'))).toBe('\\frac{x + 1}{x - 1}');
  });
});
