import { realRoots, verdict, type PolySolver } from './abs-radical-equations';
import { bin, evalNumber, isFreeOf, variablesOf, type Expr } from './expr';
import { exprToText, formatNumber } from './format';
import { polyFromExpr } from './polynomial';
import { Rational, lcm } from './rational';
import { step, type ToolResult, type ToolStep } from './types';

/**
 * Equations with the unknown only inside logarithms (log₃x + log₃(x − 8) = 2, ln x + ln 2 = ln 10,
 * log x + log(x + 21) = 2, 2 ln x = ln(3x + 4)): the logarithms are combined with the log laws into
 * one, which is undone, leaving a polynomial equation. Its roots are only candidates: each is checked
 * in the original equation, where every logarithm needs a positive argument.
 */

const BASES: Record<string, number> = { ln: Math.E, log10: 10, log2: 2 };

interface LogSum {
  /** coefficient · ln(argument), the argument a polynomial in the unknown. */
  terms: Array<{ coef: number; arg: Expr }>;
  constant: number;
}

function logSum(e: Expr, v: string): LogSum | null {
  if (isFreeOf(e, v)) {
    if (variablesOf(e).size) return null;
    const value = evalNumber(e);
    return Number.isFinite(value) ? { terms: [], constant: value } : null;
  }
  switch (e.kind) {
    case 'call': {
      const base = BASES[e.name];
      if (!base || e.args.length !== 1) return null;
      const p = polyFromExpr(e.args[0]);
      if (!p || p.variables().some((w) => w !== v)) return null;
      return { terms: [{ coef: 1 / Math.log(base), arg: e.args[0] }], constant: 0 };
    }
    case 'neg': {
      const a = logSum(e.arg, v);
      return a && { terms: a.terms.map((t) => ({ ...t, coef: -t.coef })), constant: -a.constant };
    }
    case 'add':
    case 'sub': {
      const [l, r] = [logSum(e.left, v), logSum(e.right, v)];
      if (!l || !r) return null;
      const sign = e.kind === 'add' ? 1 : -1;
      return { terms: [...l.terms, ...r.terms.map((t) => ({ ...t, coef: sign * t.coef }))], constant: l.constant + sign * r.constant };
    }
    case 'mul':
    case 'div': {
      const [l, r] = [logSum(e.left, v), logSum(e.right, v)];
      if (!l || !r) return null;
      const [scaled, factor] = !r.terms.length ? [l, r.constant] : !l.terms.length && e.kind === 'mul' ? [r, l.constant] : [null, 0];
      if (!scaled || !Number.isFinite(factor) || factor === 0) return null;
      const k = e.kind === 'div' ? 1 / factor : factor;
      return { terms: scaled.terms.map((t) => ({ ...t, coef: t.coef * k })), constant: scaled.constant * k };
    }
    default:
      return null;
  }
}

/** x as a fraction when it is one (to 1e-12), else null. */
function nice(x: number, maxDen = 1_000_000n): Rational | null {
  if (!Number.isFinite(x)) return null;
  const r = Rational.approximate(x, maxDen);
  return Math.abs(r.toNumber() - x) <= 1e-12 * Math.max(1, Math.abs(x)) ? r : null;
}

