import { solveLogBaseEquation, solveLogEquation } from './log-equations';
import { solveOnInterval } from './equations-on-interval';
import { solveExponentialBothSides, solveExponentialOrLog, solveExponentialSubstitution } from './exponential-equations';
import { solveAbsOrRadical } from './abs-radical-equations';
import { Surd } from './exact';
import { bin, parseExpr, sortedVariables, splitEquation, variablesOf, type Expr } from './expr';
import { exprToLatex, exprToText, formatNumber } from './format';
import { solveLinearSystem, splitSystem } from './linear-system';
import { Poly, polyFromExpr } from './polynomial';
import { evalDenseExact, solveQuadratic, substitutionCheck } from './quadratic';
import { Rational } from './rational';
import { ratFuncFromExpr } from './rational-function';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';
import { degree, evalAt, findRationalRoots, numericRoots, splitQuartic, type Complex, type Dense } from './univariate';

const TOOL = 'solve_equation';

/** One root in a solution: exact when possible, otherwise a clearly labelled approximation. */
export interface RootResult {
  exact?: string;
  latex: string;
  re: number;
  im: number;
  multiplicity: number;
  approximate: boolean;
}

function polyText(c: readonly Rational[], v: string): string {
  return exprToText(Poly.fromDense(c, v).toExpr());
}
function polyLatex(c: readonly Rational[], v: string): string {
  return exprToLatex(Poly.fromDense(c, v).toExpr());
}

const exactValues = new WeakMap<RootResult, Surd>();

function exactRoot(value: Surd, multiplicity = 1): RootResult {
  const z = value.toComplex();
  const root: RootResult = { exact: value.toString(), latex: value.toLatex(), re: z.re, im: z.im, multiplicity, approximate: false };
  exactValues.set(root, value);
  return root;
}

function approxRoot(z: Complex): RootResult {
  const re = formatNumber(z.re, 8);
  const text = z.im === 0 ? re : `${re} ${z.im < 0 ? '-' : '+'} ${formatNumber(Math.abs(z.im), 8)}i`;
  return { latex: `\\approx ${text.replace(/i$/, '\\,i')}`, re: z.re, im: z.im, multiplicity: 1, approximate: true };
}

function orderRoots(roots: RootResult[]): RootResult[] {
  const real = (r: RootResult) => Math.abs(r.im) < 1e-12;
  return [...roots].sort((a, b) => Number(real(b)) - Number(real(a)) || a.re - b.re || b.im - a.im);
}

function describeRoots(v: string, unordered: RootResult[]): { text: string; latex: string } {
  const roots = orderRoots(unordered);
  const isReal = (r: RootResult) => Math.abs(r.im) < 1e-12;
  // Real solutions first, as school means by "solve"; complex ones said after them.
  if (roots.some(isReal) && roots.some((r) => !isReal(r))) {
    const real = describeRoots(v, roots.filter(isReal));
    const complex = describeRoots(v, roots.filter((r) => !isReal(r)));
    const complexList = complex.text.replace(/^No real solutions \(the complex roots are (.*)\)$/, '$1');
    return { text: `${real.text} (complex roots: ${complexList})`, latex: `${real.latex} \\quad (\\text{complex: } ${complex.latex.replace(/^\\text\{no real solutions; complex: \} /, '')})` };
  }
  const parts = roots.map((r) => {
    const value = r.approximate ? `≈ ${r.latex.replace('\\approx ', '').replace('\\,i', 'i')}` : `= ${r.exact}`;
    const mult = r.multiplicity === 2 ? ' (double root)' : r.multiplicity === 3 ? ' (triple root)' : r.multiplicity > 3 ? ` (multiplicity ${r.multiplicity})` : '';
    return `${v} ${value}${mult}`;
  });
  const listed = parts.length <= 2 ? parts.join(' or ') : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
  const latex = roots.map((r) => `${v} ${r.approximate ? '' : '= '}${r.latex}`).join(',\\quad ');
  // Real numbers are what school means by "solve": complex roots alone are no real solution.
  if (roots.length && roots.every((r) => Math.abs(r.im) >= 1e-12)) return { text: `No real solutions (the complex roots are ${listed})`, latex: `\\text{no real solutions; complex: } ${latex}` };
  return { text: listed, latex };
}

