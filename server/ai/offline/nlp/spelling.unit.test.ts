import { describe, expect, it } from 'vitest';
import { createSpellingCorrector, editDistance, matchCase } from './spelling';

describe('createSpellingCorrector', () => {
  const speller = createSpellingCorrector();

  it('corrects certain misspellings and keeps their capitalisation', () => {
    expect(speller.correct('teh')).toBe('the');
    expect(speller.correct('Teh', { sentenceStart: true })).toBe('The');
    expect(speller.correct('recieve')).toBe('receive');
    expect(speller.correct('seperate')).toBe('separate');
    expect(speller.correct('goverment')).toBe('government');
    expect(speller.correct('experimant')).toBe('experiment');
    expect(speller.correct('dont')).toBe("don't");
  });

  it('leaves correct words, names, acronyms, technical and British words alone', () => {
    for (const word of ['cell', "don't", 'Robespierre', 'NASA', 'iPhone', 'cytoplasm', 'ribosomes', 'colour', 'organise', 'centre', 'Paris']) {
      expect(speller.correct(word), word).toBeNull();
    }
  });

  it('leaves a capitalised unknown word inside a sentence alone (a name)', () => {
    expect(speller.correct('Einstien')).toBeNull();
  });

  it('does not guess when several corrections are equally likely', () => {
    expect(speller.correct('wh')).toBeNull();
    expect(speller.correct('cought')).toBeNull();
  });

  it('fixes what the list of common misspellings settles, and leaves rare correct words alone', () => {
    expect(speller.correct('procces')).toBe('process');
    expect(speller.correct('absorbtion')).toBe('absorption');
    for (const word of ['unreacted', 'amongst', 'bijection', 'vitro', 'capita', 'saltatory', 'tombolo', 'ekphrasis', 'cointegration']) {
      expect(speller.correct(word), word).toBeNull();
    }
  });

  it('stops searching after its budget', () => {
    expect(createSpellingCorrector(0).correct('experimunt')).toBeNull();
    expect(createSpellingCorrector(10, 0).correct('experimunt')).toBeNull();
    // known misspellings need no search
    expect(createSpellingCorrector(0, 0).correct('teh')).toBe('the');
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('cat', 'dog')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('matchCase', () => {
  it('copies capitalisation', () => {
    expect(matchCase('Teh', 'the')).toBe('The');
    expect(matchCase('TEH', 'the')).toBe('THE');
    expect(matchCase('teh', 'the')).toBe('the');
  });
});
