import { realRoots, verdict } from './abs-radical-equations';
import { evalNumber, isFreeOf, variablesOf, type Expr } from './expr';
import { exprToText, formatNumber } from './format';
import { polyFromExpr } from './polynomial';
import { Rational, lcm } from './rational';
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

/** A sum of exponentials Σ cᵢ·e^(rᵢ·v): the constant cᵢ and the rate rᵢ of each term. */
type ExpTerms = Array<{ c: number; rate: number }>;

const MAX_EXP_TERMS = 8;

function expTerms(e: Expr, v: string): ExpTerms | null {
  if (isFreeOf(e, v)) {
    if (variablesOf(e).size) return null;
    const c = evalNumber(e);
    return Number.isFinite(c) ? [{ c, rate: 0 }] : null;
  }
  switch (e.kind) {
    case 'neg': {
      const a = expTerms(e.arg, v);
      return a && a.map((t) => ({ c: -t.c, rate: t.rate }));
    }
    case 'add':
    case 'sub': {
      const [l, r] = [expTerms(e.left, v), expTerms(e.right, v)];
      if (!l || !r || l.length + r.length > MAX_EXP_TERMS) return null;
      return [...l, ...r.map((t) => ({ c: e.kind === 'add' ? t.c : -t.c, rate: t.rate }))];
    }
    case 'mul': {
      const [l, r] = [expTerms(e.left, v), expTerms(e.right, v)];
      if (!l || !r || l.length * r.length > MAX_EXP_TERMS) return null;
      return l.flatMap((a) => r.map((b) => ({ c: a.c * b.c, rate: a.rate + b.rate })));
    }
    case 'div': {
      const [l, r] = [expTerms(e.left, v), expTerms(e.right, v)];
      if (!l || !r || r.length !== 1 || r[0].c === 0) return null;
      return l.map((a) => ({ c: a.c / r[0].c, rate: a.rate - r[0].rate }));
    }
    case 'pow': {
      if (isFreeOf(e.left, v) && !variablesOf(e.left).size) {
        const base = evalNumber(e.left);
        const u = linearIn(e.right, v);
        if (!u || !(base > 0) || base === 1) return null;
        return [{ c: base ** u.b, rate: u.a * Math.log(base) }];
      }
      // (2^x)², (e^x)^3: a power of one exponential.
      if (!isFreeOf(e.right, v) || variablesOf(e.right).size) return null;
      const n = evalNumber(e.right);
      const inner = expTerms(e.left, v);
      if (!inner || inner.length !== 1 || !Number.isInteger(n) || Math.abs(n) > 4) return null;
      return [{ c: inner[0].c ** n, rate: inner[0].rate * n }];
    }
    case 'call': {
      if (e.name !== 'exp' || e.args.length !== 1) return null;
      const u = linearIn(e.args[0], v);
      return u ? [{ c: Math.exp(u.b), rate: u.a }] : null;
    }
    default:
      return null;
  }
}

/** How y = e^(ρ·v) reads: 2^x, 3^(-x), e^x, e^(2x). */
function substitutionShown(rho: number, v: string): string {
  const q = Math.exp(rho);
  const whole = Math.round(q);
  if (whole >= 2 && Math.abs(q - whole) < 1e-9 * q) return `${whole}^${v}`;
  const k = Rational.approximate(rho, 12n);
  if (Math.abs(k.toNumber() - rho) < 1e-12) return k.isOne() ? `e^${v}` : `e^(${k}${v})`;
  return `${formatNumber(q, 10)}^${v}`;
}

/**
 * Equations that are a polynomial in one exponential: 4^x − 3·2^x − 4 = 0, 9^x − 4·3^x + 3 = 0,
 * e^(2x) − 5e^x + 6 = 0, 2^x + 2^(−x) = 5/2, 2^(2x+1) − 5·2^x + 2 = 0. Every power is written as a
 * power of y = b^x; the polynomial in y is solved, and only its positive roots give a value of the
 * unknown (b^x is always positive). Each value is checked in the original equation.
 */
