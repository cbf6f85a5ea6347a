import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateArithmetic } from './arithmetic';
import { latexToPlain, readQuestion } from './question-text';

/** The value the arithmetic tool gives a read question, as a number. */
function valueOf(question: string): number {
  const r = evaluateArithmetic(readQuestion(question).text);
  if (!r.ok) throw new Error(r.error);
  const d = r.data ?? {};
  return d.numerator !== undefined ? Number(d.numerator) / Number(d.denominator) : Number(String(d.decimal ?? r.answer).replace(/[≈\s]/g, ''));
}

describe('reading a question', () => {
  it('turns LaTeX into plain maths: fractions, roots, powers, operators, logs with a base', () => {
    expect(latexToPlain('\\frac{3}{8} \\div \\frac{9}{10}')).toBe('(3/8) ÷ (9/10)');
    expect(latexToPlain('\\left(\\frac{1}{2}+\\frac{1}{3}\\right) \\times 6')).toBe('((1/2)+(1/3)) × 6');
    expect(latexToPlain('\\sqrt{81} - 2^{3}')).toBe('sqrt(81) - 2^3');
    expect(latexToPlain('\\sqrt[3]{27}')).toBe('cbrt(27)');
    expect(latexToPlain('\\frac{x+1}{x-1}')).toBe('((x+1)/(x-1))');
    expect(latexToPlain('$3^{-2}$')).toBe('3^(-2)');
    expect(latexToPlain('plain text stays')).toBe('plain text stays');
    // Money keeps its dollar sign; LaTeX's own delimiters go.
    expect(latexToPlain('\\$1500 at 4\\% simple interest')).toBe('$1500 at 4% simple interest');
    expect(latexToPlain('$x^{2}$ costs $5')).toBe('x^2 costs $5');
  });

  it('works fractions written with a slash as fraction bars, and says so', () => {
    const read = readQuestion('2/5 ÷ 4/7');
    expect(read.readings.join(' ')).toMatch(/fraction bar/);
    expect(valueOf('2/5 ÷ 4/7')).toBeCloseTo(0.7, 12);
    expect(valueOf('9 ÷ 3/4')).toBeCloseTo(12, 12);
    expect(valueOf('\\frac{3}{8} \\div \\frac{9}{10}')).toBeCloseTo(5 / 12, 12);
    // A single fraction needs no reading.
    expect(readQuestion('what is 3/4 of 60').readings).toEqual([]);
  });

  it('reads mixed numbers and repeating decimals exactly', () => {
    expect(valueOf('2 1/3 + 1 3/4')).toBeCloseTo(49 / 12, 12);
    expect(valueOf('3\\frac{1}{4} + 1\\frac{2}{3}')).toBeCloseTo(59 / 12, 12);
    expect(valueOf('0.1(6)')).toBeCloseTo(1 / 6, 15);
    expect(valueOf('0.272727...')).toBeCloseTo(3 / 11, 15);
    expect(valueOf('1.2333...')).toBeCloseTo(37 / 30, 15);
    expect(valueOf('0.\\overline{3}')).toBeCloseTo(1 / 3, 15);
    expect(readQuestion('0.1(6)').readings[0]).toMatch(/repeating decimal.*1\/6/);
  });

  it('takes log as base 10, ln as natural, log_b with its base, and degrees where written', () => {
    expect(valueOf('log 1000')).toBeCloseTo(3, 12);
    expect(readQuestion('log 1000').readings.join(' ')).toMatch(/base 10/);
    expect(valueOf('ln e^3')).toBeCloseTo(3, 12);
    expect(valueOf('log_2 8')).toBeCloseTo(3, 12);
    expect(valueOf('log base 4 of 32')).toBeCloseTo(2.5, 12);
    expect(valueOf('sin 30°')).toBeCloseTo(0.5, 12);
    expect(valueOf('cos 60 degrees')).toBeCloseTo(0.5, 12);
    expect(readQuestion('sin 30°').readings.join(' ')).toMatch(/degrees/);
  });

  it('reads casual phrasing and misspelt maths words, but never changes a real word', () => {
    expect(readQuestion('whats the derivitive of x^2').text).toBe('what is the derivative of x^2');
    expect(readQuestion('intergral of 2x pls').text).toBe('integral of 2x');
    expect(readQuestion('5 miles in km').text).toBe('5 miles in km');
    expect(readQuestion('a model of the cell').text).toBe('a model of the cell');
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.stringMatching(/^[\d\s./()\\{}^_a-z°÷×$]{0,60}$/)), (text) => {
        const read = readQuestion(text);
        expect(typeof read.text).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('reading what is asked of the answer', () => {
  it('takes the rounding out of the question, to apply it to the final value', () => {
    expect(readQuestion('ln(20) to 3 dp')).toMatchObject({ text: 'ln(20)', rounding: { places: 3 } });
    expect(readQuestion('sqrt 50 to 3 sig figs')).toMatchObject({ text: 'sqrt 50', rounding: { significant: 3 } });
    expect(readQuestion('sin 37 degrees to 4 decimal places').rounding).toEqual({ places: 4 });
  });

  it('reads inverse trigonometry and an angle asked in degrees', () => {
    expect(valueOf('inverse sin of 0.5 in degrees')).toBeCloseTo(30, 10);
    expect(valueOf('cos^-1(-1/2) in degrees?')).toBeCloseTo(120, 10);
    expect(valueOf('arctan(1) in radians')).toBeCloseTo(Math.PI / 4, 9);
    expect(valueOf('5π/6 radians in degrees')).toBeCloseTo(150, 10);
  });
});
