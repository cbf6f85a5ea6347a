import { Surd } from './exact';
import { bin, call, evalNumber, isFreeOf, neg, num, parseExpr, pickVariable, substitute, sym, variablesOf, type Expr } from './expr';
import { exprToLatex, exprToText, formatNumber } from './format';
import { Poly, polyFromExpr } from './polynomial';
import { Rational, lcm } from './rational';
import { ratFuncFromExpr } from './rational-function';
import { factorPoly, factorizationToExpr } from './factor';
import { derivativeExpr, simplifyExpr } from './symbolic';
import { ToolInputError, fail, guard, step, succeed, type ToolResult, type ToolStep } from './types';
import { evalAt, syntheticDivide, trim, type Dense } from './univariate';

/**
 * Exact limits for school and first-year calculus: direct substitution where the function is
 * continuous, factor-and-cancel for 0/0 rational functions, degree comparison at ±∞, one-sided
 * infinite limits, the classic special limits and L'Hôpital's rule. Every answer is checked
 * numerically near the point before it is given; anything else is refused rather than guessed.
 */

const TOOL = 'limit';

/** Which side x approaches from; null for limits at ±∞ (there is only one way to get there). */
export type Side = 'left' | 'right' | null;

/** Where x goes: a finite point (exact, and as a double) or ±∞. */
type Point = { kind: 'fin'; exact: Expr; value: number; rational: Rational | null } | { kind: 'inf'; sign: 1 | -1 };

/** The limit of (part of) an expression: a finite exact value, ±∞, or "stays bounded but may oscillate". */
type Lim = { kind: 'fin'; exact: Expr; value: number } | { kind: 'inf'; sign: 1 | -1 } | { kind: 'bounded' };

/** A finished answer for one side (or both, when they agree). */
type Outcome = { kind: 'fin'; exact: Expr; value: number } | { kind: 'inf'; sign: 1 | -1 };

interface Ctx {
  v: string;
  point: Point;
  side: Side;
  steps: ToolStep[];
  depth: number;
  /** Why no method applied, for the refusal. */
  reason?: string;
  /** Set when the two sides behave differently, so each side must be worked out on its own. */
  twoSided?: boolean;
}

const fin = (exact: Expr, value?: number): Lim => ({ kind: 'fin', exact, value: value ?? evalNumber(exact) });
const inf = (sign: number): Lim => ({ kind: 'inf', sign: sign < 0 ? -1 : 1 });
const ZERO = (): Lim => fin(num(0), 0);
const isZeroLim = (l: Lim) => l.kind === 'fin' && isZeroValue(l.exact, l.value);

// ---------------------------------------------------------------------------------------------
// Text and LaTeX for points, limits and values.

function pointText(p: Point, side: Side): string {
  if (p.kind === 'inf') return p.sign > 0 ? '∞' : '-∞';
  return `${exprToText(p.exact)}${side === 'left' ? '⁻' : side === 'right' ? '⁺' : ''}`;
}

function pointLatex(p: Point, side: Side): string {
  if (p.kind === 'inf') return p.sign > 0 ? '\\infty' : '-\\infty';
  const base = exprToLatex(p.exact);
  const wrapped = /^-|\s/.test(base) ? `\\left(${base}\\right)` : base;
  return side ? `${wrapped}^{${side === 'left' ? '-' : '+'}}` : base;
}

function limText(v: string, p: Point, side: Side, e: Expr): string {
  return `lim ${v}→${pointText(p, side)} ${wrapText(e)}`;
}

function limLatex(v: string, p: Point, side: Side, e: Expr): string {
  return `\\lim_{${v} \\to ${pointLatex(p, side)}} ${wrapLatex(e)}`;
}

function wrapText(e: Expr): string {
  const t = exprToText(e);
  return e.kind === 'add' || e.kind === 'sub' || e.kind === 'neg' ? `(${t})` : t;
}

function wrapLatex(e: Expr): string {
  const t = exprToLatex(e);
  return e.kind === 'add' || e.kind === 'sub' ? `\\left(${t}\\right)` : t;
}

/** An exact constant in its simplest form we can prove: a surd (√3/2), else mathjs' simplification (e, π/2, ln 2). */
function valueForms(exact: Expr, value: number): { text: string; latex: string; rational: boolean } {
  const s = toSurd(exact);
  if (s && s.isReal()) {
    const r = s.asRational();
    return { text: s.toString(), latex: s.toLatex(), rational: r !== null };
  }
  let shown = exact;
  try {
    const simpler = tidyConstant(simplifyExpr(exact));
    if (Math.abs(evalNumber(simpler) - value) <= 1e-9 * Math.max(1, Math.abs(value))) shown = simpler;
  } catch {
    // Keep the unsimplified (still exact) form.
  }
  return { text: exprToText(shown), latex: exprToLatex(shown), rational: false };
}

/** exp(1) → e, e^1 → e: mathjs leaves these. */
function tidyConstant(e: Expr): Expr {
  if (e.kind === 'call' && e.name === 'exp') return tidyConstant(bin('pow', sym('e'), e.args[0]));
  if (e.kind === 'pow' && e.right.kind === 'num' && e.right.value.isOne()) return e.left;
  return e;
}

function outcomeText(o: Outcome): string {
  if (o.kind === 'inf') return o.sign > 0 ? '∞' : '-∞';
  const f = valueForms(o.exact, o.value);
  return f.rational ? f.text : `${f.text} ≈ ${formatNumber(o.value)}`;
}

function outcomeLatex(o: Outcome): string {
  if (o.kind === 'inf') return o.sign > 0 ? '\\infty' : '-\\infty';
  const f = valueForms(o.exact, o.value);
  return f.rational ? f.latex : `${f.latex} \\approx ${formatNumber(o.value)}`;
}

// ---------------------------------------------------------------------------------------------
// Exact constants: surds, and sin/cos/tan at multiples of π/6 and π/4.

/** q when e is q·π for a rational q (π/2, 3π/4, -π, 0), else null. */
function piMultiple(e: Expr): Rational | null {
  switch (e.kind) {
    case 'sym': return e.name === 'pi' ? Rational.ONE : null;
    case 'num': return e.value.isZero() ? Rational.ZERO : null;
    case 'neg': return piMultiple(e.arg)?.neg() ?? null;
    case 'mul': {
      if (e.left.kind === 'num') return piMultiple(e.right)?.mul(e.left.value) ?? null;
      if (e.right.kind === 'num') return piMultiple(e.left)?.mul(e.right.value) ?? null;
      return null;
    }
    case 'div': return e.right.kind === 'num' && !e.right.value.isZero() ? piMultiple(e.left)?.div(e.right.value) ?? null : null;
    case 'add':
    case 'sub': {
      const a = piMultiple(e.left);
      const b = piMultiple(e.right);
      return a && b ? (e.kind === 'add' ? a.add(b) : a.sub(b)) : null;
    }
    default: return null;
  }
}