/** Linear a·x + b = 0 with "collect x terms, divide by the coefficient" steps. */
function solveLinear(left: Poly, right: Poly, v: string, steps: ToolStep[]): RootResult[] {
  const lc = left.dense(v) ?? [];
  const rc = right.dense(v) ?? [];
  const a = (lc[1] ?? Rational.ZERO).sub(rc[1] ?? Rational.ZERO);
  const rhs = (rc[0] ?? Rational.ZERO).sub(lc[0] ?? Rational.ZERO);
  const collected = Poly.fromDense([Rational.ZERO, a], v);
  steps.push(step(`Collect the ${v} terms on the left and the numbers on the right: ${exprToText(collected.toExpr())} = ${rhs}.`,
    `${exprToLatex(collected.toExpr())} = ${rhs.toLatex()}`));
  const x = rhs.div(a);
  if (!a.isOne()) steps.push(step(`Divide both sides by ${a}: ${v} = ${rhs}/${a.sign() < 0 ? `(${a})` : a} = ${x}.`, `${v} = \\frac{${rhs.toLatex()}}{${a.toLatex()}} = ${x.toLatex()}`));
  const lv = evalAt(left.dense(v) ?? [], x);
  steps.push(step(`Check: with ${v} = ${x} both sides equal ${lv} ✓.`));
  return [exactRoot(Surd.rational(x))];
}

/** Degree ≥ 3: rational-root theorem and synthetic division, then the leftover factor exactly or numerically. */
function solveHigher(c: Dense, v: string, steps: ToolStep[]): RootResult[] {
  const search = findRationalRoots(c);
  const roots: RootResult[] = [];
  const zero = search.roots.find((r) => r.root.isZero());
  if (zero) {
    steps.push(step(`Every term contains ${v}${zero.multiplicity > 1 ? `^${zero.multiplicity}` : ''}, so factor it out: ${v} = 0 is a root${zero.multiplicity > 1 ? ` (multiplicity ${zero.multiplicity})` : ''}.`));
  }
  if (search.candidates?.length) {
    const shown = search.candidates.filter((r) => r.sign() > 0).slice(0, 12).map(String);
    steps.push(step(`Rational-root theorem: any rational root p/q has p dividing the constant term and q dividing the leading coefficient. Candidates: ±${shown.join(', ±')}${search.candidates.length > 24 ? ', …' : ''}.`));
  }
  for (const d of search.divisions) {
    steps.push(step(`Substituting ${v} = ${d.root} gives 0, so (${v} ${d.root.sign() < 0 ? '+' : '−'} ${d.root.abs()}) is a factor. Synthetic division leaves ${polyText(d.quotient, v)}.`,
      `${polyLatex(d.quotient, v)}`));
  }
  roots.push(...search.roots.map((r) => exactRoot(Surd.rational(r.root), r.multiplicity)));
  const rest = search.remaining;
  const deg = degree(rest);
  if (deg >= 1 && search.roots.length) steps.push(step(`What is left to solve: ${polyText(rest, v)} = 0.`, `${polyLatex(rest, v)} = 0`));
  const quartic = deg === 4 ? splitQuartic(rest) : null;
  if (deg === 1) roots.push(exactRoot(Surd.rational(rest[0].neg().div(rest[1]))));
  else if (deg === 2) roots.push(...quadraticRoots(rest, v, steps));
  else if (quartic) {
    const [f1, f2] = quartic;
    steps.push(step(`It has no rational roots, but it splits into two quadratics: (${polyText(f1, v)})(${polyText(f2, v)}) = 0.`,
      `\\left(${polyLatex(f1, v)}\\right)\\left(${polyLatex(f2, v)}\\right) = 0`));
    roots.push(...quadraticRoots(f1, v, steps), ...quadraticRoots(f2, v, steps));
  } else if (deg >= 3) {
    steps.push(step(`${polyText(rest, v)} has no rational roots, so its roots cannot be found exactly with these methods. They are found numerically instead — these values are approximate.`));
    roots.push(...numericRoots(rest.map((r) => r.toNumber())).sort((a, b) => a.re - b.re || a.im - b.im).map(approxRoot));
  }
  return roots;
}

function quadraticSummary(c: Dense, v: string): { text: string; latex: string } {
  const q = solveQuadratic(c[2], c[1], c[0], v);
  const real = q.roots.every((r) => r.isReal());
  if (q.roots.length === 2 && real && !q.roots.every((r) => r.asRational())) {
    const approx = q.roots.map((r) => formatNumber(r.toComplex().re, 6)).sort((a, b) => Number(a) - Number(b));
    return { text: `${q.text} (≈ ${approx.join(' or ')})`, latex: q.latex };
  }
  if (q.roots.length === 2 && q.roots.every((r) => r.asRational())) return describeRoots(v, q.roots.map((r) => exactRoot(r)));
  if (!real) return { text: `No real solutions (the complex roots are ${q.text})`, latex: `\\text{no real solutions; complex: } ${q.latex}` };
  return { text: q.roots.length === 1 ? `${q.text} (double root)` : q.text, latex: q.latex };
}

