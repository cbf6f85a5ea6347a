import { derivative as mathDerivative, simplify as mathSimplify, type MathNode } from 'mathjs';
import { bin, call, fromMathNode, num, sym, toMathString, variablesOf, type Expr } from './expr';
import { polyFromExpr } from './polynomial';
import { Rational } from './rational';
import { ToolInputError } from './types';

/**
 * Bridges to mathjs' symbolic simplifier and differentiator. mathjs folds things like ln 2 or √2·3
 * into decimals; we hide constant function calls behind placeholders first so answers stay exact.
 */

function protect(e: Expr, saved: Expr[]): Expr {
  switch (e.kind) {
    case 'num':
    case 'sym':
      return e;
    case 'neg':
      return { kind: 'neg', arg: protect(e.arg, saved) };
    case 'call': {
      if (e.name === 'ln' && e.args[0].kind === 'sym' && e.args[0].name === 'e') return num(1);
      if (variablesOf(e).size === 0) {
        saved.push(e);
        return sym(`K_${saved.length - 1}`);
      }
      return call(e.name, ...e.args.map((a) => protect(a, saved)));
    }
    default:
      return bin(e.kind, protect(e.left, saved), protect(e.right, saved));
  }
}

function restore(e: Expr, saved: Expr[]): Expr {
  switch (e.kind) {
    case 'sym': {
      const m = /^K_(\d+)$/.exec(e.name);
      return m ? saved[Number(m[1])] : e;
    }
    case 'num':
      return e;
    case 'neg':
      return { kind: 'neg', arg: restore(e.arg, saved) };
    case 'call':
      return call(e.name, ...e.args.map((a) => restore(a, saved)));
    default:
      return bin(e.kind, restore(e.left, saved), restore(e.right, saved));
  }
}

/** Small clean-ups mathjs leaves behind: (1/2)/√x → 1/(2√x), 1·x → x, x^1 → x. */
export function tidy(e: Expr): Expr {
  switch (e.kind) {
    case 'num':
    case 'sym':
      return e;
    case 'neg': {
      const a = tidy(e.arg);
      return a.kind === 'neg' ? a.arg : a.kind === 'num' ? num(a.value.neg()) : { kind: 'neg', arg: a };
    }
    case 'call':
      return call(e.name, ...e.args.map(tidy));
    default: {
      const l = tidy(e.left);
      const r = tidy(e.right);
      const isNum = (x: Expr, v: number) => x.kind === 'num' && x.value.equals(Rational.of(v));
      if (e.kind === 'div' && l.kind === 'div') return tidy(bin('div', l.left, bin('mul', l.right, r)));
      if (e.kind === 'mul' && isNum(l, 1)) return r;
      if (e.kind === 'mul' && isNum(r, 1)) return l;
      if (e.kind === 'pow' && isNum(r, 1)) return l;
      if (e.kind === 'div' && isNum(r, 1)) return l;
      return bin(e.kind, l, r);
    }
  }
}

function fromMath(node: MathNode, saved: Expr[]): Expr {
  const result = tidy(restore(fromMathNode(node), saved));
  const asPoly = polyFromExpr(result);
  return asPoly ? asPoly.toExpr() : result;
}

/** mathjs simplify, keeping constants such as ln 2 and √2 exact. */
export function simplifyExpr(e: Expr): Expr {
  const saved: Expr[] = [];
  return fromMath(mathSimplify(toMathString(protect(e, saved))), saved);
}

/** Symbolic derivative d/dv of e, simplified, with exact constants. */
export function derivativeExpr(e: Expr, v: string): Expr {
  const saved: Expr[] = [];
  const protectedText = toMathString(protect(e, saved));
  let raw: MathNode;
  try {
    raw = mathDerivative(protectedText, v, { simplify: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ToolInputError(`I can't differentiate this expression: ${message.replace(/ in derivative.*$/, '')}.`);
  }
  const unsimplified = protect(restore(fromMathNode(raw), saved), saved);
  return fromMath(mathSimplify(toMathString(unsimplified)), saved);
}
