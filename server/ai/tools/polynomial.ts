import { CONSTANTS, bin, neg, num, sortedVariables, sym, type Expr } from './expr';
import { Rational } from './rational';
import { ToolInputError } from './types';

/** A monomial as sorted [variable, exponent] pairs; [] is the constant monomial. */
export type Monomial = ReadonlyArray<readonly [string, number]>;

/** One coefficient·monomial term. */
export interface Term {
  mono: Monomial;
  coef: Rational;
}

const MAX_TERMS = 4000;

function monoKey(m: Monomial): string {
  return m.map(([v, e]) => (e === 1 ? v : `${v}^${e}`)).join('*');
}

function monoMul(a: Monomial, b: Monomial): Monomial {
  const exps = new Map<string, number>(a);
  for (const [v, e] of b) exps.set(v, (exps.get(v) ?? 0) + e);
  return [...exps.entries()].sort(([x], [y]) => x.localeCompare(y));
}

/**
 * Multivariate polynomial with exact rational coefficients. Expanding, collecting like terms,
 * differentiating polynomials and solving polynomial equations all need exact coefficient arithmetic.
 */
export class Poly {
  private constructor(readonly terms: ReadonlyMap<string, Term>) {}

  static zero(): Poly {
    return new Poly(new Map());
  }
  static constant(c: Rational): Poly {
    return c.isZero() ? Poly.zero() : new Poly(new Map([['', { mono: [], coef: c }]]));
  }
  static variable(name: string): Poly {
    return new Poly(new Map([[name, { mono: [[name, 1]], coef: Rational.ONE }]]));
  }
  static fromTerms(list: Iterable<Term>): Poly {
    const map = new Map<string, Term>();
    for (const t of list) {
      const mono = t.mono.filter(([, e]) => e !== 0).sort(([a], [b]) => a.localeCompare(b));
      const key = monoKey(mono);
      const prev = map.get(key);
      const coef = prev ? prev.coef.add(t.coef) : t.coef;
      if (coef.isZero()) map.delete(key);
      else map.set(key, { mono, coef });
    }
    if (map.size > MAX_TERMS) throw new ToolInputError('That expression expands into too many terms to show.');
    return new Poly(map);
  }

  add(o: Poly): Poly {
    return Poly.fromTerms([...this.terms.values(), ...o.terms.values()]);
  }
  neg(): Poly {
    return this.scale(Rational.ONE.neg());
  }
  sub(o: Poly): Poly {
    return this.add(o.neg());
  }
  scale(c: Rational): Poly {
    return Poly.fromTerms([...this.terms.values()].map((t) => ({ mono: t.mono, coef: t.coef.mul(c) })));
  }
  mul(o: Poly): Poly {
    const out: Term[] = [];
    for (const a of this.terms.values()) {
      for (const b of o.terms.values()) out.push({ mono: monoMul(a.mono, b.mono), coef: a.coef.mul(b.coef) });
    }
    return Poly.fromTerms(out);
  }
  pow(n: number): Poly {
    let result = Poly.constant(Rational.ONE);
    for (let i = 0; i < n; i++) result = result.mul(this);
    return result;
  }

  isZero(): boolean {
    return this.terms.size === 0;
  }
  /** The value when the polynomial is a constant, else null. */
  constantValue(): Rational | null {
    if (this.isZero()) return Rational.ZERO;
    const t = this.terms.get('');
    return this.terms.size === 1 && t ? t.coef : null;
  }
  variables(): string[] {
    const set = new Set<string>();
    for (const t of this.terms.values()) for (const [v] of t.mono) set.add(v);
    return sortedVariables(set);
  }
  degreeIn(v: string): number {
    let d = 0;
    for (const t of this.terms.values()) for (const [w, e] of t.mono) if (w === v) d = Math.max(d, e);
    return d;
  }
  totalDegree(): number {
    let d = 0;
    for (const t of this.terms.values()) d = Math.max(d, t.mono.reduce((s, [, e]) => s + e, 0));
    return d;
  }
  coefficientOf(mono: Monomial): Rational {
    const canonical = mono.filter(([, e]) => e !== 0).sort(([a], [b]) => a.localeCompare(b));
    return this.terms.get(monoKey(canonical))?.coef ?? Rational.ZERO;
  }

  /** Dense coefficients [c0, c1, …] in `v`, or null when another variable appears. */
  dense(v: string): Rational[] | null {
    const deg = this.degreeIn(v);
    const out = Array.from({ length: deg + 1 }, () => Rational.ZERO);
    for (const t of this.terms.values()) {
      if (t.mono.some(([w]) => w !== v)) return null;
      const e = t.mono.length ? t.mono[0][1] : 0;
      out[e] = t.coef;
    }
    return out;
  }

