import { describe, expect, it } from 'vitest';
import { Rational } from './rational';
import { computeStatistics, describeData, parseMeasures, parseNumberList, roundForDisplay } from './statistics';
import { close, int, pick, prng } from './test-support';
import type { ToolSuccess } from './types';

function ok(numbers: string, measure?: string, sample = false): ToolSuccess {
  const r = computeStatistics(numbers, measure, sample);
  if (!r.ok) throw new Error(r.error);
  return r;
}

describe('statistics: known answers', () => {
  it.each([
    ['4, 8, 15', 'mean', 'mean = 9', '\\bar{x} = 9'],
    ['4, 8, 15, 0', 'mean', 'mean = 27/4 = 6.75', '\\bar{x} = \\frac{27}{4} = 6.75'],
    ['10, 17', 'mean', 'mean = 27/2 = 13.5', '\\bar{x} = \\frac{27}{2} = 13.5'],
    ['1, 2, 4', 'mean', 'mean = 7/3 ≈ 2.333', '\\bar{x} = \\frac{7}{3} \\approx 2.333'],
    ['2.5, 3.7, 4.1', 'mean', 'mean ≈ 3.433', '\\bar{x} \\approx 3.433'],
    ['1.5, 2.5', 'mean', 'mean = 2', '\\bar{x} = 2'],
    ['3, 9, 1, 7', 'median', 'median = 5', '\\text{median} = 5'],
    ['3, 9, 1, 8', 'median', 'median = 11/2 = 5.5', '\\text{median} = \\frac{11}{2} = 5.5'],
    ['7, 1, 3', 'median', 'median = 3', '\\text{median} = 3'],
    ['2, 3, 3, 5', 'mode', 'mode = 3', '\\text{mode} = 3'],
    ['2, 3, 3, 5, 5, 7', 'mode', 'modes = 3, 5', '\\text{modes} = 3,\\ 5'],
    ['1, 2, 3', 'mode', 'no mode', '\\text{no mode}'],
    ['1, 1, 2, 2', 'mode', 'no mode', '\\text{no mode}'],
    ['-3, 5, 12', 'range', 'range = 15', '\\text{range} = 15'],
    ['2, 4, 4, 4, 5, 5, 7, 9', 'standard deviation', 'standard deviation = 2', '\\sigma = 2'],
    ['2, 4, 4, 4, 5, 5, 7, 9', 'variance', 'variance = 4', '\\sigma^2 = 4'],
    ['1, 2, 3, 4', 'variance', 'variance = 5/4 = 1.25', '\\sigma^2 = \\frac{5}{4} = 1.25'],
    ['1, 2, 3, 4', 'sd', 'standard deviation = √5/2 ≈ 1.118', '\\sigma = \\frac{\\sqrt{5}}{2} \\approx 1.118'],
    ['1, 2, 3, 4, 5', 'standard deviation', 'standard deviation = √2 ≈ 1.414', '\\sigma = \\sqrt{2} \\approx 1.414'],
  ])('%s: %s', (numbers, measure, answer, latex) => {
    const r = ok(numbers, measure);
    expect(r.answer).toBe(answer);
    expect(r.answerLatex).toBe(latex);
  });

  it('uses n − 1 for a sample', () => {
    const r = ok('1, 2, 3, 4', 'standard deviation', true);
    expect(r.answer).toBe('sample standard deviation = √15/3 ≈ 1.291');
    expect(r.answerLatex).toBe('s = \\frac{\\sqrt{15}}{3} \\approx 1.291');
    expect(r.steps.map((s) => s.text).join(' ')).toMatch(/divide by n − 1 = 3/);
    expect(ok('1, 2, 3, 4', 'variance', true).answer).toBe('sample variance = 5/3 ≈ 1.667');
  });

  it('gives every measure for a summary, with the steps a student needs', () => {
    const r = ok('4, 8, 15, 16', 'summary');
    expect(r.answer).toBe('mean = 43/4 = 10.75; median = 23/2 = 11.5; no mode; range = 12; variance = 395/16 = 24.6875; standard deviation = √395/4 ≈ 4.969');
    const text = r.steps.map((s) => s.text).join('\n');
    expect(text).toContain('Put the 4 values in order: 4, 8, 15, 16.');
    expect(text).toContain('4 + 8 + 15 + 16 = 43');
    expect(text).toContain('the 2nd and 3rd: 8 and 15');
    expect(r.steps.some((s) => s.latex === '\\bar{x} = \\frac{4 + 8 + 15 + 16}{4} = \\frac{43}{4} = 10.75')).toBe(true);
    expect(ok('4, 8, 15, 16').answer).toBe(r.answer);
  });

  it('shows the sorted list and the middle value', () => {
    const r = ok('9, 2, 7', 'median');
    expect(r.steps[0].text).toBe('Put the 3 values in order: 2, 7, 9.');
    expect(r.steps[1].text).toContain('the middle one is the 2nd: 7');
  });

  it('rounds standard deviations with ugly roots and keeps decimals for decimal data', () => {
    expect(ok('0.1, 0.2, 0.4', 'standard deviation').answer).toBe('standard deviation ≈ 0.1247');
    expect(ok('12, 97, 1003, 58', 'standard deviation').answer).toMatch(/^standard deviation ≈ \d+\.\d{3}$/);
  });

  it('handles one value (population) and large lists', () => {
    expect(ok('5', 'mean, standard deviation').answer).toBe('mean = 5; standard deviation = 0');
    const many = Array.from({ length: 10_000 }, (_, i) => i + 1).join(', ');
    const r = ok(many, 'mean, median');
    expect(r.answer).toBe('mean = 10001/2 = 5000.5; median = 10001/2 = 5000.5');
    expect(r.steps[0].text).toContain('…');
  });
});

