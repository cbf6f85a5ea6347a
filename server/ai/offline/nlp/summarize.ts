import { analyze, keyTerms, type AnalyzedText, type Sentence } from './text';

export interface SummaryOptions {
  /** Share of the sentences to keep (default 0.3). */
  ratio?: number;
  /** Exact number of sentences to keep; wins over `ratio`. */
  count?: number;
  /** Most sentences to keep when `ratio` decides (default 15: a summary of a long note stays short). */
  max?: number;
}

export interface RankedSentence {
  index: number;
  text: string;
  score: number;
}

const DAMPING = 0.85;
const MAX_ITERATIONS = 50;
const TOLERANCE = 1e-6;

/** TextRank similarity: shared content lemmas, normalised by the log lengths of both sentences. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const term of small) if (large.has(term)) shared++;
  if (shared === 0) return 0;
  return shared / (Math.log(a.size + 1) + Math.log(b.size + 1));
}

/**
 * Ranks statements by TextRank: a graph whose edges are sentence similarities, scored by weighted
 * PageRank, so a sentence ranks high when many others say something close to it. Headings are left
 * out: they name a topic, they do not state anything.
 */
export function rankSentences(input: string | AnalyzedText): RankedSentence[] {
  const list: Sentence[] = analyze(input).sentences.filter((s) => !s.heading);
  const n = list.length;
  if (n === 0) return [];
  const sets = list.map((s) => new Set(s.terms));
  const edges: { to: number; weight: number }[][] = list.map(() => []);
  const outWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = similarity(sets[i], sets[j]);
      if (w > 0) {
        edges[i].push({ to: j, weight: w });
        edges[j].push({ to: i, weight: w });
        outWeight[i] += w;
        outWeight[j] += w;
      }
    }
  }
  let scores = new Float64Array(n).fill(1 / n);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const next = new Float64Array(n).fill((1 - DAMPING) / n);
    // sentences linked to nothing spread their score evenly, as PageRank does for dangling nodes
    let dangling = 0;
    for (let i = 0; i < n; i++) if (outWeight[i] === 0) dangling += scores[i];
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (const { to, weight } of edges[i]) sum += (weight / outWeight[to]) * scores[to];
      next[i] += DAMPING * (sum + dangling / n);
    }
    let delta = 0;
    for (let i = 0; i < n; i++) delta += Math.abs(next[i] - scores[i]);
    scores = next;
    if (delta < TOLERANCE) break;
  }
  return list.map((s, i) => ({ index: s.index, text: s.text, score: scores[i] }));
}

/** How many of `total` sentences to keep: at least one, fewer than all once there are three or more. */
export function summaryLength(total: number, options: SummaryOptions = {}): number {
  if (total <= 2) return total;
  const wanted = options.count ?? Math.min(options.max ?? 15, Math.round(total * (options.ratio ?? 0.3)));
  return Math.min(total - 1, Math.max(1, wanted));
}

/**
 * What a summary must not lose from a sentence (issue 15): the names of people and places, dates,
 * numbers with what they count, and the text's key terms. Keys are lower case.
 */
export function keyItemsOf(sentence: Sentence, terms: ReadonlySet<string>): Set<string> {
  const items = new Set<string>();
  const tokens = sentence.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // a run of capitalised words, not the capital that opens the sentence on its own ("The")
    if (/^\p{Lu}/u.test(t.text) && t.type === 'word' && !(i === 0 && t.stop)) {
      let j = i;
      const run: string[] = [];
      while (j < tokens.length && /^\p{Lu}/u.test(tokens[j].text) && tokens[j].type === 'word') run.push(tokens[j++].normal);
      if (!(i === 0 && run.length === 1 && t.pos !== 'PROPN')) items.add(`name:${run.join(' ')}`);
      i = j - 1;
      continue;
    }
    if (t.type === 'number' || /^\d/.test(t.text)) items.add(`number:${t.text.replace(/,/g, '')}`);
  }
  for (const lemma of sentence.terms) if (terms.has(lemma)) items.add(`term:${lemma}`);
  for (const term of terms) if (term.includes(' ') && sentence.text.toLowerCase().includes(term)) items.add(`term:${term}`);
  return items;
}

/**
 * The sentences of an extractive summary with their positions: chosen one by one for the names,
 * dates, numbers and key terms they add that the summary does not have yet, TextRank breaking
 * ties, then given back in the order the student wrote them so the summary still reads as the
 * note does. One or two sentences come back as they are.
 */
export function selectSummary(input: string | AnalyzedText, options: SummaryOptions = {}): RankedSentence[] {
  const analysis = analyze(input);
  const ranked = rankSentences(analysis);
  const keep = summaryLength(ranked.length, options);
  if (keep >= ranked.length) return ranked;
  // a little longer when the note holds many names, dates and terms: until four in five are kept
  const most = options.count ?? Math.max(keep, summaryLength(ranked.length, { ratio: (options.ratio ?? 0.3) * 1.5, max: Math.round((options.max ?? 15) * 1.4) }));
  return coveringSelection(analysis, ranked, keep, most).sort((a, b) => a.index - b.index);
}

/** `keep` sentences that together hold the most key items, the best-ranked first among equals; a repeated sentence once. */
export function coveringSelection(analysis: AnalyzedText, ranked: readonly RankedSentence[], keep: number, most = keep, share = 0.85): RankedSentence[] {
  const terms = new Set(keyTerms(analysis, 20).map((t) => t.lemma));
  const top = Math.max(...ranked.map((r) => r.score), 1e-9);
  const itemsOf = new Map(ranked.map((r) => [r.index, keyItemsOf(analysis.sentences[r.index], terms)]));
  const covered = new Set<string>();
  const all = new Set([...itemsOf.values()].flatMap((x) => [...x]));
  const chosen: RankedSentence[] = [];
  const seen = new Set<string>();
  const left = [...ranked].sort((a, b) => b.score - a.score || a.index - b.index);
  while (left.length > 0 && (chosen.length < keep || (chosen.length < most && covered.size < share * all.size))) {
    let best = 0;
    let bestValue = -Infinity;
    left.forEach((r, i) => {
      const gain = [...(itemsOf.get(r.index) ?? [])].filter((x) => !covered.has(x)).length;
      // a long sentence is not chosen for its many items alone: gain per twenty words, and its rank
      const words = r.text.split(/\s+/).length;
      const value = gain / Math.max(1, words / 40) + 0.1 * (r.score / top);
      if (value > bestValue) [best, bestValue] = [i, value];
    });
    const [pick] = left.splice(best, 1);
    const key = pick.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const x of itemsOf.get(pick.index) ?? []) covered.add(x);
    chosen.push(pick);
  }
  return chosen;
}

/** An extractive summary as sentences (see selectSummary): a subset of the note, in its order. */
export function summarize(input: string | AnalyzedText, options: SummaryOptions = {}): string[] {
  return selectSummary(input, options).map((s) => s.text);
}