/** sin of q·π exactly, for q a multiple of 1/6 or 1/4; null otherwise. */
function exactSin(q: Rational): Surd | null {
  const twelfths = q.mul(Rational.of(12));
  if (!twelfths.isInteger()) return null;
  const k = Number(((twelfths.num % 24n) + 24n) % 24n);
  const half = Rational.of(1, 2);
  const table: Record<number, Surd> = {
    0: Surd.rational(Rational.ZERO), 2: Surd.rational(half), 3: Surd.sqrt(Rational.of(2)).scale(half),
    4: Surd.sqrt(Rational.of(3)).scale(half), 6: Surd.rational(Rational.ONE),
  };
  const reduced = k <= 6 ? k : k <= 12 ? 12 - k : k <= 18 ? k - 12 : 24 - k;
  const value = table[reduced];
  if (!value) return null;
  return k > 12 ? value.neg() : value;
}

/** An exact constant as a surd when it is one (1/2, √3/2, 2 + √2); null when it involves π, e, ln, … */
function toSurd(e: Expr): Surd | null {
  switch (e.kind) {
    case 'num': return Surd.rational(e.value);
    case 'sym': return null;
    case 'neg': return toSurd(e.arg)?.neg() ?? null;
    case 'call': {
      const [a] = e.args;
      if (e.name === 'sqrt') {
        const r = toSurd(a)?.asRational();
        return r && r.sign() >= 0 ? Surd.sqrt(r) : null;
      }
      if (e.name === 'exp') return toSurd(a)?.isZero() ? Surd.rational(Rational.ONE) : null;
      if (e.name === 'ln') return toSurd(a)?.asRational()?.isOne() || (a.kind === 'sym' && a.name === 'e') ? Surd.rational(a.kind === 'sym' ? Rational.ONE : Rational.ZERO) : null;
      if (e.name === 'abs') {
        const s = toSurd(a);
        return s && s.isReal() ? (s.toComplex().re < 0 ? s.neg() : s) : null;
      }
      if (e.name === 'sin' || e.name === 'cos' || e.name === 'tan') {
        const q = piMultiple(a);
        if (!q) return null;
        const sin = exactSin(q);
        const cos = exactSin(q.add(Rational.of(1, 2)));
        if (!sin || !cos) return null;
        if (e.name === 'sin') return sin;
        if (e.name === 'cos') return cos;
        return cos.isZero() ? null : sin.div(cos);
      }
      return null;
    }
    default: {
      if (e.kind === 'pow') {
        const k = toSurd(e.right)?.asRational();
        if (k && k.isZero()) return Surd.rational(Rational.ONE);
        const base = toSurd(e.left);
        if (!base || !k) return null;
        if (k.isInteger()) return base.isZero() && k.sign() < 0 ? null : base.pow(Number(k.num));
        const r = base.asRational();
        if (k.equals(Rational.of(1, 2)) && r && r.sign() >= 0) return Surd.sqrt(r);
        return null;
      }
      const l = toSurd(e.left);
      const r = toSurd(e.right);
      if (!l || !r) return null;
      if (e.kind === 'add') return l.add(r);
      if (e.kind === 'sub') return l.sub(r);
      if (e.kind === 'mul') return l.mul(r);
      return r.isZero() ? null : l.div(r);
    }
  }
}

/** Whether a constant is exactly 0: by exact arithmetic when possible, else to within rounding. */
function isZeroValue(exact: Expr, value: number): boolean {
  const s = toSurd(exact);
  return s ? s.isZero() : Math.abs(value) < 1e-12;
}

// ---------------------------------------------------------------------------------------------
// Numbers near the point: for signs, and for the final numeric check.

/** x values approaching the point from the given side (or growing without bound). */
function samplePoints(p: Point, side: Side): number[] {
  if (p.kind === 'inf') return [1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8].map((x) => p.sign * x);
  const hs = [1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8].map((h) => h * Math.max(1, Math.abs(p.value)));
  if (side === null) return [...hs.map((h) => p.value - h), ...hs.map((h) => p.value + h)];
  return hs.map((h) => p.value + (side === 'left' ? -h : h));
}

function sampleValues(e: Expr, v: string, p: Point, side: Side): number[] {
  return samplePoints(p, side).map((x) => {
    try {
      return evalNumber(e, { [v]: x });
    } catch {
      return NaN;
    }
  });
}

/** The sign of e close to the point on the side, when it is the same at every sample; else null. */
function signNear(e: Expr, c: Ctx): 1 | -1 | null {
  const values = sampleValues(e, c.v, c.point, c.side).filter((_, i) => i % 6 < 5);
  if (values.every((x) => x > 0)) return 1;
  if (values.every((x) => x < 0)) return -1;
  return null;
}

/** Whether numbers near the point agree with the exact outcome; the last line of defence against a wrong answer. */
export function numericallyConsistent(e: Expr, v: string, p: Point, side: Side, o: Outcome): boolean {
  if (p.kind === 'fin' && side === null) return numericallyConsistent(e, v, p, 'left', o) && numericallyConsistent(e, v, p, 'right', o);
  const values = sampleValues(e, v, p, side);
  if (o.kind === 'fin') {
    const tol = 1e-4 * Math.max(1, Math.abs(o.value));
    const errors = values.map((y) => Math.abs(y - o.value)).filter((d) => Number.isFinite(d));
    return errors.length >= 2 && Math.min(...errors) <= tol && errors.slice(-2).some((d) => d <= 100 * tol);
  }
  const usable = values.filter((y) => Number.isFinite(y) || y === o.sign * Infinity);
  if (usable.length < 4 || usable.some((y) => Math.sign(y) !== o.sign)) return false;
  const mags = usable.map(Math.abs);
  const last = mags[mags.length - 1];
  return mags.slice(1).every((m, i) => m >= mags[i] * (1 - 1e-9)) && (last > mags[0] || last === Infinity);
}

// ---------------------------------------------------------------------------------------------
// Rational functions: exact, with the factoring and degree steps a teacher writes.

function polyExpr(c: Dense, v: string): Expr {
  return Poly.fromDense(c, v).toExpr();
}

function factoredExpr(c: Dense, v: string): Expr {
  const p = Poly.fromDense(c, v);
  return p.totalDegree() <= 0 ? p.toExpr() : factorizationToExpr(factorPoly(p));
}

function fraction(n: Expr, d: Expr): Expr {
  return d.kind === 'num' && d.value.isOne() ? n : bin('div', n, d);
}

/** How many times (x − a) divides c, and the quotient. */
function stripRoot(c: Dense, a: Rational): { times: number; rest: Dense } {
  let rest = trim(c);
  let times = 0;
  while (rest.length > 1 && evalAt(rest, a).isZero()) {
    rest = syntheticDivide(rest, a).quotient;
    times++;
  }
  return { times, rest };
}

function linear(v: string, a: Rational): Expr {
  return a.isZero() ? sym(v) : a.sign() > 0 ? bin('sub', sym(v), num(a)) : bin('add', sym(v), num(a.neg()));
}

/** "(x - 2)", "x", "(x - 2)^2": a power of the linear factor for step text. */
function factorText(xa: Expr, k: number): string {
  const base = xa.kind === 'sym' ? exprToText(xa) : `(${exprToText(xa)})`;
  return k > 1 ? `${base}^${k}` : base;
}

