/** Greatest common divisor of two BigInts (always ≥ 0); exact arithmetic needs it everywhere. */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Least common multiple of two BigInts (≥ 0), used to clear denominators. */
export function lcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  const l = (a * b) / gcd(a, b);
  return l < 0n ? -l : l;
}

function abs(a: bigint): bigint {
  return a < 0n ? -a : a;
}

/**
 * Exact rational number on BigInt. The tools promise exact answers ("19/12", not 1.5833…),
 * so every intermediate value that can be rational stays rational.
 */
export class Rational {
  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  /** A normalised fraction n/d (d ≠ 0). */
  static of(n: bigint | number, d: bigint | number = 1n): Rational {
    let nb = typeof n === 'number' ? BigInt(n) : n;
    let db = typeof d === 'number' ? BigInt(d) : d;
    if (db === 0n) throw new RangeError('division by zero');
    if (db < 0n) {
      nb = -nb;
      db = -db;
    }
    const g = gcd(nb, db);
    return g > 1n ? new Rational(nb / g, db / g) : new Rational(nb, db);
  }

  /** Parses "3", "-0.25", "1.5e-3" or "3/4"; null when the text is not such a number. */
  static parse(text: string): Rational | null {
    const t = text.trim();
    const frac = /^([+-]?\d+)\s*\/\s*(\d+)$/.exec(t);
    if (frac) return frac[2] === '0' || /^0+$/.test(frac[2]) ? null : Rational.of(BigInt(frac[1]), BigInt(frac[2]));
    const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(t);
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
    const digits = `${m[2]}${m[3] ?? ''}` || '0';
    let value = Rational.of(BigInt(digits), 10n ** BigInt((m[3] ?? '').length));
    const exp = m[4] ? Number(m[4]) : 0;
    if (Math.abs(exp) > 400) return null;
    if (exp > 0) value = value.mul(Rational.of(10n ** BigInt(exp)));
    if (exp < 0) value = value.div(Rational.of(10n ** BigInt(-exp)));
    return m[1] === '-' ? value.neg() : value;
  }

  /** The exact decimal a JS number prints as (0.1 → 1/10), which is what the student typed. */
  static fromNumber(x: number): Rational {
    if (!Number.isFinite(x)) throw new RangeError('not a finite number');
    const r = Rational.parse(String(x));
    if (!r) throw new RangeError(`cannot read ${x}`);
    return r;
  }

  /** Best rational with denominator ≤ maxDen (continued fractions); used to recognise exact values in decimals. */
  static approximate(x: number, maxDen = 1000n): Rational {
    if (!Number.isFinite(x)) throw new RangeError('not a finite number');
    let [h0, h1, k0, k1] = [0n, 1n, 1n, 0n];
    let v = x;
    for (let i = 0; i < 40; i++) {
      const a = Math.floor(v);
      const ab = BigInt(a);
      const h2 = ab * h1 + h0;
      const k2 = ab * k1 + k0;
      if (k2 > maxDen) break;
      [h0, h1, k0, k1] = [h1, h2, k1, k2];
      const frac = v - a;
      if (Math.abs(frac) < 1e-15) break;
      v = 1 / frac;
    }
    return Rational.of(h1, k1);
  }

