import { absArguments, withSigns } from './abs-cases';
import { solveEquation } from './equations';
import { bin, evalNumber, parseExpr, variablesOf, type Expr } from './expr';
import { exprToText, formatNumber } from './format';
import { ratFuncFromExpr } from './rational-function';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

const TOOL = 'solve_inequality';

type Op = '<' | '<=' | '>' | '>=';
const OP_TEXT: Record<Op, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

interface Constraint {
  left: Expr;
  op: Op;
  right: Expr;
}

/** A boundary value: where a side equals the other or stops being defined. */
interface Point {
  value: number;
  text: string;
}

/** "−4 < 2x + 2 ≤ 8" → three expressions and two operators; ≤ ≥ =< => and words already read. */
function splitInequality(text: string): { parts: string[]; ops: Op[] } {
  const normal = text.replace(/≤|⩽|=</g, '<=').replace(/≥|⩾|=>/g, '>=');
  const pieces = normal.split(/(<=|>=|<|>)/);
  const parts = pieces.filter((_, i) => i % 2 === 0).map((p) => p.trim());
  const ops = pieces.filter((_, i) => i % 2 === 1) as Op[];
  if (ops.length === 0 || ops.length > 2 || parts.some((p) => !p)) throw new ToolInputError('Write the inequality with <, ≤, > or ≥ between two sides, like 2x + 3 < 11 or −4 < 2x + 2 ≤ 8.');
  if (ops.length === 2 && ops[0][0] !== ops[1][0]) throw new ToolInputError('A double inequality must point one way, like −4 < x ≤ 8.');
  if (/=/.test(normal.replace(/<=|>=/g, ''))) throw new ToolInputError('That mixes an equation with an inequality: solve one at a time.');
  return { parts, ops };
}

function holds(op: Op, l: number, r: number): boolean {
  const eps = 1e-9 * (1 + Math.abs(l) + Math.abs(r));
  switch (op) {
    case '<': return l < r - eps;
    case '<=': return l <= r + eps;
    case '>': return l > r + eps;
    case '>=': return l >= r - eps;
  }
}

/** Either of several inequalities ("x − 1 < 3 or x + 2 > 10"), each one or a double inequality (all its parts). */
type Condition = ReadonlyArray<readonly Constraint[]>;

/** Whether x satisfies the condition; a side that is undefined there (a zero denominator) does not. */
function satisfies(condition: Condition, v: string, x: number): boolean {
  return condition.some((constraints) =>
    constraints.every((c) => {
      const l = evalNumber(c.left, { [v]: x });
      const r = evalNumber(c.right, { [v]: x });
      return Number.isFinite(l) && Number.isFinite(r) && holds(c.op, l, r);
    }),
  );
}

/** Real roots of e = 0 in v, exactly where the equation solver finds them exactly. */
function realRoots(e: Expr, v: string): Point[] {
  const r = solveEquation(`${exprToText(e)} = 0`, v);
  if (!r.ok) throw new ToolInputError('I can solve inequalities built from polynomials, fractions and absolute values; this one needs a graph or a numerical method.');
  const roots = (r.data?.roots as Array<{ re: number; im: number; exact?: string; approximate?: boolean }> | undefined) ?? [];
  return roots.filter((x) => Math.abs(x.im) < 1e-12).map((x) => ({ value: x.re, text: x.exact && !x.approximate ? x.exact : `≈ ${formatNumber(x.re, 6)}` }));
}

/** The arguments of √, ln and log in an expression: where each is 0 the expression starts (or stops) being defined. */
function domainEdges(e: Expr, out: Expr[] = []): Expr[] {
  if (e.kind === 'call') {
    if (['sqrt', 'ln', 'log', 'log10', 'log2'].includes(e.name) && e.args.length >= 1) out.push(e.args[0]);
    e.args.forEach((a) => domainEdges(a, out));
  } else if (e.kind === 'pow') {
    // x^(1/2): a root too.
    if (e.right.kind === 'num' && e.right.value.den % 2n === 0n) out.push(e.left);
    domainEdges(e.left, out);
    domainEdges(e.right, out);
  } else if (e.kind === 'neg') domainEdges(e.arg, out);
  else if (e.kind !== 'num' && e.kind !== 'sym') {
    domainEdges(e.left, out);
    domainEdges(e.right, out);
  }
  return out;
}

