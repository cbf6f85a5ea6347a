import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixGrammar } from './grammar';
import { createSpellingCorrector } from './spelling';

/** Written by someone who had not read the grammar action (bench/quality-corpus/grammar-sentences.json). */
const corpus = JSON.parse(readFileSync(new URL('../../../../bench/quality-corpus/grammar-sentences.json', import.meta.url), 'utf8')) as {
  correct: { text: string }[];
  errors: { text: string; corrected: string }[];
};

describe('the grammar action on the written corpus', () => {
  const speller = createSpellingCorrector(10_000, 60_000);

  it('gives back every correct sentence unchanged', () => {
    expect(corpus.correct.length).toBeGreaterThanOrEqual(100);
    const changed = corpus.correct.map((s) => [s.text, fixGrammar(s.text, { speller }).text]).filter(([a, b]) => a !== b);
    expect(changed).toEqual([]);
  }, 30_000);

  it('fixes most sentences with one clear error, and only that error', () => {
    const fixed = corpus.errors.filter((e) => fixGrammar(e.text, { speller }).text === e.corrected);
    expect(fixed.length / corpus.errors.length).toBeGreaterThanOrEqual(0.65);
    for (const e of corpus.errors) {
      const out = fixGrammar(e.text, { speller }).text;
      // whatever it does not fix, it leaves as it was
      if (out !== e.corrected) expect(out).toBe(e.text);
    }
  }, 30_000);
});
