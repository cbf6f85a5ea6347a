/**
 * The offline tutor's question corpus (issue 14): questions written as students write them, grade 6
 * to first-year university, each with the value a teacher would accept or "must refuse". The
 * corpus test runs every question through the offline tutor and counts right, honest refusal and
 * wrong per category.
 */

/** The subject areas the corpus reports on (one JSON file per category in questions/). */
export const CORPUS_CATEGORIES = [
  'arithmetic',
  'trig-and-logs',
  'equations',
  'inequalities',
  'systems',
  'word-problems',
  'probability',
  'statistics',
  'calculus',
  'chemistry',
  'physics',
  'geometry',
  'must-refuse',
] as const;
export type CorpusCategory = (typeof CORPUS_CATEGORIES)[number];

/**
 * What a right answer is.
 * - number: one value; `unit` names the unit it is in (SI unless the question asks for another);
 *   `rel` a relative tolerance where a conventional constant may differ (g = 9.8 or 9.81, molar
 *   masses), otherwise exact up to the answer's own rounding (at least 3 significant figures).
 * - set: every real solution, in any order ([] when there is none).
 * - interval: the solution set of an inequality in interval notation, "(-inf, 2] U (3, inf)";
 *   "(-inf, inf)" for every real number, "{}" for none.
 * - expression: a formula in `variable` (sympy-style: 3*x^2 + 2, sqrt(x), exp(x), ln(x), sin(x));
 *   `upToConstant` for an antiderivative.
 * - system: the value of each unknown.
 * - equation: a balanced chemical equation with the lowest whole-number coefficients.
 * - refuse: answering would mean guessing (missing data, ambiguous, not a question the engine can
 *   check); `why` says what is missing.
 */
export type CorpusExpect =
  | { number: number; unit?: string; rel?: number }
  | { set: number[] }
  | { interval: string }
  | { expression: string; variable: string; upToConstant?: boolean }
  | { system: Record<string, number> }
  | { equation: string }
  | { refuse: true; why: string };

export interface CorpusQuestion {
  /** "<category>-<nnn>", unique. */
  id: string;
  /** 6–12 for school years, 13 for first-year university. */
  grade: number;
  /** Exactly as a student would type it: typos, casual phrasing, unicode (×, ÷, −, ², √, π, °) or LaTeX. */
  question: string;
  expect: CorpusExpect;
  /** The convention the expected value rests on, where one matters (degrees, log base 10, g = 9.8). */
  note?: string;
}