  add(o: Rational): Rational {
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Rational): Rational {
    return Rational.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }
  div(o: Rational): Rational {
    if (o.num === 0n) throw new RangeError('division by zero');
    return Rational.of(this.num * o.den, this.den * o.num);
  }
  neg(): Rational {
    return new Rational(-this.num, this.den);
  }
  abs(): Rational {
    return this.num < 0n ? this.neg() : this;
  }
  inv(): Rational {
    return Rational.of(this.den, this.num);
  }
  /** Integer powers only (negative allowed); exponents are capped so a typo cannot hang the server. */
  pow(e: number): Rational {
    if (!Number.isInteger(e)) throw new RangeError('non-integer exponent');
    if (Math.abs(e) > 10000) throw new RangeError('exponent too large');
    const base: Rational = e < 0 ? this.inv() : this;
    const k = BigInt(Math.abs(e));
    return Rational.of(base.num ** k, base.den ** k);
  }
  isZero(): boolean {
    return this.num === 0n;
  }
  isOne(): boolean {
    return this.num === 1n && this.den === 1n;
  }
  isInteger(): boolean {
    return this.den === 1n;
  }
  sign(): -1 | 0 | 1 {
    return this.num === 0n ? 0 : this.num < 0n ? -1 : 1;
  }
  compare(o: Rational): number {
    const d = this.num * o.den - o.num * this.den;
    return d === 0n ? 0 : d < 0n ? -1 : 1;
  }
  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }

  /** Nearest double, accurate even when numerator and denominator exceed 2^53. */
  toNumber(): number {
    const limit = 2n ** 52n;
    if (abs(this.num) < limit && this.den < limit) return Number(this.num) / Number(this.den);
    const shift = this.num.toString().length - this.den.toString().length - 20;
    const scaled = shift >= 0 ? this.num / (this.den * 10n ** BigInt(shift)) : (this.num * 10n ** BigInt(-shift)) / this.den;
    return Number(scaled) * 10 ** shift;
  }

  /** "19/12", "-3": the form students write. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** "\frac{19}{12}", "-\frac{3}{4}" for display. */
  toLatex(): string {
    if (this.den === 1n) return this.num.toString();
    const sign = this.num < 0n ? '-' : '';
    return `${sign}\\frac{${abs(this.num)}}{${this.den}}`;
  }

  /** The exact decimal when the denominator has only 2s and 5s (and it is short), otherwise null. */
  toExactDecimal(maxDigits = 30): string | null {
    let d = this.den;
    let twos = 0;
    let fives = 0;
    while (d % 2n === 0n) {
      d /= 2n;
      twos++;
    }
    while (d % 5n === 0n) {
      d /= 5n;
      fives++;
    }
    if (d !== 1n) return null;
    const places = Math.max(twos, fives);
    if (places > maxDigits) return null;
    const scaled = abs(this.num) * 10n ** BigInt(places) / this.den;
    const s = scaled.toString().padStart(places + 1, '0');
    const whole = s.slice(0, s.length - places);
    const frac = s.slice(s.length - places);
    const sign = this.num < 0n ? '-' : '';
    return frac ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
  }
}

/** Integer square root (floor) of a non-negative BigInt. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('negative');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** Square root of a rational when it is itself rational (9/4 → 3/2), else null. */
export function exactSqrt(r: Rational): Rational | null {
  if (r.sign() < 0) return null;
  const a = isqrt(r.num);
  const b = isqrt(r.den);
  return a * a === r.num && b * b === r.den ? Rational.of(a, b) : null;
}

/**
 * Splits n into k²·m with m square-free (12 → 2²·3), so √12 can be written 2√3.
 * Trial division stops at 10⁶; a leftover factor is kept under the root (still correct, maybe not fully reduced).
 */
export function squareFreeSplit(n: bigint): { outside: bigint; inside: bigint } {
  if (n < 0n) {
    const r = squareFreeSplit(-n);
    return { outside: r.outside, inside: -r.inside };
  }
  if (n === 0n) return { outside: 0n, inside: 1n };
  let outside = 1n;
  let inside = 1n;
  let rest = n;
  for (let p = 2n; p * p <= rest && p < 1_000_000n; p += p === 2n ? 1n : 2n) {
    let count = 0;
    while (rest % p === 0n) {
      rest /= p;
      count++;
    }
    outside *= p ** BigInt(Math.floor(count / 2));
    if (count % 2 === 1) inside *= p;
  }
  const r = isqrt(rest);
  if (r * r === rest) outside *= r;
  else inside *= rest;
  return { outside, inside };
}

/** Positive divisors of |n| (n ≠ 0), or null when n is too large to factor quickly. */
export function divisors(n: bigint): bigint[] | null {
  const m = abs(n);
  if (m === 0n || m > 10n ** 12n) return null;
  const small: bigint[] = [];
  const large: bigint[] = [];
  for (let d = 1n; d * d <= m; d++) {
    if (m % d === 0n) {
      small.push(d);
      if (d * d !== m) large.unshift(m / d);
    }
  }
  return [...small, ...large];
}
