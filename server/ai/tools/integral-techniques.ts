import { bin, call, evalNumber, isFreeOf, neg, num, type Expr } from './expr';
import { exprToText } from './format';
import { Poly, polyFromExpr } from './polynomial';
import { Rational } from './rational';
import { derivativeExpr } from './symbolic';

/** One v-dependent factor of a term: base^power. */
export interface TermFactor {
  base: Expr;
  power: Rational;
}

/** An antiderivative found by a technique beyond the table, with the rule as the student reads it. */
export interface TechniqueResult {
  result: Expr;
  rule: string;
}

/** Points on both sides of 0: a ratio that holds only for x > 0 (|x|/x) is no constant. */
const SAMPLES = [-1.83, -0.77, -0.29, 0.31, 0.67, 1.13, 1.71, 2.39];

/** The constant k with a = k·b at every sample point (a small fraction), or null when there is none. */
function constantRatio(a: Expr, b: Expr, v: string): Rational | null {
  let k: number | undefined;
  let points = 0;
  for (const x of SAMPLES) {
    const top = evalNumber(a, { [v]: x });
    const bottom = evalNumber(b, { [v]: x });
    // Outside the domain (ln x for x < 0) a point says nothing; a zero of u′ neither.
    if (!Number.isFinite(top) || !Number.isFinite(bottom) || Math.abs(bottom) < 1e-9) continue;
    const r = top / bottom;
    points++;
    if (k === undefined) k = r;
    else if (Math.abs(r - k) > 1e-9 * Math.max(1, Math.abs(k))) return null;
  }
  if (k === undefined || points < 4) return null;
  const nice = Rational.approximate(k, 1000n);
  return Math.abs(nice.toNumber() - k) < 1e-9 * Math.max(1, Math.abs(k)) && !nice.isZero() ? nice : null;
}

function power(base: Expr, p: Rational): Expr {
  return p.isOne() ? base : bin('pow', base, num(p));
}

function product(list: Expr[]): Expr {
  return list.length ? list.reduce((a, b) => bin('mul', a, b)) : num(1);
}

function times(k: Rational, e: Expr): Expr {
  return k.isOne() ? e : k.equals(Rational.ONE.neg()) ? neg(e) : bin('mul', num(k), e);
}

function isLinear(u: Expr, v: string): boolean {
  const d = polyFromExpr(u)?.dense(v);
  return !!d && d.length <= 2;
}

/** The inside u of e^u, sin u, cos u (as written), or null. */
function outerFunction(base: Expr): { name: 'exp' | 'sin' | 'cos'; inner: Expr } | null {
  if (base.kind === 'call' && (base.name === 'exp' || base.name === 'sin' || base.name === 'cos')) return { name: base.name, inner: base.args[0] };
  if (base.kind === 'pow' && base.left.kind === 'sym' && base.left.name === 'e') return { name: 'exp', inner: base.right };
  return null;
}

/**
 * Substitution u = g(x) when the rest of the term is a constant multiple of g'(x): ∫ k·g'·gⁿ dx,
 * ∫ k·g'/g dx, ∫ k·g'·e^g dx, ∫ k·g'·sin g dx, ∫ k·g'·cos g dx. The caller verifies the result.
 */
export function bySubstitution(constant: Expr, factors: TermFactor[], v: string): TechniqueResult | null {
  if (factors.some((f) => !smooth(f.base))) return null;
  for (let i = 0; i < factors.length; i++) {
    const { base, power: p } = factors[i];
    const rest = bin('mul', constant, product(factors.filter((_, j) => j !== i).map((f) => power(f.base, f.power))));
    const outer = p.isOne() ? outerFunction(base) : null;
    const u = outer && !isLinear(outer.inner, v) ? outer.inner : !isLinear(base, v) ? base : null;
    if (!u || isFreeOf(u, v)) continue;
    let du: Expr;
    try {
      du = derivativeExpr(u, v);
    } catch {
      continue;
    }
    const k = constantRatio(rest, du, v);
    if (!k) continue;
    const uText = exprToText(u);
    const setUp = `Substitute u = ${uText}, so du = ${exprToText(du)} d${v}`;
    if (outer && u === outer.inner) {
      const core = outer.name === 'exp' ? call('exp', u) : outer.name === 'sin' ? neg(call('cos', u)) : call('sin', u);
      const rule = { exp: '∫ eᵘ du = eᵘ + C', sin: '∫ sin u du = −cos u + C', cos: '∫ cos u du = sin u + C' }[outer.name];
      return { result: times(k, core), rule: `${setUp}: ${rule}` };
    }
    if (p.equals(Rational.ONE.neg())) {
      return { result: times(k, call('ln', call('abs', u))), rule: `${setUp}: ∫ du/u = ln|u| + C` };
    }
    const n1 = p.add(Rational.ONE);
    return { result: times(k.div(n1), power(u, n1)), rule: `${setUp}: ∫ uⁿ du = uⁿ⁺¹/(n+1) + C (here n = ${p})` };
  }
  return null;
}

/** The successive derivatives of a polynomial P, P', P'', … down to the last non-zero one. */
function derivatives(p: Poly, v: string): Poly[] {
  const out: Poly[] = [];
  for (let d = p; d.terms.size > 0 && out.length < 12; d = d.derivative(v)) out.push(d);
  return out;
}

/** A polynomial in v alone and no function of it: x² + 1 is one, ln x and eˣ are not. */
function polynomialIn(e: Expr, v: string): Poly | null {
  if (!callFree(e)) return null;
  const p = polyFromExpr(e);
  return p && p.variables().every((w) => w === v) ? p : null;
}

