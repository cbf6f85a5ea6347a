import { describe, expect, it } from 'vitest';
import { CLOZE_BLANK, extractFlashcards, type OfflineCard } from './flashcards';

const BIOLOGY = `Cell Biology
The cell is the basic unit of life. Mitochondria are organelles that release energy from glucose.
Chlorophyll is a green pigment found in chloroplasts. Osmosis refers to the movement of water across a semi-permeable membrane.
Diffusion means the spreading of particles from an area of high concentration to an area of low concentration.
Plants absorb water through their roots, and the water travels up the stem to the leaves.
Carbon dioxide enters the leaf through tiny pores called stomata, and oxygen leaves the same way.
It is a very important process. The sky is blue.`;

const HISTORY = `The French Revolution was a period of political and social upheaval in France.
In 1789, the French Revolution began. The Bastille was stormed on 14 July 1789 by a crowd of Parisians.
Napoleon Bonaparte became emperor of France in 1804. The Congress of Vienna met from 1814 to 1815.
Louis XVI was executed in January 1793. The revolution abolished feudal privileges and spread ideas of liberty across Europe.`;

const GLOSSARY = `Key terms
- Atom - the smallest unit of a chemical element
- Molecule: a group of atoms bonded together
Ion\tan atom or molecule with an electric charge
Note: learn these for Friday
Isotope — an atom with a different number of neutrons`;

