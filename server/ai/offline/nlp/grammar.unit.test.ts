import { describe, expect, it } from 'vitest';
import { fixGrammar, startsWithVowelSound, tallyChanges } from './grammar';
import { BIOLOGY, HISTORY, PHYSICS, TYPOS } from './sample-texts';

describe('fixGrammar', () => {
  it('corrects the typical slips of a student note and lists them', () => {
    const { text, changes } = fixGrammar(TYPOS);
    expect(text).toBe(
      'The cell is the basic unit of life. I think plants receive energy from the sun. We could have studied more for the test. Marie Curie discovered polonium in Paris. I ate an apple before the exam.',
    );
    expect(changes).toEqual(expect.arrayContaining(['teh → The', 'the the → the', 'i → I', 'recieve → receive', 'could of → could have', 'we → We', 'a apple → an apple']));
  });

  it.each([
    ['teh', 'the'],
    ['recieve', 'receive'],
    ['could of', 'could have'],
    ['should of', 'should have'],
    ['alot', 'a lot'],
    ['i think', 'I think'],
    ['the the', 'the'],
    ['a apple', 'an apple'],
    ['an banana', 'a banana'],
  ])('fixes "%s" inside a sentence', (wrong, right) => {
    expect(fixGrammar(`So ${wrong} matters.`).text).toBe(`So ${right} matters.`);
  });

  it('fixes "to" for "too" and "effect" for "affect", and lists both', () => {
    const { text, changes } = fixGrammar('Many factors that effect the rate of photosynthesis. Plants do not grow when it is to cold.');
    expect(text).toBe('Many factors that affect the rate of photosynthesis. Plants do not grow when it is too cold.');
    expect(changes).toEqual(expect.arrayContaining(['that effect the → that affect the', 'is to cold → is too cold']));
  });

  it.each([
    'The law had the opposite effect to what was planned.',
    'She wants to effect change in her school.',
    'He said something to that effect the other day.',
    'We went to Paris and it is to London next.',
    'The answer is to cool the mixture slowly.',
  ])('leaves correct uses of "to" and "effect" alone: %s', (sentence) => {
    expect(fixGrammar(sentence)).toEqual({ text: sentence, changes: [] });
  });

  it.each([BIOLOGY, HISTORY, PHYSICS])('leaves correct text, names and acronyms alone', (text) => {
    expect(fixGrammar(text)).toEqual({ text, changes: [] });
  });

  it('makes "there is" and "was" agree with a plural', () => {
    const { text, changes } = fixGrammar('There is a lot of factors that matter. there is many reasons. There’s two ways to do it. They was late, and there was several delays.');
    expect(text).toBe('There are a lot of factors that matter. There are many reasons. There are two ways to do it. They were late, and there were several delays.');
    expect(changes).toEqual(
      expect.arrayContaining(['There is a lot of factors → There are a lot of factors', 'there is many → there are many', 'There’s two → There are two', 'They was → They were', 'there was several → there were several']),
    );
  });

  it.each([
    'There is a lot of water in the cell.',
    'There is a lot of physics in this chapter.',
    'There is a lot of glass on the floor.',
    'There is a lot of news today.',
    'There is one way to do it.',
    'Which of you was at the lab?',
    'The thank-you was written by hand.',
    'There are many reasons.',
  ])('leaves correct agreement alone: %s', (sentence) => {
    expect(fixGrammar(sentence, { spelling: false }).text).toBe(sentence);
  });

  it('keeps proper nouns, acronyms, British spellings, URLs and code', () => {
    const text = 'Visit https://example.com/teh-page with Robespierre and NASA. The colour of the centre changed. Run `teh --fix` now.';
    expect(fixGrammar(text)).toEqual({ text, changes: [] });
  });

  it('removes a doubled word but not a possible missing sentence break', () => {
    expect(fixGrammar('The the cell divides.').text).toBe('The cell divides.');
    expect(fixGrammar('It holds chlorophyll Chlorophyll absorbs light.').text).toBe('It holds chlorophyll Chlorophyll absorbs light.');
    expect(fixGrammar('He had had enough.').text).toBe('He had had enough.');
  });

  it('handles spacing and sentence capitals', () => {
    expect(fixGrammar('cells  divide , grow and die .  then they stop').text).toBe('Cells divide, grow and die. Then they stop');
  });

  it('chooses a or an by sound, not letter', () => {
    expect(fixGrammar('It took a hour, an university and an one-time fee.').text).toBe('It took an hour, a university and a one-time fee.');
    expect(fixGrammar('Choose option a or b for a MRI scan.').text).toBe('Choose option a or b for a MRI scan.');
  });

  it('does not capitalise after abbreviations or inside i.e.', () => {
    const text = 'Some gases, e.g. oxygen, are reactive, i.e. they bond easily.';
    expect(fixGrammar(text).text).toBe(text);
  });

  it('can skip the sentence start for text that continues a sentence', () => {
    expect(fixGrammar('and then teh end', { sentenceStart: false }).text).toBe('and then the end');
  });

  it('keeps line structure and the surrounding whitespace', () => {
    expect(fixGrammar('  teh heading\n- a apple\ntext  ').text).toBe('  The heading\n- An apple\nText  ');
  });
});

describe('startsWithVowelSound', () => {
  it('knows the common exceptions', () => {
    expect(startsWithVowelSound('apple')).toBe(true);
    expect(startsWithVowelSound('hour')).toBe(true);
    expect(startsWithVowelSound('university')).toBe(false);
    expect(startsWithVowelSound('uninteresting')).toBe(true);
    expect(startsWithVowelSound('European')).toBe(false);
    expect(startsWithVowelSound('umbrella')).toBe(true);
    expect(startsWithVowelSound('cat')).toBe(false);
    expect(startsWithVowelSound('NASA')).toBeNull();
  });
});

describe('tallyChanges', () => {
  it('counts repeated changes', () => {
    expect(tallyChanges(['teh → the', 'i → I', 'teh → the'])).toEqual(['teh → the (2×)', 'i → I']);
  });
});
