import { bin, evalNumber, num, parseExpr, sortedVariables, splitEquation, substitute, sym } from './expr';
import { solveEquation } from './equations';
import { exprToLatex, exprToText, fractionOrDecimal } from './format';
import { Poly, polyFromExpr, times } from './polynomial';
import { Rational, lcm } from './rational';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

const TOOL = 'solve_system';

/** Splits "x + y = 5 and x - y = 1" (or with "," / ";" / new line) into two equations; null if it isn't two equations. */
export function splitSystem(text: string): string[] | null {
  const count = (text.match(/=/g) ?? []).length;
  if (count < 2 || count > MAX_EQUATIONS) return null;
  const parts = text.split(/\s*(?:;|,|\n|\band\b|&)\s*/).map((p) => p.trim()).filter(Boolean);
  return parts.length === count && parts.every((p) => p.includes('=')) ? parts : null;
}

/** The largest system solved: 4 equations in 4 unknowns. */
const MAX_EQUATIONS = 4;

/**
 * Three or four linear equations in as many unknowns, by Gaussian elimination in exact fractions;
 * the solution is substituted back into every equation before it is given.
 */
function solveSquareSystem(list: string[]): ToolResult {
  const vars = new Set<string>();
  const polys = list.map((eq) => {
    const sides = splitEquation(eq);
    if (!sides) throw new ToolInputError(`"${eq}" is not an equation (it needs an "=").`);
    const p = polyFromExpr(bin('sub', parseExpr(sides.left), parseExpr(sides.right)));
    if (!p || p.totalDegree() > 1) throw new ToolInputError(`"${eq}" is not linear: each unknown may only appear to the first power, not multiplied together.`);
    p.variables().forEach((v) => vars.add(v));
    return p;
  });
  const ordered = sortedVariables(vars);
  if (ordered.length !== list.length) throw new ToolInputError(`${list.length} equations need ${list.length} unknowns to have one solution; I found ${ordered.join(', ') || 'none'}.`);
  const n = ordered.length;
  const m = polys.map((p) => [...ordered.map((v) => p.coefficientOf([[v, 1]])), p.coefficientOf([]).neg()]);
  const steps: ToolStep[] = [step(`Write the ${n} equations with the unknowns ${ordered.join(', ')} lined up, and eliminate one unknown at a time.`)];
  for (let col = 0; col < n; col++) {
    const pivot = m.findIndex((row, i) => i >= col && !row[col].isZero());
    if (pivot < 0) throw new ToolInputError('These equations do not have one single solution: at least one of them follows from the others, or they contradict each other.');
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let i = 0; i < n; i++) {
      if (i === col || m[i][col].isZero()) continue;
      const k = m[i][col].div(m[col][col]);
      m[i] = m[i].map((x, j) => x.sub(k.mul(m[col][j])));
    }
    steps.push(step(`Use equation ${col + 1} to remove ${ordered[col]} from the others.`));
  }
  const values = ordered.map((_, i) => m[i][n].div(m[i][i]));
  const checks = polys.map((p) => ordered.reduce((acc, v, i) => acc.add(p.coefficientOf([[v, 1]]).mul(values[i])), p.coefficientOf([])));
  if (!checks.every((c) => c.isZero())) throw new ToolInputError('I could not check a solution for these equations, so I will not give one.');
  const answer = ordered.map((v, i) => `${v} = ${values[i]}`).join(', ');
  steps.push(step(`So ${answer}.`), step(`Check: substituting into all ${n} equations makes each one true ✓.`));
  return succeed(TOOL, answer, steps, {
    answerLatex: ordered.map((v, i) => `${v} = ${values[i].toLatex()}`).join(',\\ '),
    data: { solutions: 'one', values: Object.fromEntries(ordered.map((v, i) => [v, values[i].toNumber()])) },
  });
}

interface Row {
  a: Rational;
  b: Rational;
  c: Rational;
}

function rowExpr(r: Row, x: string, y: string): { text: string; latex: string } {
  const lhs = Poly.fromTerms([
    { mono: [[x, 1]], coef: r.a },
    { mono: [[y, 1]], coef: r.b },
  ]).toExpr();
  return { text: `${exprToText(lhs)} = ${r.c}`, latex: `${exprToLatex(lhs)} = ${r.c.toLatex()}` };
}

