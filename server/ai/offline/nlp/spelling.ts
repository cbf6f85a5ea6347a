import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
 * How to settle misspellings the common-misspellings list leaves open (several corrections) or does
 * not hold: contractions written without their apostrophe, and the likeliest word for "wether".
 */
const SETTLED: Record<string, string> = {
  wich: 'which', alot: 'a lot', wether: 'whether', realy: 'really', finaly: 'finally', youre: "you're", theyre: "they're",
  dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", wasnt: "wasn't", werent: "weren't", arent: "aren't",
  couldnt: "couldn't", shouldnt: "shouldn't", wouldnt: "wouldn't", havent: "haven't", hasnt: "hasn't", hadnt: "hadn't",
  thats: "that's", whats: "what's", im: "I'm", ive: "I've", calender: 'calendar', photosynthsis: 'photosynthesis',
};

let misspellings: Map<string, string> | null = null;

/**
 * Wikipedia's list of common English misspellings as cspell keeps it (@cspell/dict-en-common-misspellings,
 * about 90,000 entries), those with one correction only: the fixes that are certain. Read on first use.
 */
function commonMisspellings(): Map<string, string> {
  if (misspellings) return misspellings;
  const root = dirname(createRequire(import.meta.url).resolve('@cspell/dict-en-common-misspellings/cspell-ext.json'));
  const file = JSON.parse(readFileSync(join(root, 'dict', 'dict-en.json'), 'utf8')) as { dictionaryDefinitions: { flagWords?: string[]; suggestWords?: string[] }[] };
  misspellings = new Map();
  for (const definition of file.dictionaryDefinitions) {
    for (const entry of [...(definition.flagWords ?? []), ...(definition.suggestWords ?? [])]) {
      const [wrong, right] = entry.split('->').map((x) => x.trim());
      if (wrong && right && !right.includes(',') && /^[a-z]+$/.test(wrong)) misspellings.set(wrong, right);
    }
  }
  return misspellings;
}

/** The certain fix of a common misspelling, or undefined. */
function knownMisspelling(lower: string): string | undefined {
  return SETTLED[lower] ?? commonMisspellings().get(lower);
}

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

const PREFIXES = ['un', 're', 'non', 'pre', 'co', 'bi', 'anti', 'de', 'dis', 'over', 'under', 'sub', 'inter', 'multi', 'semi', 'mis', 'post', 'counter', 'hyper', 'hypo', 'micro', 'macro', 'mono', 'poly', 'trans', 'intra', 'extra', 'super'];

/** A prefix and a word the dictionary knows ("un" + "reacted", "co" + "integration"): a real word, not a slip. */
function derivedWord(lower: string): boolean {
  return PREFIXES.some((p) => lower.startsWith(p) && lower.length - p.length >= 4 && speller().correct(lower.slice(p.length)));
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
      const known = knownMisspelling(lower);
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
      // beyond the list, only slips that cannot be another word: two neighbouring letters swapped
      // ("recieve") or a letter doubled or undoubled ("untill"), the only such suggestion. A word the
      // dictionary does not know is otherwise left alone: "unreacted", "bijection", "in vitro" are right.
      const candidates = suggestions.filter((s) => /^[a-z]+(?:-[a-z]+)*$/.test(s) && editDistance(lower, s) === 1);
      const slips = candidates.filter((s) => sortedLetters(s) === sortedLetters(lower) || s.replace(/(\p{L})\1/gu, '$1') === lower.replace(/(\p{L})\1/gu, '$1'));
      let fix: string | null = slips.length === 1 ? slips[0] : null;
      if (fix && (derivedWord(lower) || lower.length < 5)) fix = null;
      if (fix && isSpellingVariant(lower, fix)) fix = null;
      if (suggestionCache.size > 5000) suggestionCache.clear();
      suggestionCache.set(lower, fix);
      return fix ? matchCase(word, fix) : null;
    },
  };
}
