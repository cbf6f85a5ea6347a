import { evaluateArithmetic } from './arithmetic';
import { bin, num, parseExpr, variablesOf, type Expr } from './expr';
import { commonFactor, factorPoly, factorizationToExpr } from './factor';
import { exprToLatex, exprToText } from './format';
import { Poly, polyFromExpr, termToExpr, type Term } from './polynomial';
import { Rational } from './rational';
import { hasRadical, radicalAnswer, simplifyRadicalExpr } from './radicals';
import { ratFuncFromExpr } from './rational-function';
import { simplifyExpr } from './symbolic';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';
import { degree, divide, gcdDense, primitive } from './univariate';

const MAX_SHOWN_TERMS = 16;

/** Distributes without collecting, so a step can show "x² + 3x + 2x + 6" before "x² + 5x + 6". */
function distribute(e: Expr): Term[] | null {
  const p = polyFromExpr(e);
  if (!p) return null;
  switch (e.kind) {
    case 'add':
    case 'sub': {
      const l = distribute(e.left);
      const r = distribute(e.right);
      if (!l || !r) return null;
      return [...l, ...(e.kind === 'sub' ? r.map((t) => ({ ...t, coef: t.coef.neg() })) : r)];
    }
    case 'neg': {
      const a = distribute(e.arg);
      return a && a.map((t) => ({ ...t, coef: t.coef.neg() }));
    }
    case 'mul': {
      const l = distribute(e.left);
      const r = distribute(e.right);
      if (!l || !r || l.length * r.length > MAX_SHOWN_TERMS) return null;
      return l.flatMap((a) => r.map((b) => Poly.fromTerms([a]).mul(Poly.fromTerms([b])).sortedTerms()[0]).filter((t): t is Term => t !== undefined));
    }
    default:
      return [...p.terms.values()];
  }
}

function sumOf(terms: Term[]): Expr {
  return terms.length ? terms.map(termToExpr).reduce((a, b) => bin('add', a, b)) : num(0);
}

function hasBrackets(e: Expr): boolean {
  if (e.kind === 'mul' || e.kind === 'pow') {
    const isSum = (x: Expr) => x.kind === 'add' || x.kind === 'sub';
    if (isSum(e.left) || isSum(e.right)) return true;
  }
  if (e.kind === 'neg') return hasBrackets(e.arg);
  if (e.kind === 'num' || e.kind === 'sym' || e.kind === 'call') return false;
  return hasBrackets(e.left) || hasBrackets(e.right);
}

function specialProductNote(e: Expr): ToolStep | null {
  const isSum = (x: Expr) => x.kind === 'add' || x.kind === 'sub';
  if (e.kind === 'pow' && isSum(e.left) && e.right.kind === 'num' && e.right.value.equals(Rational.of(2))) {
    return step('This is a perfect square: use (a + b)² = a² + 2ab + b².', '(a + b)^2 = a^2 + 2ab + b^2');
  }
  if (e.kind === 'mul' && isSum(e.left) && isSum(e.right)) {
    const l = polyFromExpr(e.left);
    const r = polyFromExpr(e.right);
    if (l && r && l.add(r).terms.size === 1 && l.sub(r).terms.size === 1) {
      return step('This is (a + b)(a − b), a difference of squares: the product is a² − b².', '(a + b)(a - b) = a^2 - b^2');
    }
    return step('Multiply every term in the first bracket by every term in the second.');
  }
  return null;
}

/** Steps and result for turning a polynomial expression into collected standard form. */
function expandSteps(e: Expr, p: Poly, steps: ToolStep[]): void {
  const note = specialProductNote(e);
  if (note) steps.push(note);
  const spread = distribute(e);
  const final = p.toExpr();
  if (spread && hasBrackets(e) && spread.length > 1) {
    steps.push(step(`Multiply out the brackets: ${exprToText(sumOf(spread))}.`, exprToLatex(sumOf(spread))));
  }
  const collected = spread ? Poly.fromTerms(spread) : p;
  if (spread && spread.length > collected.terms.size) {
    steps.push(step(`Collect like terms (terms with the same letters and powers): ${exprToText(final)}.`, exprToLatex(final)));
  } else if (!spread || !hasBrackets(e)) {
    steps.push(step(`Write it in standard form (highest power first): ${exprToText(final)}.`, exprToLatex(final)));
  }
}