/** Limit of N/D at a rational point, exact. Steps explain substitution, 0/0 cancelling, or c/0 signs. */
function rationalAtPoint(N: Dense, D: Dense, c: Ctx, a: Rational, original: Expr): Lim | null {
  const { v, steps, side } = c;
  const at = `${v} = ${a}`;
  const nA = evalAt(N, a);
  const dA = evalAt(D, a);
  if (!dA.isZero()) {
    const value = nA.div(dA);
    const substituted = substitute(original, v, num(a));
    const what = D.length === 1 ? 'A polynomial is continuous everywhere' : `The denominator is ${dA} ≠ 0 at ${at}, so the function is continuous there`;
    steps.push(step(`${what}: substitute ${at} directly.`, `${exprToLatex(substituted)} = ${value.toLatex()}`));
    return fin(num(value), value.toNumber());
  }
  const xa = linear(v, a);
  let top: Dense = N;
  let bottom: Dense = D;
  const originalFraction = fraction(factoredExpr(N, v), factoredExpr(D, v));
  if (nA.isZero()) {
    const n = stripRoot(N, a);
    const d = stripRoot(D, a);
    const k = Math.min(n.times, d.times);
    steps.push(step(`Substituting ${at} gives 0/0, an indeterminate form: it tells us ${factorText(xa, 1)} is a factor of both the top and the bottom. Factor them.`,
      `${exprToLatex(fraction(polyExpr(N, v), polyExpr(D, v)))} = ${exprToLatex(originalFraction)}`));
    top = n.rest;
    bottom = d.rest;
    // Put back the powers of (x − a) that do not cancel.
    for (let i = k; i < n.times; i++) top = mulLinear(top, a);
    for (let i = k; i < d.times; i++) bottom = mulLinear(bottom, a);
    const simplified = fraction(factoredExpr(top, v), factoredExpr(bottom, v));
    steps.push(step(`Cancel the common factor ${factorText(xa, k)}: this is allowed because ${v} ≠ ${a} while ${v} approaches ${a}.`,
      `${exprToLatex(originalFraction)} = ${exprToLatex(simplified)} \\quad (${v} \\neq ${a.toLatex()})`));
    const dB = evalAt(bottom, a);
    if (!dB.isZero()) {
      const value = evalAt(top, a).div(dB);
      steps.push(step(`Now substitute ${at}.`, `${exprToLatex(substitute(simplified, v, num(a)))} = ${value.toLatex()}`));
      return fin(num(value), value.toNumber());
    }
    steps.push(step(`After cancelling, the top tends to ${evalAt(top, a)} but the bottom still tends to 0: a non-zero number over something approaching 0, so the function grows without bound. Its sign decides between ∞ and -∞.`));
  } else {
    const factored = exprToText(originalFraction) !== exprToText(fraction(polyExpr(N, v), polyExpr(D, v)));
    steps.push(step(`Substituting ${at} gives ${nA}/0: a non-zero number divided by something approaching 0, so the function grows without bound. Its sign decides between ∞ and -∞.${factored ? ' Factor the bottom to see its sign.' : ''}`,
      factored ? `${exprToLatex(fraction(polyExpr(N, v), polyExpr(D, v)))} = ${exprToLatex(originalFraction)}` : undefined));
  }
  // Non-zero over zero: top → t ≠ 0, bottom = (x − a)^m · rest with rest(a) ≠ 0.
  const m = stripRoot(bottom, a);
  const near = evalAt(top, a).div(evalAt(m.rest, a));
  const rightSign = near.sign();
  const leftSign = m.times % 2 === 0 ? rightSign : -rightSign;
  const describe = (s: 'left' | 'right') => {
    const positive = s === 'right' || m.times % 2 === 0;
    const total = s === 'right' ? rightSign : leftSign;
    return `For ${v} just ${s === 'left' ? 'below' : 'above'} ${a}, ${factorText(xa, m.times)} is small and ${positive ? 'positive' : 'negative'}, and the rest of the fraction is close to ${near}, so the function → ${total > 0 ? '∞' : '-∞'}.`;
  };
  if (side) {
    steps.push(step(describe(side)));
    return inf(side === 'right' ? rightSign : leftSign);
  }
  if (leftSign === rightSign) {
    steps.push(step(`${factorText(xa, m.times)} is positive on both sides of ${a} (an even power), and the rest of the fraction is close to ${near}, so the function → ${rightSign > 0 ? '∞' : '-∞'} from both sides.`));
    return inf(rightSign);
  }
  c.twoSided = true;
  return null;
}

function mulLinear(c: Dense, a: Rational): Dense {
  return trim(Poly.fromDense(c, 'x').mul(Poly.fromDense([a.neg(), Rational.ONE], 'x')).dense('x') ?? c);
}

/** Limit of N/D at ±∞ by comparing degrees (divide top and bottom by the highest power of x in the bottom). */
function rationalAtInfinity(N: Dense, D: Dense, c: Ctx, sign: 1 | -1): Lim {
  const { v, steps } = c;
  const n = trim(N).length - 1;
  const d = trim(D).length - 1;
  const zeroTop = trim(N).length === 1 && N[0].isZero();
  if (zeroTop) return ZERO();
  const an = trim(N)[n];
  const bd = trim(D)[d];
  const lead = (coef: Rational, k: number) => Poly.fromDense([...Array.from({ length: k }, () => Rational.ZERO), coef], v).toExpr();
  const leadFraction = fraction(lead(an, n), lead(bd, d));
  const inf1 = sign > 0 ? '∞' : '-∞';
  if (n === 0 && d > 0) {
    steps.push(step(`As ${v} → ${inf1}, the top is a constant while the bottom grows without bound, so the fraction → 0.`));
    return ZERO();
  }
  if (d === 0) {
    if (n === 0) return fin(num(an.div(bd)));
    steps.push(step(`For a polynomial, the term with the highest power dominates as ${v} → ${inf1}; here that is ${exprToText(leadFraction)}.`));
  } else {
    steps.push(step(`As ${v} → ${inf1}, only the highest powers matter: divide the top and the bottom by ${v}${d > 1 ? `^${d}` : ''}, the highest power in the denominator. Every term c/${v}^k (k > 0) then tends to 0.`,
      `${exprToLatex(fraction(polyExpr(N, v), polyExpr(D, v)))} \\approx ${exprToLatex(leadFraction)}`));
  }
  const ratio = an.div(bd);
  if (n < d) {
    steps.push(step(`The degree of the top (${n}) is less than the degree of the bottom (${d}), so the fraction tends to 0.`));
    return ZERO();
  }
  if (n === d) {
    const same = `${an}/${bd}` === `${ratio}` || bd.isOne();
    steps.push(step(`The degrees are equal (${n}), so the limit is the ratio of the leading coefficients: ${same ? ratio : `${an}/${bd} = ${ratio}`}.`,
      same ? undefined : `\\frac{${an.toLatex()}}{${bd.toLatex()}} = ${ratio.toLatex()}`));
    return fin(num(ratio));
  }
  const result = ratio.sign() * (sign < 0 && (n - d) % 2 === 1 ? -1 : 1);
  const k = n - d;
  const reduced = Poly.fromDense([...Array.from({ length: k }, () => Rational.ZERO), ratio], v).toExpr();
  steps.push(step(`${d > 0 ? `The degree of the top (${n}) is greater than the degree of the bottom (${d}): the fraction behaves like ${exprToText(reduced)}` : `It behaves like ${exprToText(reduced)}`}, which tends to ${result > 0 ? '∞' : '-∞'} as ${v} → ${inf1}.`));
  return inf(result);
}

