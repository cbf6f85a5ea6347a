import { analyze, type AnalyzedText, type Sentence } from './text';

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
 * The sentences of an extractive summary with their positions: the top TextRank sentences, given
 * back in the order the student wrote them so the summary still reads as the note does. One or two
 * sentences come back as they are.
 */
export function selectSummary(input: string | AnalyzedText, options: SummaryOptions = {}): RankedSentence[] {
  const ranked = rankSentences(input);
  const keep = summaryLength(ranked.length, options);
  if (keep >= ranked.length) return ranked;
  const seen = new Set<string>();
  return [...ranked]
    // ties go to the earlier sentence, which usually introduces the topic
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .filter((s) => {
      // a sentence the note repeats is kept once
      const key = s.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, keep)
    .sort((a, b) => a.index - b.index);
}

/** An extractive summary as sentences (see selectSummary): a subset of the note, in its order. */
export function summarize(input: string | AnalyzedText, options: SummaryOptions = {}): string[] {
  return selectSummary(input, options).map((s) => s.text);
}
