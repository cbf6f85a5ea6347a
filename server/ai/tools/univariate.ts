import { Rational, divisors, gcd, lcm } from './rational';

/** Dense coefficients of a one-variable polynomial, lowest power first: [c0, c1, c2, …]. */
export type Dense = Rational[];

/** Removes leading zero coefficients so degree() is meaningful. */
export function trim(c: readonly Rational[]): Dense {
  const out = [...c];
  while (out.length > 1 && out[out.length - 1].isZero()) out.pop();
  return out.length ? out : [Rational.ZERO];
}

/** Degree, with −1 for the zero polynomial. */
export function degree(c: readonly Rational[]): number {
  const t = trim(c);
  return t.length === 1 && t[0].isZero() ? -1 : t.length - 1;
}

/** Horner evaluation at an exact rational. */
export function evalAt(c: readonly Rational[], x: Rational): Rational {
  let acc = Rational.ZERO;
  for (let i = c.length - 1; i >= 0; i--) acc = acc.mul(x).add(c[i]);
  return acc;
}

/** One row of a synthetic-division table, kept so the steps can show it. */
export interface SyntheticDivision {
  root: Rational;
  quotient: Dense;
  remainder: Rational;
}

/** Divides by (x − r); the remainder equals p(r), which is how the rational-root test is shown. */
export function syntheticDivide(c: readonly Rational[], r: Rational): SyntheticDivision {
  const n = c.length - 1;
  const q: Rational[] = new Array<Rational>(Math.max(n, 1)).fill(Rational.ZERO);
  let acc = Rational.ZERO;
  for (let i = n; i >= 0; i--) {
    acc = acc.mul(r).add(c[i]);
    if (i > 0) q[i - 1] = acc;
  }
  return { root: r, quotient: trim(q), remainder: acc };
}

/** Polynomial long division a = q·b + r over the rationals. */
export function divide(a: readonly Rational[], b: readonly Rational[]): { q: Dense; r: Dense } {
  const db = degree(b);
  if (db < 0) throw new RangeError('division by zero polynomial');
  let r = trim(a);
  const q: Rational[] = new Array<Rational>(Math.max(degree(a) - db + 1, 1)).fill(Rational.ZERO);
  const lead = b[db];
  while (degree(r) >= db) {
    const dr = degree(r);
    const factor = r[dr].div(lead);
    q[dr - db] = factor;
    const next = [...r];
    for (let i = 0; i <= db; i++) next[i + dr - db] = next[i + dr - db].sub(factor.mul(b[i]));
    next[dr] = Rational.ZERO;
    r = trim(next);
  }
  return { q: trim(q), r };
}

/** Monic greatest common divisor, used to cancel common factors of a fraction of polynomials. */
export function gcdDense(a: readonly Rational[], b: readonly Rational[]): Dense {
  let x = trim(a);
  let y = trim(b);
  while (degree(y) >= 0) [x, y] = [y, divide(x, y).r];
  if (degree(x) < 0) return [Rational.ZERO];
  const lead = x[x.length - 1];
  return x.map((c) => c.div(lead));
}

/** Splits c into content × primitive integer polynomial (gcd 1, positive leading coefficient). */
export function primitive(c: readonly Rational[]): { content: Rational; coefs: bigint[] } {
  const t = trim(c);
  const den = t.reduce((l, r) => lcm(l, r.den), 1n);
  const ints = t.map((r) => (r.num * den) / r.den);
  let g = ints.reduce((acc, v) => gcd(acc, v), 0n);
  if (g === 0n) return { content: Rational.ZERO, coefs: [0n] };
  if (ints[ints.length - 1] < 0n) g = -g;
  return { content: Rational.of(g, den), coefs: ints.map((v) => v / g) };
}

/** Candidates ±p/q from the rational-root theorem, or null when the coefficients are too large to list. */
export function rationalRootCandidates(c: readonly Rational[]): Rational[] | null {
  const { coefs } = primitive(c);
  let low = 0;
  while (coefs[low] === 0n) low++;
  const ps = divisors(coefs[low]);
  const qs = divisors(coefs[coefs.length - 1]);
  if (!ps || !qs || ps.length * qs.length > 20000) return null;
  const seen = new Map<string, Rational>();
  for (const p of ps) {
    for (const q of qs) {
      for (const r of [Rational.of(p, q), Rational.of(-p, q)]) seen.set(r.toString(), r);
    }
  }
  return [...seen.values()].sort((a, b) => a.abs().compare(b.abs()) || b.compare(a));
}

/** A root with how many times it repeats. */
export interface RootWithMultiplicity {
  root: Rational;
  multiplicity: number;
}

/** Result of stripping all rational roots: the roots, the divisions done and the leftover factor. */
export interface RationalRootSearch {
  candidates: Rational[] | null;
  roots: RootWithMultiplicity[];
  divisions: SyntheticDivision[];
  remaining: Dense;
}

