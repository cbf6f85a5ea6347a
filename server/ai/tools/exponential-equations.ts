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

/** c·a^u with c and a numbers (a > 0, a ≠ 1) and u linear in v; e^u too. */
function powerTerm(e: Expr, v: string): { c: number; base: number; u: Linear; shown: string } | null {
  if (e.kind === 'mul') {
    const [k, rest] = isFreeOf(e.left, v) && !variablesOf(e.left).size ? [e.left, e.right] : isFreeOf(e.right, v) && !variablesOf(e.right).size ? [e.right, e.left] : [null, null];
    if (!k || !rest) return null;
    const inner = powerTerm(rest, v);
    const c = evalNumber(k);
    return inner && Number.isFinite(c) && c > 0 ? { ...inner, c: inner.c * c } : null;
  }
  let baseExpr: Expr | null = null;
  let exponent: Expr | null = null;
  if (e.kind === 'pow' && isFreeOf(e.left, v) && !variablesOf(e.left).size) [baseExpr, exponent] = [e.left, e.right];
  else if (e.kind === 'call' && e.name === 'exp') exponent = e.args[0];
  if (!exponent) return null;
  const base = baseExpr ? evalNumber(baseExpr) : Math.E;
  const u = linearIn(exponent, v);
  if (!u || !(base > 0) || base === 1) return null;
  return { c: 1, base, u, shown: exprToText(e) };
}

/**
 * The unknown in the exponents on both sides, 3^(x+1) = 9^(x−2) or 3^(x+1) = 5^x: take logarithms,
 * which leaves a linear equation. Exact when the bases are powers of one number (9 = 3²).
 */
export function solveExponentialBothSides(left: Expr, right: Expr, v: string): ToolResult | null {
  // A positive number on one side is e^(ln K): "5·2^x = 40".
  const constant = (e: Expr) => {
    if (!isFreeOf(e, v) || variablesOf(e).size) return null;
    const k = evalNumber(e);
    return k > 0 ? { c: 1, base: Math.E, u: { a: 0, b: Math.log(k) }, shown: exprToText(e) } : null;
  };
  const [l, r] = [powerTerm(left, v) ?? constant(left), powerTerm(right, v) ?? constant(right)];
  if (!l || !r || (l.u.a === 0 && r.u.a === 0)) return null;
  // ln c₁ + (a₁x + b₁) ln p = ln c₂ + (a₂x + b₂) ln q
  const [lp, lq] = [Math.log(l.base), Math.log(r.base)];
  const slope = l.u.a * lp - r.u.a * lq;
  if (Math.abs(slope) < 1e-14) return null;
  const x = (Math.log(r.c) - Math.log(l.c) + r.u.b * lq - l.u.b * lp) / slope;
  const back = evalNumber(left, { [v]: x }) - evalNumber(right, { [v]: x });
  const size = Math.max(1, Math.abs(evalNumber(left, { [v]: x })));
  if (!Number.isFinite(back) || Math.abs(back) > 1e-9 * size) return null;
  const common = Math.abs(Math.round(lq / lp) - lq / lp) < 1e-12 || Math.abs(Math.round(lp / lq) - lp / lq) < 1e-12;
  const steps: ToolStep[] = [
    step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${v}.`),
    step(common
      ? `Write both sides as powers of the same number, then the exponents are equal (taking logarithms of both sides gives the same).`
      : `Take logarithms of both sides: a power's exponent comes down, log(a^u) = u·log a, which leaves a linear equation in ${v}.`),
    step(`${v} = ${show(x)}.`),
    step(`Check: with ${v} = ${show(x)} both sides equal ${formatNumber(evalNumber(left, { [v]: x }), 10)} ✓.`),
  ];
  const shown = show(x);
  return succeed(TOOL, `${v} = ${shown.replace(/^≈ /, '')}${shown.startsWith('≈') ? ' (approximately)' : ''}`, steps, { data: { variable: v, roots: [{ re: x, im: 0, approximate: shown.startsWith('≈') }] } });
}