/** The rational method for a part of a bigger expression: one summary step instead of the full working. */
function nestedRational(e: Expr, c: Ctx): Lim | null | undefined {
  const scratch: Ctx = { ...c, steps: [] };
  const r = rationalLimit(e, scratch);
  if (scratch.twoSided) c.twoSided = true;
  if (!r || r.kind === 'bounded') return r;
  const trivial = scratch.steps.length === 1 && c.point.kind === 'fin' && r.kind === 'fin' && /directly/.test(scratch.steps[0].text);
  if (!trivial) {
    const value = r.kind === 'inf' ? (r.sign > 0 ? '∞' : '-∞') : valueForms(r.exact, r.value).text;
    const how = scratch.steps.some((s) => /^Cancel/.test(s.text)) ? ' (factor and cancel first)' : '';
    c.steps.push(step(`As ${c.v} → ${pointText(c.point, c.side)}, ${exprToText(e)} → ${value}${how}.`));
  }
  return r;
}

/** The rational-function method for e (when it is one in v); null when e is not a rational function. */
function rationalLimit(e: Expr, c: Ctx): Lim | null | undefined {
  const rf = ratFuncFromExpr(e);
  if (!rf) return undefined;
  const N = rf.num.dense(c.v);
  const D = rf.den.dense(c.v);
  if (!N || !D) return undefined;
  const g = gcdForDisplay(N, D);
  if (c.point.kind === 'inf') return rationalAtInfinity(g.N, g.D, c, c.point.sign);
  if (!c.point.rational) return undefined;
  return rationalAtPoint(g.N, g.D, c, c.point.rational, e);
}

/** Integer coefficients on top and bottom, so factored forms read like a textbook's. */
function gcdForDisplay(N: Dense, D: Dense): { N: Dense; D: Dense } {
  const scale = (list: Dense) => list.reduce((l, r) => lcm(l, r.den), 1n);
  const s = scale([...N, ...D]);
  const f = Rational.of(s);
  let top = N.map((x) => x.mul(f));
  let bottom = D.map((x) => x.mul(f));
  const lead = trim(bottom)[trim(bottom).length - 1];
  if (lead.sign() < 0) [top, bottom] = [top.map((x) => x.neg()), bottom.map((x) => x.neg())];
  return { N: trim(top), D: trim(bottom) };
}

// ---------------------------------------------------------------------------------------------
// Special limits, stated as known results.

interface Special {
  at: 'zero' | 'inf';
  forms: string[];
  value: Expr;
  reason: string;
}

const SPECIALS: Special[] = [
  { at: 'zero', forms: ['sin(x)/x', 'x/sin(x)'], value: num(1), reason: 'it is a standard limit, proved with the squeeze theorem on the unit circle (cos x ≤ sin x / x ≤ 1 near 0)' },
  { at: 'zero', forms: ['tan(x)/x', 'x/tan(x)'], value: num(1), reason: 'tan x / x = (sin x / x) · (1 / cos x) → 1 · 1' },
  { at: 'zero', forms: ['(1 - cos(x))/x'], value: num(0), reason: '(1 − cos x)/x = (sin x / x) · (sin x / (1 + cos x)) → 1 · 0 = 0' },
  { at: 'zero', forms: ['(1 - cos(x))/x^2'], value: bin('div', num(1), num(2)), reason: '(1 − cos x)/x² = (sin x / x)² · 1/(1 + cos x) → 1 · 1/2' },
  { at: 'zero', forms: ['(e^x - 1)/x', '(exp(x) - 1)/x'], value: num(1), reason: 'it is the derivative of eˣ at 0, which is e⁰ = 1' },
  { at: 'zero', forms: ['ln(1 + x)/x', 'ln(x + 1)/x'], value: num(1), reason: 'it is the derivative of ln(1 + x) at 0, which is 1' },
  { at: 'inf', forms: ['(1 + 1/x)^x'], value: sym('e'), reason: 'this is one definition of the number e ≈ 2.718 (interest compounded ever more often)' },
  { at: 'zero', forms: ['(1 + x)^(1/x)'], value: sym('e'), reason: 'this is the definition of e ≈ 2.718 written with x = 1/n' },
];

const specialForms = new Map<string, string[][]>();

/** The special limit e is, written in the variable v (compared as printed text, so "sin x / x" matches too). */
function matchSpecial(e: Expr, c: Ctx): Special | null {
  const atZero = c.point.kind === 'fin' && c.point.rational?.isZero();
  const atInf = c.point.kind === 'inf' && c.point.sign > 0;
  if (!atZero && !atInf) return null;
  let forms = specialForms.get(c.v);
  if (!forms) {
    forms = SPECIALS.map((s) => s.forms.map((f) => exprToText(substitute(parseExpr(f), 'x', sym(c.v)))));
    specialForms.set(c.v, forms);
  }
  const text = exprToText(e);
  const i = SPECIALS.findIndex((s, k) => (s.at === 'zero' ? atZero : atInf) && forms[k].includes(text));
  return i < 0 ? null : SPECIALS[i];
}

// ---------------------------------------------------------------------------------------------
// The general method: limits of the parts, combined by the limit laws.

type C = Ctx;
type Binary = Extract<Expr, { left: Expr }>;

const say = (c: C, text: string, latex?: string) => c.steps.push(step(text, latex));
const arrow = (c: C) => `${c.v} → ${pointText(c.point, c.side)}`;

const CONTINUOUS: Record<string, (x: number) => boolean> = {
  sin: () => true, cos: () => true, atan: () => true, exp: () => true, sinh: () => true, cosh: () => true, tanh: () => true,
  cbrt: () => true, abs: () => true, asin: (x) => Math.abs(x) < 1, acos: (x) => Math.abs(x) < 1,
  floor: (x) => !Number.isInteger(x), ceil: (x) => !Number.isInteger(x), round: (x) => !Number.isInteger(x - 0.5),
};

/** tan = sin/cos, sec = 1/cos …: rewritten so "non-zero over zero" is found by the quotient rule of limits. */
function rewriteCall(e: Expr & { kind: 'call' }): Expr | null {
  const [u] = e.args;
  switch (e.name) {
    case 'tan': return bin('div', call('sin', u), call('cos', u));
    case 'sec': return bin('div', num(1), call('cos', u));
    case 'csc': return bin('div', num(1), call('sin', u));
    case 'cot': return bin('div', call('cos', u), call('sin', u));
    case 'log10': return bin('div', call('ln', u), call('ln', num(10)));
    case 'log2': return bin('div', call('ln', u), call('ln', num(2)));
    default: return null;
  }
}