function toRow(equation: string, vars: string[]): Row {
  const sides = splitEquation(equation);
  if (!sides) throw new ToolInputError(`"${equation}" is not an equation (it needs an "=").`);
  const p = polyFromExpr(bin('sub', parseExpr(sides.left), parseExpr(sides.right)));
  if (!p || p.totalDegree() > 1) throw new ToolInputError(`"${equation}" is not linear: each unknown may only appear to the first power, not multiplied together.`);
  const [x, y] = vars;
  return { a: p.coefficientOf([[x, 1]]), b: p.coefficientOf([[y, 1]]), c: p.coefficientOf([]).neg() };
}

function multiplier(a: Rational, target: Rational): Rational {
  return target.div(a);
}

function scaledRow(r: Row, k: Rational): Row {
  return { a: r.a.mul(k), b: r.b.mul(k), c: r.c.mul(k) };
}

function commonTarget(a1: Rational, a2: Rational): Rational {
  if (a1.isInteger() && a2.isInteger()) return Rational.of(lcm(a1.num, a2.num));
  return a1.mul(a2).abs();
}

/**
 * Solves two linear equations in two unknowns by elimination, and explains the special cases:
 * parallel lines (no solution) and the same line twice (infinitely many solutions).
 */
/** One equation's two sides as one polynomial (left − right), or null. */
function difference(equation: string): Poly | null {
  const sides = splitEquation(equation);
  return sides ? polyFromExpr(bin('sub', parseExpr(sides.left), parseExpr(sides.right))) : null;
}

/** a·x + b·y = c and d·x + e·y = f, exactly (Cramer's rule); null when the two do not fix x and y. */
export function solveTwoByTwo(a: Rational, b: Rational, c: Rational, d: Rational, e: Rational, f: Rational): [Rational, Rational] | null {
  const det = a.mul(e).sub(b.mul(d));
  if (det.isZero()) return null;
  return [c.mul(e).sub(b.mul(f)).div(det), a.mul(f).sub(c.mul(d)).div(det)];
}

/**
 * Two equations in two unknowns where one is linear and the other is not (y = x + 1 and x² + y² = 25,
 * xy = 12 and x + y = 7): the linear one is solved for one unknown and substituted into the other,
 * which leaves a polynomial in one unknown. Every real pair is checked in both equations.
 */
function solveBySubstitution(list: string[], [x, y]: string[]): ToolResult | null {
  const polys = list.map(difference);
  if (polys.some((p) => !p)) return null;
  const [p1, p2] = polys as Poly[];
  const linearAt = [p1, p2].findIndex((p) => p.totalDegree() === 1);
  const other = linearAt === 0 ? p2 : p1;
  if (linearAt < 0 || other.totalDegree() <= 1 || other.totalDegree() > 4) return null;
  const linear = [p1, p2][linearAt];
  // Solve the linear one for the unknown with the simpler coefficient (y first).
  const [solveFor, keep] = !linear.coefficientOf([[y, 1]]).isZero() && (linear.coefficientOf([[y, 1]]).abs().isOne() || linear.coefficientOf([[x, 1]]).isZero()) ? [y, x] : !linear.coefficientOf([[x, 1]]).isZero() ? [x, y] : [y, x];
  const k = linear.coefficientOf([[solveFor, 1]]);
  if (k.isZero()) return null;
  // solveFor = −(rest)/k, as an expression in keep.
  const rest = linear.sub(Poly.fromTerms([{ mono: [[solveFor, 1]], coef: k }])).scale(Rational.ONE.neg().div(k));
  const inKeep = rest.toExpr();
  const reduced = polyFromExpr(substitute(other.toExpr(), solveFor, inKeep));
  if (!reduced || reduced.variables().some((v) => v !== keep) || reduced.totalDegree() < 1) return null;
  const solved = solveEquation(`${exprToText(reduced.toExpr())} = 0`, keep);
  if (!solved.ok) return null;
  const roots = ((solved.data?.roots as Array<{ re: number; im: number; exact?: string }> | undefined) ?? []).filter((r) => Math.abs(r.im) < 1e-12);
  const value = (p: Poly, scope: Record<string, number>) => evalNumber(p.toExpr(), scope);
  const pairs = roots
    .map((r) => {
      const other = evalNumber(inKeep, { [keep]: r.re });
      return { [keep]: r.re, [solveFor]: other, exact: r.exact } as Record<string, number> & { exact?: string };
    })
    .filter((pair) => [p1, p2].every((p) => Math.abs(value(p, pair)) < 1e-9 * Math.max(1, Math.abs(pair[x]), Math.abs(pair[y]))));
  const steps: ToolStep[] = [
    step(`The equation ${list[linearAt]} is linear: ${solveFor} = ${exprToText(inKeep)}.`),
    step(`Substitute it into ${list[1 - linearAt]}: ${exprToText(reduced.toExpr())} = 0, an equation in ${keep} alone.`),
    step(roots.length ? `Solve it: ${roots.map((r) => `${keep} = ${fractionOrDecimal(r.re)}`).join(' or ')}; then ${solveFor} = ${exprToText(inKeep)} gives ${pairs.map((pair) => `${solveFor} = ${fractionOrDecimal(pair[solveFor])}`).join(' and ')}.` : `It has no real solution.`),
  ];
  if (!pairs.length) return succeed(TOOL, 'No real solution: the line and the curve do not meet.', steps, { data: { solutions: [] } });
  steps.push(step(`Check each pair in both equations ✓.`));
  const answer = pairs.map((pair) => `${x} = ${fractionOrDecimal(pair[x])}, ${y} = ${fractionOrDecimal(pair[y])}`).join(' or ');
  return succeed(TOOL, answer, steps, { data: { solutions: pairs.map((pair) => ({ [x]: pair[x], [y]: pair[y] })) } });
}

