import { splitEquation, tryParseExpr, variablesOf } from './expr';
import { exprToText } from './format';
import { Poly, polyFromExpr } from './polynomial';
import { Rational } from './rational';

/**
 * "For which values of k does x² + kx + 9 = 0 have no real roots?", "find k so that 2x² − kx + 8 = 0
 * has equal roots": the roots of a quadratic in x are decided by its discriminant b² − 4ac, a
 * polynomial in k, so the question becomes an inequality (or equation) in k for the tools to solve.
 * Only a leading coefficient free of k is read: when it can be 0 the equation stops being quadratic,
 * which courses handle differently, so that is left unanswered.
 */
export interface ParameterCondition {
  /** "k^2 - 36 < 0", or "k^2 - 36 = 0" for equal roots. */
  condition: string;
  relation: '<' | '>' | '>=' | '=';
  parameter: string;
  /** How the question was read, for the student. */
  reading: string;
}

const ASKS = /\b(?:values?\s+of|find|determine|range\s+of)\s+(?:the\s+)?(?:constant\s+|real\s+number\s+)?([a-z])\b/i;
const HAS = /(?:^|[\s,:;])([^,:;?]*?=[^,:;?]*?)\s+(?:has|have|will\s+have)\s+(.*?)\b(?:roots?|solutions?|zeros?|zeroes|x[- ]intercepts?)\b/i;

function relationOf(words: string): ParameterCondition['relation'] | null {
  const w = `${words.toLowerCase().replace(/\s+/g, ' ').trim()} `.replace(/^ $/, '');
  if (/^no (?:real )?$/.test(w)) return '<';
  if (/^(?:two|2) (?:distinct |different |unequal )?(?:real )?(?:distinct |different )?$|^(?:distinct|different|unequal) (?:real )?$|^real (?:and )?(?:distinct|different|unequal) $/.test(w)) return '>';
  if (/^(?:equal|repeated|coincident|(?:one|1|exactly one|a single|a repeated|a double|one repeated|two equal) (?:real )?(?:repeated )?)(?: real)? ?$/.test(w)) return '=';
  if (/^(?:real|at least one real|some real) ?$/.test(w)) return '>=';
  return null;
}

export function parameterCondition(text: string): ParameterCondition | null {
  const asks = ASKS.exec(text);
  const has = HAS.exec(text);
  if (!asks || !has) return null;
  const relation = relationOf(has[2]);
  if (!relation) return null;
  const k = asks[1];
  const sides = splitEquation(has[1].replace(/^.*\b(?:equation|does|do|that|which|so|if|when|such)\s+/i, ''));
  if (!sides) return null;
  const [left, right] = [tryParseExpr(sides.left), tryParseExpr(sides.right)];
  if (!left || !right) return null;
  const [pl, pr] = [polyFromExpr(left), polyFromExpr(right)];
  if (!pl || !pr) return null;
  const p = pl.sub(pr);
  const letters = new Set([...variablesOf(left), ...variablesOf(right)]);
  if (letters.size !== 2 || !letters.has(k)) return null;
  const [x] = [...letters].filter((l) => l !== k);
  if (p.degreeIn(x) !== 2) return null;
  // The coefficients of x², x and 1, each a polynomial in k.
  const coefficient = (e: number) => Poly.fromTerms([...p.terms.values()].filter((t) => (t.mono.find(([v]) => v === x)?.[1] ?? 0) === e).map((t) => ({ mono: t.mono.filter(([v]) => v !== x), coef: t.coef })));
  const [a, b, c] = [coefficient(2), coefficient(1), coefficient(0)];
  const lead = a.constantValue();
  if (!lead || lead.isZero()) return null;
  const d = b.mul(b).sub(a.mul(c).scale(Rational.of(4)));
  if (d.variables().some((v) => v !== k) || d.constantValue() !== null) return null;
  const shown = exprToText(d.toExpr());
  const said = { '<': 'no real roots', '>': 'two distinct real roots', '=': 'equal (repeated) roots', '>=': 'real roots' }[relation];
  return {
    condition: `${shown} ${relation} 0`,
    relation,
    parameter: k,
    reading: `${said}: the discriminant b² − 4ac of the quadratic in ${x} is ${shown}, and it must be ${{ '<': 'negative', '>': 'positive', '=': 'zero', '>=': 'zero or positive' }[relation]}`,
  };
}
