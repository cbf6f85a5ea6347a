import { evalNumber, isFreeOf, variablesOf, type Expr } from './expr';
import { exprToText, formatNumber } from './format';
import { polyFromExpr } from './polynomial';
import { Rational } from './rational';
import { step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Equations with the unknown in an exponent or inside one logarithm: bᵘ = c, eᵘ = c, log_b(u) = c,
 * ln(u) = c, with u linear in the unknown (2^x = 32, 3^(x+1) = 81, e^(2x) = 10, log(x) = 2). Solved
 * by taking the logarithm (or the power) of both sides, then checked by substituting back.
 */

const TOOL = 'solve_equation';

interface Linear {
  a: number;
  b: number;
}

function linearIn(e: Expr, v: string): Linear | null {
  const p = polyFromExpr(e);
  if (!p || p.degreeIn(v) !== 1 || p.variables().some((w) => w !== v)) return null;
  const dense = p.dense(v);
  if (!dense) return null;
  return { a: dense[1].toNumber(), b: (dense[0] ?? Rational.ZERO).toNumber() };
}

/** x with a·x + b = target, as exact as the numbers allow. */
function solveLinear(l: Linear, target: number): number {
  return (target - l.b) / l.a;
}

function show(x: number): string {
  const near = Rational.approximate(x, 1000n);
  return Math.abs(near.toNumber() - x) < 1e-12 * Math.max(1, Math.abs(x)) ? near.toString() : `≈ ${formatNumber(x, 10)}`;
}

/** The unknown's value, or null when the equation is not one of these shapes. */
export function solveExponentialOrLog(left: Expr, right: Expr, v: string): ToolResult | null {
  const [side, other] = isFreeOf(right, v) ? [left, right] : isFreeOf(left, v) ? [right, left] : [null, null];
  if (!side || !other || variablesOf(other).size) return null;
  const c = evalNumber(other);
  if (!Number.isFinite(c)) return null;
  const steps: ToolStep[] = [step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${v}.`)];
  let inner: Expr;
  let target: number;
  if (side.kind === 'pow' && isFreeOf(side.left, v) && !variablesOf(side.left).size) {
    const base = evalNumber(side.left);
    if (!(base > 0) || base === 1) return null;
    if (!(c > 0)) {
      steps.push(step(`${exprToText(side.left)} to any power is positive, so it can never equal ${formatNumber(c, 8)}.`));
      return succeed(TOOL, `No real solution: ${exprToText(side)} is always positive.`, steps, { data: { variable: v, roots: [] } });
    }
    inner = side.right;
    target = Math.log(c) / Math.log(base);
    const exactPower = Math.abs(Math.round(target) - target) < 1e-12;
    steps.push(step(exactPower ? `Write ${formatNumber(c, 10)} as a power of ${formatNumber(base, 10)}: ${formatNumber(c, 10)} = ${formatNumber(base, 10)}^${Math.round(target)}, so the exponents are equal.` : `Take logarithms of both sides: ${exprToText(inner)} = log(${formatNumber(c, 10)})/log(${formatNumber(base, 10)}) ≈ ${formatNumber(target, 10)}.`));
    if (exactPower) target = Math.round(target);
  } else if (side.kind === 'call' && side.name === 'exp') {
    if (!(c > 0)) return succeed(TOOL, `No real solution: e to any power is positive.`, steps, { data: { variable: v, roots: [] } });
    inner = side.args[0];
    target = Math.log(c);
    steps.push(step(`Take the natural logarithm of both sides: ${exprToText(inner)} = ln ${formatNumber(c, 10)}.`));
  } else if (side.kind === 'call' && (side.name === 'ln' || side.name === 'log10' || side.name === 'log2')) {
    const base = side.name === 'ln' ? Math.E : side.name === 'log10' ? 10 : 2;
    inner = side.args[0];
    target = base ** c;
    steps.push(step(`Undo the logarithm: ${exprToText(inner)} = ${side.name === 'ln' ? 'e' : base}^${formatNumber(c, 10)}${side.name === 'ln' ? '' : ` = ${formatNumber(target, 10)}`}.`));
  } else return null;
  const l = linearIn(inner, v);
  if (!l || l.a === 0) return null;
  const x = solveLinear(l, target);
  if (Math.abs(l.a - 1) > 1e-12 || l.b !== 0) steps.push(step(`Solve the linear equation ${exprToText(inner)} = ${formatNumber(target, 10)}: ${v} = ${show(x)}.`));
  const back = evalNumber(left, { [v]: x }) - evalNumber(right, { [v]: x });
  if (!Number.isFinite(back) || Math.abs(back) > 1e-9 * Math.max(1, Math.abs(c))) return null;
  steps.push(step(`Check: with ${v} = ${show(x)} both sides equal ${formatNumber(c, 10)} ✓.`));
  return succeed(TOOL, `${v} = ${show(x).replace(/^≈ /, '')}${show(x).startsWith('≈') ? ' (approximately)' : ''}`, steps, { data: { variable: v, roots: [{ re: x, im: 0, approximate: show(x).startsWith('≈') }] } });
}