/** Multiplies out brackets and powers and collects like terms: (x + 2)(x + 3) → x² + 5x + 6. */
export function expandExpression(expression: string): ToolResult {
  const tool = 'expand';
  return guard(tool, () => {
    const e = parseExpr(expression);
    const p = polyFromExpr(e);
    if (!p) {
      const rf = ratFuncFromExpr(e);
      if (!rf) throw new ToolInputError('I can expand polynomial expressions (numbers, letters, brackets and whole-number powers).');
      const top = rf.num.toExpr();
      const bottom = rf.den.toExpr();
      const result = bin('div', top, bottom);
      return succeed(tool, exprToText(result), [
        step(`Expand ${exprToText(e)}.`, exprToLatex(e)),
        step('Write everything over one denominator and multiply out the top and the bottom.', exprToLatex(result)),
      ], { answerLatex: exprToLatex(result) });
    }
    const steps: ToolStep[] = [step(`Expand ${exprToText(e)}.`, exprToLatex(e))];
    expandSteps(e, p, steps);
    const final = p.toExpr();
    return succeed(tool, exprToText(final), steps, { answerLatex: exprToLatex(final), data: { terms: p.terms.size } });
  });
}

function cancelCommonFactor(top: Poly, bottom: Poly, v: string, steps: ToolStep[]): Expr {
  const n = top.dense(v) ?? [];
  const d = bottom.dense(v) ?? [];
  const g = gcdDense(n, d);
  const showFactored = (p: Poly) => exprToText(factorizationToExpr(factorPoly(p)));
  const showFactoredTex = (p: Poly) => exprToLatex(factorizationToExpr(factorPoly(p)));
  steps.push(step(`Factor the numerator and the denominator: ${showFactored(top)} over ${showFactored(bottom)}.`,
    `\\frac{${showFactoredTex(top)}}{${showFactoredTex(bottom)}}`));
  let qn = n;
  let qd = d;
  if (degree(g) > 0) {
    qn = divide(n, g).q;
    qd = divide(d, g).q;
    const gp = Poly.fromDense(g, v);
    steps.push(step(`Cancel the common factor ${showFactored(gp)} (this is valid for values where it is not zero).`));
  } else {
    steps.push(step('There is no common factor to cancel, so this is already in lowest terms.'));
  }
  // Make the denominator primitive with a positive leading coefficient.
  const { content } = primitive(qd);
  const numerator = Poly.fromDense(qn.map((c) => c.div(content)), v);
  const denominator = Poly.fromDense(qd.map((c) => c.div(content)), v);
  const dc = denominator.constantValue();
  return dc ? numerator.scale(dc.inv()).toExpr() : bin('div', numerator.toExpr(), denominator.toExpr());
}

/**
 * Simplifies: polynomials are collected into standard form, fractions of polynomials in one variable
 * have common factors cancelled, and anything else goes through mathjs' rule-based simplifier.
 */
export function simplifyExpression(expression: string): ToolResult {
  const tool = 'simplify';
  return guard(tool, () => {
    const e = parseExpr(expression);
    const steps: ToolStep[] = [step(`Simplify ${exprToText(e)}.`, exprToLatex(e))];
    const radical = variablesOf(e).size === 0 ? simplifyRadicalExpr(e) : null;
    if (radical) return radicalAnswer(tool, radical, steps);
    const exact = variablesOf(e).size === 0 && hasRadical(e) ? evaluateArithmetic(expression) : null;
    if (exact?.ok && !exact.data?.approximate) return { ...exact, tool }; // √-4 = 2i
    const p = polyFromExpr(e);
    if (p) {
      expandSteps(e, p, steps);
      const final = p.toExpr();
      return succeed(tool, exprToText(final), steps, { answerLatex: exprToLatex(final) });
    }
    const rf = ratFuncFromExpr(e);
    const vars = rf ? [...new Set([...rf.num.variables(), ...rf.den.variables()])] : [];
    if (rf && vars.length === 1) {
      const result = cancelCommonFactor(rf.num, rf.den, vars[0], steps);
      steps.push(step(`Result: ${exprToText(result)}.`, exprToLatex(result)));
      return succeed(tool, exprToText(result), steps, { answerLatex: exprToLatex(result) });
    }
    if (rf) {
      const den = rf.den.sortedTerms();
      if (den.length === 1) {
        const quotient = Poly.fromTerms([...rf.num.terms.values()].map((t) => ({
          mono: t.mono.map(([v, k]) => [v, k - (den[0].mono.find(([w]) => w === v)?.[1] ?? 0)] as const),
          coef: t.coef.div(den[0].coef),
        })));
        if ([...quotient.terms.values()].every((t) => t.mono.every(([, k]) => k >= 0))) {
          steps.push(step('Divide every term of the numerator by the single-term denominator.', exprToLatex(quotient.toExpr())));
          return succeed(tool, exprToText(quotient.toExpr()), steps, { answerLatex: exprToLatex(quotient.toExpr()) });
        }
      }
    }
    const result = simplifyExpr(e);
    steps.push(step('Apply the algebra rules: combine like terms, cancel common factors and collect constants.', exprToLatex(result)));
    return succeed(tool, exprToText(result), steps, { answerLatex: exprToLatex(result) });
  });
}

