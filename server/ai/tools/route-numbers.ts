import type { ToolName } from './catalog';
import { integerTokens } from './number-theory';
import { numberTokens } from './statistics';

/**
 * Routes questions about a list of numbers (statistics) or about whole numbers (GCD, LCM, primes,
 * factors) to their tools. Strict on purpose: a keyword AND a clean list of numbers, so "mean free
 * path", "the range of f(x) = x²" or "factor x² − 4" never land here.
 */

type NumbersRoute = { kind: 'tool'; tool: ToolName; input: Record<string, unknown> };

const NUMBER = String.raw`[-+−]?(?:\d+(?:\.\d+)?|\.\d+)(?:/\d+)?`;
const SEPARATOR = String.raw`\s*(?:,|;|\band\b|&|\s)\s*(?:and\s+)?`;
/** A run of numbers: "4, 8, 15", "{4; 8; 15}", "3 and 5", "1,000, 2,500". */
const LIST = new RegExp(String.raw`[{[(]?\s*${NUMBER}(?:${SEPARATOR}${NUMBER})*\s*[}\])]?`, 'g');

/** The longest run of numbers in the text (as the tool will read it) and the text around it. */
function numberList(text: string, count: (list: string) => number): { list: string; count: number; rest: string } | null {
  let best: { list: string; count: number; rest: string } | null = null;
  for (const m of text.matchAll(LIST)) {
    const list = m[0].trim().replace(/−/g, '-');
    const n = count(list);
    const index = m.index ?? 0;
    if (!best || n > best.count) best = { list, count: n, rest: `${text.slice(0, index)} ${text.slice(index + m[0].length)}` };
  }
  return best;
}

