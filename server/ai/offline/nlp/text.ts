import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One token of a sentence as wink-nlp reads it. */
export interface Token {
  text: string;
  /** Lower-case form. */
  normal: string;
  /** Lower-case dictionary form ("cells" → "cell", "running" → "run"). */
  lemma: string;
  /** Universal POS tag (NOUN, VERB, PROPN, ADJ…). */
  pos: string;
  stop: boolean;
  /** wink's token type: word, number, punctuation, url, email… */
  type: string;
  /** Whether whitespace comes before it in the text. */
  space: boolean;
}

/** A sentence of the note, where it sits and what it is about. */
export interface Sentence {
  /** Position among all sentences of the text. */
  index: number;
  /** The line (block: paragraph, heading or list item) it comes from. */
  block: number;
  text: string;
  tokens: Token[];
  /** Content lemmas (nouns, verbs, adjectives, adverbs, numbers; no stop words), in order. */
  terms: string[];
  /** A heading-like line: short, no verb, no closing punctuation. Not a statement to quote. */
  heading: boolean;
}

/** A text read once: its blocks and sentences, shared by every NLP step that needs them. */
export interface AnalyzedText {
  text: string;
  blocks: string[];
  sentences: Sentence[];
}

/** A key term of a text: a noun or a noun phrase that the text is about. */
export interface KeyTerm {
  /** How the text writes it ("carbon dioxide", "Mitochondria" stays lower case unless a proper noun). */
  term: string;
  /** Its lemmatised key ("mitochondrion"); phrases keep their modifiers ("carbon dioxide"). */
  lemma: string;
  score: number;
  count: number;
  /** The first sentence that mentions it. */
  firstSentence: number;
  proper: boolean;
}

let nlp: WinkMethods | null = null;

/** wink-nlp with its English model, created on first use: the model costs memory and start-up time. */
export function getNlp(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM']);
const NOUN_POS = new Set(['NOUN', 'PROPN']);
const BULLET = /^\s*(?:[-*•▪◦‣]|\d{1,3}[.)])\s+/;
/** Nouns too general to be what a note is about. */
const GENERIC_NOUNS = new Set([
  'thing', 'way', 'lot', 'example', 'kind', 'sort', 'something', 'anything', 'everything', 'nothing', 'someone',
  'anyone', 'everyone', 'bit', 'part', 'use', 'case', 'fact', 'time', 'number', 'amount', 'lots', 'stuff', 'etc', 'type',
  'other', 'others', 'one', 'ones', 'times', 'note', 'notes', 'point', 'side', 'end', 'form', 'group', 'level', 'result', 'reason',
]);

/** Words of a text: runs of letters or digits with inner apostrophes or hyphens. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The blocks of a note's plain text: its non-empty lines, bullets and numbering removed. */
export function blocksOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/**
 * The text of a run of tokens as it is written (single spaces where the text had whitespace), so a
 * phrase cut from a sentence is found verbatim in the note.
 */
export function joinTokens(tokens: readonly Token[]): string {
  return tokens.map((t, i) => (i > 0 && t.space ? ` ${t.text}` : t.text)).join('');
}

/** Words that end in a full stop without ending a sentence ("Dr. Watson", "approx. 5", "Fig. 3"). */
const ABBREVIATION = /^(?:mr|mrs|ms|dr|st|prof|mt|no|nos|fig|figs|jr|sr|vs|etc|approx|ca|gen|col|capt|lt|sgt|gov|sen|rep|inc|ltd|co|corp|dept|univ|vol|ed|eds|al|cf|ch|sec|pp|p|jan|feb|apr|jun|jul|aug|sep|sept|oct|nov|dec|ave|rd|blvd|est|govt|e\.g|i\.e|a\.m|p\.m)$/i;
/** Capitalised words that open a sentence, never continue a name ("… in the U.S. Without wolves, …"). */
const OPENERS = /^(?:The|A|An|In|On|At|It|Its|This|That|These|Those|He|She|They|We|I|But|And|Or|So|When|After|Before|As|By|For|From|With|Without|However|Because|If|Although|While|There|Then|Today|Many|Most|Some|Each|Every|All|No|Not|One|Two|Both|Such|Since|During|Later|Also)$/;

