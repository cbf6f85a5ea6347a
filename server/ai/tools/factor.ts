import { bin, num, type Expr } from './expr';
import { Poly, type Monomial } from './polynomial';
import { Rational, gcd, lcm } from './rational';
import { degree, findRationalRoots, primitive, splitQuartic, trim, type Dense } from './univariate';

/** One irreducible factor with its power. */
export interface Factor {
  poly: Poly;
  power: number;
}

/** constant × monomial × Π factorᵖ, plus a note when something could not be split further. */
export interface Factorization {
  constant: Rational;
  monomial: Monomial;
  factors: Factor[];
  /** Irreducible leftovers of degree ≥ 2, so steps can say why they stay. */
  irreducible: Poly[];
  /** True when a leftover of degree ≥ 5 might still factor in ways these methods do not find. */
  incomplete: boolean;
}

function primitiveDense(c: readonly Rational[]): Dense {
  return primitive(c).coefs.map((v) => Rational.of(v));
}

/** Factors a one-variable polynomial into primitive integer factors (rational roots, then quadratic pairs). */
function factorDense(c: Dense): { factors: Array<{ coefs: Dense; power: number }>; irreducible: Dense[]; incomplete: boolean } {
  const search = findRationalRoots(c);
  const factors: Array<{ coefs: Dense; power: number }> = [];
  for (const { root, multiplicity } of search.roots) {
    if (root.isZero()) continue;
    factors.push({ coefs: [Rational.of(-root.num), Rational.of(root.den)], power: multiplicity });
  }
  const rest = primitiveDense(search.remaining);
  const irreducible: Dense[] = [];
  let incomplete = false;
  if (degree(rest) >= 1) {
    const split = degree(rest) === 4 ? splitQuartic(rest) : null;
    const parts = split ? split.map(primitiveDense) : [rest];
    for (const p of parts) {
      const same = factors.find((f) => f.coefs.length === p.length && f.coefs.every((x, i) => x.equals(p[i])));
      if (same) same.power++;
      else factors.push({ coefs: p, power: 1 });
      if (degree(p) >= 2 && !irreducible.some((q) => q.every((x, i) => x.equals(p[i])))) irreducible.push(p);
    }
    incomplete = !split && degree(rest) >= 5;
  }
  return { factors, irreducible, incomplete };
}

function leading(p: Poly): Rational {
  return p.sortedTerms()[0]?.coef ?? Rational.ONE;
}

/** Splits off the numeric content and the monomial every term shares: 6x²y + 9xy² → 3xy·(2x + 3y). */
export function commonFactor(p: Poly): { constant: Rational; monomial: Monomial; rest: Poly } {
  const terms = [...p.terms.values()];
  const den = terms.reduce((l, t) => lcm(l, t.coef.den), 1n);
  let g = terms.reduce((acc, t) => gcd(acc, (t.coef.num * den) / t.coef.den), 0n);
  if (leading(p).sign() < 0) g = -g;
  const constant = Rational.of(g, den);
  const vars = p.variables();
  const monomial: Array<[string, number]> = vars
    .map((v): [string, number] => [v, Math.min(...terms.map((t) => t.mono.find(([w]) => w === v)?.[1] ?? 0))])
    .filter(([, e]) => e > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const rest = Poly.fromTerms(terms.map((t) => ({
    mono: t.mono.map(([v, e]) => [v, e - (monomial.find(([w]) => w === v)?.[1] ?? 0)] as const),
    coef: t.coef.div(constant),
  })));
  return { constant, monomial, rest };
}

function homogeneousIn(p: Poly, x: string, y: string): boolean {
  const d = p.totalDegree();
  return [...p.terms.values()].every((t) => t.mono.every(([w]) => w === x || w === y) && t.mono.reduce((s, [, e]) => s + e, 0) === d);
}

/**
 * Factors a polynomial over the rationals: common factor first, then (one variable, or two variables
 * in a homogeneous polynomial like x² − y²) rational roots and quadratic pairs.
 */
export function factorPoly(p: Poly): Factorization {
  const { constant, monomial, rest } = commonFactor(p);
  const vars = rest.variables();
  const result: Factorization = { constant, monomial, factors: [], irreducible: [], incomplete: false };
  if (rest.totalDegree() <= 1) {
    if (rest.totalDegree() === 1) result.factors.push({ poly: rest, power: 1 });
    return result;
  }
  if (vars.length === 1) {
    const [x] = vars;
    const f = factorDense(rest.dense(x) ?? []);
    result.factors = f.factors.map((g) => ({ poly: Poly.fromDense(g.coefs, x), power: g.power }));
    result.irreducible = f.irreducible.map((g) => Poly.fromDense(g, x));
    result.incomplete = f.incomplete;
  } else if (vars.length === 2 && homogeneousIn(rest, vars[0], vars[1])) {
    const [x, y] = vars;
    const d = rest.totalDegree();
    const monoOf = (i: number, n: number): Monomial => [[x, i] as const, [y, n - i] as const].filter(([, e]) => e > 0);
    const dense = trim(Array.from({ length: d + 1 }, (_, i) => rest.coefficientOf(monoOf(i, d))));
    const f = factorDense(dense);
    const homogenize = (c: Dense) => Poly.fromTerms(c.map((coef, i) => ({ mono: monoOf(i, c.length - 1), coef })));
    result.factors = f.factors.map((g) => ({ poly: homogenize(g.coefs), power: g.power }));
    result.irreducible = f.irreducible.map(homogenize);
    result.incomplete = f.incomplete;
  } else {
    result.factors.push({ poly: rest, power: 1 });
    result.incomplete = true;
  }
  // Whatever numeric factor the integer factors do not account for goes into the constant.
  const product = result.factors.reduce((acc, f) => acc.mul(leading(f.poly).pow(f.power)), Rational.ONE);
  result.constant = constant.mul(leading(rest)).div(product);
  result.factors.sort((a, b) => a.poly.totalDegree() - b.poly.totalDegree() || rootOf(a.poly) - rootOf(b.poly));
  return result;
}

function rootOf(p: Poly): number {
  const terms = p.sortedTerms();
  if (terms.length !== 2 || p.totalDegree() !== 1) return 0;
  return -terms[1].coef.toNumber() / terms[0].coef.toNumber();
}

/** The factorization as an Expr: 3xy(2x + 3y), (x − 2)(x − 3), 2(x − 1)². */
export function factorizationToExpr(f: Factorization): Expr {
  const parts: Expr[] = [];
  if (f.monomial.length) parts.push(Poly.fromTerms([{ mono: f.monomial, coef: Rational.ONE }]).toExpr());
  for (const factor of f.factors) {
    const e = factor.poly.toExpr();
    parts.push(factor.power > 1 ? bin('pow', e, num(factor.power)) : e);
  }
  const c = f.constant;
  if (!parts.length) return num(c);
  const body = parts.reduce((a, b) => bin('mul', a, b));
  if (c.isOne()) return body;
  if (c.equals(Rational.ONE.neg())) return { kind: 'neg', arg: body };
  if (!c.isInteger()) {
    const top = c.num === 1n ? body : c.num === -1n ? { kind: 'neg' as const, arg: body } : bin('mul', num(c.num), body);
    return bin('div', top, num(c.den));
  }
  return bin('mul', num(c), body);
}

/** Multiplies a factorization back out (tests and the "check" step use it). */
export function expandFactorization(f: Factorization): Poly {
  let p = Poly.fromTerms([{ mono: f.monomial, coef: f.constant }]);
  for (const factor of f.factors) p = p.mul(factor.poly.pow(factor.power));
  return p;
}
