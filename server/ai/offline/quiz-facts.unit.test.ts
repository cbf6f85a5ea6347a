import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, keyTerms, sentences } from './nlp/text';
import { nearbyYears, subjectFactOf } from './quiz-facts';

function factsOf(text: string) {
  const analysis = analyze(text);
  const terms = keyTerms(analysis, 40);
  const lower = new Set(analysis.sentences.flatMap((s) => s.tokens.filter((t) => /^\p{Ll}/u.test(t.text)).map((t) => t.normal)));
  return analysis.sentences.map((s) => subjectFactOf(s, terms, lower));
}

const DNA = `Helicase unwinds the helix at an origin of replication by breaking the hydrogen bonds between bases.
Primase makes a short RNA primer on each strand of the helix.
DNA polymerase adds nucleotides to the primer in one direction only.
In 1953 James Watson and Francis Crick proposed that DNA is a double helix.
Rosalind Franklin made the X-ray images that showed the helix in 1952.
It was a discovery that changed biology for ever.
Okazaki fragments are joined by ligase into one strand after replication.`;

describe('subjectFactOf', () => {
  const facts = factsOf(DNA);

  it('reads who or what a sentence is about and what it says of it', () => {
    expect(facts[0]).toMatchObject({ answer: 'Helicase', predicate: 'unwinds the helix at an origin of replication by breaking the hydrogen bonds between bases', kind: 'term', singularVerb: true });
    expect(facts[1]).toMatchObject({ answer: 'Primase', kind: 'term' });
    expect(facts[4]).toMatchObject({ answer: 'Rosalind Franklin', kind: 'name', person: true });
    expect(facts[6]).toMatchObject({ answer: 'Okazaki fragments', plural: true, singularVerb: false });
  });

  it('asks nothing of a sentence that opens with a phrase or a pronoun', () => {
    expect(facts[3]).toBeNull();
    expect(facts[5]).toBeNull();
  });

  it('never asks a question whose predicate contains its answer', () => {
    for (const f of factsOf(`Plants make food, and plants need light to grow well in spring.\nThe cell wall protects the cell from bursting in water.`)) {
      if (f) expect(f.predicate.toLowerCase()).not.toContain(f.answer.toLowerCase());
    }
  });
});

describe('nearbyYears', () => {
  it('gives distinct years near the answer, never the answer or a year already taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2020 }), fc.nat(50), fc.array(fc.integer({ min: 50, max: 2070 }), { maxLength: 3 }), (year, seed, others) => {
        const taken = new Set([year, ...others]);
        const years = nearbyYears(year, seed, taken, 3);
        return years.length === 3 && new Set(years).size === 3 && years.every((y) => !taken.has(y) && Math.abs(y - year) <= 50);
      }),
    );
  });
});

describe('sentences', () => {
  it('ends a sentence after a capitalised word or an abbreviation before a new sentence, not after a title or an initial', () => {
    expect(sentences('Energy comes from the Sun. Plants capture it. The wolves left the U.S. Without them, elk grew. Dr. Smith and John B. Watson met. See Fig. 3 for more.')).toEqual([
      'Energy comes from the Sun.',
      'Plants capture it.',
      'The wolves left the U.S.',
      'Without them, elk grew.',
      'Dr. Smith and John B. Watson met.',
      'See Fig. 3 for more.',
    ]);
  });
});