/** No |…|, sign or rounding inside: the rules of calculus used here need a smooth function. */
function smooth(e: Expr): boolean {
  if (e.kind === 'call') return !['abs', 'sign', 'floor', 'ceil', 'round'].includes(e.name) && e.args.every(smooth);
  if (e.kind === 'neg') return smooth(e.arg);
  if (e.kind === 'num' || e.kind === 'sym') return true;
  return smooth(e.left) && smooth(e.right);
}

function callFree(e: Expr): boolean {
  if (e.kind === 'call') return false;
  if (e.kind === 'neg') return callFree(e.arg);
  if (e.kind === 'num' || e.kind === 'sym') return true;
  return callFree(e.left) && callFree(e.right);
}

/**
 * Integration by parts for a polynomial times e^(ax+b), sin(ax+b) or cos(ax+b) (repeated, the
 * tabular way), and a polynomial times ln(kx) (ln x alone too). The caller verifies the result.
 */
export function byParts(constant: Expr, factors: TermFactor[], v: string): TechniqueResult | null {
  if (factors.some((f) => !smooth(f.base))) return null;
  const transcendental = factors.filter((f) => !polynomialIn(power(f.base, f.power), v));
  if (transcendental.length !== 1 || !transcendental[0].power.isOne()) return null;
  const t = transcendental[0].base;
  const P = polynomialIn(bin('mul', constant, product(factors.filter((f) => f !== transcendental[0]).map((f) => power(f.base, f.power)))), v);
  if (!P || P.terms.size === 0) return null;
  const outer = outerFunction(t);
  const slope = outer ? polyFromExpr(outer.inner)?.dense(v) : null;
  const partsRule = (times: number, u: string, dv: string) =>
    `Integration by parts (∫u dv = uv − ∫v du)${times > 1 ? `, ${times} times` : ''}, with u = ${u} and dv = ${dv} d${v}`;
  if (outer && slope && slope.length === 2 && !slope[1].isZero()) {
    const a = slope[1];
    const ds = derivatives(P, v);
    if (ds.length < 2) return null;
    const u = outer.inner;
    const scaleOf = (k: number) => Rational.ONE.div(pow(a, k + 1));
    if (outer.name === 'exp') {
      // ∫P·e^u dx = e^u·Σ(−1)^k P^(k)/a^(k+1)
      const sum = ds.reduce((acc, d, k) => acc.add(d.scale(k % 2 ? scaleOf(k).neg() : scaleOf(k))), Poly.zero());
      return { result: bin('mul', call('exp', u), sum.toExpr()), rule: partsRule(ds.length - 1, exprToText(P.toExpr()), exprToText(t)) };
    }
    // ∫P·cos u = P sin u/a + P' cos u/a² − P'' sin u/a³ …; ∫P·sin u = −P cos u/a + P' sin u/a² + …
    const sinPart: Poly[] = [];
    const cosPart: Poly[] = [];
    ds.forEach((d, k) => {
      const sign = outer.name === 'cos' ? [1, 1, -1, -1][k % 4] : [-1, 1, 1, -1][k % 4];
      const fn = (k % 2 === 0) === (outer.name === 'cos') ? sinPart : cosPart;
      fn.push(d.scale(sign < 0 ? scaleOf(k).neg() : scaleOf(k)));
    });
    const part = (list: Poly[], fn: 'sin' | 'cos'): Expr | null => {
      const sum = list.reduce((acc, d) => acc.add(d), Poly.zero());
      if (!sum.terms.size) return null;
      const c = sum.constantValue();
      return c ? times(c, call(fn, u)) : bin('mul', sum.toExpr(), call(fn, u));
    };
    const pieces = [part(sinPart, 'sin'), part(cosPart, 'cos')].filter((e): e is Expr => !!e);
    return { result: pieces.reduce((x, y) => bin('add', x, y)), rule: partsRule(ds.length - 1, exprToText(P.toExpr()), exprToText(t)) };
  }
  if (t.kind === 'call' && t.name === 'ln') {
    const inside = polyFromExpr(t.args[0])?.dense(v);
    if (!inside || inside.length !== 2 || !inside[0].isZero()) return null;
    // ∫P ln(kx) = Q ln(kx) − ∫Q/x, with Q = ∫P (no constant term, so Q/x is a polynomial).
    const Q = antiderivative(P, v);
    const qOverX = Poly.fromTerms([...Q.terms.values()].map((q) => ({ mono: q.mono.map(([w, k]) => [w, w === v ? k - 1 : k] as const), coef: q.coef })));
    const result = bin('sub', bin('mul', Q.toExpr(), t), antiderivative(qOverX, v).toExpr());
    // The rule: u = ln(kx), dv = P dx, so v = Q and ∫v du = ∫Q/x dx.
    return { result, rule: `Integration by parts with u = ${exprToText(t)} and dv = ${exprToText(P.toExpr())} d${v}: ∫u dv = uv − ∫v du` };
  }
  return null;
}

function pow(a: Rational, n: number): Rational {
  let r = Rational.ONE;
  for (let i = 0; i < n; i++) r = r.mul(a);
  return r;
}

/** ∫P dv for a polynomial in v alone, with no constant term. */
function antiderivative(p: Poly, v: string): Poly {
  return Poly.fromTerms(
    [...p.terms.values()].map((t) => {
      const e = t.mono.find(([w]) => w === v)?.[1] ?? 0;
      const mono = e === 0 ? [...t.mono, [v, 1] as const] : t.mono.map(([w, k]) => [w, w === v ? k + 1 : k] as const);
      return { mono, coef: t.coef.div(Rational.of(e + 1)) };
    }),
  );
}
