import { Rational, squareFreeSplit } from './rational';

/**
 * Exact numbers of the form q₀ + q₁√m₁ + q₂√m₂ + … (rational q, square-free m; m < 0 means i√|m|).
 * Enough to keep √12 = 2√3, quadratic roots (5 ± √13)/2 and complex roots −1/2 ± (√3/2)i exact,
 * and to check roots by substituting them back with no rounding.
 */
export class Surd {
  private constructor(readonly parts: ReadonlyMap<bigint, Rational>) {}

  static rational(r: Rational): Surd {
    return new Surd(r.isZero() ? new Map() : new Map([[1n, r]]));
  }

  /** √r, simplified: √(p/q) = √(pq)/q, then square factors come out (√-12 → 2i√3). */
  static sqrt(r: Rational): Surd {
    if (r.isZero()) return Surd.rational(Rational.ZERO);
    const { outside, inside } = squareFreeSplit(r.num * r.den);
    return new Surd(new Map([[inside, Rational.of(outside, r.den)]]));
  }

  private static build(entries: Iterable<[bigint, Rational]>): Surd {
    const map = new Map<bigint, Rational>();
    for (const [m, q] of entries) {
      const sum = (map.get(m) ?? Rational.ZERO).add(q);
      if (sum.isZero()) map.delete(m);
      else map.set(m, sum);
    }
    return new Surd(map);
  }

  add(o: Surd): Surd {
    return Surd.build([...this.parts, ...o.parts]);
  }
  neg(): Surd {
    return Surd.build([...this.parts].map(([m, q]) => [m, q.neg()]));
  }
  sub(o: Surd): Surd {
    return this.add(o.neg());
  }
  scale(r: Rational): Surd {
    return Surd.build([...this.parts].map(([m, q]) => [m, q.mul(r)]));
  }
  mul(o: Surd): Surd {
    const out: Array<[bigint, Rational]> = [];
    for (const [m, q] of this.parts) {
      for (const [n, p] of o.parts) {
        // √m·√n = √(mn), except i·i = −1 when both are negative.
        const sign = m < 0n && n < 0n ? -1n : 1n;
        const product = m * n;
        const { outside, inside } = squareFreeSplit(product < 0n ? -product : product);
        const root = product < 0n ? -inside : inside;
        out.push([root, q.mul(p).mul(Rational.of(outside * sign))]);
      }
    }
    return Surd.build(out);
  }
  /** Division by a single-term surd; null for sums (would need conjugates). */
  div(o: Surd): Surd | null {
    if (o.parts.size !== 1) return null;
    const [[n, p]] = [...o.parts];
    // 1/(p√n) = √n/(p·n) for n > 0; for n < 0, 1/(p·i√|n|) = −i√|n|/(p·|n|).
    return this.mul(Surd.build([[n, Rational.of(1n, n).div(p)]]));
  }
  /** Whole-number powers by repeated multiplication. */
  pow(k: number): Surd | null {
    if (!Number.isInteger(k) || Math.abs(k) > 200) return null;
    let result = Surd.rational(Rational.ONE);
    for (let i = 0; i < Math.abs(k); i++) result = result.mul(this);
    return k < 0 ? Surd.rational(Rational.ONE).div(result) : result;
  }

  isZero(): boolean {
    return this.parts.size === 0;
  }
  /** The rational value when there are no roots left, else null. */
  asRational(): Rational | null {
    if (this.parts.size === 0) return Rational.ZERO;
    const only = this.parts.get(1n);
    return this.parts.size === 1 && only ? only : null;
  }
  isReal(): boolean {
    return [...this.parts.keys()].every((m) => m > 0n);
  }
  /** Real and imaginary parts as doubles, for decimals and numeric cross-checks. */
  toComplex(): { re: number; im: number } {
    let re = 0;
    let im = 0;
    for (const [m, q] of this.parts) {
      const v = q.toNumber() * Math.sqrt(Math.abs(Number(m)));
      if (m > 0n) re += v;
      else im += v;
    }
    return { re, im };
  }
  /** Ordered terms: rational first, then real roots, then imaginary ones. */
  terms(): Array<[bigint, Rational]> {
    const rank = (m: bigint) => (m === 1n ? 0 : m > 0n ? 1 : 2);
    const size = (m: bigint) => (m < 0n ? -m : m);
    return [...this.parts].sort(([a], [b]) => rank(a) - rank(b) || (size(a) < size(b) ? -1 : size(a) > size(b) ? 1 : 0));
  }

  toString(): string {
    return joinSigned(this.terms().map(([m, q]) => termText(m, q)));
  }
  toLatex(): string {
    return joinSigned(this.terms().map(([m, q]) => termLatex(m, q)));
  }
}

function joinSigned(parts: string[]): string {
  if (!parts.length) return '0';
  return parts.reduce((acc, p) => (p.startsWith('-') ? `${acc} - ${p.slice(1)}` : `${acc} + ${p}`));
}

/** "√3", "2√3", "√3/2", "i", "2i√3", "(√3/2)i" — one term of a Surd as text. */
export function termText(m: bigint, q: Rational): string {
  const sign = q.sign() < 0 ? '-' : '';
  const a = q.abs();
  const absM = m < 0n ? -m : m;
  const root = absM === 1n ? '' : `√${absM}`;
  const numer = a.num === 1n && root ? root : `${a.num}${root}`;
  const body = a.den === 1n ? numer : `${numer}/${a.den}`;
  if (m > 0n) return sign + body;
  if (a.den === 1n) return `${sign}${a.num === 1n ? '' : a.num}i${root}`;
  return `${sign}(${body})i`;
}

/** LaTeX for one term: "2\sqrt{3}", "\frac{\sqrt{3}}{2}i". */
export function termLatex(m: bigint, q: Rational): string {
  const sign = q.sign() < 0 ? '-' : '';
  const a = q.abs();
  const absM = m < 0n ? -m : m;
  const root = absM === 1n ? '' : `\\sqrt{${absM}}`;
  const numer = a.num === 1n && root ? root : `${a.num}${root}`;
  const body = a.den === 1n ? numer : `\\frac{${numer}}{${a.den}}`;
  if (m > 0n) return sign + body;
  return `${sign}${a.den === 1n && a.num === 1n && !root ? '' : body}i`;
}
