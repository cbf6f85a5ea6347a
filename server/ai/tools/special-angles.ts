import { Surd } from './exact';
import type { Expr } from './expr';
import { Rational } from './rational';
import { ToolInputError } from './types';

/**
 * Exact values of sin, cos and tan (and sec, csc, cot) at the special angles, multiples of π/6 and
 * π/4 (30°, 45°, 60°, … once degrees are read as ·π/180): sin 60° = √3/2, tan(3π/4) = −1. Any other
 * angle has no exact value here, and the caller works in decimals.
 */

/** e as k·π + c with k and c rational, or null when it is not of that form. */
function piLinear(e: Expr): { k: Rational; c: Rational } | null {
  switch (e.kind) {
    case 'num':
      return { k: Rational.ZERO, c: e.value };
    case 'sym':
      return e.name === 'pi' ? { k: Rational.ONE, c: Rational.ZERO } : null;
    case 'neg': {
      const a = piLinear(e.arg);
      return a && { k: a.k.neg(), c: a.c.neg() };
    }
    case 'add':
    case 'sub': {
      const [l, r] = [piLinear(e.left), piLinear(e.right)];
      if (!l || !r) return null;
      return e.kind === 'add' ? { k: l.k.add(r.k), c: l.c.add(r.c) } : { k: l.k.sub(r.k), c: l.c.sub(r.c) };
    }
    case 'mul': {
      const [l, r] = [piLinear(e.left), piLinear(e.right)];
      if (!l || !r) return null;
      if (l.k.isZero()) return { k: r.k.mul(l.c), c: r.c.mul(l.c) };
      if (r.k.isZero()) return { k: l.k.mul(r.c), c: l.c.mul(r.c) };
      return null;
    }
    case 'div': {
      const [l, r] = [piLinear(e.left), piLinear(e.right)];
      if (!l || !r || !r.k.isZero() || r.c.isZero()) return null;
      return { k: l.k.div(r.c), c: l.c.div(r.c) };
    }
    default:
      return null;
  }
}

/** sin² of the reference angle, by its size in twelfths of π (0, π/6, π/4, π/3, π/2). */
const SIN_SQUARED: Record<number, Rational> = { 0: Rational.ZERO, 2: Rational.of(1, 4), 3: Rational.of(1, 2), 4: Rational.of(3, 4), 6: Rational.ONE };

/** sin of m·π/12 for a whole m that is a multiple of 2 or 3. */
function sinTwelfths(m: number): Surd {
  const u = ((m % 24) + 24) % 24;
  const r = u % 12;
  const reference = r <= 6 ? r : 12 - r;
  const size = Surd.sqrt(SIN_SQUARED[reference]);
  return u > 12 ? size.neg() : size;
}

/** The angle of a special-angle argument in twelfths of π, or null. */
function twelfths(arg: Expr): number | null {
  const lin = piLinear(arg);
  if (!lin || !lin.c.isZero()) return null;
  const m = lin.k.mul(Rational.of(12));
  if (!m.isInteger()) return null;
  const n = Number(m.num);
  return n % 2 === 0 || n % 3 === 0 ? n : null;
}

const NAMES: Record<string, string> = { sin: 'sin', cos: 'cos', tan: 'tan', sec: 'sec', csc: 'csc', cot: 'cot' };

/**
 * The exact value of a trigonometric function at a special angle, with the angle it read (in
 * degrees, for the step); null when the function or the angle is not one of these.
 */
export function specialAngleValue(name: string, arg: Expr): { value: Surd; degrees: number } | null {
  if (!NAMES[name]) return null;
  const m = twelfths(arg);
  if (m === null) return null;
  const sin = sinTwelfths(m);
  const cos = sinTwelfths(m + 6);
  const degrees = m * 15;
  const undefinedAt = (what: string) => new ToolInputError(`${name}(${degrees}°) is undefined: ${what} is 0 there.`);
  const one = Surd.rational(Rational.ONE);
  switch (name) {
    case 'sin':
      return { value: sin, degrees };
    case 'cos':
      return { value: cos, degrees };
    case 'tan': {
      if (cos.isZero()) throw undefinedAt('cos');
      const v = sin.div(cos);
      return v && { value: v, degrees };
    }
    case 'cot': {
      if (sin.isZero()) throw undefinedAt('sin');
      const v = cos.div(sin);
      return v && { value: v, degrees };
    }
    case 'sec': {
      if (cos.isZero()) throw undefinedAt('cos');
      const v = one.div(cos);
      return v && { value: v, degrees };
    }
    default: {
      if (sin.isZero()) throw undefinedAt('sin');
      const v = one.div(sin);
      return v && { value: v, degrees };
    }
  }
}
