import { describe, expect, it } from 'vitest';
import { geometry } from './geometry';
import { latexToText } from './geometry-format';
import { close, int, pick, prng } from './test-support';

type Dims = Record<string, string | number>;
const run = (shape: string, measure: string, dimensions: Dims) => geometry({ shape, measure, dimensions });
const value = (shape: string, measure: string, dimensions: Dims) => {
  const r = run(shape, measure, dimensions);
  if (!r.ok) throw new Error(r.error);
  return Number(r.data?.value);
};

describe('geometry: exact known answers', () => {
  it.each([
    ['circle', 'area', { radius: '3 cm' }, 'A = 9π cm² ≈ 28.27 cm²'],
    ['circle', 'area', { diameter: '7 m' }, 'A = 12.25π m² ≈ 38.48 m²'],
    ['circle', 'circumference', { diameter: '10 cm' }, 'C = 10π cm ≈ 31.42 cm'],
    ['circle', 'circumference', { r: 4 }, 'C = 8π ≈ 25.13'],
    ['circle', 'perimeter', { radius: '1/2 ft' }, 'C = π ft ≈ 3.14 ft'],
    ['circle', 'diameter', { radius: '4 cm' }, 'd = 8 cm'],
    ['circle', 'radius', { diameter: '12 cm' }, 'r = 6 cm'],
    ['square', 'area', { side: '4.5 m' }, 'A = 20.25 m²'],
    ['square', 'perimeter', { side: '7.5 cm' }, 'P = 30 cm'],
    ['square', 'diagonal', { side: 3 }, 'd = 3√2 ≈ 4.24'],
    ['rectangle', 'area', { length: '8 cm', width: '5 cm' }, 'A = 40 cm²'],
    ['rectangle', 'perimeter', { length: 7, width: 3 }, 'P = 20'],
    ['rectangle', 'diagonal', { length: 6, width: 8 }, 'd = 10'],
    ['rectangle', 'area', { length: '1.5 m', width: '40 cm' }, 'A = 0.6 m²'],
    ['rectangle', 'area', { length: '4 ft', width: '30 in' }, 'A = 1440 in²'],
    ['triangle', 'area', { base: '6 cm', height: '4 cm' }, 'A = 12 cm²'],
    ['triangle', 'area', { a: 3, b: 4, c: 5 }, 'A = 6'],
    ['triangle', 'area', { a: 5, b: 6, c: 7 }, 'A = 6√6 ≈ 14.70'],
    ['triangle', 'perimeter', { a: '3 m', b: '4 m', c: '5 m' }, 'P = 12 m'],
    ['right triangle', 'hypotenuse', { a: 3, b: 4 }, 'c = 5'],
    ['right triangle', 'hypotenuse', { a: 5, b: 5 }, 'c = 5√2 ≈ 7.07'],
    ['right triangle', 'hypotenuse', { leg: '1 cm', leg2: '2 cm' }, 'c = √5 cm ≈ 2.24 cm'],
    ['right triangle', 'leg', { hypotenuse: '13 cm', leg: '5 cm' }, 'a = 12 cm'],
    ['right triangle', 'leg', { c: 10, a: 5 }, 'a = 5√3 ≈ 8.66'],
    ['right triangle', 'area', { a: 6, b: 8 }, 'A = 24'],
    ['right triangle', 'perimeter', { a: 6, b: 8 }, 'P = 24'],
    ['trapezoid', 'area', { a: '6 cm', b: '10 cm', height: '4 cm' }, 'A = 32 cm²'],
    ['trapezium', 'area', { base1: 5, base2: 9, h: 4 }, 'A = 28'],
    ['parallelogram', 'area', { base: 8, height: 3 }, 'A = 24'],
    ['parallelogram', 'perimeter', { base: 8, side: 5 }, 'P = 26'],
    ['cube', 'volume', { side: '3 cm' }, 'V = 27 cm³'],
    ['cube', 'surface area', { side: '2 m' }, 'S = 24 m²'],
    ['cube', 'diagonal', { side: 2 }, 'd = 2√3 ≈ 3.46'],
    ['cuboid', 'volume', { l: '2 m', w: '3 m', h: '50 cm' }, 'V = 3 m³'],
    ['box', 'surface area', { length: 5, width: 3, height: 2 }, 'S = 62'],
    ['rectangular prism', 'diagonal', { length: 2, width: 3, height: 6 }, 'd = 7'],
    ['sphere', 'volume', { radius: '3 cm' }, 'V = 36π cm³ ≈ 113.10 cm³'],
    ['sphere', 'volume', { radius: 1 }, 'V = 4π/3 ≈ 4.19'],
    ['sphere', 'surface area', { diameter: '10 cm' }, 'S = 100π cm² ≈ 314.16 cm²'],
    ['cylinder', 'volume', { radius: '2 cm', height: '10 cm' }, 'V = 40π cm³ ≈ 125.66 cm³'],
    ['cylinder', 'surface area', { radius: 3, height: 5 }, 'S = 48π ≈ 150.80'],
    ['cylinder', 'curved surface area', { radius: 3, height: 5 }, 'S = 30π ≈ 94.25'],
    ['cone', 'volume', { radius: '3 cm', height: '4 cm' }, 'V = 12π cm³ ≈ 37.70 cm³'],
    ['cone', 'volume', { radius: '3 cm', slant: '5 cm' }, 'V = 12π cm³ ≈ 37.70 cm³'],
    ['cone', 'surface area', { radius: 3, height: 4 }, 'S = 24π ≈ 75.40'],
    ['cone', 'surface area', { radius: 2, height: 3 }, 'S = (4 + 2√13)π ≈ 35.22'],
    ['cone', 'lateral area', { radius: 3, slant: 5 }, 'S = 15π ≈ 47.12'],
    ['cone', 'slant height', { radius: 5, height: 12 }, 'l = 13'],
  ] as Array<[string, string, Dims, string]>)('%s %s %j → %s', (shape, measure, dims, expected) => {
    const r = run(shape, measure, dims);
    expect(r.ok ? r.answer : r.error).toBe(expected);
    expect(r.ok && r.answerLatex).toBeTruthy();
    expect(r.ok && r.steps.length).toBeGreaterThan(0);
  });

  it('keeps π exact in LaTeX and explains the √ simplification', () => {
    const circle = run('circle', 'area', { radius: '3 cm' });
    expect(circle.ok && circle.answerLatex).toBe('A = 9\\pi\\ \\mathrm{cm}^2 \\approx 28.27\\ \\mathrm{cm}^2');
    const hyp = run('right triangle', 'hypotenuse', { a: 5, b: 5 });
    expect(hyp.ok && hyp.steps.map((s) => s.text).join(' ')).toContain('√50 = √(25 × 2) = 5√2');
  });

  it('checks right angles by the converse of Pythagoras', () => {
    const yes = run('triangle', 'right angle', { a: 13, b: 5, c: 12 });
    expect(yes.ok && yes.answer).toMatch(/^Yes: 5² \+ 12² = 13²/);
    expect(yes.ok && yes.data?.right).toBe(true);
    const acute = run('triangle', 'right angle', { a: 4, b: 5, c: 6 });
    expect(acute.ok && acute.answer).toMatch(/^No: .*acute/);
    const obtuse = run('triangle', 'right angle', { a: 2, b: 3, c: 4 });
    expect(obtuse.ok && obtuse.answer).toMatch(/^No: .*obtuse/);
    const mixed = run('triangle', 'right angle', { a: '30 cm', b: '0.4 m', c: '50 cm' });
    expect(mixed.ok && mixed.data?.right).toBe(true);
  });

  it('explains mixed units and unitless values', () => {
    const r = run('rectangle', 'area', { length: '2 m', width: '50 cm' });
    expect(r.ok && r.steps[0].text).toMatch(/different units.*50 cm = 50 × 0.01 = 0.5 m/);
    const assumed = run('cylinder', 'volume', { radius: 2.5, height: '4 in' });
    expect(assumed.ok && assumed.answer).toBe('V = 25π in³ ≈ 78.54 in³');
    expect(assumed.ok && assumed.steps[0].text).toMatch(/take it to be in inches/);
  });
});

