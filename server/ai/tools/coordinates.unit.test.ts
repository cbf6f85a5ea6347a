import { describe, expect, it } from 'vitest';
import { coordinateGeometry, parsePoints } from './coordinates';
import { int, pick, prng } from './test-support';

const run = (operation: string, points: string | string[]) => coordinateGeometry({ operation, points });

describe('coordinate geometry: exact known answers', () => {
  it.each([
    ['slope', ['(1, 2)', '(3, 6)'], 'm = 2'],
    ['slope', ['(-1, 4)', '(3, 2)'], 'm = -1/2 = -0.5'],
    ['gradient', '(0, 0) and (3, 1)', 'm = 1/3 ≈ 0.333'],
    ['slope', ['(1, 5)', '(4, 5)'], 'm = 0'],
    ['slope', ['(2, 1)', '(2, 5)'], 'The slope is undefined (the line through the points is vertical: x = 2).'],
    ['slope', ['(0.5, 1)', '(1.5, 4)'], 'm = 3'],
    ['distance', ['(0, 0)', '(3, 4)'], 'd = 5'],
    ['distance', ['(1, 2)', '(3, 6)'], 'd = 2√5 ≈ 4.47'],
    ['distance', ['(-1, -1)', '(1, 1)'], 'd = 2√2 ≈ 2.83'],
    ['distance', ['(0, 0)', '(1/2, 0)'], 'd = 0.5'],
    ['midpoint', ['(-2, 3)', '(4, 7)'], 'M = (1, 5)'],
    ['midpoint', ['(2, 3)', '(7, -1)'], 'M = (4.5, 1)'],
    ['midpoint', ['(1, 1)', '(1, 1)'], 'M = (1, 1)'],
    ['line', ['(1, 2)', '(3, 8)'], 'y = 3x - 1'],
    ['line', ['(-2, 3)', '(4, 0)'], 'y = -(1/2)x + 2'],
    ['line', ['(0, 0)', '(2, 2)'], 'y = x'],
    ['line', ['(0, 1)', '(1, 0)'], 'y = -x + 1'],
    ['line', ['(1, 5)', '(3, 5)'], 'y = 5'],
    ['line', ['(2, 1)', '(2, 5)'], 'x = 2'],
    ['equation', '(1,2) and (3,4)', 'y = x + 1'],
  ] as Array<[string, string | string[], string]>)('%s of %j → %s', (op, points, expected) => {
    const r = run(op, points);
    expect(r.ok ? r.answer : r.error).toBe(expected);
    expect(r.ok && r.answerLatex).toBeTruthy();
  });

  it('writes the slope formula and the y-intercept step in LaTeX', () => {
    const r = run('line', ['(1, 2)', '(3, 8)']);
    expect(r.ok && r.steps[0].latex).toBe('m = \\frac{y_2 - y_1}{x_2 - x_1}');
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/b = 2 - 3 = -1/);
  });

  it.each([
    ['slope', ['(1, 1)', '(1, 1)'], /same point/],
    ['line', ['(1, 1)', '(1, 1)'], /same point/],
    ['distance', ['(1, 2)'], /exactly two points/],
    ['distance', ['(1, 2)', '(3, 4)', '(5, 6)'], /exactly two points/],
    ['slope', ['(a, 2)', '(3, 4)'], /can't read/],
    ['area', ['(1, 2)', '(3, 4)'], /don't know "area"/],
  ] as Array<[string, string[], RegExp]>)('refuses %s of %j', (op, points, error) => {
    const r = run(op, points);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(error);
  });

  it('reads points with fractions, decimals and signs', () => {
    expect(parsePoints('(−3/2, 4.5) and (+1, -0.25)').map((p) => [p.x.toString(), p.y.toString()])).toEqual([['-3/2', '9/2'], ['1', '-1/4']]);
  });
});

describe('coordinate geometry: generated cases (seeded)', () => {
  const rand = prng(7);
  const cases = Array.from({ length: 300 }, () => {
    const x1 = int(rand, -20, 20);
    const y1 = int(rand, -20, 20);
    let x2 = int(rand, -20, 20);
    const y2 = int(rand, -20, 20);
    if (x2 === x1 && y2 === y1) x2 += pick(rand, [1, -1]);
    return [x1, y1, x2, y2] as const;
  });
  it.each(cases)('(%i, %i) and (%i, %i)', (x1, y1, x2, y2) => {
    const pts = [`(${x1}, ${y1})`, `(${x2}, ${y2})`];
    const slope = run('slope', pts);
    const line = run('line', pts);
    expect(slope.ok && line.ok).toBe(true);
    if (!slope.ok || !line.ok) return;
    if (x1 === x2) {
      expect(slope.data?.slope).toBeNull();
      expect(line.answer).toBe(`x = ${x1}`);
    } else {
      const [n, d = '1'] = String(slope.data?.slope).split('/');
      // slope · (x2 − x1) = y2 − y1, exactly in integers: n·(x2 − x1) = d·(y2 − y1).
      expect(Math.abs(Number(n) * (x2 - x1) - Number(d) * (y2 - y1))).toBe(0);
      const m = Number(n) / Number(d);
      const [bn, bd = '1'] = String(line.data?.intercept).split('/');
      const b = Number(bn) / Number(bd);
      expect(Math.abs(m * x1 + b - y1)).toBeLessThan(1e-9);
      expect(Math.abs(m * x2 + b - y2)).toBeLessThan(1e-9);
    }
    const dist = run('distance', pts);
    expect(dist.ok).toBe(true);
    if (dist.ok) expect(Math.abs(Number(dist.data?.value) ** 2 - ((x2 - x1) ** 2 + (y2 - y1) ** 2))).toBeLessThan(1e-9);
    const mid = run('midpoint', pts);
    const frac = (t: unknown) => String(t).split('/').map(Number).reduce((a, b) => a / b);
    expect(mid.ok && [frac(mid.data?.x), frac(mid.data?.y)]).toEqual([(x1 + x2) / 2, (y1 + y2) / 2]);
  });
});