/**
 * Sentence ends that wink's reader runs past: a full stop after a capitalised word ("… from the
 * Sun. Plants …") and an abbreviation that ends a sentence before a word that can only open one
 * ("… the U.S. Without wolves …"). Titles, initials and abbreviations that never end a sentence
 * ("Dr.", "John B. Watson", "e.g.") are not ends.
 */
function splitMissedBoundaries(values: readonly string[], start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  let from = start;
  for (let t = start + 1; t < end; t++) {
    const v = values[t];
    const next = values[t + 1] ?? '';
    if (!/^\p{Lu}/u.test(next)) continue;
    let boundary = false;
    // "Sun." is one token to wink, "grow" "." two
    const word = v === '.' ? (values[t - 1] ?? '') : /^(\p{Lu}?\p{Ll}+)\.$/u.exec(v)?.[1];
    if (word !== undefined && (v === '.' || word)) {
      boundary = /^\p{Lu}?\p{Ll}+$/u.test(word) && word.length >= 2 && !ABBREVIATION.test(word) && (/^\p{Lu}\p{Ll}/u.test(next) || OPENERS.test(next));
    } else if (/^(?:\p{L}\.){2,}$/u.test(v)) boundary = OPENERS.test(next);
    if (boundary && t + 1 <= end) {
      out.push([from, t]);
      from = t + 1;
    }
  }
  out.push([from, end]);
  return out;
}

function readBlock(text: string, block: number, first: number): Sentence[] {
  const { its } = getNlp();
  const doc = getNlp().readDoc(text);
  const values = doc.tokens().out(its.value);
  const normals = doc.tokens().out(its.normal);
  // wink's typings declare its.lemma with a parameter list that does not match ItsFunction; it is one
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>);
  const tags = doc.tokens().out(its.pos);
  const stops = doc.tokens().out(its.stopWordFlag);
  const types = doc.tokens().out(its.type);
  const spaces = doc.tokens().out(its.precedingSpaces);
  const spans = doc.sentences().out(its.span);
  const sentences: Sentence[] = [];
  // wink ends a sentence after "Fig." or "approx." when a number or a small word follows: joined again
  const merged: [number, number][] = [];
  for (const span of spans as unknown as [number, number][]) {
    const last = merged[merged.length - 1];
    const endsAbbreviation = last && (ABBREVIATION.test((values[last[1]] ?? '').replace(/\.$/, '')) || (values[last[1]] === '.' && ABBREVIATION.test(values[last[1] - 1] ?? '')));
    if (last && endsAbbreviation && /^[\p{Ll}\d]/u.test(values[span[0]] ?? '')) last[1] = span[1];
    else merged.push([span[0], span[1]]);
  }
  const pieces = merged.flatMap(([start, end]) => splitMissedBoundaries(values, start, end));
  pieces.forEach(([start, end]) => {
    const tokens: Token[] = [];
    for (let t = start; t <= end; t++) {
      // wink leaves some tokens without a lemma (the "not" it splits from "cannot." at a sentence
      // end): such a token is its own lemma, so no text can break the pipeline.
      const normal = normals[t] ?? values[t] ?? '';
      tokens.push({
        text: values[t] ?? '', normal, lemma: (lemmas[t] ?? normal).toLowerCase(), pos: tags[t] ?? 'X', stop: stops[t] === true, type: types[t] ?? 'word', space: (spaces[t] ?? '') !== '',
      });
    }
    const sentenceText = joinTokens(tokens);
    if (!sentenceText) return;
    const terms = tokens
      .filter((tk) => (tk.type === 'word' || tk.type === 'number') && !tk.stop && CONTENT_POS.has(tk.pos) && tk.lemma.length > 1)
      .map((tk) => tk.lemma);
    const wordCount = tokens.filter((tk) => tk.type === 'word').length;
    const heading =
      pieces.length === 1 && wordCount <= 8 && !/[.!?;:,]$/.test(sentenceText) && !tokens.some((tk) => tk.pos === 'VERB' || tk.pos === 'AUX');
    sentences.push({ index: first + sentences.length, block, text: sentenceText, tokens, terms, heading });
  });
  return sentences;
}

let lastText: string | null = null;
let lastAnalysis: AnalyzedText | null = null;