describe('geometry: bad input is refused with a sentence', () => {
  it.each([
    ['circle', 'area', { radius: '-3 cm' }, /can't be negative/],
    ['square', 'area', { side: 0 }, /greater than zero/],
    ['circle', 'area', { radius: '3 kg' }, /not a length unit/],
    ['square', 'colour', { side: 2 }, /know how to find "colour"/],
    ['square', 'area', { side: '25 cm²' }, /area or a volume/],
    ['hexagon', 'area', { side: 2 }, /don't know the shape/],
    ['circle', 'volume', { radius: 2 }, /can't find the volume of a circle/],
    ['rectangle', 'area', { length: 3 }, /need the length and width/],
    ['triangle', 'area', { a: 1, b: 2, c: 5 }, /can't make a triangle/],
    ['triangle', 'right angle', { a: 1, b: 2, c: 3 }, /can't make a triangle/],
    ['right triangle', 'leg', { c: 5, a: 6 }, /hypotenuse is the longest side/],
    ['cone', 'volume', { radius: 5, slant: 3 }, /slant height must be longer/],
    ['circle', 'area', { colour: 'red' }, /don't know the dimension/],
    ['circle', 'area', { radius: 'three' }, /can't read "three"/],
    ['circle', 'area', {}, /dimensions/],
  ] as Array<[string, string, Dims, RegExp]>)('%s %s %j', (shape, measure, dims, error) => {
    const r = run(shape, measure, dims);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(error);
  });
});

describe('geometry: generated cases (seeded)', () => {
  const rand = prng(20240611);
  it.each(Array.from({ length: 200 }, () => [int(rand, 1, 60), int(rand, 1, 60)] as const))('legs %i, %i: c² = a² + b²', (a, b) => {
    const c = value('right triangle', 'hypotenuse', { a, b });
    expect(close(c * c, a * a + b * b, 1e-12)).toBe(true);
    const r = run('right triangle', 'hypotenuse', { a, b });
    // The exact form really is a simplified surd: k√m with m square-free.
    const exact = r.ok ? String(r.data?.exact) : '';
    const m = /√(\d+)$/.exec(exact);
    if (m) for (let p = 2; p * p <= Number(m[1]); p++) expect(Number(m[1]) % (p * p)).not.toBe(0);
    // And back: the missing leg from c and a is b.
    const leg = value('right triangle', 'leg', { c: Math.max(a, b) === a && a === b ? c : c, a });
    expect(close(leg, b, 1e-9)).toBe(true);
  });

  it.each(Array.from({ length: 150 }, () => [int(rand, 1, 500) / pick(rand, [1, 2, 4, 10])] as const))('radius %f: A/πr² = 1, C/2πr = 1, V/(4/3 πr³) = 1', (r) => {
    expect(Math.abs(value('circle', 'area', { radius: r }) / (Math.PI * r * r) - 1)).toBeLessThan(1e-12);
    expect(Math.abs(value('circle', 'circumference', { radius: r }) / (2 * Math.PI * r) - 1)).toBeLessThan(1e-12);
    expect(Math.abs(value('sphere', 'volume', { diameter: 2 * r }) / ((4 / 3) * Math.PI * r ** 3) - 1)).toBeLessThan(1e-12);
  });

  it.each(Array.from({ length: 100 }, () => [int(rand, 1, 40), int(rand, 1, 40), int(rand, 1, 40)] as const))('box %i × %i × %i and cylinder/cone', (l, w, h) => {
    expect(value('cuboid', 'volume', { length: l, width: w, height: h })).toBe(l * w * h);
    expect(value('cuboid', 'surface area', { length: l, width: w, height: h })).toBe(2 * (l * w + l * h + w * h));
    expect(close(value('cylinder', 'volume', { radius: l, height: h }), Math.PI * l * l * h, 1e-12)).toBe(true);
    expect(close(value('cone', 'surface area', { radius: l, height: h }), Math.PI * l * (l + Math.hypot(l, h)), 1e-12)).toBe(true);
  });

  it.each(Array.from({ length: 100 }, () => [int(rand, 1, 30), int(rand, 1, 30), int(rand, 1, 30)] as const))('Heron agrees with ½ab·sin C for sides %i, %i, %i', (a, b, c) => {
    const r = run('triangle', 'area', { a, b, c });
    const [x, y, z] = [a, b, c].sort((p, q) => p - q);
    if (x + y <= z) {
      expect(r.ok).toBe(false);
      return;
    }
    const cosC = (a * a + b * b - c * c) / (2 * a * b);
    expect(close(Number(r.ok && r.data?.value), 0.5 * a * b * Math.sqrt(1 - cosC * cosC), 1e-9)).toBe(true);
    const check = run('triangle', 'right angle', { a, b, c });
    expect(check.ok && check.data?.right).toBe(x * x + y * y === z * z);
  });
});

describe('latexToText', () => {
  it.each([
    ['A = \\pi r^2', 'A = πr²'],
    ['V = \\frac{4}{3}\\pi r^3', 'V = (4/3)πr³'],
    ['\\sqrt{50} = \\sqrt{25 \\times 2} = 5\\sqrt{2}', '√50 = √(25 × 2) = 5√2'],
    ['m = \\frac{y_2 - y_1}{x_2 - x_1}', 'm = (y₂ - y₁)/(x₂ - x₁)'],
    ['A = 9\\pi\\ \\mathrm{cm}^2 \\approx 28.27\\ \\mathrm{cm}^2', 'A = 9π cm² ≈ 28.27 cm²'],
  ])('%s → %s', (latex, text) => {
    expect(latexToText(latex)).toBe(text);
  });
});
