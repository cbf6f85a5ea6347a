import dictionaryEn from 'dictionary-en';
import nspell, { type NSpell } from 'nspell';
import { isDictionaryWord } from './wordnet';

let checker: NSpell | null = null;

/** Hunspell's English dictionary through nspell, built on first use (about 100 ms and some memory). */
function speller(): NSpell {
  checker ??= nspell(dictionaryEn);
  return checker;
}

/**
 * Misspellings so common that the fix is certain, including ones whose best correction a
 * dictionary alone cannot rank ("teh" is one edit from "ten", "tea" and "the").
 */
const COMMON_MISSPELLINGS: Record<string, string> = {
  teh: 'the', hte: 'the', adn: 'and', nad: 'and', wich: 'which', whcih: 'which', thier: 'their', recieve: 'receive',
  recieved: 'received', beleive: 'believe', belive: 'believe', becuase: 'because', becasue: 'because', beacuse: 'because',
  definately: 'definitely', definatly: 'definitely', seperate: 'separate', seperately: 'separately', occured: 'occurred',
  occurence: 'occurrence', untill: 'until', wierd: 'weird', freind: 'friend', freinds: 'friends', goverment: 'government',
  enviroment: 'environment', accross: 'across', tommorow: 'tomorrow', tomorow: 'tomorrow', begining: 'beginning',
  truely: 'truly', arguement: 'argument', existance: 'existence', independant: 'independent', reccomend: 'recommend',
  recomend: 'recommend', neccessary: 'necessary', necesary: 'necessary', succesful: 'successful', sucessful: 'successful',
  completly: 'completely', finaly: 'finally', realy: 'really', beautifull: 'beautiful', beatiful: 'beautiful',
  acheive: 'achieve', acheived: 'achieved', calender: 'calendar', cemetary: 'cemetery', concious: 'conscious',
  embarass: 'embarrass', foriegn: 'foreign', gaurd: 'guard', grammer: 'grammar', happend: 'happened', knowlege: 'knowledge',
  libary: 'library', noticable: 'noticeable', occassion: 'occasion', posession: 'possession', prefered: 'preferred',
  publically: 'publicly', reccommend: 'recommend', refered: 'referred', relevent: 'relevant', religous: 'religious',
  rythm: 'rhythm', sieze: 'seize', speach: 'speech', supercede: 'supersede', suprise: 'surprise', tounge: 'tongue',
  tendancy: 'tendency', wether: 'whether', writting: 'writing', youre: "you're", theyre: "they're", dont: "don't",
  doesnt: "doesn't", didnt: "didn't", isnt: "isn't", wasnt: "wasn't", werent: "weren't", arent: "aren't",
  couldnt: "couldn't", shouldnt: "shouldn't", wouldnt: "wouldn't", havent: "haven't", hasnt: "hasn't", hadnt: "hadn't",
  alot: 'a lot', thats: "that's", whats: "what's", im: "I'm", ive: "I've", pharoah: 'pharaoh', photosynthsis: 'photosynthesis',
};

/** British spellings a US dictionary flags: "colour", "organise", "centre" are not mistakes. */
function isSpellingVariant(word: string, suggestion: string): boolean {
  const norm = (w: string) =>
    w
      .replace(/our/g, 'or')
      .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
      .replace(/ys(e|ed|es|ing)$/, 'yz$1')
      .replace(/tre(s?)$/, 'ter$1')
      .replace(/ogue$/, 'og')
      .replace(/ence$/, 'ense')
      .replace(/ae/g, 'e')
      .replace(/oe/g, 'e')
      .replace(/([a-z])\1/g, '$1');
  return norm(word) === norm(suggestion);
}

/** Optimal string alignment distance: edits, with a swap of two neighbouring letters counted as one. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Gives a correction the capitalisation of the word it replaces. */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(original)) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

const sortedLetters = (w: string) => [...w].sort().join('');
const suggestionCache = new Map<string, string | null>();

/** A spelling corrector for one text, with a cap on dictionary searches so a long note stays fast. */
export interface SpellingCorrector {
  /**
   * The certain correction of a word, or null: known misspellings, else nspell's suggestion when it
   * is the only plausible one or the only one that swaps letters ("recieve" → "receive").
   */
  correct(word: string, options?: { sentenceStart?: boolean }): string | null;
}

/**
 * Creates a corrector that only changes what it is sure of: names (capitalised inside a sentence),
 * acronyms, words with digits, words WordNet knows (technical terms) and British spellings are left
 * alone, and so is any word with several equally good suggestions. Searching suggestions for an
 * unknown word can take from 1 to 200 ms, so a note gets at most `maxSearches` searches and
 * `budgetMs` of searching; on an ordinary note neither limit is reached.
 */
export function createSpellingCorrector(maxSearches = 150, budgetMs = 500): SpellingCorrector {
  let searches = 0;
  let spent = 0;
  return {
    correct(word, options = {}) {
      if (!/^[\p{L}]+(?:['’][\p{L}]+)*$/u.test(word)) return null;
      // names and acronyms: capitalised inside a sentence, all capitals, or capitals inside (iPhone)
      if (/^\p{Lu}{2,}$/u.test(word) || /.\p{Lu}/u.test(word)) return null;
      const capitalised = /^\p{Lu}/u.test(word);
      if (capitalised && !options.sentenceStart) return null;
      const lower = word.toLowerCase().replace(/’/g, "'");
      const known = COMMON_MISSPELLINGS[lower];
      if (known) return lower === 'im' || lower === 'ive' ? known : matchCase(word, known);
      const sp = speller();
      if (sp.correct(word) || sp.correct(lower) || lower.length < 4 || lower.includes("'")) return null;
      if (suggestionCache.has(lower)) {
        const cached = suggestionCache.get(lower);
        return cached ? matchCase(word, cached) : null;
      }
      if (isDictionaryWord(lower) || searches >= maxSearches || spent >= budgetMs) return null;
      searches++;
      const started = performance.now();
      const suggestions = sp.suggest(lower);
      spent += performance.now() - started;
      const candidates = suggestions.filter((s) => /^[a-z]+(?:-[a-z]+)*$/.test(s) && editDistance(lower, s) <= 2);
      let fix: string | null = null;
      if (candidates.length === 1) fix = candidates[0];
      else {
        const swaps = candidates.filter((s) => editDistance(lower, s) === 1 && sortedLetters(s) === sortedLetters(lower));
        if (swaps.length === 1) fix = swaps[0];
      }
      if (fix && isSpellingVariant(lower, fix)) fix = null;
      if (suggestionCache.size > 5000) suggestionCache.clear();
      suggestionCache.set(lower, fix);
      return fix ? matchCase(word, fix) : null;
    },
  };
}