/**
 * Reads a note once into blocks, sentences and tokens. Lines are read separately so a heading or a
 * list item never merges with the next line; the last analysis is kept because one assistant
 * action often needs several steps over the same text.
 */
export function analyze(input: string | AnalyzedText): AnalyzedText {
  if (typeof input !== 'string') return input;
  if (input === lastText && lastAnalysis) return lastAnalysis;
  const blocks = blocksOf(input);
  const sentences: Sentence[] = [];
  blocks.forEach((block, b) => sentences.push(...readBlock(block, b, sentences.length)));
  lastText = input;
  lastAnalysis = { text: input, blocks, sentences };
  return lastAnalysis;
}

/** The sentences of a text, in order. */
export function sentences(input: string | AnalyzedText): string[] {
  return analyze(input).sentences.map((s) => s.text);
}

/** Lower-case content words and lemmas of a text: the context that picks a word's meaning. */
export function contextWords(input: string | AnalyzedText): Set<string> {
  const set = new Set<string>();
  for (const s of analyze(input).sentences) {
    for (const t of s.tokens) {
      if (t.type === 'word' && !t.stop && t.normal.length > 2) {
        set.add(t.normal);
        set.add(t.lemma);
      }
    }
  }
  return set;
}

interface Candidate {
  lemma: string;
  surfaces: Map<string, number>;
  score: number;
  count: number;
  firstSentence: number;
  phrase: boolean;
  /** Two nouns together ("carbon dioxide"): a term even when it appears once. */
  compound: boolean;
  capitalisedInside: number;
}

