import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculusProblem } from './calculus-problems';
import { saidBy } from './test-support';

const answer = saidBy(calculusProblem);

describe('applications of derivatives', () => {
  it('writes the tangent line at a point', () => {
    expect(answer('find the equation of the tangent line to y = x^2 at x = 3')).toBe('y = 6x - 9');
    expect(answer('equation of the tangent to f(x) = x^3 - 2x + 1 at x = -1')).toBe('y = x + 3');
  });

  it('finds and classifies turning points, and the least or greatest value when there is one', () => {
    expect(answer('minimum value of f(x) = x^2 - 6x + 13')).toBe('4 (at x = 3)');
    expect(answer('f(x) = 2x^3 - 3x^2 - 12x. at what x is there a local max')).toMatch(/^x = -1 /);
    expect(answer('find the turning points of y = x^3 - 3x')).toBe('(-1, 2): local maximum; (1, -2): local minimum');
    expect(answer('find the stationary points of y = x^3')).toMatch(/neither/);
    expect(answer('max value of f(x) = x^3')).toMatch(/^No greatest value/);
  });

  it('leaves a half-open domain or a non-polynomial curve to other tools rather than guess', () => {
    expect(answer('max value of f(x) = x e^{-x} for x ≥ 0')).toBeNull();
    expect(answer('minimum of f(x) = x^2 for x > 1')).toBeNull();
    expect(answer('find the maximum and minimum of f(x) = x^3 - 3x on [0, 3]')).toBeNull();
  });

  it('on a closed interval: the least or greatest of the values at the turning points inside and at the ends', () => {
    expect(answer('find the minimum value of f(x) = x³ − 3x on the interval [0, 3]')).toBe('-2 (at x = 1)');
    expect(answer('find the absolute maximum of f(x) = x^3 - 3x on [0, 3]')).toBe('18 (at x = 3)');
    expect(answer('minimum of f(x) = x^2 on [1, 3]')).toBe('1 (at x = 1)');
    expect(answer('what is the greatest value of y = 2x - x^2 for 0 ≤ x ≤ 3')).toBe('1 (at x = 1)');
  });

  it('over generated cubics and intervals: no point of the interval is below the least value given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 4, maxLength: 4 }), fc.integer({ min: -4, max: 2 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), (c, a, width, max) => {
        const [c0, c1, c2, c3] = c;
        const f = (x: number) => c0 + c1 * x + c2 * x ** 2 + c3 * x ** 3;
        const b = a + width;
        const r = calculusProblem(`find the ${max ? 'maximum' : 'minimum'} value of f(x) = ${c3}x^3 + ${c2}x^2 + ${c1}x + ${c0} on [${a}, ${b}]`);
        if (!r || !r.ok) return c3 === 0 && c2 === 0 && c1 === 0;
        const value = r.data?.value as number;
        const grid = Array.from({ length: 2001 }, (_, i) => f(a + (width * i) / 2000));
        const best = max ? Math.max(...grid) : Math.min(...grid);
        // Never beaten by a point of the grid, and no further from the grid's best than the grid's spacing allows.
        const beaten = max ? best > value + 1e-9 : best < value - 1e-9;
        return !beaten && Math.abs(value - best) <= 1e-3 * Math.max(1, Math.abs(best));
      }),
      { numRuns: 150 },
    );
  });

  it('over generated parabolas a(x − h)² + k: the vertex value is the least or greatest value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 6 }).filter((a) => a !== 0), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -20, max: 20 }), (a, h, k) => {
        const b = -2 * a * h;
        const c = a * h * h + k;
        const f = `${a}x^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}x ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
        expect(answer(`${a > 0 ? 'minimum' : 'maximum'} value of f(x) = ${f}`)).toBe(`${k} (at x = ${h})`);
      }),
    );
  });

  it('over generated cubics: the tangent line touches the curve with the curve’s slope', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 4, maxLength: 4 }), fc.integer({ min: -4, max: 4 }), ([p, q, r, s], x0) => {
        fc.pre(p !== 0);
        const f = (x: number) => p * x ** 3 + q * x ** 2 + r * x + s;
        const text = `${p}x^3 + ${q}x^2 + ${r}x + ${s}`.replace(/\+ -/g, '- ');
        const got = calculusProblem(`find the equation of the tangent line to y = ${text} at x = ${x0}`);
        expect(got?.ok).toBe(true);
        const slope = 3 * p * x0 ** 2 + 2 * q * x0 + r;
        if (got?.ok) expect(got.data).toEqual({ slope, intercept: f(x0) - slope * x0 });
      }),
    );
  });
});

describe('the area between a curve and the x-axis', () => {
  const area = (q: string) => {
    const r = calculusProblem(q);
    return r?.ok ? r.answer : null;
  };

  it('integrates |y|, splitting where the curve crosses the axis, exactly where it can', () => {
    expect(area('Find the area under y = sin x between x = 0 and x = π.')).toBe('Area = 2');
    expect(area('area under y = sin x from 0 to 2π')).toBe('Area = 4');
    expect(area('area between y = x^3 and the x-axis from x = -1 to x = 2')).toBe('Area = 17/4 ≈ 4.25');
    expect(area('area under y = e^x from 0 to 1')).toBe('Area = e - 1 ≈ 1.718281828');
  });

  it('takes a polynomial’s outermost crossings as the bounds when none are given', () => {
    expect(area('find the area between y = 4 - x^2 and the x axis')).toBe('Area = 32/3 ≈ 10.666667');
  });

  it('finds the area between two curves from where they cross, exactly', () => {
    expect(area('area between y = x^2 and y = x')).toBe('Area = 1/6 ≈ 0.16666667');
    expect(area('Find the area of the region enclosed by the curve y = x² and the line y = 2x.')).toBe('Area = 4/3 ≈ 1.3333333');
    expect(area('area between y = x^3 and y = x')).toBe('Area = 1/2 ≈ 0.5');
    // Curves that meet once enclose nothing without bounds.
    expect(area('area between y = x^3 and y = 0.5')).toBeNull();
  });
});

describe('rates and optimisation told in words', () => {
  const value = (q: string) => {
    const r = calculusProblem(q);
    if (!r?.ok) throw new Error(`${q}: ${r ? r.error : 'not read'}`);
    return Number(r.data?.value);
  };

  it('over generated ladders: the top slides down at x·(dx/dt)/y, matching the positions a moment apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 30 }), fc.double({ min: 0.1, max: 0.9, noNaN: true }), fc.integer({ min: 1, max: 4 }), (L, share, rate) => {
        const x = Math.round(L * share * 10) / 10;
        fc.pre(x > 0 && x < L);
        const got = value(`a ${L} ft ladder leans against a wall. the bottom slides away from the wall at ${rate} ft/s. how fast is the top sliding down the wall when the bottom is ${x} ft from the wall?`);
        const h = 1e-6;
        const top = (s: number) => Math.sqrt(L * L - s * s);
        expect(got).toBeCloseTo(((top(x - rate * h) - top(x + rate * h)) / (2 * h)), 4);
      }),
      { numRuns: 40 },
    );
  });

  it('gives a radius rate from a volume or area rate', () => {
    expect(answer('A spherical balloon is being inflated at 100 cm³/s. How fast is the radius increasing when the radius is 5 cm?')).toBe('1/π ≈ 0.31830989 cm/s');
    expect(value('oil spills in a circle, area growing at 20 m^2/s. how fast is the radius increasing when r = 10 m')).toBeCloseTo(1 / Math.PI, 10);
  });

  it('over generated sheets: the open box’s cut is where the volume is largest, beating every other cut', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 60 }), fc.integer({ min: 6, max: 60 }), (a, b) => {
        const q = `An open box is made from a ${a} cm by ${b} cm sheet of card by cutting equal squares from each corner and folding up the sides.`;
        const best = value(`${q} What is the largest volume the box can have?`);
        const cut = value(`${q} What side length should the cut-out squares have to make the volume as large as possible?`);
        const v = (x: number) => x * (a - 2 * x) * (b - 2 * x);
        expect(v(cut)).toBeCloseTo(best, 6);
        for (let x = 0.01; x < Math.min(a, b) / 2; x += Math.min(a, b) / 200) expect(v(x)).toBeLessThanOrEqual(best + 1e-9);
      }),
      { numRuns: 40 },
    );
  });

  it('fences the largest rectangle, against a wall or on its own', () => {
    expect(answer('A farmer has 200 m of fencing to make a rectangular pen against a straight river bank (no fence needed along the river). What is the largest area she can enclose?')).toBe('5000 m²');
    expect(answer('What are the dimensions of the largest rectangular field that can be enclosed with 100 m of fencing?')).toBe('25 m by 25 m');
  });
});