function limCall(e: Expr & { kind: 'call' }, c: C): Lim | null {
  const rewritten = rewriteCall(e);
  if (rewritten) {
    const u = lim(e.args[0], c);
    const value = u?.kind === 'fin' ? evalNumber(call(e.name, u.exact)) : NaN;
    if (u?.kind === 'fin' && Number.isFinite(value) && Math.abs(value) < 1e8) return fin(call(e.name, u.exact), value);
    const mark = c.steps.length;
    if (/^(?:tan|sec|csc|cot)$/.test(e.name)) say(c, `Write ${exprToText(e)} as ${exprToText(rewritten)}.`);
    const r = lim(rewritten, c);
    if (!r) c.steps.length = mark;
    return r;
  }
  if (e.args.length !== 1) return null;
  const u = lim(e.args[0], c);
  if (!u) return null;
  const name = e.name;
  if (u.kind === 'fin') {
    if (CONTINUOUS[name]?.(u.value)) return fin(call(name, u.exact));
    if (name === 'ln' || name === 'sqrt') {
      if (u.value > 0 && !isZeroValue(u.exact, u.value)) return fin(call(name, u.exact));
      if (!isZeroValue(u.exact, u.value)) return null;
      const s = signNear(e.args[0], c);
      if (s !== 1) {
        c.reason = `${exprToText(e)} is only defined when ${exprToText(e.args[0])} ${name === 'ln' ? '>' : '≥'} 0, which fails on ${c.side ? 'this side' : 'one side'} of ${pointText(c.point, null)}${c.side ? '' : ', so only a one-sided limit can make sense (ask for it "from the right" or "from the left")'}.`;
        return null;
      }
      if (name === 'sqrt') return ZERO();
      say(c, `As ${arrow(c)}, ${exprToText(e.args[0])} → 0 through positive values, so ${exprToText(e)} → -∞ (ln u → -∞ as u → 0⁺).`);
      return inf(-1);
    }
    return null;
  }
  if (u.kind === 'bounded') return CONTINUOUS[name] && ['sin', 'cos', 'atan', 'tanh', 'abs'].includes(name) ? { kind: 'bounded' } : null;
  const up = u.sign > 0;
  const arg = exprToText(e.args[0]);
  const note = (result: string) => say(c, `As ${arrow(c)}, ${arg} → ${up ? '∞' : '-∞'}, so ${exprToText(e)} → ${result}.`);
  switch (name) {
    case 'exp':
      note(up ? '∞' : '0');
      return up ? inf(1) : ZERO();
    case 'ln':
    case 'sqrt':
      if (!up) return null;
      note('∞');
      return inf(1);
    case 'atan':
      note(up ? 'π/2' : '-π/2');
      return fin(up ? bin('div', sym('pi'), num(2)) : neg(bin('div', sym('pi'), num(2))));
    case 'tanh':
      note(up ? '1' : '-1');
      return fin(num(up ? 1 : -1));
    case 'sinh':
    case 'cbrt':
      note(up ? '∞' : '-∞');
      return inf(u.sign);
    case 'cosh':
    case 'abs':
      note('∞');
      return inf(1);
    case 'sin':
    case 'cos':
      say(c, `As ${arrow(c)}, ${exprToText(e)} keeps oscillating between -1 and 1: it stays bounded but does not settle.`);
      return { kind: 'bounded' };
    default:
      return null;
  }
}

function hasAbs(e: Expr): boolean {
  if (e.kind === 'call') return e.name === 'abs' || e.args.some(hasAbs);
  if (e.kind === 'neg') return hasAbs(e.arg);
  if (e.kind === 'num' || e.kind === 'sym') return false;
  return hasAbs(e.left) || hasAbs(e.right);
}

/** |u| = u or −u on one side of the point, by the sign of u there; for |x|/x at 0 and the like. */
function absRemoved(e: Expr, c: C): Lim | null {
  if (!hasAbs(e)) return null;
  let mixed = false;
  const notes: string[] = [];
  const strip = (x: Expr): Expr => {
    switch (x.kind) {
      case 'num':
      case 'sym': return x;
      case 'neg': return neg(strip(x.arg));
      case 'call': {
        const args = x.args.map(strip);
        if (x.name !== 'abs' || isFreeOf(x, c.v)) return call(x.name, ...args);
        const s = signNear(args[0], c);
        if (s === null) {
          mixed = true;
          return call(x.name, ...args);
        }
        notes.push(`|${exprToText(args[0])}| = ${exprToText(s > 0 ? args[0] : neg(args[0]))}`);
        return s > 0 ? args[0] : neg(args[0]);
      }
      default: return bin(x.kind, strip(x.left), strip(x.right));
    }
  };
  const rewritten = strip(e);
  if (mixed) {
    if (!c.side && c.point.kind === 'fin') c.twoSided = true;
    return null;
  }
  const where = c.point.kind === 'inf' ? `for large ${c.point.sign > 0 ? 'positive' : 'negative'} ${c.v}` : `for ${c.v} just ${c.side === 'left' ? 'below' : 'above'} ${exprToText(c.point.exact)}`;
  const mark = c.steps.length;
  say(c, `Remove the absolute value: ${where}, ${notes.join(' and ')}, so the function is ${exprToText(rewritten)} there.`);
  const r = deeper(c, () => lim(rewritten, c));
  if (!r) c.steps.length = mark;
  return r;
}

/** "Substituting gives" at a point; at ±∞ there is nothing to substitute. */
function formIntro(c: C): string {
  return c.point.kind === 'inf' ? `As ${arrow(c)}, it takes the form` : 'Substituting gives';
}

/** Runs body one level deeper (L'Hôpital, 1^∞ and 0·∞ rewrites recurse); refuses past a few levels. */
function deeper(c: C, body: () => Lim | null): Lim | null {
  if (c.depth >= 3) return null;
  c.depth++;
  try {
    return body();
  } finally {
    c.depth--;
  }
}

/** Limit of a quotient in an indeterminate form: a special limit, the rational method, or L'Hôpital's rule. */
function indeterminate(e: Expr, top: Expr, bottom: Expr, form: '0/0' | '∞/∞', c: C): Lim | null {
  const special = matchSpecial(e, c);
  if (special) {
    say(c, `${formIntro(c)} ${form}. This is a known limit: ${limText(c.v, c.point, null, e)} = ${exprToText(special.value)}, because ${special.reason}.`,
      `${limLatex(c.v, c.point, null, e)} = ${exprToLatex(special.value)}`);
    return fin(special.value);
  }
  const viaRational = nestedRational(e, c);
  if (viaRational !== undefined) return viaRational;
  const withoutAbs = absRemoved(e, c);
  if (withoutAbs) return withoutAbs;
  let dt: Expr;
  let db: Expr;
  try {
    dt = derivativeExpr(top, c.v);
    db = derivativeExpr(bottom, c.v);
  } catch {
    return null;
  }
  const next = bin('div', dt, db);
  let simpler: Expr = next;
  try {
    simpler = simplifyExpr(next);
  } catch {
    // Use the unsimplified quotient.
  }
  const mark = c.steps.length;
  const shown = exprToText(simpler) !== exprToText(next) ? ` = ${limLatex(c.v, c.point, c.side, simpler)}` : '';
  say(c, `${formIntro(c)} ${form}, an indeterminate form, so use L'Hôpital's rule: differentiate the top and the bottom separately. The derivative of ${exprToText(top)} is ${exprToText(dt)}, and the derivative of ${exprToText(bottom)} is ${exprToText(db)}.`,
    `${limLatex(c.v, c.point, c.side, e)} = ${limLatex(c.v, c.point, c.side, next)}${shown}`);
  const r = deeper(c, () => lim(simpler, c));
  if (!r || r.kind === 'bounded') {
    c.steps.length = mark;
    return null;
  }
  if (r.kind === 'fin' && c.point.kind === 'fin' && c.steps.length === mark + 1) {
    say(c, `Now substitute ${c.v} = ${exprToText(c.point.exact)}.`, `${exprToLatex(substitute(simpler, c.v, c.point.exact))} = ${valueForms(r.exact, r.value).latex}`);
  }
  return r;
}