export function solveLinearSystem(equations: string[] | string): ToolResult {
  return guard(TOOL, () => {
    const list = typeof equations === 'string' ? splitSystem(equations) : equations;
    if (list && list.length > 2 && list.length <= MAX_EQUATIONS) return solveSquareSystem(list);
    if (!list || list.length !== 2) throw new ToolInputError('Give two to four equations, for example "2x + 3y = 7 and x - y = 1".');
    const vars = new Set<string>();
    for (const eq of list) {
      const sides = splitEquation(eq);
      if (!sides) throw new ToolInputError(`"${eq}" is not an equation (it needs an "=").`);
      for (const side of [sides.left, sides.right]) {
        const p = polyFromExpr(parseExpr(side));
        p?.variables().forEach((v) => vars.add(v));
      }
    }
    const ordered = sortedVariables(vars);
    if (ordered.length !== 2) throw new ToolInputError(`A system of two equations needs exactly two unknowns; I found ${ordered.length ? ordered.join(', ') : 'none'}.`);
    const [x, y] = ordered;
    const byLine = solveBySubstitution(list, ordered);
    if (byLine) return byLine;
    const r1 = toRow(list[0], ordered);
    const r2 = toRow(list[1], ordered);
    const e1 = rowExpr(r1, x, y);
    const e2 = rowExpr(r2, x, y);
    // Coefficient names that are not the unknowns' own letters (a system in a and b is written p·a + q·b = r).
    const [ca, cb, cc] = [x, y].some((v) => 'abc'.includes(v)) ? ['p', 'q', 'r'] : ['a', 'b', 'c'];
    const steps: ToolStep[] = [step(`Write both equations in the form ${ca}${x} + ${cb}${y} = ${cc}: (1) ${e1.text}, (2) ${e2.text}.`,
      `\\begin{cases} ${e1.latex} & (1) \\\\ ${e2.latex} & (2) \\end{cases}`)];
    const det = r1.a.mul(r2.b).sub(r2.a.mul(r1.b));
    if (det.isZero()) return dependentOrInconsistent(r1, r2, x, y, steps);

    let yValue: Rational;
    if (r1.a.isZero() || r2.a.isZero()) {
      const row = r1.a.isZero() ? r1 : r2;
      yValue = row.c.div(row.b);
      steps.push(step(`Equation (${row === r1 ? 1 : 2}) has no ${x}, so ${y} = ${row.c}/${row.b} = ${yValue}.`, `${y} = ${yValue.toLatex()}`));
    } else {
      const target = commonTarget(r1.a, r2.a);
      const k1 = multiplier(r1.a, target);
      const k2 = multiplier(r2.a, target);
      const s1 = scaledRow(r1, k1);
      const s2 = scaledRow(r2, k2);
      if (!k1.isOne() || !k2.isOne()) {
        const parts = [!k1.isOne() ? `equation (1) by ${k1}` : '', !k2.isOne() ? `equation (2) by ${k2}` : ''].filter(Boolean).join(' and ');
        steps.push(step(`To eliminate ${x}, multiply ${parts} so both have ${target}${x}: ${rowExpr(s1, x, y).text} and ${rowExpr(s2, x, y).text}.`,
          `${rowExpr(s1, x, y).latex}, \\quad ${rowExpr(s2, x, y).latex}`));
      }
      const diff: Row = { a: Rational.ZERO, b: s1.b.sub(s2.b), c: s1.c.sub(s2.c) };
      const diffText = Poly.fromTerms([{ mono: [[y, 1]], coef: diff.b }]).toExpr();
      steps.push(step(`Subtract the equations to eliminate ${x}: ${exprToText(diffText)} = ${diff.c}.`, `${exprToLatex(diffText)} = ${diff.c.toLatex()}`));
      yValue = diff.c.div(diff.b);
      if (!diff.b.isOne()) steps.push(step(`Divide by ${diff.b}: ${y} = ${yValue}.`, `${y} = ${yValue.toLatex()}`));
    }
    const back = r1.a.isZero() ? r2 : r1;
    const xValue = back.c.sub(back.b.mul(yValue)).div(back.a);
    const substituted = bin('add', times(back.a, sym(x)), back.b.isZero() ? num(0) : times(back.b, num(yValue)));
    steps.push(step(`Substitute ${y} = ${yValue} into equation (${back === r1 ? 1 : 2}): ${exprToText(substituted)} = ${back.c}, so ${x} = ${xValue}.`,
      `${exprToLatex(substituted)} = ${back.c.toLatex()} \\Rightarrow ${x} = ${xValue.toLatex()}`));
    const check = (r: Row) => r.a.mul(xValue).add(r.b.mul(yValue));
    steps.push(step(`Check in both equations: (1) gives ${check(r1)} = ${r1.c} ✓ and (2) gives ${check(r2)} = ${r2.c} ✓.`));
    return succeed(TOOL, `${x} = ${xValue}, ${y} = ${yValue}`, steps, {
      answerLatex: `${x} = ${xValue.toLatex()},\\ ${y} = ${yValue.toLatex()}`,
      data: { solutions: 'one', [x]: xValue.toString(), [y]: yValue.toString(), values: { [x]: xValue.toNumber(), [y]: yValue.toNumber() } },
    });
  });
}