/** Every value where a constraint can change from true to false: roots of each side's difference, in each sign case of its absolute values, zeros of denominators, and the edges of the domain (√u, ln u where u = 0). */
function boundaryPoints(constraints: readonly Constraint[], v: string): Point[] {
  const points: Point[] = [];
  for (const c of constraints) {
    const difference = bin('sub', c.left, c.right);
    const inside = absArguments(difference);
    if (inside.length > 3) throw new ToolInputError('That has too many absolute values for me to split into cases.');
    for (const u of inside) points.push(...realRoots(u, v));
    for (const u of domainEdges(difference)) points.push(...realRoots(u, v));
    for (let mask = 0; mask < 2 ** inside.length; mask++) {
      const signs = inside.map((_, k) => (mask & (1 << k)) === 0);
      const piece = withSigns(difference, signs);
      points.push(...realRoots(piece, v));
      const rf = ratFuncFromExpr(piece);
      if (rf && !rf.den.constantValue()) points.push(...realRoots(rf.den.toExpr(), v));
    }
  }
  const sorted = points.filter((p) => Number.isFinite(p.value)).sort((a, b) => a.value - b.value);
  return sorted.filter((p, i) => i === 0 || Math.abs(p.value - sorted[i - 1].value) > 1e-9 * (1 + Math.abs(p.value)));
}

interface Interval {
  lo: Point | null;
  hi: Point | null;
  loIn: boolean;
  hiIn: boolean;
}

/** The solution set from the boundary points: each gap and each point tested, then joined. */
function solutionSet(constraints: Condition, v: string, points: readonly Point[]): { set: Interval[]; tests: string[] } {
  const tests: string[] = [];
  const gapValue = (i: number): number => {
    if (points.length === 0) return 0;
    if (i === 0) return points[0].value - 1;
    if (i === points.length) return points[points.length - 1].value + 1;
    return (points[i - 1].value + points[i].value) / 2;
  };
  const gapHolds = Array.from({ length: points.length + 1 }, (_, i) => {
    const x = gapValue(i);
    const ok = satisfies(constraints, v, x);
    tests.push(`${v} = ${formatNumber(x, 4)}: ${ok ? 'true' : 'false'}`);
    return ok;
  });
  const pointHolds = points.map((p) => satisfies(constraints, v, p.value));
  const set: Interval[] = [];
  let open: Interval | null = null;
  for (let i = 0; i <= points.length; i++) {
    if (gapHolds[i]) {
      if (!open) open = { lo: i === 0 ? null : points[i - 1], hi: null, loIn: i > 0 && pointHolds[i - 1], hiIn: false };
    }
    if (i === points.length) break;
    const p = points[i];
    if (open && !gapHolds[i]) {
      // Should not happen: an interval is closed where its gap ends.
      open = null;
    }
    if (open) {
      if (pointHolds[i] && gapHolds[i + 1]) continue;
      open.hi = p;
      open.hiIn = pointHolds[i];
      set.push(open);
      open = null;
    } else if (pointHolds[i]) {
      if (gapHolds[i + 1]) open = { lo: p, hi: null, loIn: true, hiIn: false };
      else set.push({ lo: p, hi: p, loIn: true, hiIn: true });
    }
  }
  if (open) set.push(open);
  return { set, tests };
}

function intervalText(s: Interval): string {
  if (s.lo && s.hi && s.lo === s.hi) return `{${s.lo.text}}`;
  return `${s.loIn ? '[' : '('}${s.lo ? s.lo.text : '−∞'}, ${s.hi ? s.hi.text : '∞'}${s.hiIn ? ']' : ')'}`;
}

function inequalityText(s: Interval, v: string): string {
  if (s.lo && s.hi && s.lo === s.hi) return `${v} = ${s.lo.text}`;
  if (!s.lo && !s.hi) return `every real ${v}`;
  if (!s.lo) return `${v} ${s.hiIn ? '≤' : '<'} ${s.hi!.text}`;
  if (!s.hi) return `${v} ${s.loIn ? '≥' : '>'} ${s.lo.text}`;
  return `${s.lo.text} ${s.loIn ? '≤' : '<'} ${v} ${s.hiIn ? '≤' : '<'} ${s.hi.text}`;
}