const negLim = (l: Lim): Lim => (l.kind === 'fin' ? fin(neg(l.exact), -l.value) : l.kind === 'inf' ? inf(-l.sign) : l);

function limSum(e: Binary, c: C): Lim | null {
  const a = lim(e.left, c);
  const raw = lim(e.right, c);
  if (!a || !raw) return null;
  const b = e.kind === 'sub' ? negLim(raw) : raw;
  if (a.kind === 'fin' && raw.kind === 'fin' && b.kind === 'fin') return fin(bin(e.kind, a.exact, raw.exact), a.value + b.value);
  if (a.kind === 'inf' && b.kind === 'inf') return a.sign === b.sign ? a : rationalOr(e, c, '∞ - ∞');
  if (a.kind === 'inf') return a;
  if (b.kind === 'inf') return b;
  return { kind: 'bounded' };
}

function limProduct(e: Binary, c: C): Lim | null {
  const a = lim(e.left, c);
  const b = lim(e.right, c);
  if (!a || !b) return null;
  if (a.kind === 'fin' && b.kind === 'fin') return fin(bin('mul', a.exact, b.exact), a.value * b.value);
  const zeroTimes = (other: Lim, zExpr: Expr, oExpr: Expr): Lim | null => {
    if (other.kind === 'bounded') {
      say(c, `${exprToText(oExpr)} stays between fixed bounds while ${exprToText(zExpr)} → 0, so their product → 0 (squeeze theorem).`);
      return ZERO();
    }
    if (other.kind !== 'inf') return null;
    const viaRational = nestedRational(e, c);
    if (viaRational !== undefined) return viaRational;
    // 0 · ∞: rewrite as a fraction (∞/∞ or 0/0) for L'Hôpital; try both ways, as a teacher would.
    const ways: Array<[Expr, Expr, '∞/∞' | '0/0']> = [[oExpr, bin('div', num(1), zExpr), '∞/∞'], [zExpr, bin('div', num(1), oExpr), '0/0']];
    for (const [top, bottom, form] of ways) {
      const mark = c.steps.length;
      const q = bin('div', top, bottom);
      say(c, `This is a 0 · ∞ form: rewrite the product as a fraction, ${exprToText(q)}, which has the form ${form}.`);
      const r = deeper(c, () => indeterminate(q, top, bottom, form, c));
      if (r) return r;
      c.steps.length = mark;
    }
    return null;
  };
  if (isZeroLim(a)) return zeroTimes(b, e.left, e.right);
  if (isZeroLim(b)) return zeroTimes(a, e.right, e.left);
  if (a.kind === 'bounded' || b.kind === 'bounded') return a.kind === 'inf' || b.kind === 'inf' ? null : { kind: 'bounded' };
  if (a.kind === 'inf' && b.kind === 'inf') return inf(a.sign * b.sign);
  const finite = a.kind === 'fin' ? a : b;
  const infinite = a.kind === 'inf' ? a : b;
  if (finite.kind !== 'fin' || infinite.kind !== 'inf') return null;
  return inf(Math.sign(finite.value) * infinite.sign);
}

function limQuotient(e: Binary, c: C): Lim | null {
  const viaRational = rationalIfInteresting(e, c);
  if (viaRational !== undefined) return viaRational;
  const special = matchSpecial(e, c);
  if (special) return indeterminate(e, e.left, e.right, c.point.kind === 'inf' ? '∞/∞' : '0/0', c);
  const a = lim(e.left, c);
  const b = lim(e.right, c);
  if (!a || !b) return null;
  if (b.kind === 'fin' && !isZeroLim(b)) {
    if (a.kind === 'fin') return fin(bin('div', a.exact, b.exact), a.value / b.value);
    if (a.kind === 'inf') return inf(a.sign * Math.sign(b.value));
    return { kind: 'bounded' };
  }
  if (b.kind === 'inf') {
    if (a.kind === 'inf') return indeterminate(e, e.left, e.right, '∞/∞', c);
    if (a.kind === 'bounded') say(c, `${exprToText(e.left)} stays between fixed bounds while ${exprToText(e.right)} grows without bound, so the fraction → 0 (squeeze theorem).`);
    else if (!isZeroLim(a)) say(c, `As ${arrow(c)}, the top tends to ${formatNumber(a.value)} while the bottom ${exprToText(e.right)} grows without bound, so ${exprToText(e)} → 0.`);
    return ZERO();
  }
  if (b.kind === 'bounded') return null;
  // The bottom tends to 0.
  if (isZeroLim(a)) return indeterminate(e, e.left, e.right, '0/0', c);
  if (a.kind === 'bounded') return null;
  const s = signNear(e.right, c);
  if (s === null) {
    if (!c.side && c.point.kind === 'fin') c.twoSided = true;
    return null;
  }
  const sign = (a.kind === 'inf' ? a.sign : Math.sign(a.value)) * s;
  const topText = a.kind === 'inf' ? (a.sign > 0 ? '∞' : '-∞') : formatNumber(a.value);
  say(c, `As ${arrow(c)}, the top → ${topText} and the bottom ${exprToText(e.right)} → 0 through ${s > 0 ? 'positive' : 'negative'} values, so ${exprToText(e)} → ${sign > 0 ? '∞' : '-∞'}.`);
  return inf(sign);
}