function isCandidateWord(t: Token): boolean {
  return t.type === 'word' && !t.stop && /^[\p{L}][\p{L}'’-]*$/u.test(t.text) && t.normal.length > 2;
}

/**
 * The terms a text is about: nouns and noun phrases (adjective/noun runs ending in a noun), stop
 * words removed, grouped by lemma ("cells" counts for "cell"), scored by frequency with a bonus for
 * appearing early and in headings. Phrases that mostly carry a noun absorb it ("carbon dioxide"
 * rather than "carbon" and "dioxide").
 */
export function keyTerms(input: string | AnalyzedText, limit = 10): KeyTerm[] {
  const { sentences: list } = analyze(input);
  const n = Math.max(1, list.length);
  // a proper-noun tag at a sentence start is often a capitalised common noun: map it to its noun lemma
  const nounLemma = new Map<string, string>();
  for (const s of list) for (const t of s.tokens) if (t.pos === 'NOUN') nounLemma.set(t.normal, t.lemma);
  const candidates = new Map<string, Candidate>();
  const add = (lemma: string, surface: string, sentence: Sentence, weight: number, phrase: boolean, insideCapital: boolean, compound = false) => {
    let c = candidates.get(lemma);
    if (!c) {
      c = { lemma, surfaces: new Map(), score: 0, count: 0, firstSentence: sentence.index, phrase, compound, capitalisedInside: 0 };
      candidates.set(lemma, c);
    }
    c.surfaces.set(surface, (c.surfaces.get(surface) ?? 0) + 1);
    c.count++;
    c.score += weight;
    if (insideCapital) c.capitalisedInside++;
  };
  for (const s of list) {
    const position = 1 + 0.5 * (1 - s.index / n);
    const weight = s.heading ? position + 1 : position;
    let run: { token: Token; at: number }[] = [];
    const flush = () => {
      // trim trailing adjectives: a phrase ends in a noun
      while (run.length && !NOUN_POS.has(run[run.length - 1].token.pos)) run.pop();
      while (run.length && !NOUN_POS.has(run[0].token.pos) && run[0].token.pos !== 'ADJ') run.shift();
      for (const { token, at } of run) {
        if (!NOUN_POS.has(token.pos)) continue;
        const lemma = token.pos === 'PROPN' ? (nounLemma.get(token.normal) ?? token.normal) : token.lemma;
        if (GENERIC_NOUNS.has(lemma) || GENERIC_NOUNS.has(token.normal)) continue;
        add(lemma, token.text, s, weight, false, !s.heading && at > 0 && /^\p{Lu}/u.test(token.text));
      }
      // phrases: the last two words of the run, and the last three when the run is that long
      for (const size of [2, 3]) {
        if (run.length < size) continue;
        const part = run.slice(-size);
        const head = part[part.length - 1].token;
        const capitalised = !s.heading && part.every((r) => /^\p{Lu}/u.test(r.token.text));
        if (GENERIC_NOUNS.has(head.lemma) || GENERIC_NOUNS.has(head.normal)) continue;
        // nouns together ("carbon dioxide") or a name ("French Revolution") are terms even when seen once
        const compound = part.every((r) => NOUN_POS.has(r.token.pos)) || capitalised;
        const headLemma = head.pos === 'PROPN' ? (nounLemma.get(head.normal) ?? head.normal) : head.lemma;
        const lemma = [...part.slice(0, -1).map((r) => r.token.normal), headLemma].join(' ');
        const surface = part.map((r) => r.token.text).join(' ');
        add(lemma, surface, s, weight * (compound ? 1.5 : 1.1), true, capitalised, compound && size === 2);
      }
      run = [];
    };
    let afterPlural = false;
    const hasVerb = s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    s.tokens.forEach((t, at) => {
      // "law states that…": a singular noun, then an -s "noun" and a determiner is subject and verb
      const next = s.tokens[at + 1];
      const prev = s.tokens[at - 1];
      const lawStates = t.pos === 'NOUN' && t.normal.endsWith('s') && t.normal !== t.lemma && prev?.pos === 'NOUN' && prev.normal === prev.lemma && next && (next.pos === 'DET' || next.pos === 'PRON' || next.normal === 'that');
      // "the Congress of Vienna redrew the map": in a sentence with no verb tagged, a "noun" between a
      // name and a determiner is its verb (an irregular past the tagger does not know)
      const namedDoes = t.pos === 'NOUN' && prev?.pos === 'PROPN' && next?.pos === 'DET' && !hasVerb;
      if (lawStates || namedDoes) {
        afterPlural = false;
        flush();
        return;
      }
      // a plural noun ends a phrase (English compounds do not modify with plurals), and a "noun" right
      // after it is usually a mis-tagged verb: "plants use sunlight"
      if (isCandidateWord(t) && (NOUN_POS.has(t.pos) || t.pos === 'ADJ') && !(afterPlural && t.pos === 'NOUN')) {
        run.push({ token: t, at });
        afterPlural = t.pos === 'NOUN' && t.normal !== t.lemma && t.normal.endsWith('s');
        if (afterPlural) flush();
      } else {
        afterPlural = false;
        flush();
      }
    });
    flush();
  }
  const ranked = [...candidates.values()]
    // a phrase seen once that is not a compound of nouns is rarely a term
    .filter((c) => !c.phrase || c.count >= 2 || c.compound)
    .sort((a, b) => b.score - a.score || a.firstSentence - b.firstSentence || a.lemma.localeCompare(b.lemma));
  const picked: Candidate[] = [];
  for (const c of ranked) {
    if (!c.phrase) {
      if (picked.length >= limit) continue;
      // a noun that mostly appears inside a picked phrase is already covered by it
      const covering = picked.find((p) => p.phrase && p.lemma.split(' ').includes(c.lemma));
      if (covering && c.count <= covering.count + 1) continue;
      picked.push(c);
      continue;
    }
    const parts = c.lemma.split(' ');
    if (picked.some((p) => p.phrase && (p.lemma.includes(c.lemma) || c.lemma.includes(p.lemma)))) continue;
    // the phrase takes the place of a noun that mostly appears inside it ("carbon dioxide", not "dioxide")
    const absorbed = picked.findIndex((p) => !p.phrase && parts.includes(p.lemma) && p.count <= c.count);
    if (absorbed >= 0) {
      picked[absorbed] = c;
      continue;
    }
    const covered = picked.find((p) => !p.phrase && parts.includes(p.lemma));
    if (covered && c.count * 3 < covered.count) continue;
    if (picked.length < limit) picked.push(c);
  }
  return picked.map((c) => {
    const surface = [...c.surfaces.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const proper = c.capitalisedInside > 0 && c.capitalisedInside >= c.count / 2;
    return {
      term: proper || /^\p{Lu}{2,}$/u.test(surface) ? surface : surface.toLowerCase(),
      lemma: c.lemma,
      score: Math.round(c.score * 100) / 100,
      count: c.count,
      firstSentence: c.firstSentence,
      proper,
    };
  });
}