function quadraticRoots(c: Dense, v: string, steps: ToolStep[]): RootResult[] {
  const q = solveQuadratic(c[2], c[1], c[0], v);
  steps.push(...q.steps);
  return orderRoots(q.roots.map((r) => exactRoot(r, q.roots.length === 1 ? 2 : 1)));
}

/** Linear in v with letters as coefficients ("v = u + a t" for t): v = −B/A. */
function solveLiteral(p: Poly, v: string, steps: ToolStep[]): { text: string; latex: string; expr: Expr } {
  if (p.degreeIn(v) !== 1) throw new ToolInputError(`I can only solve for ${v} when it appears to the first power alongside other letters.`);
  const withV = Poly.fromTerms([...p.terms.values()].filter((t) => t.mono.some(([w]) => w === v)));
  const rest = p.sub(withV);
  const coef = withV.scale(Rational.ONE).derivative(v);
  steps.push(step(`Collect the ${v} terms on one side: ${exprToText(withV.toExpr())} = ${exprToText(rest.neg().toExpr())}.`,
    `${exprToLatex(withV.toExpr())} = ${exprToLatex(rest.neg().toExpr())}`));
  const flip = coef.sortedTerms()[0].coef.sign() < 0;
  const c = coef.constantValue();
  const top = flip ? rest : rest.neg();
  const bottom = flip ? coef.neg() : coef;
  const result = c ? rest.neg().scale(c.inv()).toExpr() : bin('div', top.toExpr(), bottom.toExpr());
  if (!c || !c.isOne()) steps.push(step(`Divide both sides by ${exprToText(coef.toExpr())}${c ? '' : ` (assuming ${exprToText(coef.toExpr())} ≠ 0)`}.`, `${v} = ${exprToLatex(result)}`));
  return { text: `${v} = ${exprToText(result)}`, latex: `${v} = ${exprToLatex(result)}`, expr: result };
}

/**
 * Solves an equation in one unknown: linear, quadratic (exact radicals, complex roots explained),
 * higher-degree polynomials (rational roots exactly, the rest numerically and labelled) and simple
 * equations with the unknown in a denominator. Two equations are passed on to the system solver.
 */
