import type { ToolSuccess } from '../tools/types';

/** The verified answer of a result as text: the plain answer and its LaTeX. */
export function answerText(result: ToolSuccess): string {
  return `${result.answer} ${result.answerLatex ?? ''}`.trim();
}

/** Numbers written in a text (integers, decimals, the parts of fractions), as written. */
function numberTokens(text: string): Set<string> {
  return new Set([...text.replace(/[−–]/g, '-').matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].map((m) => m[0]));
}

/** The numbers of a verified answer that the question itself does not have: writing one is giving the answer away. */
export function answerNumbers(answer: string, question: string): string[] {
  const asked = numberTokens(question);
  return [...numberTokens(answer)].filter((n) => !asked.has(n));
}

/**
 * Whether an offline hint would give the answer away: it writes any number that the answer has and
 * the question does not. Strict on purpose: the engine's hints are built from the worked steps, and
 * the last steps often are the answer.
 */
export function givesAway(hint: string, answer: string, question: string): boolean {
  const shown = numberTokens(hint);
  return answerNumbers(answer, question).some((n) => shown.has(n));
}

/** A model's Markdown and LaTeX reduced to plain maths: \frac{a}{b} → a/b, no $, braces or bold. */
function plainMaths(text: string): string {
  return text
    .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\(?:left|right|displaystyle|,|;|!|quad)/g, ' ')
    .replace(/\\(?:approx)/g, '≈')
    .replace(/\\(?:boxed|text|mathrm|mathbf)\s*\{([^{}]*)\}/g, '$1')
    .replace(/[$*_{}]|\\\(|\\\)|\\\[|\\\]/g, ' ')
    .replace(/\((\d+(?:\.\d+)?)\)\/\((\d+(?:\.\d+)?)\)/g, '$1/$2')
    .replace(/[−–]/g, '-')
    .replace(/[ \t]+/g, ' ');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The values of an answer as written: fractions whole (2/3), other numbers on their own. */
function answerValues(answer: string): string[] {
  const plain = plainMaths(answer);
  const fraction = /(?<![\d.])\d+(?:\.\d+)?\s*\/\s*\d+(?![\d.])/g;
  const fractions = [...plain.matchAll(fraction)].map((m) => m[0].replace(/\s+/g, ''));
  const singles = [...numberTokens(plain.replace(fraction, ' '))];
  return [...new Set([...fractions, ...singles])];
}

const RESULT_LEAD = '(?:=|≈|\\b(?:is|are|equals?|gets?|gives?|makes?|answer|result|solution|comes? out (?:to|as)|works? out (?:to|as))\\b:?)';

/**
 * Whether a model's hint-mode reply states a verified answer: one of the answer's values written as
 * a result, after "=", "≈", "is", "equals", "get", "gives" or "answer". A number used on the way
 * ("subtract 3 from both sides", "= 2x", "= 2/5") is not a leak, nor the question restated ("3x + 5
 * = 20" when 20 is also the answer): only the value standing as a result, in words the question
 * does not have.
 */
export function revealsAnswer(reply: string, answers: string[], question: string): boolean {
  const text = plainMaths(reply);
  const asked = plainMaths(question).replace(/\s+/g, ' ').toLowerCase();
  for (const answer of answers) {
    for (const v of answerValues(answer)) {
      const written = v.split('/').map(escapeRegExp).join('\\s*/\\s*');
      const value = `-?\\s*${written}(?!\\.?\\d|[a-zA-Z(^√π]|\\s*/\\s*\\d)`;
      const pattern = new RegExp(`(?:[a-z]\\w*\\s*)?${RESULT_LEAD}\\s*(?:about|approximately|roughly|exactly)?\\s*\\(?${value}`, 'gi');
      for (const m of text.matchAll(pattern)) {
        if (!asked.includes(m[0].replace(/\s+/g, ' ').trim().toLowerCase())) return true;
      }
    }
  }
  return false;
}

/**
 * Whether a worked step may not be shown in hint mode: it writes a number of the answer the question
 * does not have, or it states the answer as a result even with numbers the question has ("x = 7"
 * for 7x − 4 = 2x + 31).
 */
export function stepGivesAway(step: string, answer: string, question: string): boolean {
  return givesAway(step, answer, question) || revealsAnswer(step, [answer], question);
}
