import { coveringSelection, rankSentences, summaryLength } from './summarize';
import { analyze, type AnalyzedText } from './text';

export interface KeyPointOptions {
  /** Most bullets to give (default 7). */
  max?: number;
}

/** Openers that link a sentence to the one before; a bullet stands alone without them. */
const LEADING_CONNECTOR =
  /^(?:however|additionally|in addition|furthermore|moreover|basically|essentially|therefore|thus|as a result|in fact|in other words|on the other hand|also|firstly|secondly|thirdly|overall|in conclusion|to sum up)\s*,?\s+/i;
/** Openers that are only connectors when a comma follows ("First, …" but not "First cells…"). */
const LEADING_CONNECTOR_COMMA = /^(?:first|second|third|finally|lastly|for example|for instance|so|and|but|then|actually|anyway)\s*,\s+/i;
const MAX_POINT_LENGTH = 220;

/**
 * A sentence as a bullet: its linking opener and bracketed asides removed, its closing full stop
 * dropped, cut at a clause boundary when it is very long. Wording is the student's own.
 */
export function condense(sentence: string): string {
  let point = sentence.trim().replace(LEADING_CONNECTOR, '').replace(LEADING_CONNECTOR_COMMA, '');
  point = point.replace(/\s*\([^()]{1,80}\)/g, '').replace(/\s+([,;:.!?])/g, '$1');
  if (point.length > MAX_POINT_LENGTH) {
    const cut = point.slice(0, MAX_POINT_LENGTH);
    const boundary = Math.max(cut.lastIndexOf('; '), cut.lastIndexOf(', '), cut.lastIndexOf(' — '));
    point = boundary > MAX_POINT_LENGTH / 2 ? cut.slice(0, boundary) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
  }
  point = point.replace(/[.;,:]+$/, '').trim();
  return point.charAt(0).toUpperCase() + point.slice(1);
}

/**
 * The note's key points as bullet strings: its highest-ranked statements (TextRank), condensed and
 * kept in the note's order so related points stay together.
 */
export function keyPoints(input: string | AnalyzedText, options: KeyPointOptions = {}): string[] {
  const ranked = rankSentences(input);
  if (ranked.length === 0) return [];
  const max = options.max ?? 7;
  const count = Math.min(max, Math.max(Math.min(3, ranked.length), summaryLength(ranked.length, { ratio: 0.4 })));
  const seen = new Set<string>();
  // unless a maximum is asked, up to three more points while the note's names, dates and terms are not yet covered
  return coveringSelection(analyze(input), ranked, count, options.max === undefined ? Math.min(ranked.length, count + 3) : count)
    .sort((a, b) => a.index - b.index)
    .map((s) => condense(s.text))
    .filter((point) => {
      const key = point.toLowerCase();
      if (point.length < 2 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
