import { balancingFeedback } from '../offline/balance-attempt';
import { evalNumber, tryParseFormula } from '../tools/expr';
import type { ToolSuccess } from '../tools/types';
import type { AttemptVerdict } from './state';

/** What the tutor says about an attempt, and whether it was right. */
export interface Judgement {
  verdict: AttemptVerdict;
  feedback: string;
}

const RIGHT: Judgement = { verdict: 'right', feedback: '✅ Yes — that is correct. Well done! Can you explain each step you took?' };
const NOT_WHAT_I_GET = 'that is not what I get. Look at your working again, one step at a time.';

const OFFERS_ANSWER = /\b(?:i got|i get|i think|is it|my answer|i found|i have|x\s*=)/i;

/** A numeric attempt like "x = 3", "I got 2 and 3", or a bare "5" or "10/2". */
export function attemptedNumbers(text: string): number[] {
  const bare = /^\s*[-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?(?:\s*(?:,|and|or)\s*[-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)*\s*[?!.]*\s*$/.test(text);
  if (!bare && !OFFERS_ANSWER.test(text)) return [];
  return [...text.replace(/−/g, '-').replace(/(\d)\s*\/\s*(\d)/g, '$1/$2').matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => {
    const [a, b] = m[0].split('/');
    return b ? Number(a) / Number(b) : Number(a);
  });
}

/** Whether the message offers an answer at all: a value, "I got …", or a written equation for a balancing problem. */
export function offersAnswer(text: string, result?: ToolSuccess): boolean {
  if (attemptedNumbers(text).length > 0 || OFFERS_ANSWER.test(text)) return true;
  return result?.tool === 'balance_equation' && balancingFeedback(result, text) !== undefined;
}

/** The expression the student offers as an answer: "is it 3x^2 + 2?", "I got f'(x) = 6x". */
function attemptedExpression(text: string): string {
  return text
    .trim()
    .replace(/^.*?\b(?:i got|i get|i think(?: it is| it's)?|is it|my answer is|my answer|i found|i have)\b\s*:?\s*/i, '')
    .replace(/^(?:[a-z]'*\s*\(\s*[a-z]\s*\)|[a-z]')\s*=\s*/i, '')
    .replace(/\s*\+\s*c\s*$/i, '')
    .replace(/[?!.\s]+$/, '');
}

/**
 * Whether an attempt matches the exact result, checked numerically: a value for arithmetic and the
 * tools that work out one value (a mean, a definite integral, a word problem's amount), an
 * expression for derivatives (equal everywhere) and antiderivatives (equal up to a constant).
 * Undefined when this kind of answer can't be checked.
 */
function singleValue(result: ToolSuccess): number | undefined {
  const data = result.data ?? {};
  const single = typeof data.value === 'number' || ((result.tool === 'statistics' || result.tool === 'number_theory') && typeof data.value === 'string');
  if (result.tool !== 'arithmetic' && !single) return undefined;
  const value = single ? Number(data.value) : data.numerator !== undefined ? Number(data.numerator) / Number(data.denominator) : Number(data.decimal);
  return Number.isFinite(value) ? value : undefined;
}

function matchesValue(result: ToolSuccess, latest: string): boolean | undefined {
  const data = result.data ?? {};
  const value = singleValue(result);
  if (value !== undefined || result.tool === 'arithmetic') {
    const attempt = attemptedNumbers(latest);
    if (attempt.length !== 1 || value === undefined) return undefined;
    const decimals = /\.(\d+)/.exec(latest)?.[1].length;
    const tolerance = decimals ? 0.5 * 10 ** -decimals + 1e-12 : 1e-9 * Math.max(1, Math.abs(value));
    return Math.abs(attempt[0] - value) <= tolerance;
  }
  const exact = typeof data.derivative === 'string' ? data.derivative : typeof data.antiderivative === 'string' ? data.antiderivative : undefined;
  if (!exact || (result.tool === 'differentiate' && data.order !== 1)) return undefined;
  const variable = typeof data.variable === 'string' ? data.variable : 'x';
  const mine = tryParseFormula(attemptedExpression(latest));
  const theirs = tryParseFormula(exact);
  if (!mine || !theirs) return undefined;
  const points = [0.37, 0.81, 1.29, 1.93, 2.71];
  try {
    const diffs = points.map((p) => evalNumber(mine, { [variable]: p }) - evalNumber(theirs, { [variable]: p }));
    if (diffs.some((d) => !Number.isFinite(d))) return undefined;
    const offset = result.tool === 'integrate' ? diffs[0] : 0;
    return diffs.every((d) => Math.abs(d - offset) < 1e-6);
  } catch {
    return undefined;
  }
}

/**
 * Where a wrong value most likely went wrong, when a common slip explains it: a sign, a last
 * multiplication or division by a number of the question, the decimal point. Never the right value.
 */
function likelySlip(attempt: number, expected: number[], question: string): string | undefined {
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  if (expected.some((e) => e !== 0 && near(attempt, -e))) return 'Check your signs: a minus sign may have been lost when a term moved across the equals sign.';
  const factors = [...new Set([...question.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((k) => k > 1))];
  if (expected.some((e) => e !== 0 && factors.some((k) => near(attempt, e * k) || near(attempt, e / k)))) {
    return 'Check your last step: did you divide (or multiply) by the right number, on both sides?';
  }
  if (expected.some((e) => e !== 0 && [10, 100, 1000, 0.1, 0.01, 0.001].some((p) => near(attempt, e * p)))) return 'Check the decimal point (or the units): your digits look right but the size is off.';
  return undefined;
}

/** Feedback on a wrong attempt: the likely slip when one explains it, else the general advice. */
function notQuite(slip: string | undefined, fallback: string): string {
  return `Not quite: ${slip ?? fallback} Want the next hint?`;
}

/** Roots offered for an equation, each substituted back: which are right, which are not, and whether any is missing. */
function judgeRoots(result: ToolSuccess, attempt: number[], question: string): Judgement | undefined {
  const roots = (result.data?.roots as Array<{ re: number; im: number }> | undefined) ?? [];
  if (!attempt.length || !roots.length) return undefined;
  const correct = attempt.filter((a) => roots.some((r) => Math.abs(r.im) < 1e-9 && Math.abs(r.re - a) < 1e-9));
  if (correct.length === attempt.length) {
    const missing = correct.length < roots.length;
    return {
      verdict: missing ? 'unchecked' : 'right',
      feedback: `✅ Yes — ${attempt.join(' and ')} ${attempt.length > 1 ? 'are' : 'is'} correct. ${
        missing ? 'There is another solution too: can you find it?' : 'Well done: check it by substituting back in.'
      }`,
    };
  }
  const wrong = attempt.filter((a) => !correct.includes(a));
  const real = roots.filter((r) => Math.abs(r.im) < 1e-9).map((r) => r.re);
  const slip = wrong.length === 1 ? likelySlip(wrong[0], real, question) : undefined;
  return {
    verdict: 'wrong',
    feedback: `Not quite: substituting ${wrong.join(' and ')} back into the equation does not give a true statement. ${slip ?? 'Look at your last step again.'} Want the next hint?`,
  };
}

/**
 * The verdict on a student's attempt at a solved problem, checked by value in any form ("x = 5",
 * "5", "I got 10/2", a balanced equation in any order, the value of a definite integral, an
 * antiderivative up to a constant). Undefined when the message offers nothing this can check.
 */
export function judgeAttempt(result: ToolSuccess, latest: string, question: string): Judgement | undefined {
  if (result.tool === 'balance_equation') {
    const feedback = balancingFeedback(result, latest);
    if (!feedback) return undefined;
    return { verdict: feedback.startsWith('✅') ? 'right' : 'wrong', feedback };
  }
  if (result.tool === 'solve_equation') return judgeRoots(result, attemptedNumbers(latest), question);
  const matched = matchesValue(result, latest);
  if (matched === undefined) return undefined;
  if (matched) return RIGHT;
  const offered = attemptedNumbers(latest);
  const value = singleValue(result);
  const slip = offered.length === 1 && value !== undefined ? likelySlip(offered[0], [value], question) : undefined;
  return { verdict: 'wrong', feedback: notQuite(slip, NOT_WHAT_I_GET) };
}

/**
 * An attempt checked against a stored answer's values (a problem only a model's tool call solved):
 * right when the student's numbers are the answer's numbers. Undefined when the attempt has no number.
 */
export function judgeByValue(answer: string, latest: string, question: string): Judgement | undefined {
  const offered = attemptedNumbers(latest);
  const expected = [...answer.replace(/[−–]/g, '-').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (!offered.length || !expected.length) return undefined;
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
  const right = offered.every((a) => expected.some((e) => close(a, e))) && expected.every((e) => offered.some((a) => close(a, e)));
  if (right) return RIGHT;
  const slip = offered.length === 1 ? likelySlip(offered[0], expected, question) : undefined;
  return { verdict: 'wrong', feedback: notQuite(slip, NOT_WHAT_I_GET) };
}
