import { describe, expect, it } from 'vitest';
import { defineKeyTerms } from './definitions';
import { BIOLOGY, GLOSSARY, HISTORY } from './sample-texts';

describe('defineKeyTerms', () => {
  it('defines the key terms of a biology note with their biological meanings', () => {
    const defs = defineKeyTerms(BIOLOGY);
    expect(defs.length).toBeGreaterThan(2);
    const byLemma = new Map(defs.map((d) => [d.lemma, d]));
    expect(byLemma.get('carbon dioxide')?.definition).toMatch(/gas/);
    expect(byLemma.get('cell')?.definition).toMatch(/biology/);
    for (const d of defs) {
      expect(d.definition.length).toBeGreaterThan(5);
      expect(d.partOfSpeech).toBe('noun');
    }
  });

  it('gives names the sense that is a name', () => {
    const defs = defineKeyTerms(HISTORY, { max: 12 });
    const paris = defs.find((d) => d.lemma === 'paris');
    if (paris) expect(paris.definition).toMatch(/France/);
    expect(defs.find((d) => d.lemma === 'king')?.definition).toMatch(/sovereign|ruler/);
  });

  it('skips terms WordNet does not know and respects max', () => {
    expect(defineKeyTerms('The zorblaxian flumphs glimmer. Zorblaxian flumphs are quorvish.')).toEqual([]);
    expect(defineKeyTerms(GLOSSARY, { max: 2 })).toHaveLength(2);
  });
});