  static fromDense(coefs: readonly Rational[], v: string): Poly {
    return Poly.fromTerms(coefs.map((c, e) => ({ mono: e === 0 ? [] : [[v, e] as const], coef: c })));
  }

  /** Partial derivative, exact: the power rule applied to every term. */
  derivative(v: string): Poly {
    const out: Term[] = [];
    for (const t of this.terms.values()) {
      const e = t.mono.find(([w]) => w === v)?.[1] ?? 0;
      if (e === 0) continue;
      out.push({ mono: t.mono.map(([w, k]) => [w, w === v ? k - 1 : k] as const), coef: t.coef.mul(Rational.of(e)) });
    }
    return Poly.fromTerms(out);
  }

  /** Terms in the order students expect: highest total degree first, then x before y. */
  sortedTerms(): Term[] {
    const order = this.variables();
    const weight = (t: Term) => order.map((v) => t.mono.find(([w]) => w === v)?.[1] ?? 0);
    return [...this.terms.values()].sort((a, b) => {
      const da = a.mono.reduce((s, [, e]) => s + e, 0);
      const db = b.mono.reduce((s, [, e]) => s + e, 0);
      if (da !== db) return db - da;
      const wa = weight(a);
      const wb = weight(b);
      for (let i = 0; i < wa.length; i++) if (wa[i] !== wb[i]) return wb[i] - wa[i];
      return 0;
    });
  }

  /** An Expr for display ("3x^2y - x/2 + 5"). */
  toExpr(): Expr {
    const terms = this.sortedTerms();
    if (!terms.length) return num(0);
    // Prefer "v - u" to "-u + v": start with a positive term of the same degree when there is one.
    const degreeOf = (t: Term) => t.mono.reduce((s, [, e]) => s + e, 0);
    const firstPositive = terms.findIndex((t) => t.coef.sign() > 0 && degreeOf(t) === degreeOf(terms[0]));
    if (terms[0].coef.sign() < 0 && firstPositive > 0) terms.unshift(...terms.splice(firstPositive, 1));
    return terms.map(termToExpr).reduce((acc, t) => bin('add', acc, t));
  }
}

/** c·e for display, without "1x" or "-1x". */
export function times(c: Rational, e: Expr): Expr {
  if (c.isOne()) return e;
  if (c.equals(Rational.ONE.neg())) return neg(e);
  return bin('mul', num(c), e);
}

/** Display form of one term c·x^a·y^b with the sign in front. */
export function termToExpr(t: Term): Expr {
  const factors = t.mono.map(([v, e]) => (e === 1 ? sym(v) : bin('pow', sym(v), num(e))));
  const c = t.coef.abs();
  const numer = Rational.of(c.num);
  let body: Expr;
  if (!factors.length) body = num(c);
  else {
    const mono = factors.reduce((a, b) => bin('mul', a, b));
    body = numer.isOne() ? mono : bin('mul', num(numer), mono);
    if (c.den !== 1n) body = bin('div', body, num(Rational.of(c.den)));
  }
  return t.coef.sign() < 0 ? neg(body) : body;
}

/**
 * Converts an Expr into a polynomial when it is one (only + − × ÷-by-number and whole-number powers),
 * otherwise null. Tools use this to decide between exact polynomial methods and general ones.
 */
export function polyFromExpr(e: Expr): Poly | null {
  switch (e.kind) {
    case 'num':
      return Poly.constant(e.value);
    case 'sym':
      if (CONSTANTS.has(e.name)) return null;
      return Poly.variable(e.name);
    case 'neg': {
      const a = polyFromExpr(e.arg);
      return a && a.neg();
    }
    case 'call':
      return null;
    default: {
      const l = polyFromExpr(e.left);
      const r = polyFromExpr(e.right);
      if (!l || !r) return null;
      if (e.kind === 'add') return l.add(r);
      if (e.kind === 'sub') return l.sub(r);
      if (e.kind === 'mul') return l.mul(r);
      const c = r.constantValue();
      if (c === null) return null;
      if (e.kind === 'div') return c.isZero() ? null : l.scale(c.inv());
      if (!c.isInteger() || c.sign() < 0) return null;
      if (c.num > 64n) throw new ToolInputError('That power is too large to expand.');
      const exponent = Number(c.num);
      if (l.terms.size > 1 && l.terms.size ** Math.min(exponent, 8) > 1e6) throw new ToolInputError('That power is too large to expand.');
      return l.pow(exponent);
    }
  }
}