function proportional(r1: Row, r2: Row): boolean {
  return r1.a.mul(r2.c).equals(r2.a.mul(r1.c)) && r1.b.mul(r2.c).equals(r2.b.mul(r1.c)) && r1.a.mul(r2.b).equals(r2.a.mul(r1.b));
}

function dependentOrInconsistent(r1: Row, r2: Row, x: string, y: string, steps: ToolStep[]): ToolResult {
  const empty = (r: Row) => r.a.isZero() && r.b.isZero();
  const bad = [r1, r2].find((r) => empty(r) && !r.c.isZero());
  if (bad || (!proportional(r1, r2) && !empty(r1) && !empty(r2))) {
    steps.push(step(bad
      ? `One equation simplifies to 0 = ${bad.c}, which is impossible.`
      : `The ${x} and ${y} coefficients are in the same ratio but the right-hand sides are not: the equations describe parallel lines that never meet.`));
    return succeed(TOOL, 'No solution: the equations contradict each other (parallel lines).', steps, { data: { solutions: 'none' } });
  }
  const row = empty(r1) ? r2 : r1;
  steps.push(step('One equation is a multiple of the other, so they describe the same line: every point on it is a solution.'));
  let description: string;
  if (!row.b.isZero()) {
    const rhs = Poly.fromTerms([{ mono: [], coef: row.c.div(row.b) }, { mono: [[x, 1]], coef: row.a.div(row.b).neg() }]).toExpr();
    description = `${y} = ${exprToText(rhs)}`;
    steps.push(step(`Solve one equation for ${y}: ${description}, for any value of ${x}.`, `${y} = ${exprToLatex(rhs)}`));
  } else {
    description = `${x} = ${row.c.div(row.a)}`;
    steps.push(step(`The equations fix ${description}, and ${y} can be anything.`));
  }
  return succeed(TOOL, `Infinitely many solutions: ${description}${row.b.isZero() ? `, any ${y}` : ` for any ${x}`}.`, steps, {
    data: { solutions: 'infinite', relation: description },
  });
}