export function solveEquation(equation: string, variable?: string, interval?: string): ToolResult {
  if (interval?.trim()) return solveOnInterval(equation, variable, interval);
  const system = splitSystem(equation);
  if (system) return solveLinearSystem(system);
  return guard(TOOL, () => {
    const sides = splitEquation(equation) ?? { left: equation, right: '0' };
    const left = parseExpr(sides.left);
    const right = parseExpr(sides.right);
    const diff = bin('sub', left, right);
    const vars = new Set<string>();
    const rf = ratFuncFromExpr(diff);
    if (!rf) {
      const ordered0 = sortedVariables(new Set([...variablesOf(left), ...variablesOf(right)].filter((w) => !['e', 'pi'].includes(w))));
      const exponential = ordered0.length === 1 ? (solveExponentialOrLog(left, right, variable ?? ordered0[0]) ?? solveExponentialBothSides(left, right, variable ?? ordered0[0])) : null;
      if (exponential) return exponential;
      const logs = ordered0.length === 1 ? (solveLogBaseEquation(left, right, variable ?? ordered0[0], (eq, v) => solveEquation(eq, v)) ?? solveLogEquation(left, right, variable ?? ordered0[0], (eq, v) => solveEquation(eq, v))) : null;
      if (logs) return logs;
      const substituted = ordered0.length === 1 ? solveExponentialSubstitution(left, right, variable ?? ordered0[0], (eq, v) => solveEquation(eq, v)) : null;
      if (substituted) return substituted;
      const cases = ordered0.length === 1 ? solveAbsOrRadical(left, right, variable ?? ordered0[0], (eq, v) => solveEquation(eq, v)) : null;
      if (cases) return cases;
    }
    if (!rf) throw new ToolInputError('I can solve polynomial equations (and ones with the unknown in a denominator). This one has a function like sin, log or a root of the unknown, which needs a graph or a numerical method.');
    for (const w of [...rf.num.variables(), ...rf.den.variables()]) vars.add(w);
    const ordered = sortedVariables(vars);
    const v = variable ?? (ordered.includes('x') ? 'x' : ordered[0]);
    const steps: ToolStep[] = [step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${v ?? 'the unknown'}.`, `${exprToLatex(left)} = ${exprToLatex(right)}`)];
    if (variable && !vars.has(variable) && ordered.length > 0) {
      throw new ToolInputError(`There is no ${variable} in ${exprToText(left)} = ${exprToText(right)}, so it says nothing about ${variable}. Check the question: is another equation missing?`);
    }
    if (!v || !vars.has(v)) return identityOrContradiction(rf.num, steps, v ?? 'x');
    if (ordered.length > 1 && !variable) {
      // One equation in two unknowns has infinitely many solutions: say so instead of picking one.
      throw new ToolInputError(
        `One equation in ${ordered.join(' and ')} has infinitely many solutions, so there is no single answer. Give a second equation to solve them together, or say which letter to solve for ("solve for ${v}").`,
      );
    }
    if (ordered.length > 1) {
      if (!rf.den.constantValue()) throw new ToolInputError('With several letters I can only solve equations without letters in a denominator.');
      const r = solveLiteral(rf.num, v, steps);
      return succeed(TOOL, r.text, steps, { answerLatex: r.latex, data: { variable: v, solution: r.text } });
    }
    let numerator = rf.num;
    const denomDense = rf.den.dense(v);
    if (!rf.den.constantValue()) {
      steps.push(step(`Multiply both sides by the denominator ${exprToText(rf.den.toExpr())} to clear the fraction (remembering it cannot be 0).`,
        `${exprToLatex(numerator.toExpr())} = 0`));
    } else {
      numerator = numerator.scale((rf.den.constantValue() ?? Rational.ONE).inv());
    }
    const c = numerator.dense(v);
    if (!c) throw new ToolInputError('This equation has more than one unknown.');
    const deg = degree(c);
    if (deg <= 0) return identityOrContradiction(numerator, steps, v);
    let roots: RootResult[];
    const lp = polyFromExpr(left);
    const rp = polyFromExpr(right);
    if (deg === 1 && lp && rp && rf.den.constantValue()) roots = solveLinear(lp, rp, v, steps);
    else {
      if (!(lp && rp && rp.isZero() && lp.dense(v)?.length === c.length)) {
        steps.push(step(`Bring everything to one side: ${polyText(c, v)} = 0.`, `${polyLatex(c, v)} = 0`));
      }
      if (deg === 1) roots = [exactRoot(Surd.rational(c[0].neg().div(c[1])))];
      else if (deg === 2) roots = quadraticRoots(c, v, steps);
      else roots = solveHigher(c, v, steps);
    }
    if (denomDense && degree(denomDense) > 0) roots = dropExcluded(roots, denomDense, v, steps);
    if (!roots.length) return succeed(TOOL, `No solution: every candidate makes a denominator zero.`, steps, { data: { variable: v, roots: [] } });
    const exact = roots.filter((r) => !r.approximate && r.exact !== undefined);
    if (deg >= 3 && exact.length) {
      steps.push(substitutionCheck(Poly.fromDense(c, v), v, exact.map((r) => exactValues.get(r)).filter((x): x is Surd => x !== undefined)));
    }
    const summary = deg === 2 && !denomDense?.slice(1).some((r) => !r.isZero()) ? quadraticSummary(c, v) : describeRoots(v, roots);
    if (deg === 1 && roots.length === 1 && !roots[0].exact?.match(/^-?\d+$/)) summary.text += ` (≈ ${formatNumber(roots[0].re)})`;
    if (deg >= 3) steps.push(step(`So ${summary.text}.`, summary.latex));
    return succeed(TOOL, summary.text, steps, { answerLatex: summary.latex, data: { variable: v, degree: deg, roots } });
  });
}

function dropExcluded(roots: RootResult[], den: Dense, v: string, steps: ToolStep[]): RootResult[] {
  const kept = roots.filter((r) => {
    const value = exactValues.get(r);
    return !(value && evalDenseExact(den, value).isZero());
  });
  const dropped = roots.filter((r) => !kept.includes(r));
  if (dropped.length) {
    steps.push(step(`Reject ${dropped.map((r) => `${v} = ${r.exact}`).join(' and ')}: it makes a denominator zero, so it is not a solution of the original equation.`));
  }
  return kept;
}

function identityOrContradiction(p: Poly, steps: ToolStep[], v: string): ToolResult {
  const c = p.constantValue() ?? Rational.ZERO;
  if (c.isZero()) {
    steps.push(step('Both sides are always equal, so the equation is an identity.'));
    return succeed(TOOL, `Every value of ${v} is a solution (the two sides are identical).`, steps, { data: { variable: v, identity: true, roots: [] } });
  }
  steps.push(step(`Simplifying leaves ${c} = 0, which is never true.`, `${c.toLatex()} = 0`));
  return succeed(TOOL, `No solution: the equation simplifies to ${c} = 0, which is false.`, steps, { data: { variable: v, roots: [] } });
}