function limPower(e: Binary, c: C): Lim | null {
  const special = matchSpecial(e, c);
  if (special) {
    say(c, `Substituting gives 1^∞, an indeterminate form. This is a known limit: ${limText(c.v, c.point, null, e)} = e, because ${special.reason}.`,
      `${limLatex(c.v, c.point, null, e)} = e`);
    return fin(special.value);
  }
  const k = isFreeOf(e.right, c.v) ? polyFromExpr(e.right)?.constantValue() ?? null : null;
  if (k && k.isInteger()) {
    const n = Number(k.num);
    if (n === 0) return fin(num(1));
    if (n < 0) return lim(bin('div', num(1), n === -1 ? e.left : bin('pow', e.left, num(-n))), c);
    const b = lim(e.left, c);
    if (!b) return null;
    if (b.kind === 'fin') return fin(bin('pow', b.exact, num(n)), b.value ** n);
    if (b.kind === 'inf') return inf(n % 2 === 0 ? 1 : b.sign);
    return { kind: 'bounded' };
  }
  if (isFreeOf(e.right, c.v)) {
    // x^(1/2), x^(-3/2): a real power with a constant exponent.
    const b = lim(e.left, c);
    const p = evalNumber(e.right);
    if (!b || b.kind === 'bounded' || !Number.isFinite(p)) return null;
    if (b.kind === 'inf') return b.sign > 0 ? (p > 0 ? inf(1) : ZERO()) : null;
    if (b.value > 0 && !isZeroValue(b.exact, b.value)) return fin(bin('pow', b.exact, e.right));
    if (isZeroValue(b.exact, b.value) && signNear(e.left, c) === 1) return p > 0 ? ZERO() : inf(1);
    return null;
  }
  if (isFreeOf(e.left, c.v)) {
    // a^u is continuous in u for a > 0.
    const base = evalNumber(e.left);
    if (!(base > 0)) return null;
    const u = lim(e.right, c);
    if (!u || u.kind === 'bounded') return null;
    if (u.kind === 'fin') return fin(bin('pow', e.left, u.exact));
    if (base === 1) return fin(num(1));
    const grows = (base > 1) === (u.sign > 0);
    say(c, `As ${arrow(c)}, the exponent ${exprToText(e.right)} → ${u.sign > 0 ? '∞' : '-∞'}, so ${exprToText(e)} → ${grows ? '∞' : '0'}.`);
    return grows ? inf(1) : ZERO();
  }
  // f^g with both varying.
  const b = lim(e.left, c);
  const u = lim(e.right, c);
  if (!b || !u || b.kind !== 'fin' || !(b.value > 0) || u.kind === 'bounded') return null;
  if (u.kind === 'fin') return fin(bin('pow', b.exact, u.exact));
  if (!isZeroValue(bin('sub', b.exact, num(1)), b.value - 1)) {
    const grows = (b.value > 1) === (u.sign > 0);
    return grows ? inf(1) : ZERO();
  }
  const exponent = bin('mul', e.right, call('ln', e.left));
  const mark = c.steps.length;
  say(c, `This is a 1^∞ form. Write it as a power of e: ${exprToText(e)} = e^(${exprToText(exponent)}), and find the limit of the exponent.`);
  const L = deeper(c, () => lim(exponent, c));
  if (!L || L.kind === 'bounded') {
    c.steps.length = mark;
    return null;
  }
  if (L.kind === 'inf') return L.sign > 0 ? inf(1) : ZERO();
  say(c, `The exponent tends to ${valueForms(L.exact, L.value).text}, so the limit is e to that power.`);
  return fin(bin('pow', sym('e'), L.exact));
}

/** The limit of e as v approaches the point from the side; pushes a step for every rule that is not plain substitution. */
function lim(e: Expr, c: C): Lim | null {
  if (isFreeOf(e, c.v)) return fin(e);
  switch (e.kind) {
    case 'sym': return c.point.kind === 'fin' ? fin(c.point.exact, c.point.value) : inf(c.point.sign);
    case 'neg': {
      const a = lim(e.arg, c);
      return a && negLim(a);
    }
    case 'call': return limCall(e, c);
    case 'add':
    case 'sub': return limSum(e, c);
    case 'mul': return limProduct(e, c);
    case 'div': return limQuotient(e, c);
    case 'pow': return limPower(e, c);
    default: return null;
  }
}

/** For ∞ − ∞ inside a rational function (x² − x at ∞): the exact method; else refuse. */
function rationalOr(e: Expr, c: C, form: string): Lim | null {
  const r = nestedRational(e, c);
  if (r !== undefined) return r;
  c.reason = `it leads to the form ${form}, which I can't resolve exactly for this kind of expression.`;
  return null;
}

/** The rational method for a quotient when plain substitution would fail (0/0, c/0) or at ±∞; undefined otherwise. */
function rationalIfInteresting(e: Expr, c: C): Lim | null | undefined {
  const rf = ratFuncFromExpr(e);
  if (!rf) return undefined;
  if (c.point.kind === 'fin') {
    const D = rf.den.dense(c.v);
    const a = c.point.rational;
    if (!D || !a || !evalAt(D, a).isZero()) return undefined;
  }
  return nestedRational(e, c);
}

// ---------------------------------------------------------------------------------------------
// Parsing the point and the side.

/** Reads "2", "-1/2", "pi/2", "∞", "-infinity", "0+", "1^-", "3⁻" into a point and (optional) side. */
export function parsePoint(text: string): { point: Point; side: Side } {
  let t = text.trim().replace(/[−–]/g, '-').replace(/\\infty|∞|\binf(?:inity)?\b|\boo\b/gi, 'Infinity');
  let side: Side = null;
  const suffix = /\s*(?:\^\s*\{?\s*([+-])\s*\}?|([⁺⁻])|(?<=[\dity)])\s*([+-]))\s*$/.exec(t);
  if (suffix) {
    const mark = suffix[1] ?? suffix[3] ?? (suffix[2] === '⁺' ? '+' : '-');
    side = mark === '+' ? 'right' : 'left';
    t = t.slice(0, suffix.index).trim();
  }
  t = t.replace(/^(?:positive|plus)\s+Infinity$/i, 'Infinity').replace(/^(?:negative|minus)\s+Infinity$/i, '-Infinity');
  if (/^\+?\s*Infinity$/.test(t)) return { point: { kind: 'inf', sign: 1 }, side: null };
  if (/^-\s*Infinity$/.test(t)) return { point: { kind: 'inf', sign: -1 }, side: null };
  const e = parseExpr(t);
  if (variablesOf(e).size) throw new ToolInputError(`The point "${text}" should be a number (like 2, -1/2 or pi/2) or infinity.`);
  const value = evalNumber(e);
  if (!Number.isFinite(value)) throw new ToolInputError(`I can't read "${text}" as a point to approach.`);
  const rational = polyFromExpr(e)?.constantValue() ?? null;
  return { point: { kind: 'fin', exact: rational ? num(rational) : e, value, rational }, side };
}

function parseSide(side: string | undefined): Side | undefined {
  if (!side) return undefined;
  const s = side.trim().toLowerCase();
  if (/^(?:left|below|-|minus|negative|from the left|from below|l)$/.test(s)) return 'left';
  if (/^(?:right|above|\+|plus|positive|from the right|from above|r)$/.test(s)) return 'right';
  if (/^(?:both|two-sided|two sided|either|)$/.test(s)) return null;
  throw new ToolInputError(`"side" should be "left", "right" or "both", not "${side}".`);
}

// ---------------------------------------------------------------------------------------------
// The tool.

interface Run {
  result: Lim | null;
  steps: ToolStep[];
  reason?: string;
  twoSided?: boolean;
}

function runOnce(e: Expr, v: string, point: Point, side: Side): Run {
  const c: Ctx = { v, point, side, steps: [], depth: 0 };
  let result: Lim | null = null;
  try {
    const rational = rationalLimit(e, c);
    result = rational !== undefined ? rational : lim(e, c);
  } catch (error) {
    if (error instanceof ToolInputError && /too large|too many/.test(error.message)) throw error;
    result = null;
  }
  return { result, steps: c.steps, reason: c.reason, twoSided: c.twoSided };
}

