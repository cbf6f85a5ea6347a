import { describe, expect, it } from 'vitest';
import { headingOf, organize } from './organize';
import { sentences } from './text';
import { BIOLOGY, GLOSSARY, HISTORY, PHYSICS } from './sample-texts';

describe('organize', () => {
  it.each([
    ['biology', BIOLOGY],
    ['history', HISTORY],
    ['physics', PHYSICS],
    ['glossary', GLOSSARY],
  ])('keeps every sentence of the %s note exactly once', (_name, text) => {
    const sections = organize(text);
    const all = sentences(text);
    const kept = sections.flatMap((s) => s.sentences);
    expect([...kept].sort()).toEqual([...all].sort());
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) {
      expect(s.heading.length).toBeGreaterThan(0);
      expect(s.sentences.length).toBeGreaterThan(0);
      // original order inside each section
      const positions = s.sentenceIndexes;
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
  });

  it('names sections after key terms, each heading once', () => {
    const sections = organize(HISTORY);
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sections.map((s) => s.heading)).size).toBe(sections.length);
    for (const s of sections) expect(s.heading.charAt(0)).toBe(s.heading.charAt(0).toUpperCase());
  });

  it('respects maxSections and handles empty text', () => {
    expect(organize(HISTORY, { maxSections: 1 })).toHaveLength(1);
    expect(organize('')).toEqual([]);
  });
});

describe('headingOf', () => {
  it('capitalises the first letter only', () => {
    expect(headingOf('carbon dioxide')).toBe('Carbon dioxide');
    expect(headingOf('DNA')).toBe('DNA');
  });
});