describe('statistics: reading the list', () => {
  it.each([
    ['4, 8, 15', [4, 8, 15]],
    ['4 8 15', [4, 8, 15]],
    ['{4; 8; 15}', [4, 8, 15]],
    ['[4, 8, 15]', [4, 8, 15]],
    ['4,8,15', [4, 8, 15]],
    ['4, 8 and 15', [4, 8, 15]],
    ['-2.5, 3, -0.5', [-2.5, 3, -0.5]],
    ['1,5; 2,5', [1.5, 2.5]],
    ['1,000, 2,500', [1000, 2500]],
    ['1/2, 3/4', [0.5, 0.75]],
    ['−4, 4', [-4, 4]],
  ])('%s', (text, values) => {
    expect(parseNumberList(text).map((r) => r.toNumber())).toEqual(values);
  });

  it.each([
    ['', /empty/],
    ['{ }', /empty/],
    ['4, eight, 15', /couldn't read "eight"/],
    [Array.from({ length: 10_001 }, () => '1').join(' '), /at most 10,000/],
  ])('refuses %j', (text, message) => {
    const r = computeStatistics(text, 'mean');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(message);
  });

  it('refuses a sample variance of one value and unknown measures', () => {
    const r = computeStatistics('5', 'standard deviation', true);
    expect(!r.ok && r.error).toMatch(/at least two values/);
    expect(computeStatistics('1, 2', 'skewness').ok).toBe(false);
  });

  it('reads measure names', () => {
    expect(parseMeasures('mean, median and mode')).toEqual(['mean', 'median', 'mode']);
    expect(parseMeasures('standard_deviation')).toEqual(['standard_deviation']);
    expect(parseMeasures('average')).toEqual(['mean']);
    expect(parseMeasures('summary')).toHaveLength(6);
    expect(roundForDisplay(3.14159)).toBe('3.142');
    expect(roundForDisplay(0.012345)).toBe('0.01235');
  });
});

describe('statistics: generated lists', () => {
  const rand = prng(20240611);
  const cases = Array.from({ length: 300 }, () => {
    const n = int(rand, 1, 40);
    const decimals = pick(rand, [0, 0, 1, 2]);
    return Array.from({ length: n }, () => int(rand, -500, 500) / 10 ** decimals);
  });

  it.each(cases.map((c, i) => [i, c] as const))('list %i', (_, values) => {
    const text = values.join(pick(rand, [', ', ' ', '; ']));
    const exact = values.map((v) => Rational.fromNumber(v));
    const s = describeData(exact);
    const n = values.length;
    // mean · n = sum, exactly
    expect(s.mean.mul(Rational.of(n)).equals(exact.reduce((a, b) => a.add(b), Rational.ZERO))).toBe(true);
    // the median splits the sorted list: at least half the values on each side
    expect(s.sorted.filter((v) => v.compare(s.median) <= 0).length).toBeGreaterThanOrEqual(n / 2);
    expect(s.sorted.filter((v) => v.compare(s.median) >= 0).length).toBeGreaterThanOrEqual(n / 2);
    for (let i = 1; i < n; i++) expect(s.sorted[i - 1].compare(s.sorted[i])).toBeLessThanOrEqual(0);
    // variance matches a direct two-pass computation in doubles
    const mean = values.reduce((a, b) => a + b, 0) / n;
    const direct = values.reduce((a, v) => a + (v - mean) ** 2, 0) / n;
    expect(close(s.variance?.toNumber() ?? NaN, direct, 1e-9)).toBe(true);
    expect(close(s.standardDeviation?.toComplex().re ?? NaN, Math.sqrt(direct), 1e-9)).toBe(true);
    expect(s.range.toNumber()).toBeCloseTo(Math.max(...values) - Math.min(...values), 9);
    // every mode appears most often
    const counts = values.map((v) => values.filter((w) => w === v).length);
    for (const m of s.modes) expect(values.filter((v) => v === m.toNumber()).length).toBe(Math.max(...counts));
    if (n > 1) {
      const sample = describeData(exact, true);
      expect(close(sample.variance?.toNumber() ?? NaN, (direct * n) / (n - 1), 1e-9)).toBe(true);
    }
    // the tool reads the same list back from text
    const r = computeStatistics(text, 'summary');
    expect(r.ok).toBe(true);
    expect(r.ok && r.data?.count).toBe(n);
    expect(r.ok && r.data?.mean).toBe(s.mean.toString());
  });
});