function toOutcome(l: Lim | null): Outcome | null {
  return l && l.kind !== 'bounded' ? l : null;
}

function sameOutcome(a: Outcome, b: Outcome): boolean {
  return a.kind === 'inf' ? b.kind === 'inf' && a.sign === b.sign : b.kind === 'fin' && Math.abs(a.value - b.value) <= 1e-12 * Math.max(1, Math.abs(a.value));
}

/** Steps of the two one-sided runs, without repeating the ones they share (the factoring). */
function mergeSteps(left: ToolStep[], right: ToolStep[]): ToolStep[] {
  const seen = new Set<string>();
  return [...left, ...right].filter((s) => {
    const key = `${s.text}|${s.latex ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const CANT = "I can't work out this limit exactly offline";
const DISAGREE = "my exact working and a numerical check near the point disagree, so I won't give an answer I can't trust.";

/** A sample point near the limit where the function has a finite value, to show as a check. */
function checkPoint(e: Expr, v: string, p: Point, side: Side): { x: number; y: number } | null {
  const xs = samplePoints(p, side ?? 'right');
  let zero: { x: number; y: number } | null = null;
  for (const i of [3, 2, 1, 0]) {
    const x = xs[i];
    try {
      const y = evalNumber(e, { [v]: x });
      // e^(-x) at x = 10⁵ is 0 in floating point: a smaller x shows the trend better.
      if (Number.isFinite(y) && y !== 0) return { x, y };
      if (y === 0) zero ??= { x, y };
    } catch {
      // try a nearer point
    }
  }
  return zero;
}

/**
 * The limit of an expression as the variable approaches a point (a number or ±∞), optionally from
 * one side. Exact, with steps; refuses (never guesses) when no method applies or when numbers near
 * the point disagree with the exact result.
 */
export function computeLimit(expression: string, variable?: string, to?: string, sideText?: string): ToolResult {
  return guard(TOOL, () => {
    const e = parseExpr(expression);
    const v = variable?.trim() || pickVariable(e);
    if (!/^[a-z]$/i.test(v)) throw new ToolInputError(`The variable "${v}" should be a single letter.`);
    const others = [...variablesOf(e)].filter((w) => w !== v);
    if (others.length) throw new ToolInputError(`The expression also contains ${others.join(', ')}: I can only take limits of functions of one variable (${v}).`);
    if (!to || !to.trim()) throw new ToolInputError(`Say what ${v} approaches, e.g. "as ${v} approaches 2" or "as ${v} → ∞".`);
    const parsed = parsePoint(to);
    const { point } = parsed;
    const given = parseSide(sideText);
    const side: Side = point.kind === 'inf' ? null : given === undefined ? parsed.side : given;
    const head = step(`Find ${limText(v, point, side, e)}.`, limLatex(v, point, side, e));
    const refuse = (why?: string) => fail(TOOL, `${CANT}${why ? `: ${why}` : '.'}`);
    const data = { variable: v, to: pointText(point, null), side: side ?? 'both' };

    const finish = (o: Outcome, steps: ToolStep[]): ToolResult => {
      if (!numericallyConsistent(e, v, point, side, o)) return refuse(DISAGREE);
      const shown = mergeSteps([], steps);
      if (!shown.length && o.kind === 'fin' && point.kind === 'fin') {
        shown.push(step(`The function is continuous at ${v} = ${exprToText(point.exact)}, so substitute directly.`, `${exprToLatex(substitute(e, v, point.exact))} = ${outcomeLatex(o)}`));
      }
      const check = checkPoint(e, v, point, side);
      if (check) {
        const near = o.kind === 'fin' ? `close to ${formatNumber(o.value)}` : `already ${o.sign > 0 ? 'large and positive' : 'large and negative'}`;
        shown.push(step(`Check with a number: at ${v} = ${formatNumber(check.x)} the function is about ${formatNumber(check.y, 8)}, ${near}.`));
      }
      return succeed(TOOL, `${limText(v, point, side, e)} = ${outcomeText(o)}`, [head, ...shown], {
        answerLatex: `${limLatex(v, point, side, e)} = ${outcomeLatex(o)}`,
        data: { ...data, exists: o.kind === 'fin', limit: o.kind === 'fin' ? o.value : o.sign > 0 ? 'Infinity' : '-Infinity' },
      });
    };

    const doesNotExist = (left: Outcome, right: Outcome, steps: ToolStep[]): ToolResult => {
      if (!numericallyConsistent(e, v, point, 'left', left) || !numericallyConsistent(e, v, point, 'right', right)) return refuse(DISAGREE);
      const text = `The limit does not exist: ${limText(v, point, 'left', e)} = ${outcomeText(left)} but ${limText(v, point, 'right', e)} = ${outcomeText(right)}`;
      const latex = `${limLatex(v, point, 'left', e)} = ${outcomeLatex(left)},\\quad ${limLatex(v, point, 'right', e)} = ${outcomeLatex(right)}`;
      return succeed(TOOL, text, [head, ...steps, step('The left-hand and right-hand limits are different, so the two-sided limit does not exist.')], {
        answerLatex: `${latex},\\quad \\text{so the limit does not exist}`,
        data: { ...data, exists: false, left: outcomeText(left), right: outcomeText(right) },
      });
    };

    const first = runOnce(e, v, point, side);
    const outcome = toOutcome(first.result);
    if (outcome) return finish(outcome, first.steps);
    // sin(u) or cos(u) with u → ±∞ (sin x as x → ∞, sin(1/x) as x → 0) takes every value in [-1, 1] again and again.
    const oscillating = e.kind === 'call' && (e.name === 'sin' || e.name === 'cos');
    const oscillates = (steps: ToolStep[]): ToolResult => succeed(TOOL, `The limit does not exist: ${exprToText(e)} keeps oscillating between -1 and 1 as ${v} → ${pointText(point, side)}`, [head, ...steps,
      step('A limit must settle on one value; this function takes every value between -1 and 1 again and again, however close you get, so it has no limit.')], {
      answerLatex: `${limLatex(v, point, side, e)} \\text{ does not exist}`,
      data: { ...data, exists: false },
    });
    if (first.result?.kind === 'bounded') {
      return oscillating ? oscillates(first.steps) : refuse(`${exprToText(e)} stays bounded, but I can't tell exactly whether it settles on one value.`);
    }
    if (point.kind === 'fin' && side === null && first.twoSided) {
      // The two sides behave differently (1/x at 0): work each one out on its own.
      const left = runOnce(e, v, point, 'left');
      const right = runOnce(e, v, point, 'right');
      if (oscillating && left.result?.kind === 'bounded' && right.result?.kind === 'bounded') return oscillates(mergeSteps(left.steps, right.steps));
      const lo = toOutcome(left.result);
      const ro = toOutcome(right.result);
      if (lo && ro) {
        const steps = mergeSteps(left.steps, right.steps);
        return sameOutcome(lo, ro) ? finish(ro, steps) : doesNotExist(lo, ro, steps);
      }
      return refuse(left.reason ?? right.reason);
    }
    return refuse(first.reason);
  });
}