/**
 * Factors polynomials over the rationals: common factor, then rational roots (one variable, or two
 * variables like x² − y²), quadratic pairs for quartics; says plainly what cannot be factored further.
 */
export function factorExpression(expression: string): ToolResult {
  const tool = 'factor';
  return guard(tool, () => {
    const e = parseExpr(expression);
    const p = polyFromExpr(e);
    if (!p) throw new ToolInputError('I can factor polynomials (numbers, letters and whole-number powers).');
    if (p.isZero()) throw new ToolInputError('0 has no factorization.');
    const steps: ToolStep[] = [step(`Factor ${exprToText(p.toExpr())}.`, exprToLatex(p.toExpr()))];
    const f = factorPoly(p);
    const common = commonFactor(p);
    const hasCommon = common.monomial.length > 0 || !common.constant.isOne();
    if (hasCommon) {
      const pulled = factorizationToExpr({ ...common, factors: [{ poly: common.rest, power: 1 }], irreducible: [], incomplete: false });
      const factorText = exprToText(factorizationToExpr({ ...common, factors: [], irreducible: [], incomplete: false }));
      steps.push(step(`Take out the common factor ${factorText}: ${exprToText(pulled)}.`, exprToLatex(pulled)));
    }
    const vars = p.variables();
    const linear = f.factors.filter((x) => x.poly.totalDegree() === 1);
    if (vars.length === 1 && p.degreeIn(vars[0]) === 2 && !f.monomial.length) acMethodStep(p, vars[0], steps);
    else if (linear.length && vars.length === 1) {
      steps.push(step(`Find rational roots with the rational-root theorem; each root r gives a factor (${vars[0]} − r): ${linear.map((x) => exprToText(x.poly.toExpr())).join(', ')}.`));
    } else if (linear.length && vars.length === 2 && (f.factors.length > 1 || f.factors.some((x) => x.power > 1))) {
      steps.push(step(`Treat it as a polynomial in ${vars[0]}/${vars[1]}: its roots give the factors ${linear.map((x) => `(${exprToText(x.poly.toExpr())})`).join('')}.`));
    }
    for (const q of f.irreducible) {
      steps.push(step(q.totalDegree() === 2
        ? `${exprToText(q.toExpr())} cannot be factored further with rational numbers (its discriminant is not a perfect square).`
        : `${exprToText(q.toExpr())} has no rational roots and does not split into rational factors.`));
    }
    if (f.incomplete) steps.push(step('Some part may still factor with methods beyond this tool (for example into higher-degree pieces).'));
    const result = factorizationToExpr(f);
    const trivial = f.factors.length <= 1 && f.factors.every((x) => x.power === 1) && !hasCommon;
    steps.push(step(trivial ? `${exprToText(p.toExpr())} does not factor over the rationals.` : `Result: ${exprToText(result)}. Multiplying it out gives back the original ✓.`, exprToLatex(result)));
    return succeed(tool, exprToText(result), steps, { answerLatex: exprToLatex(result), data: { factored: !trivial } });
  });
}

/** For ax² + bx + c with integers: "find two numbers with product ac and sum b". */
function acMethodStep(p: Poly, v: string, steps: ToolStep[]): void {
  const c = p.dense(v);
  if (!c || !c.every((x) => x.isInteger())) return;
  const [c0, c1, c2] = c.map((x) => x.num);
  const ac = c2 * c0;
  for (let m = 1n; m * m <= (ac < 0n ? -ac : ac) && m < 100000n; m++) {
    if (ac % m !== 0n) continue;
    for (const [r, s] of [[m, ac / m], [-m, -ac / m]]) {
      if (r + s === c1) {
        steps.push(step(`Look for two numbers whose product is a·c = ${ac} and whose sum is b = ${c1}: ${r} and ${s}.`));
        return;
      }
    }
  }
}