export function solveExponentialSubstitution(left: Expr, right: Expr, v: string, solvePolynomial: (equation: string, variable: string) => ToolResult): ToolResult | null {
  const terms = expTerms({ kind: 'sub', left, right }, v);
  if (!terms) return null;
  const rates = [...new Map(terms.filter((t) => t.rate !== 0).map((t) => [t.rate.toPrecision(12), t.rate])).values()];
  if (rates.length < 2 && !(rates.length === 1 && terms.some((t) => t.rate === 0))) return null;
  // A common unit ρ with every rate a whole multiple of it.
  const smallest = Math.min(...rates.map(Math.abs));
  const ratios = rates.map((r) => Rational.approximate(r / smallest, 6n));
  if (ratios.some((q, i) => Math.abs(q.toNumber() - rates[i] / smallest) > 1e-9)) return null;
  const den = ratios.reduce((acc, q) => lcm(acc, q.den), 1n);
  const rho = smallest / Number(den);
  const byPower = new Map<number, number>();
  for (const t of terms) {
    const n = Math.round(t.rate / rho);
    if (Math.abs(n * rho - t.rate) > 1e-9 * Math.max(1, Math.abs(t.rate))) return null;
    byPower.set(n, (byPower.get(n) ?? 0) + t.c);
  }
  const powers = [...byPower.keys()].filter((n) => Math.abs(byPower.get(n)!) > 1e-12);
  const low = Math.min(...powers);
  const high = Math.max(...powers);
  if (powers.length < 2 || high - low > 4 || high - low < 1) return null;
  const y = v === 'y' ? 'u' : 'y';
  const coefficient = (c: number) => {
    const r = Rational.approximate(c, 1000n);
    return Math.abs(r.toNumber() - c) < 1e-12 * Math.max(1, Math.abs(c)) ? r : null;
  };
  const monomials: string[] = [];
  let shownPolynomial = '';
  for (const n of powers.sort((a, b) => b - a)) {
    const c = coefficient(byPower.get(n)!);
    if (!c) return null;
    const k = n - low;
    const power = k === 0 ? '' : k === 1 ? y : `${y}^${k}`;
    monomials.push(`(${c})${power ? `*${power}` : ''}`);
    const size = c.abs();
    const written = `${size.isOne() && power ? '' : size.den === 1n ? size.toString() : `(${size})`}${power}`;
    shownPolynomial += shownPolynomial ? ` ${c.sign() < 0 ? '−' : '+'} ${written}` : `${c.sign() < 0 ? '−' : ''}${written}`;
  }
  const polynomial = `${monomials.join(' + ')} = 0`;
  const solved = solvePolynomial(polynomial, y);
  if (!solved.ok) return null;
  const ys = realRoots(solved);
  const shown = substitutionShown(rho, v);
  const steps: ToolStep[] = [
    step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${v}.`),
    step(`Every power here is a power of ${shown}: let ${y} = ${shown}${low < 0 ? `, and multiply through by ${y}${low === -1 ? '' : `^${-low}`}` : ''}. The equation becomes a polynomial in ${y}: ${shownPolynomial} = 0.`),
    step(`Solve it: ${ys.length ? ys.map((r) => `${y} = ${formatNumber(r, 8)}`).join(' or ') : `it has no real root`}.`),
  ];
  const positive = ys.filter((r) => r > 0);
  const dropped = ys.filter((r) => r <= 0);
  if (dropped.length) steps.push(step(`${shown} is always positive, so ${dropped.map((r) => `${y} = ${formatNumber(r, 8)}`).join(' and ')} gives no ${v}.`));
  const xs = positive.map((r) => Math.log(r) / rho);
  for (const [i, r] of positive.entries()) {
    const x = xs[i];
    const exact = Rational.approximate(x, 1000n);
    const isExact = Math.abs(exact.toNumber() - x) < 1e-10 * Math.max(1, Math.abs(x));
    const base = shown.match(/^(\d+)\^/)?.[1];
    const logForm = base ? `log ${formatNumber(r, 8)} / log ${base}` : Math.abs(rho - 1) < 1e-12 ? `ln ${formatNumber(r, 8)}` : `ln ${formatNumber(r, 8)} / ${formatNumber(rho, 8)}`;
    steps.push(step(`${shown} = ${formatNumber(r, 8)} gives ${v} = ${isExact ? exact.toString() : `${logForm} ≈ ${formatNumber(x, 8)}`}.`));
  }
  return verdict(left, right, v, xs, steps, `${shown} is always positive, and no root of the polynomial gives a positive value.`);
}
