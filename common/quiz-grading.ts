import type { QuestionType } from './schemas/quizzes';

const ARTICLES = /\b(a|an|the)\b/g;

function simplify(text: string, dropArticles: boolean): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    // "1,000" is "1000", and a minus sign is part of its number ("-5" is not "5")
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])[-\u2212](?=\d)/gu, '$1 minus ')
    .replace(/[\p{P}\p{S}]+/gu, ' ');
  return (dropArticles ? plain.replace(ARTICLES, ' ') : plain).replace(/\s+/g, ' ').trim();
}

/**
 * A typed answer reduced to what matters for marking: lower case, trimmed, punctuation and the
 * articles a/an/the removed, spaces collapsed. "The Mitochondria." and "mitochondria" are equal.
 */
export function normalizeAnswer(text: string): string {
  return simplify(text, true);
}

/** Whether two words differ by at most one letter: one substitution, insertion, deletion or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    return diffs.length === 2 && diffs[1] === diffs[0] + 1 && a[diffs[0]] === b[diffs[1]] && a[diffs[1]] === b[diffs[0]];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * Typed answers (short answer, fill in the blank): equal after normalising, or differing only by one
 * letter in words (of letters, not numbers) longer than 5 letters ("photosynthesis" / "photosynthsis"), never in short words
 * where one letter changes the meaning ("cell" / "call").
 */
export function typedAnswerMatches(given: string, correct: string): boolean {
  let g = normalizeAnswer(given);
  let c = normalizeAnswer(correct);
  // an answer that is only an article ("Vitamin _____" → "A") is compared with its article kept
  if (!c) [g, c] = [simplify(given, false), simplify(correct, false)];
  if (!g) return false;
  if (g === c) return true;
  const gw = g.split(' ');
  const cw = c.split(' ');
  if (gw.length !== cw.length) return false;
  let typos = 0;
  for (let i = 0; i < cw.length; i++) {
    if (gw[i] === cw[i]) continue;
    // letters only: one digit changes a number ("100000" / "100001"), never a typo
    if (cw[i].length <= 5 || !/^\p{L}+$/u.test(cw[i]) || !withinOneEdit(gw[i], cw[i])) return false;
    typos++;
  }
  return typos <= 1;
}

/** Spec-2 §4 and issue 6: choices must match exactly; typed answers are marked with some forgiveness. */
export function isAnswerCorrect(type: QuestionType, given: string | undefined, correct: string): boolean {
  if (given === undefined) return false;
  if (type === 'multiple-choice' || type === 'true-false') return given === correct;
  return typedAnswerMatches(given, correct);
}

/** Percent of correct answers, rounded; 0 when there are no questions (spec-2 §4 "Scoring"). */
export function scorePercent(correctCount: number, total: number): number {
  return total === 0 ? 0 : Math.round((correctCount / total) * 100);
}