/** Everything outside the list must be words: no other numbers, no maths symbols, no letters-as-variables. */
function onlyWords(rest: string): boolean {
  const r = rest.replace(/\b(?:to|correct to)\s+(?:\d+|one|two|three)\s+(?:decimal places?|d\.?p\.?|significant figures?|s\.?f\.?)\b/gi, ' ');
  return !/\d|[=^*/<>√∛∑]|\b[a-z]\s*\(|\b[xyzn]\b/i.test(r);
}

const MEASURE_PATTERNS: Array<[RegExp, string]> = [
  [/\b(?:summary statistics|descriptive statistics|statistics|stats|summary|all the measures|measures of (?:central tendency|spread))\b/i, 'summary'],
  [/\b(?:standard deviation|std\.? ?dev|stdev|s\.d\.)\b/i, 'standard deviation'],
  [/\bvariance\b/i, 'variance'],
  [/\b(?:mean absolute deviation|mean deviation|average absolute deviation|MAD)\b/, 'mean absolute deviation'],
  [/\b(?:mean|average|avg)\b/i, 'mean'],
  [/\bmedian\b/i, 'median'],
  [/\bmodes?\b/i, 'mode'],
  [/\brange\b/i, 'range'],
];

/** Measures named with a word the patterns above know ("mean", "range") that are other measures. */
const OTHER_MEASURES = /\b(?:geometric|harmonic|trimmed|weighted|moving|running|quadratic)\s+(?:mean|average)\b|\b(?:median absolute deviation|interquartile|inter-quartile|semi-interquartile|midrange|mid-range|standard error|coefficient of variation|skew\w*|kurtosis|percentile|quartiles?|root mean square|z-?scores?)\b/i;

/** "find the mean, median and mode of 3, 5, 5, 8", "standard deviation of {2; 4; 4; 4; 5; 5; 7; 9}". */
export function statisticsRoute(t: string): NumbersRoute | null {
  // A measure this tool does not compute is never answered with one it does ("geometric mean" is not the mean).
  if (OTHER_MEASURES.test(t)) return null;
  const named = MEASURE_PATTERNS.filter(([re]) => re.test(t.replace(/\b(?:mean absolute deviation|mean deviation|average absolute deviation)\b/gi, 'MAD'))).map(([, m]) => m);
  if (!named.length) return null;
  // "mean free path", "range of motion", "mode of vibration": the keyword is part of another term.
  if (/\bmean free path\b|\bmean (?:value theorem|velocity|speed)\b|\brange of (?:motion|a function|f)\b|\bmodes? of (?:vibration|transport|operation)\b/i.test(t)) return null;
  // "$10, $14, $12 and $16": amounts of money as data.
  const found = numberList(t.replace(/[$£€]\s?(?=\d)/g, ''), (list) => numberTokens(list).length);
  if (!found) return null;
  // "my last 6 game scores were …", "5 times in lab: …": a count of the values listed, said before them.
  const rest = found.rest.replace(/\b(\d+)\s+(?:[a-z]+\s+){0,3}?(?:people|data\s+points|[a-z]{2,}s)\b/gi, (m, n: string) => (Number(n) === found.count ? ' ' : m));
  if (found.count < 2 || !onlyWords(rest)) return null;
  const measure = named.includes('summary') ? 'summary' : named.join(', ');
  const sample = /\bsample\b/i.test(t) && !/\bpopulation\b/i.test(t);
  return { kind: 'tool', tool: 'statistics', input: { numbers: found.list, measure, ...(sample ? { sample: true } : {}) } };
}

const NUMBER_THEORY: Array<[RegExp, string]> = [
  [/\b(?:gcd|hcf|gcf|g\.c\.d\.?|h\.c\.f\.?|(?:greatest|highest|largest|biggest) common (?:factor|divisor)|co-?prime|relatively prime)\b/i, 'gcd'],
  [/\b(?:lcm|l\.c\.m\.?|(?:least|lowest|smallest) common multiple)\b/i, 'lcm'],
  [/\b(?:prime factors?|prime factori[sz]ation|prime decomposition|product of (?:its )?primes?|product of (?:its )?prime factors|factor tree)\b/i, 'prime_factors'],
  [/\b(?:prime|composite)\b/i, 'is_prime'],
  [/\b(?:factors|divisors|factor pairs)\b|\bfactors? of\b|\bdivisible by what\b/i, 'factors'],
];

/** "GCD of 12 and 18", "is 97 prime?", "prime factors of 360", "factors of 36", "factorise 360". */
export function numberTheoryRoute(t: string): NumbersRoute | null {
  let operation = NUMBER_THEORY.find(([re]) => re.test(t))?.[1];
  // "factor 360", "factorise 360": a single whole number means its prime factorisation, not algebra.
  if (!operation && /^(?:factor|factori[sz]e)\s+\d[\d,]*$/i.test(t)) operation = 'prime_factors';
  if (!operation) return null;
  const t2 = t.replace(/\s*\b(?:using|with|by)\s+(?:the\s+)?euclid(?:'s|s)?(?:\s+(?:algorithm|method))?\b/i, ' ');
  const euclid = t2 !== t;
  const found = numberList(t2, (list) => integerTokens(list, operation === 'gcd' || operation === 'lcm').length);
  if (!found || !onlyWords(found.rest)) return null;
  const numbers = found.list.replace(/[{}[\]()]/g, '').trim();
  const count = found.count;
  if (operation !== 'gcd' && operation !== 'lcm' && count !== 1) return null;
  return { kind: 'tool', tool: 'number_theory', input: { operation, numbers, ...(euclid ? { method: 'euclid' } : {}) } };
}

/**
 * "simplify root 48", "simplify the cube root of 54", "what is root 50": roots in words, which the
 * algebra route would otherwise read as the letters r·o·o·t. "the square root of 144" stays arithmetic.
 */
export function rootWordsRoute(t: string): NumbersRoute | null {
  const m = /^(simplify|what(?:'s| is)|calculate|evaluate)?\s*(?:the\s+)?(square\s+|cube\s+|2nd\s+|3rd\s+)?root\s+(of\s+)?(\d+(?:\.\d+)?)$/i.exec(t);
  if (!m || (!m[1]?.toLowerCase().startsWith('simplify') && m[3])) return null;
  const expression = `${/^(?:cube|3rd)/i.test(m[2] ?? '') ? 'cbrt' : 'sqrt'}(${m[4]})`;
  return { kind: 'tool', tool: m[1]?.toLowerCase() === 'simplify' ? 'simplify' : 'arithmetic', input: { expression } };
}

/** Statistics first ("mean of the factors…" is rare), then number facts, then roots in words. */
export function numbersRoute(t: string): NumbersRoute | null {
  // "the variance of a uniform distribution on [0, 6]": a distribution's parameters are not data.
  if (/\bdistribut(?:ion|ed)\b/i.test(t)) return numberTheoryRoute(t) ?? rootWordsRoute(t);
  return statisticsRoute(t) ?? numberTheoryRoute(t) ?? rootWordsRoute(t);
}
