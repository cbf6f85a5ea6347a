import type { Expr } from './expr';
import { Rational } from './rational';
import { step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Simplest radical form for numbers built from roots of rationals: √72 → 6√2, 3√12 → 6√3,
 * √50 + √18 → 8√2, ∛54 → 3∛2, 6/√2 → 3√2, with one step per root taken apart. Exact sums of
 * c·ⁿ√m terms (m a positive whole number with no n-th power factor); anything else is not handled.
 */

const MAX_INDEX = 10;
const MAX_RADICAND = 10n ** 30n;
const MAX_STEPS = 14;

/** One term c·ⁿ√m of a radical sum (n = 1, m = 1 for the rational part). */
export interface RadicalTerm {
  index: number;
  radicand: bigint;
  coef: Rational;
}

const key = (index: number, radicand: bigint) => `${index}:${radicand}`;

/** The largest k-th power dividing n: n = outside^k · inside (n ≥ 1), or null when n is too large to factor. */
export function rootSplit(n: bigint, k: number): { outside: bigint; inside: bigint } | null {
  if (n < 1n || n > MAX_RADICAND) return null;
  const K = BigInt(k);
  let outside = 1n;
  let inside = 1n;
  let rest = n;
  for (let p = 2n; p * p <= rest && p < 1_000_000n; p += p === 2n ? 1n : 2n) {
    let count = 0n;
    while (rest % p === 0n) {
      rest /= p;
      count++;
    }
    outside *= p ** (count / K);
    inside *= p ** (count % K);
  }
  if (rest > 1n) {
    const r = integerRoot(rest, k);
    if (r !== null) outside *= r;
    else if (rest >= 10n ** 24n) return null; // could hide a k-th power of a big prime we did not find
    else inside *= rest;
  }
  return { outside, inside };
}

/** The exact k-th root of n ≥ 0 when n is a perfect k-th power, else null. */
export function integerRoot(n: bigint, k: number): bigint | null {
  if (n < 0n) return null;
  const guess = BigInt(Math.round(Number(n) ** (1 / k)));
  for (let c = guess - 2n; c <= guess + 2n; c++) if (c >= 0n && c ** BigInt(k) === n) return c;
  // Large n: Newton's method on BigInt.
  if (n < 10n ** 15n) return null;
  let x = guess > 0n ? guess : 1n;
  for (let i = 0; i < 200; i++) {
    const next = ((BigInt(k) - 1n) * x + n / x ** BigInt(k - 1)) / BigInt(k);
    if (next === x) break;
    x = next;
  }
  for (let c = x - 1n; c <= x + 1n; c++) if (c >= 0n && c ** BigInt(k) === n) return c;
  return null;
}

function rootSymbol(index: number): string {
  return index === 2 ? '√' : index === 3 ? '∛' : index === 4 ? '∜' : `${[...String(index)].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)]).join('')}√`;
}

function rootText(index: number, radicand: bigint | string): string {
  return `${rootSymbol(index)}${radicand}`;
}

function rootLatex(index: number, radicand: bigint | string): string {
  return index === 2 ? `\\sqrt{${radicand}}` : `\\sqrt[${index}]{${radicand}}`;
}

/** A sum of radical terms with rational coefficients, kept in simplest form. */
export class RadicalSum {
  private constructor(readonly terms: ReadonlyMap<string, RadicalTerm>) {}

  static rational(r: Rational): RadicalSum {
    return RadicalSum.build([{ index: 1, radicand: 1n, coef: r }]);
  }

  /** coef · ⁿ√m where m is already free of n-th powers (so no simplification happens here). */
  static term(coef: Rational, index: number, radicand: bigint): RadicalSum {
    if (radicand === 1n || index === 1) return RadicalSum.rational(coef);
    // ∜4 = √2: a radicand that is a d-th power (d dividing the index) lowers the index.
    for (let d = index; d >= 2; d--) {
      const r = index % d === 0 ? integerRoot(radicand, d) : null;
      if (r !== null) return RadicalSum.term(coef, index / d, r);
    }
    return RadicalSum.build([{ index, radicand, coef }]);
  }

  static build(list: Iterable<RadicalTerm>): RadicalSum {
    const map = new Map<string, RadicalTerm>();
    for (const t of list) {
      const norm = t.radicand === 1n ? { ...t, index: 1 } : t;
      const k = key(norm.index, norm.radicand);
      const sum = (map.get(k)?.coef ?? Rational.ZERO).add(norm.coef);
      if (sum.isZero()) map.delete(k);
      else map.set(k, { ...norm, coef: sum });
    }
    return new RadicalSum(map);
  }

  add(o: RadicalSum): RadicalSum {
    return RadicalSum.build([...this.terms.values(), ...o.terms.values()]);
  }
  neg(): RadicalSum {
    return this.scale(Rational.ONE.neg());
  }
  scale(r: Rational): RadicalSum {
    return RadicalSum.build([...this.terms.values()].map((t) => ({ ...t, coef: t.coef.mul(r) })));
  }
  asRational(): Rational | null {
    if (this.terms.size === 0) return Rational.ZERO;
    const only = this.terms.get(key(1, 1n));
    return this.terms.size === 1 && only ? only.coef : null;
  }
  /** Ordered terms: rational part, then square roots, cube roots, … by radicand. */
  sorted(): RadicalTerm[] {
    return [...this.terms.values()].sort((a, b) => a.index - b.index || (a.radicand < b.radicand ? -1 : a.radicand > b.radicand ? 1 : 0));
  }
  /** Whether any term is a root. */
  hasRoot(): boolean {
    return this.sorted().some((t) => t.index > 1);
  }
  toNumber(): number {
    return this.sorted().reduce((s, t) => s + t.coef.toNumber() * Number(t.radicand) ** (1 / t.index), 0);
  }
  toString(): string {
    return joinSigned(this.sorted().map(termText));
  }
  toLatex(): string {
    return joinSigned(this.sorted().map(termLatex));
  }
}

function joinSigned(parts: string[]): string {
  if (!parts.length) return '0';
  return parts.reduce((acc, p) => (p.startsWith('-') ? `${acc} - ${p.slice(1)}` : `${acc} + ${p}`));
}

/** "6√2", "-∛2", "√3/2", "3/4". */
export function termText(t: RadicalTerm): string {
  if (t.index === 1) return t.coef.toString();
  const sign = t.coef.sign() < 0 ? '-' : '';
  const a = t.coef.abs();
  const root = rootText(t.index, t.radicand);
  const numer = a.num === 1n ? root : `${a.num}${root}`;
  return sign + (a.den === 1n ? numer : `${numer}/${a.den}`);
}

/** "6\sqrt{2}", "\frac{\sqrt{3}}{2}". */
export function termLatex(t: RadicalTerm): string {
  if (t.index === 1) return t.coef.toLatex();
  const sign = t.coef.sign() < 0 ? '-' : '';
  const a = t.coef.abs();
  const root = rootLatex(t.index, t.radicand);
  const numer = a.num === 1n ? root : `${a.num}${root}`;
  return sign + (a.den === 1n ? numer : `\\frac{${numer}}{${a.den}}`);
}

function wrap(v: RadicalSum, latex: boolean): string {
  const s = latex ? v.toLatex() : v.toString();
  if (v.terms.size > 1 || s.startsWith('-')) return latex ? `\\left(${s}\\right)` : `(${s})`;
  return s;
}

/** True when e contains a square root, cube root or a fractional power. */
export function hasRadical(e: Expr): boolean {
  switch (e.kind) {
    case 'num':
    case 'sym':
      return false;
    case 'neg':
      return hasRadical(e.arg);
    case 'call':
      return e.name === 'sqrt' || e.name === 'cbrt' || e.args.some(hasRadical);
    default:
      if (e.kind === 'pow' && e.right.kind === 'div') return true;
      if (e.kind === 'pow' && e.right.kind === 'num' && !e.right.value.isInteger()) return true;
      return hasRadical(e.left) || hasRadical(e.right);
  }
}

/** Evaluates an expression into simplest radical form, noting a step for each simplification. */
class RadicalEvaluator {
  readonly steps: ToolStep[] = [];
  private truncated = false;

  private note(s: ToolStep): void {
    if (this.steps.length < MAX_STEPS) this.steps.push(s);
    else if (!this.truncated) {
      this.truncated = true;
      this.steps.push(step('… the remaining parts simplify the same way.'));
    }
  }

  evaluate(e: Expr): RadicalSum | null {
    switch (e.kind) {
      case 'num':
        return RadicalSum.rational(e.value);
      case 'sym':
        return null;
      case 'neg': {
        const a = this.evaluate(e.arg);
        return a && a.neg();
      }
      case 'call': {
        if ((e.name !== 'sqrt' && e.name !== 'cbrt') || e.args.length !== 1) return null;
        const a = this.evaluate(e.args[0]);
        const r = a?.asRational();
        return r ? this.root(r, e.name === 'sqrt' ? 2 : 3) : null;
      }
      case 'add':
      case 'sub': {
        const l = this.evaluate(e.left);
        const r = this.evaluate(e.right);
        if (!l || !r) return null;
        const result = e.kind === 'add' ? l.add(r) : l.add(r.neg());
        this.noteSum(l, r, e.kind, result);
        return result;
      }
      case 'mul': {
        const l = this.evaluate(e.left);
        const r = this.evaluate(e.right);
        return l && r ? this.multiply(l, r) : null;
      }
      case 'div': {
        const l = this.evaluate(e.left);
        const r = this.evaluate(e.right);
        return l && r ? this.divide(l, r) : null;
      }
      case 'pow': {
        const base = this.evaluate(e.left);
        const exponent = this.evaluate(e.right)?.asRational();
        if (!base || !exponent) return null;
        return this.power(base, exponent);
      }
    }
  }

  /** ⁿ√r for a rational r, taking out the largest n-th power: √72 = √36·√2 = 6√2. */
  root(r: Rational, index: number): RadicalSum | null {
    if (index < 2 || index > MAX_INDEX) return null;
    if (r.isZero()) return RadicalSum.rational(Rational.ZERO);
    if (r.sign() < 0) {
      if (index % 2 === 0) return null; // imaginary: the arithmetic tool explains those
      const positive = this.root(r.neg(), index);
      return positive && positive.neg();
    }
    // ⁿ√(p/q) = ⁿ√(p·qⁿ⁻¹)/q: the root moves to the top.
    const top = r.num * r.den ** BigInt(index - 1);
    const split = rootSplit(top, index);
    if (!split) return null;
    const result = RadicalSum.term(Rational.of(split.outside, r.den), index, split.inside);
    const rt = rootText(index, r.isInteger() ? r.num : `(${r})`);
    const rl = rootLatex(index, r.toLatex());
    const power = index === 2 ? 'square' : index === 3 ? 'cube' : `${index}th power`;
    if (!r.isInteger()) {
      this.note(step(`Write the root of the fraction as a root over a whole number, clearing the root from the denominator: ${rt} = ${result}.`, `${rl} = ${result.toLatex()}`));
    } else if (split.inside === 1n) {
      this.note(step(`${r} is a perfect ${power}: ${split.outside}${index === 2 ? '²' : index === 3 ? '³' : `^${index}`} = ${r}, so ${rt} = ${split.outside}.`, `${rl} = ${split.outside}`));
    } else if (split.outside > 1n) {
      const factor = split.outside ** BigInt(index);
      this.note(step(`${r} = ${factor} × ${split.inside}, and ${factor} is a perfect ${power}, so ${rt} = ${rootText(index, factor)}·${rootText(index, split.inside)} = ${result}.`,
        `${rl} = ${rootLatex(index, `${factor} \\cdot ${split.inside}`)} = ${rootLatex(index, factor)} \\cdot ${rootLatex(index, split.inside)} = ${result.toLatex()}`));
    } else {
      this.note(step(`${r} has no ${power} factor (other than 1), so ${rt} is already in simplest form.`, rl));
    }
    return result;
  }

  private multiply(l: RadicalSum, r: RadicalSum): RadicalSum | null {
    const out: RadicalSum[] = [];
    let merged = false;
    for (const a of l.sorted()) {
      for (const b of r.sorted()) {
        if (a.index === 1 || b.index === 1) {
          out.push(RadicalSum.term(a.coef.mul(b.coef), Math.max(a.index, b.index), a.index === 1 ? b.radicand : a.radicand));
          continue;
        }
        if (a.index !== b.index) return null;
        merged = true;
        const product = a.radicand * b.radicand;
        const split = rootSplit(product, a.index);
        if (!split) return null;
        out.push(RadicalSum.term(a.coef.mul(b.coef).mul(Rational.of(split.outside)), a.index, split.inside));
      }
    }
    const result = out.reduce((x, y) => x.add(y), RadicalSum.rational(Rational.ZERO));
    const lr = l.asRational();
    const rr = r.asRational();
    const bare = (v: RadicalSum) => v.terms.size === 1 && v.sorted()[0].coef.isOne();
    if (lr && rr) return result;
    if (merged) {
      const roots = [...l.sorted(), ...r.sorted()].filter((t) => t.index > 1);
      const index = roots[0].index;
      this.note(step(`Roots of the same kind multiply under one root (${rootSymbol(index)}a·${rootSymbol(index)}b = ${rootSymbol(index)}(ab)): ${wrap(l, false)} × ${wrap(r, false)} = ${result}.`,
        `${wrap(l, true)} \\times ${wrap(r, true)} = ${result.toLatex()}`));
    } else if (!((lr && bare(r)) || (rr && bare(l)))) {
      this.note(step(`Multiply: ${wrap(l, false)} × ${wrap(r, false)} = ${result}.`, `${wrap(l, true)} \\times ${wrap(r, true)} = ${result.toLatex()}`));
    }
    return result;
  }

  private divide(l: RadicalSum, r: RadicalSum): RadicalSum | null {
    if (r.terms.size === 0) return null;
    const rr = r.asRational();
    if (rr) {
      const result = l.scale(rr.inv());
      if (!l.asRational()) this.note(step(`Divide: ${wrap(l, false)} ÷ ${wrap(r, false)} = ${result}.`, `\\frac{${l.toLatex()}}{${r.toLatex()}} = ${result.toLatex()}`));
      return result;
    }
    if (r.terms.size !== 1) return null;
    // c·ⁿ√m in the denominator: multiply top and bottom by ⁿ√(mⁿ⁻¹) to make it rational.
    const [d] = r.sorted();
    const helper = rootSplit(d.radicand ** BigInt(d.index - 1), d.index);
    if (!helper) return null;
    const factor = RadicalSum.term(Rational.ONE, d.index, helper.inside).scale(Rational.of(helper.outside));
    const top = this.quietMultiply(l, factor);
    if (!top) return null;
    const bottom = d.coef.mul(Rational.of(d.radicand));
    const result = top.scale(bottom.inv());
    this.note(step(`Rationalise the denominator: multiply the top and the bottom by ${factor} so the bottom has no root: ${wrap(l, false)}/${wrap(r, false)} = ${wrap(top, false)}/${bottom} = ${result}.`,
      `\\frac{${l.toLatex()}}{${r.toLatex()}} = \\frac{${l.asRational() ? '' : '\\left('}${l.toLatex()}${l.asRational() ? '' : '\\right)'} \\cdot ${factor.toLatex()}}{${r.toLatex()} \\cdot ${factor.toLatex()}} = \\frac{${top.toLatex()}}{${bottom.toLatex()}} = ${result.toLatex()}`));
    return result;
  }

  private quietMultiply(l: RadicalSum, r: RadicalSum): RadicalSum | null {
    const saved = this.steps.length;
    const result = this.multiply(l, r);
    this.steps.length = saved;
    return result;
  }

  private power(base: RadicalSum, k: Rational): RadicalSum | null {
    const b = base.asRational();
    if (!k.isInteger()) {
      if (!b || k.den > BigInt(MAX_INDEX) || k.num < -12n || k.num > 12n) return null;
      const root = this.root(b, Number(k.den));
      return root && this.power(root, Rational.of(k.num));
    }
    const n = Number(k.num);
    if (b) return Math.abs(n) > 64 || (b.isZero() && n < 0) ? null : RadicalSum.rational(b.pow(n));
    if (Math.abs(n) > 12) return null;
    let result: RadicalSum | null = RadicalSum.rational(Rational.ONE);
    for (let i = 0; i < Math.abs(n) && result; i++) result = this.quietMultiply(result, base);
    if (!result) return null;
    if (n < 0) {
      const inverse = this.divide(RadicalSum.rational(Rational.ONE), result);
      if (!inverse) return null;
      result = inverse;
    }
    const shown = base.terms.size === 1 && !base.toString().startsWith('-') ? [`(${base})`, `\\left(${base.toLatex()}\\right)`] : [wrap(base, false), wrap(base, true)];
    if (n >= 0) this.note(step(`Work out the power: ${shown[0]}^${n} = ${result}.`, `${shown[1]}^{${n}} = ${result.toLatex()}`));
    return result;
  }

  private noteSum(l: RadicalSum, r: RadicalSum, kind: 'add' | 'sub', result: RadicalSum): void {
    if (!l.hasRoot() && !r.hasRoot()) return;
    const op = kind === 'add' ? '+' : '−';
    const opTex = kind === 'add' ? '+' : '-';
    const roots = (v: RadicalSum) => new Set(v.sorted().filter((t) => t.index > 1).map((t) => key(t.index, t.radicand)));
    const shared = [...roots(l)].some((x) => roots(r).has(x));
    const text = `${wrap(l, false)} ${op} ${wrap(r, false)}`;
    const tex = `${wrap(l, true)} ${opTex} ${wrap(r, true)}`;
    if (shared) {
      this.note(step(`These are like surds (the same root), so add or subtract the numbers in front of the root: ${text} = ${result}.`, `${tex} = ${result.toLatex()}`));
    } else if (l.hasRoot() && r.hasRoot()) {
      this.note(step(`${wrap(l, false)} and ${wrap(r, false)} are different roots, so they cannot be combined: the sum stays ${result}.`, result.toLatex()));
    }
  }
}

/** The simplest radical form of a constant expression with roots, with its steps; null when out of reach. */
export function simplifyRadicalExpr(e: Expr): { value: RadicalSum; steps: ToolStep[] } | null {
  if (!hasRadical(e)) return null;
  const ev = new RadicalEvaluator();
  let value: RadicalSum | null;
  try {
    value = ev.evaluate(e);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  return value ? { value, steps: ev.steps } : null;
}

/** Simplest form of ⁿ√r alone, for tests and other tools. */
export function simplestRoot(r: Rational, index: number): RadicalSum | null {
  return new RadicalEvaluator().root(r, index);
}

/**
 * A tool answer for a simplified radical: the steps so far, the simplifications, the decimal value;
 * `withDecimal` puts "≈ 3.78" into the answer itself (the arithmetic tool's style).
 */
export function radicalAnswer(tool: string, found: { value: RadicalSum; steps: ToolStep[] }, steps: ToolStep[], withDecimal = false): ToolResult {
  const { value } = found;
  const all = [...steps, ...found.steps];
  const exact = value.asRational();
  const decimal = Number(value.toNumber().toPrecision(10)).toString();
  if (!exact) all.push(step(`In simplest radical form this is ${value}; as a decimal it is about ${decimal}.`, `${value.toLatex()} \\approx ${decimal}`));
  const text = withDecimal && !exact ? `${value} ≈ ${decimal}` : value.toString();
  const latex = withDecimal && !exact ? `${value.toLatex()} \\approx ${decimal}` : value.toLatex();
  return succeed(tool, text, all, { answerLatex: latex, data: { exact: value.toString(), decimal, ...(exact ? { numerator: exact.num.toString(), denominator: exact.den.toString() } : {}) } });
}
