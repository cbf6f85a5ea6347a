import { describe, expect, it } from 'vitest';
import { analyze, blocksOf, contextWords, keyTerms, sentences, words } from './text';
import { BIOLOGY, HISTORY, PHYSICS } from './sample-texts';

describe('analyze and sentences', () => {
  it('splits sentences within lines and keeps lines apart', () => {
    const list = sentences('Cells divide. They grow!\nHeading here\nDr. Smith lives in the U.S. today.');
    expect(list).toEqual(['Cells divide.', 'They grow!', 'Heading here', 'Dr. Smith lives in the U.S. today.']);
  });

  it('marks heading-like lines and records blocks', () => {
    const a = analyze(BIOLOGY);
    expect(a.sentences[0]).toMatchObject({ text: 'Cell Biology', heading: true, block: 0 });
    expect(a.sentences.filter((s) => s.heading)).toHaveLength(1);
    expect(new Set(a.sentences.map((s) => s.block)).size).toBe(4);
    // every sentence is found verbatim in the text (whitespace aside)
    const flat = BIOLOGY.replace(/\s+/g, ' ');
    for (const s of a.sentences) expect(flat).toContain(s.text);
  });

  it('lemmatises content terms and drops stop words', () => {
    const [s] = analyze('The mitochondria are releasing energy in cells.').sentences;
    expect(s.terms).toEqual(expect.arrayContaining(['mitochondrion', 'release', 'energy', 'cell']));
    expect(s.terms).not.toContain('the');
  });

  it('reads an empty text as nothing', () => {
    expect(analyze('   \n  ').sentences).toEqual([]);
  });
});

describe('words and blocks', () => {
  it('finds words with inner apostrophes and hyphens', () => {
    expect(words("It's a well-known fact, 42 times.")).toEqual(["It's", 'a', 'well-known', 'fact', '42', 'times']);
  });

  it('drops bullets and numbering from lines', () => {
    expect(blocksOf('- one\n* two\n3. three\n\n  ')).toEqual(['one', 'two', 'three']);
  });
});

describe('keyTerms', () => {
  it('finds the nouns and noun phrases a text is about, lemmatised and without duplicates', () => {
    const terms = keyTerms(BIOLOGY, 10);
    const lemmas = terms.map((t) => t.lemma);
    expect(lemmas).toContain('carbon dioxide');
    expect(lemmas).toContain('cell');
    expect(lemmas).not.toContain('dioxide');
    expect(new Set(lemmas).size).toBe(lemmas.length);
    for (const t of terms) expect(t.term).not.toMatch(/^(the|a|of|and)$/i);
  });

  it('keeps names capitalised and common nouns in lower case', () => {
    const terms = keyTerms(HISTORY, 15);
    expect(terms.find((t) => t.lemma === 'revolution')?.term).toBe('revolution');
    expect(terms.some((t) => t.term === 'French Revolution' && t.proper)).toBe(true);
  });

  it('ranks frequent terms above one-off ones', () => {
    const [first] = keyTerms(PHYSICS, 5);
    expect(['force', 'motion', 'mass', 'energy', 'object']).toContain(first.lemma);
  });

  it('respects the limit', () => {
    expect(keyTerms(HISTORY, 3)).toHaveLength(3);
  });
});

describe('contextWords', () => {
  it('collects lower-case content words and lemmas', () => {
    const ctx = contextWords('Green plants absorb sunlight.');
    expect(ctx.has('plants')).toBe(true);
    expect(ctx.has('plant')).toBe(true);
    expect(ctx.has('sunlight')).toBe(true);
  });
});