/** The answer for an equation whose unknown is only inside logarithms, or null when it is not one. */
export function solveLogEquation(left: Expr, right: Expr, v: string, solvePolynomial: PolySolver): ToolResult | null {
  const sum = logSum(bin('sub', left, right), v);
  if (!sum || !sum.terms.length) return null;
  // Every coefficient a whole-number multiple of one: c·Σ nᵢ·ln(pᵢ) + K = 0.
  const first = sum.terms[0].coef;
  const ratios = sum.terms.map((t) => nice(t.coef / first, 12n));
  if (ratios.some((r) => r === null)) return null;
  const den = (ratios as Rational[]).reduce((acc, r) => lcm(acc, r.den), 1n);
  const unit = first / Number(den);
  const powers = (ratios as Rational[]).map((r) => Number((r.num * den) / r.den));
  if (powers.some((n) => Math.abs(n) > 4) || powers.reduce((a, n) => a + Math.abs(n), 0) > 6) return null;
  // Σ nᵢ ln pᵢ = −K/c, so Π pᵢ^nᵢ = e^(−K/c).
  const target = nice(Math.exp(-sum.constant / unit));
  if (!target || target.sign() <= 0) return null;
  const factor = (t: { arg: Expr }, n: number) => `(${exprToText(t.arg)})${n === 1 ? '' : `^${n}`}`;
  const top = sum.terms.map((t, i) => (powers[i] > 0 ? factor(t, powers[i]) : '')).filter(Boolean);
  const bottom = sum.terms.map((t, i) => (powers[i] < 0 ? factor(t, -powers[i]) : '')).filter(Boolean);
  const lhs = top.length ? top.join('*') : '1';
  const rhs = `${target.toString().includes('/') ? `(${target})` : target}${bottom.length ? `*${bottom.join('*')}` : ''}`;
  const steps: ToolStep[] = [
    step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${v}.`),
    step(`Combine the logarithms with the log laws (log a + log b = log ab, log a − log b = log(a/b), k·log a = log aᵏ), then undo the logarithm: ${lhs.replace(/\*/g, '·')} = ${rhs.replace(/\*/g, '·')}.`),
  ];
  const polynomial = solvePolynomial(`${lhs} = ${rhs}`, v);
  if (!polynomial.ok) return null;
  const candidates = realRoots(polynomial);
  steps.push(step(`Solve that: ${candidates.length ? candidates.map((x) => `${v} = ${formatNumber(x, 8)}`).join(' or ') : 'it has no real solution'}.`));
  return verdict(left, right, v, candidates, steps, 'A logarithm needs a positive argument, and no candidate gives every logarithm one.');
}

/**
 * The unknown as the base: log_x 81 = 4 (read as ln 81 / ln x = 4) means x⁴ = 81. The power's roots
 * are candidates; a base must be positive and not 1, which the check in the original equation keeps.
 */
export function solveLogBaseEquation(left: Expr, right: Expr, v: string, solvePolynomial: PolySolver): ToolResult | null {
  const isBaseLog = (e: Expr) => e.kind === 'div' && e.left.kind === 'call' && e.left.name === 'ln' && isFreeOf(e.left, v) && !variablesOf(e.left).size && e.right.kind === 'call' && e.right.name === 'ln' && e.right.args[0]?.kind === 'sym' && e.right.args[0].name === v;
  const [log, other] = isBaseLog(left) ? [left, right] : isBaseLog(right) ? [right, left] : [null, null];
  if (!log || log.kind !== 'div' || log.left.kind !== 'call' || variablesOf(other).size) return null;
  const c = nice(evalNumber(other), 12n);
  const a = log.left.args[0];
  if (!c || variablesOf(a).size) return null;
  const steps: ToolStep[] = [step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${v}: the unknown is the base of the logarithm.`)];
  if (c.isZero()) return verdict(left, right, v, [], [...steps, step(`A logarithm is 0 only of 1, and the argument here is ${exprToText(a)}.`)], `No base gives a logarithm of 0 for ${exprToText(a)}.`);
  const power = `${v}^(${c})`;
  steps.push(step(`log_${v} a = c means ${v}^c = a: ${v}^${c.isInteger() ? c : `(${c})`} = ${exprToText(a)}. A base must be positive and not 1.`));
  const polynomial = solvePolynomial(`${power} = ${exprToText(a)}`, v);
  if (!polynomial.ok) return null;
  const candidates = realRoots(polynomial);
  steps.push(step(`Solve that: ${candidates.length ? candidates.map((x) => `${v} = ${formatNumber(x, 8)}`).join(' or ') : 'it has no real solution'}.`));
  return verdict(left, right, v, candidates, steps, 'A base must be positive and not 1, and no candidate is.');
}
