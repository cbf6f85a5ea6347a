import { describe, expect, it } from 'vitest';
import { baseForms, defineTerm, isDictionaryWord, pickSense, shortDefinition, splitGloss } from './wordnet';

describe('defineTerm', () => {
  it('finds a single-sense noun with its definition', () => {
    const senses = defineTerm('photosynthesis');
    expect(senses.length).toBeGreaterThan(0);
    expect(senses[0]).toMatchObject({ lemma: 'photosynthesis', partOfSpeech: 'noun' });
    expect(senses[0].definition).toMatch(/synthesis of compounds/);
  });

  it('reaches the singular of Latin and regular plurals', () => {
    expect(defineTerm('mitochondria')[0].lemma).toBe('mitochondrion');
    expect(defineTerm('Mitochondrion')[0].lemma).toBe('mitochondrion');
    expect(defineTerm('cells').map((s) => s.lemma)).toContain('cell');
    expect(defineTerm('nuclei')[0].lemma).toBe('nucleus');
    expect(defineTerm('children')[0].lemma).toBe('child');
  });

  it('reaches the base form of inflected verbs', () => {
    expect(defineTerm('running').some((s) => s.lemma === 'run' && s.partOfSpeech === 'verb')).toBe(true);
    expect(defineTerm('studied').some((s) => s.lemma === 'study')).toBe(true);
    expect(defineTerm('ran').some((s) => s.lemma === 'run')).toBe(true);
  });

  it('finds multi-word terms written with spaces, underscores or any case', () => {
    for (const term of ['carbon dioxide', 'Carbon_Dioxide', 'CARBON  DIOXIDE']) {
      const senses = defineTerm(term);
      expect(senses.length, term).toBe(1);
      expect(senses[0].lemma).toBe('carbon dioxide');
      expect(senses[0].definition).toMatch(/gas/);
    }
  });

  it('lists nouns first, each part of speech in WordNet sense order', () => {
    const senses = defineTerm('light');
    const order = senses.map((s) => s.partOfSpeech);
    expect(order[0]).toBe('noun');
    expect(order.lastIndexOf('noun')).toBeLessThan(order.indexOf('verb'));
  });

  it('splits examples from the definition', () => {
    const cell = defineTerm('cell').find((s) => s.examples.length > 0);
    expect(cell?.examples[0]).not.toMatch(/"/);
    expect(cell?.definition).not.toMatch(/"/);
  });

  it('answers [] for unknown words and junk', () => {
    expect(defineTerm('xyzzyqq')).toEqual([]);
    expect(defineTerm('')).toEqual([]);
    expect(defineTerm('<script>')).toEqual([]);
  });

  it('can keep to one part of speech', () => {
    expect(defineTerm('run', { partsOfSpeech: ['verb'] }).every((s) => s.partOfSpeech === 'verb')).toBe(true);
  });
});

describe('splitGloss', () => {
  it('separates the definition from quoted examples', () => {
    expect(splitGloss('move fast by using one\'s feet; "Don\'t run--you\'ll be out of breath"; "The children ran to the store"')).toEqual({
      definition: "move fast by using one's feet",
      examples: ["Don't run--you'll be out of breath", 'The children ran to the store'],
    });
    expect(splitGloss('any small compartment')).toEqual({ definition: 'any small compartment', examples: [] });
  });
});

describe('baseForms', () => {
  it('applies detachment rules and undoubles consonants', () => {
    expect(baseForms('running', 'verb')).toContain('run');
    expect(baseForms('bigger', 'adjective')).toContain('big');
    expect(baseForms('studies', 'noun')).toContain('study');
    expect(baseForms('bacteria', 'noun')).toContain('bacterium');
  });
});

describe('pickSense and shortDefinition', () => {
  it('prefers the sense whose gloss shares words with the context', () => {
    const senses = defineTerm('cell', { partsOfSpeech: ['noun'] });
    const picked = pickSense(senses, new Set(['biology', 'organism', 'plants', 'tissue']));
    expect(picked?.definition).toMatch(/\(biology\)/);
    const prison = pickSense(senses, new Set(['prisoner', 'kept', 'jail']));
    expect(prison?.definition).toMatch(/prisoner/);
  });

  it('falls back to the first sense, and null for unknown terms', () => {
    expect(shortDefinition('photosynthesis')).toMatch(/synthesis/);
    expect(shortDefinition('qwxzv')).toBeNull();
  });
});

describe('isDictionaryWord', () => {
  it('knows technical words and their plurals but not inflected misspellings', () => {
    expect(isDictionaryWord('cytoplasm')).toBe(true);
    expect(isDictionaryWord('ribosomes')).toBe(true);
    expect(isDictionaryWord('begining')).toBe(false);
  });

  it('knows the comparative and superlative of an adjective, so "simplest" is never corrected to "simple"', () => {
    expect(isDictionaryWord('simplest')).toBe(true);
    expect(isDictionaryWord('larger')).toBe(true);
    expect(isDictionaryWord('easiest')).toBe(true);
    expect(isDictionaryWord('simplist')).toBe(false);
  });
});
