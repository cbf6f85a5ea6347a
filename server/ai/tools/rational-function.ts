import type { Expr } from './expr';
import { Poly, polyFromExpr } from './polynomial';
import { Rational } from './rational';

/** A quotient of polynomials, so equations and simplification can handle x in a denominator. */
export interface RatFunc {
  num: Poly;
  den: Poly;
}

const ONE = () => Poly.constant(Rational.ONE);

/** Converts an Expr built from + − × ÷ and integer powers into num/den polynomials; null otherwise. */
export function ratFuncFromExpr(e: Expr): RatFunc | null {
  const asPoly = polyFromExpr(e);
  if (asPoly) return { num: asPoly, den: ONE() };
  switch (e.kind) {
    case 'num':
    case 'sym':
    case 'call':
      return null;
    case 'neg': {
      const a = ratFuncFromExpr(e.arg);
      return a && { num: a.num.neg(), den: a.den };
    }
    default: {
      const l = ratFuncFromExpr(e.left);
      if (!l) return null;
      if (e.kind === 'pow') {
        const k = polyFromExpr(e.right)?.constantValue();
        if (!k || !k.isInteger() || k.abs().compare(Rational.of(32)) > 0) return null;
        const n = Number(k.num);
        if (n < 0 && l.num.isZero()) return null;
        return n >= 0 ? { num: l.num.pow(n), den: l.den.pow(n) } : { num: l.den.pow(-n), den: l.num.pow(-n) };
      }
      const r = ratFuncFromExpr(e.right);
      if (!r) return null;
      if (e.kind === 'add') return { num: l.num.mul(r.den).add(r.num.mul(l.den)), den: l.den.mul(r.den) };
      if (e.kind === 'sub') return { num: l.num.mul(r.den).sub(r.num.mul(l.den)), den: l.den.mul(r.den) };
      if (e.kind === 'mul') return { num: l.num.mul(r.num), den: l.den.mul(r.den) };
      if (r.num.isZero()) return null;
      return { num: l.num.mul(r.den), den: l.den.mul(r.num) };
    }
  }
}