function normal(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The checks every generated deck must pass, whatever the text. */
function expectSound(text: string, cards: OfflineCard[], asked: number) {
  expect(cards.length).toBeLessThanOrEqual(asked);
  const fronts = new Set<string>();
  for (const card of cards) {
    expect(card.front.trim()).not.toBe('');
    expect(card.back.trim()).not.toBe('');
    // Every answer is words of the text: a definition or a date as written, or the blanked term; a
    // date may carry the clause that followed it in brackets, also as written.
    const aside = card.kind === 'date' ? /^(.*?) \((.+)\)$/.exec(card.back) : null;
    for (const part of aside ? [aside[1], aside[2]] : [card.back]) expect(normal(text)).toContain(normal(part));
    if (card.kind === 'cloze') expect(card.front).toContain(CLOZE_BLANK);
    else expect(normal(text)).toContain(normal(card.front).replace(/^when (did|was|were|does|do|is|are) /, '').split(' ')[0]);
    const key = normal(card.front);
    expect(fronts.has(key), `duplicate card: ${card.front}`).toBe(false);
    fronts.add(key);
  }
}

describe('offline flashcard extraction', () => {
  it('makes term/definition cards from definitional sentences ("is", "are", "refers to", "means")', () => {
    const { cards } = extractFlashcards({ text: BIOLOGY, count: 20 });
    expectSound(BIOLOGY, cards, 20);
    const defs = Object.fromEntries(cards.filter((c) => c.kind === 'definition').map((c) => [c.front, c.back]));
    expect(defs).toMatchObject({
      Mitochondria: 'Organelles that release energy from glucose',
      Chlorophyll: 'A green pigment found in chloroplasts',
      Osmosis: 'The movement of water across a semi-permeable membrane',
      Diffusion: 'The spreading of particles from an area of high concentration to an area of low concentration',
    });
    // "The sky is blue" and "It is a very important process" are not definitions.
    expect(cards.some((c) => /sky|important process/i.test(c.front))).toBe(false);
  });

  it('makes cloze cards from key sentences, blanking a key term', () => {
    const { cards } = extractFlashcards({ text: BIOLOGY, count: 20 });
    const clozes = cards.filter((c) => c.kind === 'cloze');
    expect(clozes.length).toBeGreaterThan(0);
    for (const c of clozes) {
      expect(c.front).toContain(CLOZE_BLANK);
      expect(c.front.toLowerCase()).not.toContain(` ${c.back.toLowerCase()} `);
    }
  });

  it('turns dated sentences into "When …?" cards whose answer is the date', () => {
    const { cards } = extractFlashcards({ text: HISTORY, count: 20 });
    expectSound(HISTORY, cards, 20);
    const dates = Object.fromEntries(cards.filter((c) => c.kind === 'date').map((c) => [c.front, c.back]));
    expect(dates).toMatchObject({
      'When did the French Revolution begin?': '1789',
      'When was the Bastille stormed by a crowd of Parisians?': '14 July 1789',
      'When did Napoleon Bonaparte become emperor of France?': '1804',
      'When did the Congress of Vienna meet?': '1814 to 1815',
      'When was Louis XVI executed?': 'January 1793',
    });
  });

  it('moves the clause after a date into the answer, so the question stays a plain "When …?"', () => {
    const text = [
      'The French Revolution began in 1789 when the Estates-General met at Versailles.',
      'World War I started in 1914 after the assassination of Archduke Franz Ferdinand in Sarajevo.',
      'The Battle of Waterloo was fought in 1815, ending Napoleon’s rule.',
      'The United States entered the war in 1917.',
    ].join(' ');
    const { cards } = extractFlashcards({ text, count: 10 });
    expectSound(text, cards, 10);
    expect(Object.fromEntries(cards.filter((c) => c.kind === 'date').map((c) => [c.front, c.back]))).toEqual({
      'When did the French Revolution begin?': '1789 (when the Estates-General met at Versailles)',
      'When did World War I start?': '1914 (after the assassination of Archduke Franz Ferdinand in Sarajevo)',
      'When was the Battle of Waterloo fought?': '1815 (ending Napoleon’s rule)',
      'When did the United States enter the war?': '1917',
    });
  });

  it('blanks a name, not a name and the verb the tagger missed ("The Congress of Vienna redrew …")', () => {
    const text =
      'The French Revolution began in 1789 when the Estates-General met at Versailles. In 1792 France became a republic. Napoleon Bonaparte crowned himself emperor in 1804. The Battle of Waterloo was fought in 1815, ending Napoleon’s rule. The Congress of Vienna redrew the map of Europe between 1814 and 1815.';
    const { cards } = extractFlashcards({ text, count: 10 });
    expectSound(text, cards, 10);
    const vienna = cards.find((c) => c.front.includes('map of Europe'));
    expect(vienna?.kind).toBe('cloze');
    expect(vienna?.back).toBe('Congress');
    expect(vienna?.front).toBe('The _____ of Vienna redrew the map of Europe between 1814 and 1815.');
  });

  it('reads glossary lines ("term - definition", "term: definition", tabs, dashes) and skips labels like "Note:"', () => {
    const { cards } = extractFlashcards({ text: GLOSSARY, count: 10 });
    expectSound(GLOSSARY, cards, 10);
    expect(cards.map((c) => [c.front, c.back])).toEqual([
      ['Atom', 'The smallest unit of a chemical element'],
      ['Molecule', 'A group of atoms bonded together'],
      ['Ion', 'An atom or molecule with an electric charge'],
      ['Isotope', 'An atom with a different number of neutrons'],
    ]);
  });

  it('never gives more than asked, best kinds first, in the order of the text', () => {
    const text = `${GLOSSARY}\n${HISTORY}\n${BIOLOGY}`;
    for (const asked of [1, 3, 7, 50]) {
      const { cards } = extractFlashcards({ text, count: asked });
      expectSound(text, cards, asked);
      if (asked <= 4) expect(cards.every((c) => c.kind === 'glossary')).toBe(true);
    }
    expect(extractFlashcards({ text, count: 50 }).cards.length).toBeGreaterThan(12);
  });

  it('de-duplicates a fact stated twice', () => {
    const text = 'Osmosis is the movement of water across a membrane.\nOsmosis is the movement of water across a membrane.\nOsmosis: the movement of water across a membrane';
    const { cards } = extractFlashcards({ text, count: 10 });
    expect(cards.filter((c) => c.front === 'Osmosis')).toHaveLength(1);
  });

  it('finds nothing in text without facts, and never an empty side', () => {
    expect(extractFlashcards({ text: 'hello there', count: 5 }).cards).toEqual([]);
    expect(extractFlashcards({ text: '   \n\n ', count: 5 }).cards).toEqual([]);
    expect(extractFlashcards({ text: 'Term:\nOther - \n: nothing', count: 5 }).cards).toEqual([]);
  });

  it("suggests a deck name from the text's heading or main key term, and keeps the student's", () => {
    expect(extractFlashcards({ text: BIOLOGY, count: 3 }).deckName).toBe('Cell Biology');
    expect(extractFlashcards({ text: HISTORY, count: 3 }).deckName).toMatch(/revolution/i);
    expect(extractFlashcards({ text: HISTORY, count: 3, deckName: 'My deck' }).deckName).toBe('My deck');
  });

  it('blanks a whole key term, never half of "carbon dioxide" or the start of a longer word', () => {
    const text = `Photosynthesis is the process by which green plants use sunlight to make glucose from carbon dioxide and water. The light-dependent reactions occur in the thylakoid membranes and release oxygen as a by-product. The Calvin cycle takes place in the stroma and fixes carbon dioxide into sugars. Cellular respiration is the reverse process, in which mitochondria break down glucose to release energy stored as ATP.`;
    const { cards, deckName } = extractFlashcards({ text, count: 10 });
    const clozes = cards.filter((c) => c.kind === 'cloze');
    expect(clozes.length).toBeGreaterThan(0);
    for (const c of clozes) expect(c.front).not.toMatch(/carbon _____|_____ dioxide/i);
    expect(clozes.map((c) => c.back)).toContain('carbon dioxide');
    expect(deckName).toBe('Photosynthesis');
    // without a definition, the main key term whole: "Carbon Dioxide", not "Dioxide"
    expect(extractFlashcards({ text: text.replace('Photosynthesis is', 'Photosynthesis, by which').replace('Cellular respiration is', 'Cellular respiration,'), count: 3 }).deckName).toBe('Carbon Dioxide');

    const cell = extractFlashcards({
      text: 'Every cell needs cellular respiration to release energy from glucose molecules.\nA cell divides by mitosis into two daughter cells.\nThe cell membrane controls what enters and leaves the cell body.',
      count: 5,
    });
    for (const c of cell.cards.filter((x) => x.kind === 'cloze')) {
      expect(c.front).not.toMatch(/_____\p{L}/u);
      expect(c.front.toLowerCase()).not.toMatch(new RegExp(`\\b${c.back.toLowerCase()}(?:s|es)?\\b`));
    }
  });

  it('handles a long text quickly', () => {
    const text = Array.from({ length: 200 }, (_, i) => `Term${i} is a concept number ${i} that students learn in class.`).join('\n');
    const started = Date.now();
    const { cards } = extractFlashcards({ text, count: 50 });
    expect(cards).toHaveLength(50);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
