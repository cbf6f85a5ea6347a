import { absArguments, withSigns } from './abs-cases';
import { bin, evalNumber, type Expr } from './expr';
import { exprToText, formatNumber } from './format';
import { Rational } from './rational';
import { step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Equations with absolute values (|x − 3| = 5) or one square root (√(x + 3) = x − 3): split into
 * sign cases, or square both sides, solve the polynomial that is left with the equation solver, and
 * keep only the candidates that satisfy the original equation, saying which were rejected.
 */

const TOOL = 'solve_equation';

export type PolySolver = (equation: string, variable: string) => ToolResult;

export function realRoots(r: ToolResult): number[] {
  if (!r.ok) return [];
  const roots = (r.data?.roots as Array<{ re: number; im: number }> | undefined) ?? [];
  return roots.filter((x) => Math.abs(x.im) < 1e-12).map((x) => x.re);
}

/**
 * A candidate as a fraction when it is one: a small denominator, equal to the 12 figures the candidate
 * keeps. 20·ln 2 = 13.8629436112 is near 127345/9186, but that is not its value.
 */
function show(x: number): string {
  const near = Rational.approximate(x, 1000n);
  return Math.abs(near.toNumber() - x) < 5e-12 * Math.max(1, Math.abs(x)) ? near.toString() : formatNumber(x, 8);
}

export function verdict(left: Expr, right: Expr, v: string, candidates: number[], steps: ToolStep[], why: string): ToolResult {
  const unique = [...new Set(candidates.map((x) => Number(x.toPrecision(12))))].sort((a, b) => a - b);
  const holds = (x: number) => {
    const l = evalNumber(left, { [v]: x });
    const r = evalNumber(right, { [v]: x });
    return Number.isFinite(l) && Number.isFinite(r) && Math.abs(l - r) <= 1e-9 * Math.max(1, Math.abs(l), Math.abs(r));
  };
  const kept = unique.filter(holds);
  const rejected = unique.filter((x) => !holds(x));
  if (unique.length) steps.push(step(`Check every candidate in the original equation: ${unique.map((x) => `${v} = ${show(x)} ${holds(x) ? '✓' : '✗ (does not satisfy it)'}`).join('; ')}.`));
  if (!kept.length) {
    steps.push(step(why));
    return succeed(TOOL, `No solution: ${why.charAt(0).toLowerCase()}${why.slice(1).replace(/\.$/, '')}.`, steps, { data: { variable: v, roots: [] } });
  }
  const text = kept.map((x) => `${v} = ${show(x)}`).join(' or ');
  if (rejected.length) steps.push(step(`${rejected.map(show).join(' and ')} ${rejected.length > 1 ? 'are' : 'is'} rejected: ${rejected.length > 1 ? 'they came' : 'it came'} from squaring or from a case whose sign condition fails.`));
  return succeed(TOOL, text, steps, { data: { variable: v, roots: kept.map((x) => ({ re: x, im: 0, exact: show(x), approximate: false })) } });
}

/** The answer for an equation with |…| or one √, or null when it has neither shape. */
const hasRoot = (e: Expr): boolean =>
  e.kind === 'call' ? e.name === 'sqrt' || e.args.some(hasRoot) : e.kind === 'neg' ? hasRoot(e.arg) : e.kind === 'num' || e.kind === 'sym' ? false : hasRoot(e.left) || hasRoot(e.right);

/**
 * One square root alone on a side, the rest moved across: "√(x + 7) − 1 = x" is √(x + 7) = x + 1.
 * Only terms added or subtracted beside the root are moved; null when the root is not alone that way.
 */
function isolateRoot(side: Expr, other: Expr): [Expr, Expr] | null {
  if (hasRoot(other)) return null;
  let s = side;
  let o = other;
  for (let guard = 0; guard < 6; guard++) {
    if (s.kind === 'call' && s.name === 'sqrt') return hasRoot(s.args[0]) ? null : [s, o];
    if (s.kind !== 'add' && s.kind !== 'sub') return null;
    const [l, r] = [hasRoot(s.left), hasRoot(s.right)];
    if (l === r) return null;
    if (l) {
      o = bin(s.kind === 'add' ? 'sub' : 'add', o, s.right);
      s = s.left;
    } else if (s.kind === 'add') {
      o = bin('sub', o, s.left);
      s = s.right;
    } else {
      // a − √(…) = o  →  √(…) = a − o
      o = bin('sub', s.left, o);
      s = s.right;
    }
  }
  return null;
}

export function solveAbsOrRadical(left: Expr, right: Expr, v: string, solvePolynomial: PolySolver): ToolResult | null {
  const difference = bin('sub', left, right);
  const inside = absArguments(difference);
  const steps: ToolStep[] = [step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${v}.`)];
  if (inside.length && inside.length <= 3) {
    steps.push(step(`An absolute value is its inside or minus its inside, depending on the sign: solve each case.`));
    const candidates: number[] = [];
    for (let mask = 0; mask < 2 ** inside.length; mask++) {
      const signs = inside.map((_, k) => (mask & (1 << k)) === 0);
      const piece = withSigns(difference, signs);
      candidates.push(...realRoots(solvePolynomial(`${exprToText(piece)} = 0`, v)));
    }
    return verdict(left, right, v, candidates, steps, 'An absolute value is never negative, and no case gives a value that fits.');
  }
  const isolated = isolateRoot(left, right) ?? isolateRoot(right, left);
  if (!isolated) return null;
  const [root, other] = isolated;
  if (root.kind !== 'call' || absArguments(other).length) return null;
  if (root !== left && root !== right) steps.push(step(`Get the square root alone on one side: ${exprToText(root)} = ${exprToText(other)}.`));
  const squared = bin('sub', root.args[0], bin('pow', other, { kind: 'num', value: Rational.of(2) }));
  steps.push(step(`Square both sides: ${exprToText(root.args[0])} = (${exprToText(other)})². Squaring can add solutions, so each one is checked.`));
  const candidates = realRoots(solvePolynomial(`${exprToText(squared)} = 0`, v));
  return verdict(left, right, v, candidates, steps, 'A square root is never negative, and no candidate fits the original equation.');
}
