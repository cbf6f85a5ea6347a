import { describe, expect, it } from 'vitest';
import { evalNumber, leadingFormula, looksLikeFormula, normalizeMathText, parseExpr, splitEquation } from './expr';
import { exprToLatex, exprToText, formatNumber } from './format';

describe('normalizeMathText', () => {
  it.each([
    ['x² − 5x + 6', 'x^2 - 5x + 6'],
    ['3 × 4 ÷ 2', '3 * 4 / 2'],
    ['√12', 'sqrt(12)'],
    ['2√3', '2sqrt(3)'],
    ['π r²', 'pi r^2'],
    // πr² is π times r², never the letters p, i and r.
    ['πr²', 'pi r^2'],
    ['sin x', 'sin(x)'],
    ['sin²x', '(sin(x))^2'],
    ['x⁻¹', 'x^(-1)'],
    ['½ x', '(1/2) x'],
    ['2 ** 3', '2 ^ 3'],
    ['x + 1?', 'x + 1'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMathText(input)).toBe(expected);
  });
});

describe('parseExpr', () => {
  it.each([
    ['3x', 6],
    ['3(x + 1)', 9],
    ['x(x + 1)', 6],
    ['2x^2', 8],
    ['xy', 10],
    ['x y^2', 50],
    ['2^x', 4],
    ['ln(e)', 1],
    ['log(e^2)', 2],
    ['sqrt(x + 2)', 2],
    ['-x^2', -4],
    ['5!', 120],
  ])('%s at x=2, y=5', (text, value) => {
    expect(evalNumber(parseExpr(text), { x: 2, y: 5 })).toBeCloseTo(value, 12);
  });

  it('rejects equations and unknown functions with readable errors', () => {
    expect(() => parseExpr('x = 2')).toThrow(/equation/);
    expect(() => parseExpr('foo(2)')).toThrow(/don't know the function/);
    expect(() => parseExpr('3 + (')).toThrow(/couldn't read/);
  });

  it('splits equations at one "="', () => {
    expect(splitEquation('x + 1 = 2')).toEqual({ left: 'x + 1', right: '2' });
    expect(splitEquation('x + 1')).toBeNull();
  });
});

describe('looksLikeFormula', () => {
  it.each(['3x^2 - 2x + 1', '6x^2y + 9xy^2', 'sin(x)/x', 'sqrt(2) * pi', 'e^(2x)', 'theta^2'])('%s is a formula', (t) => {
    expect(looksLikeFormula(t)).toBe(true);
  });
  it.each(['x squared', 'I got x', 'love', 'x is 3', 'the area', ''])('%s is prose', (t) => {
    expect(looksLikeFormula(t)).toBe(false);
  });
});

describe('leadingFormula', () => {
  it('takes the formula up to the first word, braces as brackets and a dangling operator dropped', () => {
    expect(leadingFormula('20t − 5t² metres high')).toEqual({ body: '20t − 5t²', length: 9 });
    expect(leadingFormula('500e^{-0.2t} litres')?.body).toBe('500e^(-0.2t)');
    expect(leadingFormula('3x^2 + 1 and find its derivative')?.body).toBe('3x^2 + 1');
    expect(leadingFormula('2x + where')?.body).toBe('2x');
  });
  it('finds nothing in prose or in a formula whose brackets do not balance', () => {
    expect(leadingFormula('the height of the ball')).toBeNull();
    expect(leadingFormula('(2x + 1 metres')).toBeNull();
  });
});

describe('formatting', () => {
  it.each([
    ['3x^4 - 2x^2 + 7x - 5', '3x^4 - 2x^2 + 7x - 5', '3x^{4} - 2x^{2} + 7x - 5'],
    ['x^2*sin(x)', 'x^2·sin(x)', 'x^{2} \\cdot \\sin\\left(x\\right)'],
    ['e^(3x)', 'e^(3x)', 'e^{3x}'],
    ['1/(2*sqrt(x))', '1/(2√x)', '\\frac{1}{2\\sqrt{x}}'],
    ['(x+1)^2', '(x + 1)^2', '\\left(x + 1\\right)^{2}'],
    ['-(x - 1)', '-(x - 1)', '-\\left(x - 1\\right)'],
  ])('%s', (input, text, latex) => {
    const e = parseExpr(input);
    expect(exprToText(e)).toBe(text);
    expect(exprToLatex(e)).toBe(latex);
  });

  it('formats numbers for people', () => {
    expect(formatNumber(1 / 3)).toBe('0.3333333333');
    expect(formatNumber(8.987551787e13, 4)).toBe('8.988 × 10¹³');
    expect(formatNumber(210)).toBe('210');
    expect(formatNumber(1.5e-9, 3)).toBe('1.5 × 10⁻⁹');
  });
});
