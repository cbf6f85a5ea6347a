import { describe, expect, it } from 'vitest';
import { expandExpression, factorExpression, simplifyExpression } from './algebra';
import { evaluateArithmetic } from './arithmetic';
import { parseExpr } from './expr';
import { simplestRoot, simplifyRadicalExpr } from './radicals';
import { Rational } from './rational';
import { int, pick, prng } from './test-support';

describe('radicals: simplify gives simplest radical form', () => {
  it.each([
    ['sqrt(72)', '6√2', '6\\sqrt{2}'],
    ['√72', '6√2', '6\\sqrt{2}'],
    ['√50 + √18', '8√2', '8\\sqrt{2}'],
    ['3√12', '6√3', '6\\sqrt{3}'],
    ['∛54', '3∛2', '3\\sqrt[3]{2}'],
    ['cbrt(54)', '3∛2', '3\\sqrt[3]{2}'],
    ['∛(-54)', '-3∛2', '-3\\sqrt[3]{2}'],
    ['sqrt(49)', '7', '7'],
    ['√2', '√2', '\\sqrt{2}'],
    ['√12 - √3', '√3', '\\sqrt{3}'],
    ['√2 + √3', '√2 + √3', '\\sqrt{2} + \\sqrt{3}'],
    ['√6 * √10', '2√15', '2\\sqrt{15}'],
    ['√8 / 2', '√2', '\\sqrt{2}'],
    ['6/√2', '3√2', '3\\sqrt{2}'],
    ['1/∛2', '∛4/2', '\\frac{\\sqrt[3]{4}}{2}'],
    ['sqrt(1/2)', '√2/2', '\\frac{\\sqrt{2}}{2}'],
    ['(1 + √2)^2', '3 + 2√2', '3 + 2\\sqrt{2}'],
    ['2√3 * 5√3', '30', '30'],
    ['72^(1/2)', '6√2', '6\\sqrt{2}'],
    ['nthRoot(32, 5)', '2', '2'],
    ['nthRoot(64, 4)', '2√2', '2\\sqrt{2}'],
    ['√75 + 2√27 - √48', '7√3', '7\\sqrt{3}'],
    ['(√3)^3', '3√3', '3\\sqrt{3}'],
    ['sqrt(-4)', '2i', '2i'],
  ])('simplify %s = %s', (input, answer, latex) => {
    const r = simplifyExpression(input);
    expect(r.ok && r.answer).toBe(answer);
    expect(r.ok && r.answerLatex).toBe(latex);
  });

  it('explains the square factor it takes out', () => {
    const r = simplifyExpression('sqrt(72)');
    if (!r.ok) throw new Error(r.error);
    expect(r.steps.map((s) => s.text)).toContain('72 = 36 × 2, and 36 is a perfect square, so √72 = √36·√2 = 6√2.');
    expect(r.steps.some((s) => s.latex === '\\sqrt{72} = \\sqrt{36 \\cdot 2} = \\sqrt{36} \\cdot \\sqrt{2} = 6\\sqrt{2}')).toBe(true);
    const sum = simplifyExpression('√50 + √18');
    expect(sum.ok && sum.steps.map((s) => s.text).join(' ')).toMatch(/like surds.*5√2 \+ 3√2 = 8√2/);
    const cube = simplifyExpression('∛54');
    expect(cube.ok && cube.steps.map((s) => s.text).join(' ')).toContain('54 = 27 × 2, and 27 is a perfect cube, so ∛54 = ∛27·∛2 = 3∛2');
  });

  it('the arithmetic tool keeps cube roots exact too', () => {
    const r = evaluateArithmetic('∛54');
    expect(r.ok && r.answer).toBe('3∛2 ≈ 3.77976315');
    const sq = evaluateArithmetic('sqrt(72)');
    expect(sq.ok && sq.answer).toBe('6√2 ≈ 8.485281374');
    expect(evaluateArithmetic('cbrt(27)').ok && evaluateArithmetic('cbrt(27)')).toMatchObject({ answer: '3' });
  });

  it('leaves algebra to the other simplifiers', () => {
    expect(simplifyRadicalExpr(parseExpr('x + 1'))).toBeNull();
    expect(simplifyRadicalExpr(parseExpr('3/4 + 1/4'))).toBeNull();
    expect(simplifyRadicalExpr(parseExpr('√2 * ∛2'))).toBeNull();
    expect(simplifyRadicalExpr(parseExpr('sqrt(-4)'))).toBeNull();
    expect(simplifyExpression('(x^2-1)/(x-1)')).toMatchObject({ ok: true, answer: 'x + 1' });
    expect(simplifyExpression('2x + 3x')).toMatchObject({ ok: true, answer: '5x' });
    expect(expandExpression('(x+2)(x+3)')).toMatchObject({ ok: true, answer: 'x^2 + 5x + 6' });
    expect(factorExpression('x^2 - 5x + 6')).toMatchObject({ ok: true });
  });
});

describe('radicals: generated k²·m and k³·m', () => {
  const rand = prng(72);
  const squareFree = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19, 21, 22, 23, 26, 29, 30, 31, 33, 34, 35, 37, 39, 41, 42, 43, 46, 47];
  const cubeFree = [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 25, 26, 28, 30];
  const squares = Array.from({ length: 250 }, () => [int(rand, 1, 400), pick(rand, squareFree)] as const);
  it.each(squares)('√(%i²·%i)', (k, m) => {
    const n = k * k * m;
    const r = simplifyExpression(`sqrt(${n})`);
    expect(r.ok && r.answer).toBe(k === 1 ? `√${m}` : `${k}√${m}`);
    // squaring the simplified radical gives back the original
    const root = simplestRoot(Rational.of(n), 2);
    const [t] = root?.sorted() ?? [];
    expect(t.coef.mul(t.coef).mul(Rational.of(t.radicand)).equals(Rational.of(n))).toBe(true);
    const back = simplifyExpression(`(${r.ok ? r.answer : ''})^2`);
    expect(back.ok && back.answer).toBe(String(n));
  });
  const cubes = Array.from({ length: 150 }, () => [int(rand, 1, 60), pick(rand, cubeFree)] as const);
  it.each(cubes)('∛(%i³·%i)', (k, m) => {
    const n = k * k * k * m;
    const r = simplifyExpression(`cbrt(${n})`);
    expect(r.ok && r.answer).toBe(k === 1 ? `∛${m}` : `${k}∛${m}`);
    const back = simplifyExpression(`(${r.ok ? r.answer : ''})^3`);
    expect(back.ok && back.answer).toBe(String(n));
  });
  it.each(Array.from({ length: 60 }, () => [int(rand, 1, 30), int(rand, 1, 30), pick(rand, squareFree)] as const))('√(%i²·m) + √(%i²·m), m = %i', (a, b, m) => {
    const r = simplifyExpression(`sqrt(${a * a * m}) + sqrt(${b * b * m})`);
    expect(r.ok && r.answer).toBe(`${a + b}√${m}`);
  });
});
