import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVectors, vectorTool } from './vectors';

const run = (operation: string, vectors: string[], angleUnit?: string) => vectorTool({ operation, vectors, angleUnit });
const value = (operation: string, vectors: string[], angleUnit?: string) => {
  const r = run(operation, vectors, angleUnit);
  if (!r.ok) throw new Error(r.error);
  return Number(r.data?.value);
};

describe('vectors', () => {
  it('reads vectors in brackets, angle brackets and i, j, k', () => {
    expect(parseVectors('(1, 2, 2) and <3, -4>').map((v) => v.map(String))).toEqual([['1', '2', '2'], ['3', '-4']]);
    expect(parseVectors('3i − 4j + k').map((v) => v.map(String))).toEqual([['3', '-4', '1']]);
    expect(parseVectors('2i + j').map((v) => v.map(String))).toEqual([['2', '1']]);
  });

  it('gives the angle between two vectors in degrees, exactly at special angles, and in radians when asked', () => {
    expect(run('angle', ['(1, 2, 2)', '(2, 1, -2)'])).toMatchObject({ ok: true, answer: 'θ = 90°' });
    expect(run('angle', ['2i + j', 'i + 3j'])).toMatchObject({ ok: true, answer: 'θ = 45°' });
    expect(value('angle', ['(1, 2, 2)', '(2, -1, 2)'])).toBeCloseTo((Math.acos(4 / 9) * 180) / Math.PI, 8);
    expect(value('angle', ['(1, 0)', '(0, 1)'], 'radians')).toBeCloseTo(Math.PI / 2, 10);
  });

  it('gives magnitudes as surds, dot and cross products exactly', () => {
    expect(run('magnitude', ['3i - 4j'])).toMatchObject({ ok: true, answer: '|v| = 5' });
    expect(run('magnitude', ['(1, 1, 1)'])).toMatchObject({ ok: true, answer: expect.stringMatching(/^\|v\| = √3 ≈ 1\.732/) });
    expect(run('dot', ['(3, -1, 2)', '(1, 4, 5)'])).toMatchObject({ ok: true, answer: 'a · b = 9' });
    expect(run('cross', ['(1, 0, 0)', '(0, 1, 0)'])).toMatchObject({ ok: true, answer: 'a × b = (0, 0, 1)' });
  });

  it('refuses what has no answer: a zero vector, mixed sizes, a cross product in 2D', () => {
    expect(run('angle', ['(0, 0)', '(1, 2)']).ok).toBe(false);
    expect(run('dot', ['(1, 2)', '(1, 2, 3)']).ok).toBe(false);
    expect(run('cross', ['(1, 2)', '(3, 4)']).ok).toBe(false);
  });

  const component = fc.integer({ min: -20, max: 20 });
  const vector3 = fc.tuple(component, component, component).filter((v) => v.some((x) => x !== 0));
  const text = (v: number[]) => `(${v.join(', ')})`;

  it('over generated vectors: a vector makes 0° with a positive multiple of itself and 180° with a negative one', () => {
    fc.assert(
      fc.property(vector3, fc.integer({ min: 1, max: 9 }), (v, k) => {
        expect(value('angle', [text(v), text(v.map((x) => x * k))])).toBeCloseTo(0, 6);
        expect(value('angle', [text(v), text(v.map((x) => -x * k))])).toBeCloseTo(180, 6);
      }),
    );
  });

  it('over generated pairs: the cross product is perpendicular to both and the angle agrees with the dot product', () => {
    fc.assert(
      fc.property(vector3, vector3, (a, b) => {
        const dot = a.reduce((s, x, i) => s + x * b[i], 0);
        expect(value('dot', [text(a), text(b)])).toBe(dot);
        const cross = run('cross', [text(a), text(b)]);
        expect(cross.ok).toBe(true);
        const c = (cross.ok ? (cross.data?.vector as number[]) : []) ?? [];
        expect(c.reduce((s, x, i) => s + x * a[i], 0)).toBe(0);
        expect(c.reduce((s, x, i) => s + x * b[i], 0)).toBe(0);
        const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
        const degrees = value('angle', [text(a), text(b)]);
        expect(Math.cos((degrees * Math.PI) / 180)).toBeCloseTo(dot / (norm(a) * norm(b)), 9);
      }),
    );
  });
});
