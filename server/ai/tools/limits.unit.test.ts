import { describe, expect, it } from 'vitest';
import { evalNumber, parseExpr } from './expr';
import { computeLimit, numericallyConsistent, parsePoint } from './limits';
import { runTool } from './registry';
import { close, int, pick, polyText, prng } from './test-support';
import type { ToolResult } from './types';

type Expected = number | 'inf' | '-inf' | { dne: [string, string] } | 'refuse' | 'oscillates';

const ok = (r: ToolResult) => {
  if (!r.ok) throw new Error(`expected an answer, got: ${r.error}`);
  return r;
};

/** The value an answer states, read back from its data. */
function stated(r: ToolResult): Expected {
  const s = ok(r);
  const d = s.data ?? {};
  if (d.exists === false && d.left !== undefined) return { dne: [String(d.left), String(d.right)] };
  if (d.exists === false && d.limit === undefined) return 'oscillates';
  if (d.limit === 'Infinity') return 'inf';
  if (d.limit === '-Infinity') return '-inf';
  return Number(d.limit);
}

/** f near the point, independently of the tool: the last line of every table row. */
function numericNear(expression: string, v: string, to: string, side?: string): number {
  const e = parseExpr(expression);
  const { point, side: suffix } = parsePoint(to);
  const s = side ?? suffix ?? 'right';
  const x = point.kind === 'inf' ? point.sign * 1e6 : point.value + (s === 'left' ? -1 : 1) * 1e-5 * Math.max(1, Math.abs(point.value));
  return evalNumber(e, { [v]: x });
}

