/**
 * "front: back" lines: a flashcard deck converted to a quiz (spec-2 §7, one 'front: back' line per
 * card after the deck name) or a glossary. Kept apart from the offline quiz builder, which loads
 * the NLP model, so the quizzes service can recognise such material without loading it.
 */

const PAIR_LINE = /^\s*(?:[-*•]\s+)?([^:]{1,200}?)\s*:\s+(\S.{0,1999})$/u;

export interface PairLine {
  front: string;
  back: string;
  /** The line as written, quoted in explanations. */
  line: string;
}

/** "Seeing Through the Picture: Linear Perspective in the Renaissance": a title and its subtitle, not a pair or a glossary line. */
export function isTitle(back: string): boolean {
  const words = back.trim().split(/\s+/);
  // words of letters only, most of them capitalised ("XSS10 <IMG SRC=x>" is code, not a title)
  if (/[.!?]$/.test(back.trim()) || words.length < 2 || !words.every((w) => /^[\p{L}'’-]+[:,]?$/u.test(w))) return false;
  return words.filter((w) => /^\p{Lu}/u.test(w)).length >= words.length * 0.6;
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** The pairs of a text when at least two lines and most lines (a title line aside) are pairs; else []. */
export function pairLines(material: string): PairLine[] {
  const lines = material.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const pairs = lines.flatMap((line) => {
    const m = PAIR_LINE.exec(line);
    return m && clean(m[1]) && clean(m[2]) && !isTitle(m[2]) ? [{ front: clean(m[1]), back: clean(m[2]).replace(/[.;]$/, ''), line }] : [];
  });
  return pairs.length >= 2 && pairs.length >= (lines.length - 1) * 0.6 ? pairs : [];
}
