import { describe, expect, it } from 'vitest';
import { condense, keyPoints } from './key-points';
import { BIOLOGY, GLOSSARY, HISTORY, PHYSICS } from './sample-texts';

describe('keyPoints', () => {
  it.each([BIOLOGY, HISTORY, PHYSICS, GLOSSARY])('gives a few distinct bullets from the note', (text) => {
    const points = keyPoints(text);
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(7);
    expect(new Set(points).size).toBe(points.length);
    const flat = text.replace(/\s+/g, ' ').toLowerCase();
    // each bullet is the student's wording: its first words appear in the note
    for (const p of points) expect(flat).toContain(p.split(' ').slice(1, 4).join(' ').toLowerCase());
  });

  it('respects max and handles empty text', () => {
    expect(keyPoints(HISTORY, { max: 2 })).toHaveLength(2);
    expect(keyPoints('')).toEqual([]);
  });
});

describe('condense', () => {
  it('drops connectors, asides and the closing full stop', () => {
    expect(condense('However, the cell (a tiny unit) divides.')).toBe('The cell divides');
    expect(condense('First, boil the water.')).toBe('Boil the water');
    expect(condense('First cells appeared long ago.')).toBe('First cells appeared long ago');
  });

  it('shortens very long sentences', () => {
    const long = `Cells ${'grow and divide, '.repeat(30)}forever.`;
    expect(condense(long).length).toBeLessThanOrEqual(221);
  });
});