const TABLE: Array<[string, string, string | undefined, Expected, RegExp?]> = [
  // direct substitution
  ['x^2 + 3x - 1', '2', undefined, 9, /polynomial is continuous/],
  ['(x + 1)/(x - 3)', '1', undefined, -1, /denominator is -2 ≠ 0/],
  ['sin(x)', 'pi/2', undefined, 1],
  ['cos(x)', 'pi/3', undefined, 0.5],
  ['e^x', '0', undefined, 1],
  ['ln(x)', 'e', undefined, 1],
  ['sqrt(x + 5)', '4', undefined, 3],
  ['x e^x', '1', undefined, Math.E],
  // 0/0 rational: factor and cancel
  ['(x^2 - 1)/(x - 1)', '1', undefined, 2, /Cancel the common factor \(x - 1\)/],
  ['(x^2 - 4)/(x - 2)', '2', undefined, 4],
  ['(x^3 - 8)/(x^2 - 4)', '2', undefined, 3],
  ['(x^2 + x - 6)/(x^2 - 4)', '2', undefined, 1.25],
  ['(x^2 + x)/x', '0', undefined, 1],
  ['(x^3 - 3x + 2)/(x^2 - 2x + 1)', '1', undefined, 3, /\(x - 1\)\^2/],
  ['(2x^2 - 5x - 3)/(x - 3)', '3', undefined, 7],
  ['(x^4 - 16)/(x + 2)', '-2', undefined, -32],
  // at ±∞
  ['(2x + 1)/(x - 3)', 'infinity', undefined, 2, /ratio of the leading coefficients/],
  ['(3x^2 - x)/(5x^2 + 4)', '∞', undefined, 0.6],
  ['(x + 1)/(x^2 + 1)', 'infinity', undefined, 0, /less than the degree/],
  ['(x^3 + 1)/(x^2 - 2)', 'infinity', undefined, 'inf'],
  ['(x^3 + 1)/(x^2 - 2)', '-infinity', undefined, '-inf'],
  ['(x^2 + 3x)/(2x^2 - 1)', '-infinity', undefined, 0.5],
  ['x^3 - 2x', '-infinity', undefined, '-inf'],
  ['1/x', 'infinity', undefined, 0],
  ['e^(-x)', 'infinity', undefined, 0],
  ['e^x', '-infinity', undefined, 0],
  ['x/e^x', 'infinity', undefined, 0, /L'Hôpital/],
  ['ln(x)/x', 'infinity', undefined, 0],
  ['x^2 e^(-x)', 'infinity', undefined, 0],
  ['sin(x)/x', 'infinity', undefined, 0, /squeeze/],
  ['atan(x)', 'infinity', undefined, Math.PI / 2],
  // non-zero over zero, one-sided, does not exist
  ['1/x', '0+', undefined, 'inf'],
  ['1/x', '0', 'left', '-inf'],
  ['1/x', '0', undefined, { dne: ['-∞', '∞'] }],
  ['1/x^2', '0', undefined, 'inf', /even power/],
  ['1/(x - 1)', '1^-', undefined, '-inf'],
  ['(x + 2)/(x^2 - 4)', '2', undefined, { dne: ['-∞', '∞'] }],
  ['(x - 2)/(x^2 - 4x + 4)', '2', undefined, { dne: ['-∞', '∞'] }],
  ['-3/(x - 4)^2', '4', undefined, '-inf'],
  ['|x|/x', '0', undefined, { dne: ['-1', '1'] }],
  ['|x - 3|/(x - 3)', '3', 'right', 1],
  ['tan(x)', 'pi/2', undefined, { dne: ['∞', '-∞'] }],
  ['e^(1/x)', '0', undefined, { dne: ['0', '∞'] }],
  ['ln(x)', '0', 'right', '-inf'],
  ['ln(x - 1)', '1+', undefined, '-inf'],
  ['sqrt(x)', '0+', undefined, 0],
  // special limits and L'Hôpital
  ['sin(x)/x', '0', undefined, 1, /known limit/],
  ['x/sin(x)', '0', undefined, 1],
  ['(1 - cos(x))/x', '0', undefined, 0, /known limit/],
  ['(1 - cos(x))/x^2', '0', undefined, 0.5],
  ['(e^x - 1)/x', '0', undefined, 1, /known limit/],
  ['tan(x)/x', '0', undefined, 1],
  ['(1 + 1/n)^n', 'infinity', undefined, Math.E, /definition of the number e/],
  ['(1 + x)^(1/x)', '0', undefined, Math.E],
  ['(1 + 2/n)^n', 'infinity', undefined, Math.E ** 2],
  ['sin(3x)/x', '0', undefined, 3, /L'Hôpital/],
  ['sin(5x)/sin(2x)', '0', undefined, 2.5],
  ['(sqrt(x + 4) - 2)/x', '0', undefined, 0.25],
  ['x ln(x)', '0+', undefined, 0, /0 · ∞/],
  ['(e^(2x) - 1)/x', '0', undefined, 2],
  ['x sin(1/x)', '0', undefined, 0, /squeeze/],
  // honest answers about non-existence, and refusals
  ['sin(x)', 'infinity', undefined, 'oscillates'],
  ['sin(1/x)', '0', undefined, 'oscillates'],
  ['cos(x)', '-infinity', undefined, 'oscillates'],
  ['sin(x)^2 + cos(x)^2', 'infinity', undefined, 'refuse'],
  ['sqrt(x^2 + 1) - x', 'infinity', undefined, 'refuse'],
  ['sqrt(x)', '0', undefined, 'refuse'],
  ['x^x', '0+', undefined, 'refuse'],
];

describe('computeLimit: known limits', () => {
  it('has a table of at least 30 rows', () => expect(TABLE.length).toBeGreaterThanOrEqual(30));
  it.each(TABLE)('lim %s as x → %s (%s) = %j', (expression, to, side, expected, stepPattern) => {
    const v = /(?<![a-z])n(?![a-z])/.test(expression) ? 'n' : 'x';
    const r = computeLimit(expression, v, to, side);
    if (expected === 'refuse') {
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/^I can't work out this limit exactly offline/);
      return;
    }
    const got = stated(r);
    if (typeof expected === 'number') {
      expect(typeof got).toBe('number');
      expect(close(got as number, expected, 1e-12)).toBe(true);
      // Independent numeric check, near the point.
      expect(Math.abs(numericNear(expression, v, to, side) - expected)).toBeLessThan(1e-2);
    } else {
      expect(got).toEqual(expected);
    }
    if (expected === 'inf' || expected === '-inf') {
      const y = numericNear(expression, v, to, side);
      expect(Math.sign(y)).toBe(expected === 'inf' ? 1 : -1);
      expect(Math.abs(y)).toBeGreaterThan(10);
    }
    if (stepPattern) expect(ok(r).steps.map((s) => s.text).join(' ')).toMatch(stepPattern);
  });
});

describe('computeLimit: answers and LaTeX', () => {
  it('states the factoring and the cancelled form', () => {
    const r = ok(computeLimit('(x^2-1)/(x-1)', undefined, '1'));
    expect(r.answer).toBe('lim x→1 (x^2 - 1)/(x - 1) = 2');
    expect(r.answerLatex).toBe('\\lim_{x \\to 1} \\frac{x^{2} - 1}{x - 1} = 2');
    expect(r.steps.map((s) => s.latex).join(' ')).toContain('\\frac{\\left(x + 1\\right)\\left(x - 1\\right)}{x - 1} = x + 1');
  });
  it('writes one-sided limits, infinity and irrational values', () => {
    expect(ok(computeLimit('1/x', 'x', '0', 'right')).answerLatex).toBe('\\lim_{x \\to 0^{+}} \\frac{1}{x} = \\infty');
    expect(ok(computeLimit('(1+1/n)^n', 'n', 'infinity')).answer).toBe('lim n→∞ (1 + 1/n)^n = e ≈ 2.718281828');
    expect(ok(computeLimit('sin(x)', 'x', 'pi/4')).answer).toBe('lim x→π/4 sin(x) = √2/2 ≈ 0.7071067812');
    expect(ok(computeLimit('1/x', 'x', '0')).answer).toBe('The limit does not exist: lim x→0⁻ 1/x = -∞ but lim x→0⁺ 1/x = ∞');
  });
  it('runs through the registry with the catalogue parameters', () => {
    expect(runTool('limit', { expression: 'sin(x)/x', to: '0' })).toMatchObject({ ok: true, answer: 'lim x→0 sin(x)/x = 1' });
    expect(runTool('limit', { expression: '1/(x-2)', to: '2', side: 'left' })).toMatchObject({ ok: true, answer: 'lim x→2⁻ 1/(x - 2) = -∞' });
    expect(runTool('limit', { expression: 'x^2' })).toMatchObject({ ok: false, error: expect.stringMatching(/to/) });
  });
  it('rejects bad input with a reason', () => {
    expect(computeLimit('x + y', 'x', '1')).toMatchObject({ ok: false, error: expect.stringMatching(/one variable/) });
    expect(computeLimit('x^2', 'x', 'banana')).toMatchObject({ ok: false });
    expect(computeLimit('x^2', 'x', '1', 'upwards')).toMatchObject({ ok: false, error: expect.stringMatching(/left/) });
  });
  it('reads points and sides', () => {
    expect(parsePoint('0+')).toMatchObject({ side: 'right', point: { kind: 'fin', value: 0 } });
    expect(parsePoint('1^-')).toMatchObject({ side: 'left', point: { kind: 'fin', value: 1 } });
    expect(parsePoint('3⁻')).toMatchObject({ side: 'left', point: { kind: 'fin', value: 3 } });
    expect(parsePoint('-∞')).toMatchObject({ point: { kind: 'inf', sign: -1 } });
    expect(parsePoint('negative infinity')).toMatchObject({ point: { kind: 'inf', sign: -1 } });
    expect(parsePoint('-1/2')).toMatchObject({ side: null, point: { kind: 'fin', value: -0.5 } });
  });
});

describe('the numeric check refuses wrong limits', () => {
  const at = (to: string) => parsePoint(to).point;
  const outcome = (w: number | 'inf' | '-inf') => (typeof w === 'number' ? { kind: 'fin' as const, exact: parseExpr(String(w)), value: w } : { kind: 'inf' as const, sign: w === 'inf' ? 1 as const : -1 as const });
  it.each([
    ['sin(x)/x', '0', 2],
    ['(x^2-1)/(x-1)', '1', 1],
    ['1/x^2', '0', '-inf'],
    ['(2x+1)/(x-3)', 'infinity', 'inf'],
    ['e^(-x)', 'infinity', 0.001],
    ['1/x', '0', 'inf'],
  ] as const)('%s at %s is not %s', (expression, to, wrong) => {
    expect(numericallyConsistent(parseExpr(expression), 'x', at(to), null, outcome(wrong))).toBe(false);
  });
  it.each([
    ['sin(x)/x', '0', 1],
    ['1/x^2', '0', 'inf'],
    ['(2x+1)/(x-3)', 'infinity', 2],
  ] as const)('%s at %s is %s', (expression, to, right) => {
    expect(numericallyConsistent(parseExpr(expression), 'x', at(to), null, outcome(right))).toBe(true);
  });
});

describe('generated: (x − a)·p(x)/(x − a) → p(a)', () => {
  const rand = prng(2024);
  const cases = Array.from({ length: 150 }, () => {
    const coefs = Array.from({ length: int(rand, 1, 4) }, () => int(rand, -6, 6));
    if (coefs[0] === 0) coefs[0] = 1;
    const a = int(rand, -5, 5);
    const expanded = rand() < 0.5;
    // p(x)·(x − a), expanded or not, over (x − a)
    const times = [...coefs, 0].map((c, i) => c - a * (i > 0 ? coefs[i - 1] : 0));
    const top = expanded ? polyText(times) : `(${polyText(coefs)})*(x - (${a}))`;
    const value = coefs.reduce((acc, c) => acc * a + c, 0);
    return [`(${top})/(x - (${a}))`, a, value] as const;
  });
  it.each(cases)('lim %s as x → %d = %d', (expression, a, value) => {
    const r = ok(computeLimit(expression, 'x', String(a)));
    expect(r.data?.limit).toBe(value);
    expect(r.answer.endsWith(`= ${value}`)).toBe(true);
    expect(r.steps.some((s) => /0\/0/.test(s.text))).toBe(true);
  });
});

describe('generated: rational functions at ±∞ follow the leading-coefficient rule', () => {
  const rand = prng(77);
  const cases = Array.from({ length: 200 }, () => {
    const n = int(rand, 0, 4);
    const d = int(rand, 0, 4);
    const top = Array.from({ length: n + 1 }, (_, i) => int(rand, -9, 9, i === 0));
    const bottom = Array.from({ length: d + 1 }, (_, i) => int(rand, -9, 9, i === 0));
    const sign = pick(rand, [1, -1] as const);
    let expected: Expected;
    if (n < d) expected = 0;
    else if (n === d) expected = top[0] / bottom[0];
    else expected = Math.sign(top[0] / bottom[0]) * (sign < 0 && (n - d) % 2 === 1 ? -1 : 1) > 0 ? 'inf' : '-inf';
    return [`(${polyText(top)})/(${polyText(bottom)})`, sign > 0 ? 'infinity' : '-infinity', expected] as const;
  });
  it.each(cases)('lim %s as x → %s = %j', (expression, to, expected) => {
    const got = stated(computeLimit(expression, 'x', to));
    if (typeof expected === 'number') expect(close(got as number, expected, 1e-12)).toBe(true);
    else expect(got).toEqual(expected);
  });
});

describe('generated: every exact answer agrees with numbers near the point', () => {
  const rand = prng(5150);
  type Shape = (p: { a: number; k: number }) => readonly [string, string, number];
  const shapes: Shape[] = [
    ({ k }) => [`sin(${k}x)/x`, '0', k],
    ({ k }) => [`(e^(${k}x) - 1)/x`, '0', k],
    ({ a }) => [`(x^2 - ${a * a})/(x - ${a})`, String(a), 2 * a],
    ({ a, k }) => [`(${k}x^2 + x)/(x^2 + ${Math.abs(a) + 1})`, 'infinity', k],
    ({ k }) => [`(1 + ${k}/n)^n`, 'infinity', Math.exp(k)],
    ({ a, k }) => [`cos(x) + x^${k}`, String(a), Math.cos(a) + a ** k],
    ({ k }) => [`ln(1 + ${k}x)/x`, '0', k],
  ];
  const cases = Array.from({ length: 140 }, () => {
    const a = int(rand, -4, 4, true);
    const k = int(rand, 1, 5);
    return pick(rand, shapes)({ a, k });
  });
  it.each(cases)('lim %s as → %s', (expression, to, value) => {
    const v = /(?<![a-z])n(?![a-z])/.test(expression) ? 'n' : 'x';
    const got = stated(computeLimit(expression, v, to));
    expect(close(got as number, value, 1e-9)).toBe(true);
    expect(Math.abs(numericNear(expression, v, to) - value)).toBeLessThan(1e-3 * Math.max(1, Math.abs(value)));
  });
});