/** Finds every rational root (with multiplicity) by the rational-root theorem and synthetic division. */
export function findRationalRoots(c: readonly Rational[]): RationalRootSearch {
  let rest = trim(c);
  const roots: RootWithMultiplicity[] = [];
  const divisions: SyntheticDivision[] = [];
  let zeros = 0;
  while (degree(rest) > 0 && rest[0].isZero()) {
    rest = trim(rest.slice(1));
    zeros++;
  }
  if (zeros) roots.push({ root: Rational.ZERO, multiplicity: zeros });
  const candidates = degree(rest) > 0 ? rationalRootCandidates(rest) : [];
  for (const r of candidates ?? []) {
    let m = 0;
    while (degree(rest) > 0) {
      const d = syntheticDivide(rest, r);
      if (!d.remainder.isZero()) break;
      divisions.push(d);
      rest = d.quotient;
      m++;
    }
    if (m) roots.push({ root: r, multiplicity: m });
  }
  return { candidates, roots, divisions, remaining: rest };
}

/**
 * Factors a quartic with no rational roots into two quadratics with rational coefficients when possible
 * ((x²+1)(x²+4), (x²−2x+2)(x²+2x+2)); the exact solver and the factoriser both need it. Null when irreducible.
 */
export function splitQuartic(c: readonly Rational[]): [Dense, Dense] | null {
  const t = trim(c);
  if (t.length !== 5) return null;
  const { coefs } = primitive(t);
  const [e, d, cc, b, a] = coefs;
  // Monic integer quartic in y = a·x: y⁴ + b y³ + a c y² + a² d y + a³ e.
  const [p3, p2, p1, p0] = [b, a * cc, a * a * d, a * a * a * e];
  const divs = divisors(p0);
  if (!divs) return null;
  for (const u of divs.flatMap((v) => [v, -v])) {
    const v = p0 / u;
    const coefPairs: Array<[bigint, bigint]> = [];
    if (u !== v) {
      const numA = p1 - p3 * u;
      const den = v - u;
      if (numA % den === 0n) coefPairs.push([numA / den, p3 - numA / den]);
    } else {
      const prod = p2 - 2n * u;
      const disc = p3 * p3 - 4n * prod;
      if (disc >= 0n) {
        const s = BigInt(Math.round(Math.sqrt(Number(disc))));
        for (const root of [s - 1n, s, s + 1n]) {
          if (root >= 0n && root * root === disc && (p3 + root) % 2n === 0n) coefPairs.push([(p3 + root) / 2n, (p3 - root) / 2n]);
        }
      }
    }
    for (const [ra, rc] of coefPairs) {
      if (ra + rc !== p3 || ra * rc + u + v !== p2 || ra * v + rc * u !== p1) continue;
      // Back to x: y² + ra·y + u with y = a·x  →  a²x² + ra·a·x + u.
      const A = Rational.of(a);
      const f1 = [Rational.of(u), Rational.of(ra).mul(A), A.mul(A)];
      const f2 = [Rational.of(v), Rational.of(rc).mul(A), A.mul(A)];
      return [f1.map((r) => r.div(f1[2])), f2.map((r) => r.div(f2[2]))];
    }
  }
  return null;
}

/** A complex number as a pair of doubles. */
export interface Complex {
  re: number;
  im: number;
}

/** Evaluates a polynomial with double coefficients at a complex point (Horner). */
export function evalComplex(c: readonly number[], z: Complex): Complex {
  let re = 0;
  let im = 0;
  for (let i = c.length - 1; i >= 0; i--) [re, im] = [re * z.re - im * z.im + c[i], re * z.im + im * z.re];
  return { re, im };
}

function cdiv(a: Complex, b: Complex): Complex {
  const d = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
}

/**
 * All complex roots numerically (Durand–Kerner, then Newton polishing). Only used when no exact
 * method applies, and the tools label these results as approximate.
 */
export function numericRoots(coefs: readonly number[]): Complex[] {
  const n = coefs.length - 1;
  if (n < 1) return [];
  const lead = coefs[n];
  const c = coefs.map((v) => v / lead);
  const bound = 1 + Math.max(...c.slice(0, n).map(Math.abs));
  let roots: Complex[] = Array.from({ length: n }, (_, k) => {
    const angle = (2 * Math.PI * k) / n + 0.4;
    return { re: 0.5 * bound * Math.cos(angle), im: 0.5 * bound * Math.sin(angle) };
  });
  for (let iter = 0; iter < 2000; iter++) {
    let moved = 0;
    roots = roots.map((z, i) => {
      let denom: Complex = { re: 1, im: 0 };
      roots.forEach((w, j) => {
        if (j !== i) {
          const diff = { re: z.re - w.re, im: z.im - w.im };
          denom = { re: denom.re * diff.re - denom.im * diff.im, im: denom.re * diff.im + denom.im * diff.re };
        }
      });
      const step = cdiv(evalComplex(c, z), denom);
      moved = Math.max(moved, Math.hypot(step.re, step.im));
      return { re: z.re - step.re, im: z.im - step.im };
    });
    if (moved < 1e-15 * bound) break;
  }
  const deriv = c.slice(1).map((v, i) => v * (i + 1));
  return roots.map((z0) => {
    let z = z0;
    for (let k = 0; k < 5; k++) {
      const d = evalComplex(deriv, z);
      if (Math.hypot(d.re, d.im) === 0) break;
      const step = cdiv(evalComplex(c, z), d);
      z = { re: z.re - step.re, im: z.im - step.im };
    }
    return Math.abs(z.im) < 1e-10 * Math.max(1, Math.abs(z.re)) ? { re: z.re, im: 0 } : z;
  });
}