/** Checks the answer at points inside and outside every interval: a set that fails a check is never shown. */
function verify(constraints: Condition, v: string, set: readonly Interval[]): boolean {
  const inSet = (x: number) =>
    set.some((s) => (s.lo === null || x > s.lo.value + 1e-9 || (s.loIn && Math.abs(x - s.lo.value) <= 1e-9)) && (s.hi === null || x < s.hi.value - 1e-9 || (s.hiIn && Math.abs(x - s.hi.value) <= 1e-9)));
  const probes = [-1e4, -137.3, -11.7, -3.1, -1.3, -0.61, -0.17, 0.23, 0.71, 1.37, 2.9, 4.3, 9.1, 42.5, 1e4];
  for (const s of set) {
    if (s.lo) probes.push(s.lo.value - 1e-3, s.lo.value + 1e-3);
    if (s.hi) probes.push(s.hi.value - 1e-3, s.hi.value + 1e-3);
  }
  // A side too large for a float there (2^10000) says nothing either way: that probe is skipped.
  const overflows = (x: number) => constraints.flat().some((c) => [c.left, c.right].some((e) => Math.abs(evalNumber(e, { [v]: x })) === Infinity));
  return probes.every((x) => {
    const near = set.some((s) => (s.lo && Math.abs(x - s.lo.value) < 1e-6) || (s.hi && Math.abs(x - s.hi.value) < 1e-6));
    return near || overflows(x) || satisfies(constraints, v, x) === inSet(x);
  });
}

/**
 * Solves an inequality in one unknown, or a double inequality: polynomials of any degree, fractions
 * with the unknown in a denominator and absolute values. The boundary points come from the equation
 * solver (exact where it is exact); each interval between them is tested, and the answer is checked
 * at points inside and outside it before it is given, in inequality and interval notation.
 */
export function solveInequality(inequality: string, variable?: string): ToolResult {
  return guard(TOOL, () => {
    // "x − 1 < 3 or x + 2 > 10": either one holds.
    const alternatives = inequality.split(/\s+or\s+/i).map((part) => {
      const { parts, ops } = splitInequality(part);
      return { exprs: parts.map((p) => parseExpr(p)), ops };
    });
    if (alternatives.length > 3) throw new ToolInputError('That is too many inequalities joined by "or" for me; split it up.');
    const vars = new Set<string>();
    for (const { exprs } of alternatives) for (const e of exprs) for (const x of variablesOf(e)) if (!['pi', 'e'].includes(x)) vars.add(x);
    if (vars.size !== 1 && !variable) throw new ToolInputError(vars.size ? `I can solve inequalities in one unknown; this has ${[...vars].join(', ')}.` : 'There is no unknown to solve for: this is a statement about numbers.');
    const v = variable ?? [...vars][0];
    const condition: Condition = alternatives.map(({ exprs, ops }) => ops.map((op, i) => ({ left: exprs[i], op, right: exprs[i + 1] })));
    const constraints = condition.flat();
    const shown = alternatives.map(({ exprs, ops }) => exprs.map((e, i) => `${exprToText(e)}${i < ops.length ? ` ${OP_TEXT[ops[i]]}` : ''}`).join(' ')).join(' or ');
    const steps: ToolStep[] = [step(`Solve ${shown} for ${v}${alternatives.length > 1 ? ` (a value is in the answer when either part holds)` : ''}.`)];
    const points = boundaryPoints(constraints, v);
    steps.push(
      points.length
        ? step(`Find where the sides are equal or stop being defined: ${v} = ${points.map((p) => p.text).join(', ')}. These split the number line into ${points.length + 1} intervals.`)
        : step(`The two sides are never equal, so the inequality is either true for every ${v} or for none.`),
    );
    const { set, tests } = solutionSet(condition, v, points);
    steps.push(step(`Test one value in each interval (and the boundary points themselves): ${tests.join('; ')}.`));
    const linear = constraints.length === 1 && !absArguments(bin('sub', constraints[0].left, constraints[0].right)).length;
    if (linear) {
      const rf = ratFuncFromExpr(bin('sub', constraints[0].left, constraints[0].right));
      const lead = rf && rf.den.constantValue() ? rf.num.dense(v) : null;
      if (lead && lead.length === 2 && lead[1].sign() < 0) steps.push(step(`Dividing both sides by a negative number (${lead[1]}) reverses the inequality sign — the test values confirm the direction.`));
    }
    if (!verify(condition, v, set)) throw new ToolInputError('I could not check my answer for this inequality, so I will not give one. Try splitting it into simpler parts.');
    if (set.length === 0) return succeed(TOOL, `No real ${v} satisfies it — in interval notation: ∅ (the empty set)`, steps, { data: { variable: v, intervals: [] } });
    const notation = set.map(intervalText).join(' ∪ ');
    const words = set.map((s) => inequalityText(s, v)).join(' or ');
    steps.push(step(`Check: the answer holds at test points inside it and fails outside it ✓.`));
    return succeed(TOOL, `${words} — in interval notation: ${notation}`, steps, {
      data: { variable: v, intervals: set.map((s) => ({ lo: s.lo?.value ?? null, hi: s.hi?.value ?? null, loIn: s.loIn, hiIn: s.hiIn })) },
    });
  });
}
