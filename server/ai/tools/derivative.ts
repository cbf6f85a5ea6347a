import { assertNoUnknownFunction, evalNumber, isFreeOf, num, parseExpr, pickVariable, type Expr } from './expr';
import { exprToLatex, exprToText, formatNumber } from './format';
import { Poly, polyFromExpr, termToExpr, type Term } from './polynomial';
import { Rational } from './rational';
import { derivativeExpr } from './symbolic';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

const TOOL = 'differentiate';

type Rule = 'sum' | 'constant' | 'constantMultiple' | 'power' | 'product' | 'quotient' | 'chain' | 'sin' | 'cos' | 'tan' | 'exp' | 'expBase' | 'ln' | 'sqrt' | 'other';

const RULES: Record<Rule, ToolStep> = {
  sum: step('Sum rule: differentiate each term separately and add the results.', "(f + g)' = f' + g'"),
  constant: step('The derivative of a constant is 0.', "\\frac{d}{dx}c = 0"),
  constantMultiple: step('Constant multiple rule: a constant factor stays in front.', "(c \\cdot f)' = c \\cdot f'"),
  power: step('Power rule: bring the exponent down and lower it by one.', '\\frac{d}{dx}x^n = n x^{n-1}'),
  product: step('Product rule: for a product of two functions, differentiate one at a time.', "(uv)' = u'v + uv'"),
  quotient: step('Quotient rule for a fraction of two functions.', "\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}"),
  chain: step('Chain rule: differentiate the outer function, keep the inside, then multiply by the derivative of the inside.', "\\frac{d}{dx}f(g(x)) = f'(g(x)) \\cdot g'(x)"),
  sin: step('The derivative of sin is cos.', '\\frac{d}{dx}\\sin x = \\cos x'),
  cos: step('The derivative of cos is −sin.', '\\frac{d}{dx}\\cos x = -\\sin x'),
  tan: step('The derivative of tan is sec².', '\\frac{d}{dx}\\tan x = \\sec^2 x'),
  exp: step('eˣ is its own derivative.', '\\frac{d}{dx}e^x = e^x'),
  expBase: step('For another base a: the derivative of aˣ is aˣ·ln a.', '\\frac{d}{dx}a^x = a^x \\ln a'),
  ln: step('The derivative of ln x is 1/x.', '\\frac{d}{dx}\\ln x = \\frac{1}{x}'),
  sqrt: step('√x = x^(1/2), so by the power rule its derivative is 1/(2√x).', '\\frac{d}{dx}\\sqrt{x} = \\frac{1}{2\\sqrt{x}}'),
  other: step('Use the standard derivative of each remaining function (inverse trig, hyperbolic, …).'),
};

/** Which rules a derivative of e needs, so the steps can name them. */
function collectRules(e: Expr, v: string, out: Set<Rule>): void {
  if (isFreeOf(e, v)) return;
  const inner = (a: Expr) => {
    if (!(a.kind === 'sym' && a.name === v)) out.add('chain');
    collectRules(a, v, out);
  };
  switch (e.kind) {
    case 'sym':
      out.add('power');
      return;
    case 'neg':
      out.add('constantMultiple');
      collectRules(e.arg, v, out);
      return;
    case 'add':
    case 'sub':
      out.add('sum');
      collectRules(e.left, v, out);
      collectRules(e.right, v, out);
      return;
    case 'mul':
    case 'div': {
      const lFree = isFreeOf(e.left, v);
      const rFree = isFreeOf(e.right, v);
      if (lFree || (rFree && e.kind === 'mul') || (rFree && e.kind === 'div')) out.add('constantMultiple');
      else out.add(e.kind === 'mul' ? 'product' : 'quotient');
      if (e.kind === 'div' && lFree) out.add('chain');
      if (e.kind === 'div' && lFree) out.add('power');
      collectRules(e.left, v, out);
      collectRules(e.right, v, out);
      return;
    }
    case 'pow':
      if (isFreeOf(e.right, v)) {
        out.add('power');
        if (!(e.left.kind === 'sym' && e.left.name === v)) inner(e.left);
      } else if (isFreeOf(e.left, v)) {
        out.add(e.left.kind === 'sym' && e.left.name === 'e' ? 'exp' : 'expBase');
        inner(e.right);
      } else {
        out.add('other');
        collectRules(e.left, v, out);
        collectRules(e.right, v, out);
      }
      return;
    case 'call': {
      const known: Record<string, Rule> = { sin: 'sin', cos: 'cos', tan: 'tan', exp: 'exp', ln: 'ln', sqrt: 'sqrt' };
      out.add(known[e.name] ?? 'other');
      e.args.forEach(inner);
      return;
    }
    case 'num':
      return;
  }
}

function monomialPower(t: Term, v: string): number {
  return t.mono.find(([w]) => w === v)?.[1] ?? 0;
}

/** Term-by-term power-rule steps for a polynomial: d/dx(3x⁴) = 4·3x³ = 12x³. */
function polynomialSteps(p: Poly, v: string, steps: ToolStep[]): Poly {
  const terms = p.sortedTerms();
  if (terms.length > 1) steps.push(RULES.sum);
  steps.push(RULES.power);
  for (const t of terms.slice(0, 10)) {
    const n = monomialPower(t, v);
    const before = termToExpr(t);
    const d = Poly.fromTerms([t]).derivative(v);
    const after = d.toExpr();
    if (n === 0) {
      steps.push(step(`${exprToText(before)} does not contain ${v}, so its derivative is 0.`, `\\frac{d}{d${v}}\\left(${exprToLatex(before)}\\right) = 0`));
    } else if (n === 1) {
      steps.push(step(`d/d${v}(${exprToText(before)}) = ${exprToText(after)}`, `\\frac{d}{d${v}}\\left(${exprToLatex(before)}\\right) = ${exprToLatex(after)}`));
    } else {
      const coef = t.coef;
      const middle = `${n}·${coef.isOne() ? '' : coef.sign() < 0 || !coef.isInteger() ? `(${coef})` : coef}${v}${n - 1 === 1 ? '' : `^${n - 1}`}`;
      steps.push(step(`d/d${v}(${exprToText(before)}) = ${middle} = ${exprToText(after)}`,
        `\\frac{d}{d${v}}\\left(${exprToLatex(before)}\\right) = ${n} \\cdot ${coef.isOne() ? '' : `${coef.sign() < 0 || !coef.isInteger() ? `\\left(${coef.toLatex()}\\right)` : coef.toLatex()}`}${v}${n - 1 === 1 ? '' : `^{${n - 1}}`} = ${exprToLatex(after)}`));
    }
  }
  if (terms.length > 10) steps.push(step('… and the same for the remaining terms.'));
  return p.derivative(v);
}

const FN_DERIVATIVE: Record<string, string> = {
  sin: 'cos(u)', cos: '-sin(u)', tan: 'sec(u)^2', exp: 'e^u', ln: '1/u', sqrt: '1/(2√u)',
};

/** Worked product/quotient/chain rule for the outermost operation, naming u, v and their derivatives. */
function explainOuter(e: Expr, v: string): ToolStep | null {
  const d = (x: Expr) => derivativeExpr(x, v);
  const t = exprToText;
  const l = exprToLatex;
  const isV = (x: Expr) => x.kind === 'sym' && x.name === v;
  if ((e.kind === 'mul' || e.kind === 'div') && !isFreeOf(e.left, v) && !isFreeOf(e.right, v)) {
    const [u, w] = [e.left, e.right];
    const names = `u = ${t(u)}, v = ${t(w)}, so u' = ${t(d(u))} and v' = ${t(d(w))}`;
    const latex = `u = ${l(u)},\\ v = ${l(w)},\\ u' = ${l(d(u))},\\ v' = ${l(d(w))}`;
    return step(e.kind === 'mul' ? `Product rule with ${names}; then (uv)' = u'v + uv'.` : `Quotient rule with ${names}; then (u/v)' = (u'v − uv')/v².`, latex);
  }
  if (e.kind === 'call' && e.args.length === 1 && !isV(e.args[0]) && !isFreeOf(e.args[0], v)) {
    const inner = e.args[0];
    const outer = FN_DERIVATIVE[e.name];
    return step(`Chain rule: the outer function is ${e.name}(u) with inside u = ${t(inner)}.${outer ? ` Its derivative is ${outer}` : ''}, and u' = ${t(d(inner))}; multiply them.`,
      `u = ${l(inner)},\\ u' = ${l(d(inner))}`);
  }
  if (e.kind === 'pow' && isFreeOf(e.right, v) && !isV(e.left) && !isFreeOf(e.left, v)) {
    return step(`Chain rule: the outside is (u)^${t(e.right)} with u = ${t(e.left)}. Bring the power down, lower it by one, and multiply by u' = ${t(d(e.left))}.`,
      `u = ${l(e.left)},\\ u' = ${l(d(e.left))}`);
  }
  if (e.kind === 'pow' && isFreeOf(e.left, v) && !isV(e.right)) {
    return step(`Chain rule: the outside is ${t(e.left)}^u with u = ${t(e.right)}, and u' = ${t(d(e.right))}.`, `u = ${l(e.right)},\\ u' = ${l(d(e.right))}`);
  }
  return null;
}

function splitSum(e: Expr): Expr[] {
  if (e.kind === 'add') return [...splitSum(e.left), ...splitSum(e.right)];
  if (e.kind === 'sub') return [...splitSum(e.left), ...splitSum(e.right).map((t): Expr => ({ kind: 'neg', arg: t }))];
  return [e];
}

function primes(order: number): string {
  return order <= 3 ? "'".repeat(order) : `^(${order})`;
}

/**
 * Differentiates with the rules named in the steps: exact term-by-term power rule for polynomials,
 * and mathjs' symbolic derivative (sum, product, quotient, chain, trig, exp, ln) for everything else.
 */
/**
 * d/dx (u)ⁿ = n·u′·uⁿ⁻¹ for a power (3 or more) of a polynomial sum u: (3x² + 1)⁵ → 30x(3x² + 1)⁴,
 * the form a teacher expects, not its expansion. Null for anything else.
 */
function chainRuleOfPower(e: Expr, v: string, steps: ToolStep[]): Expr | null {
  if (e.kind !== 'pow' || e.right.kind !== 'num') return null;
  const n = e.right.value;
  const base = polyFromExpr(e.left);
  if (!n.isInteger() || n.toNumber() < 3 || !base || base.terms.size < 2 || base.variables().some((w) => w !== v)) return null;
  const inner = base.derivative(v).scale(n);
  const power: Expr = { kind: 'pow', left: base.toExpr(), right: num(n.sub(Rational.ONE)) };
  const result: Expr = { kind: 'mul', left: inner.toExpr(), right: power };
  steps.push(RULES.chain);
  steps.push(step(`Chain rule: the outside is u^${n} with u = ${exprToText(base.toExpr())}, and u′ = ${exprToText(base.derivative(v).toExpr())}. So d/d${v} = ${n}·u^${n.sub(Rational.ONE)}·u′ = ${exprToText(result)}.`, `\\frac{d}{d${v}} = ${exprToLatex(result)}`));
  return result;
}

/**
 * d/dx (u/v) for two polynomials, as a teacher writes it: (u′v − uv′)/v² with the numerator
 * multiplied out and collected and v² left as a square: (x² + 1)/(x − 1) → (x² − 2x − 1)/(x − 1)^2.
 * Null for anything else.
 */
function quotientOfPolynomials(e: Expr, v: string, steps: ToolStep[]): Expr | null {
  if (e.kind !== 'div') return null;
  const [u, w] = [polyFromExpr(e.left), polyFromExpr(e.right)];
  if (!u || !w || w.degreeIn(v) < 1 || [...u.variables(), ...w.variables()].some((x) => x !== v)) return null;
  const top = u.derivative(v).mul(w).sub(u.mul(w.derivative(v)));
  const square: Expr = { kind: 'pow', left: w.toExpr(), right: num(Rational.of(2n, 1n)) };
  const result: Expr = top.isZero() ? num(0) : { kind: 'div', left: top.toExpr(), right: square };
  const [ut, wt] = [exprToText(u.toExpr()), exprToText(w.toExpr())];
  const [du, dw] = [exprToText(u.derivative(v).toExpr()), exprToText(w.derivative(v).toExpr())];
  steps.push(RULES.quotient);
  steps.push(
    step(`Quotient rule with u = ${ut}, v = ${wt}, so u′ = ${du} and v′ = ${dw}: (u/v)′ = (u′v − uv′)/v² = ((${du})(${wt}) − (${ut})(${dw}))/(${wt})².`, `u = ${exprToLatex(u.toExpr())},\\ v = ${exprToLatex(w.toExpr())},\\ u' = ${exprToLatex(u.derivative(v).toExpr())},\\ v' = ${exprToLatex(w.derivative(v).toExpr())}`),
    step(`Multiply out and collect the numerator: ${exprToText(top.toExpr())}. So d/d${v} = ${exprToText(result)}.`, `\\frac{d}{d${v}} = ${exprToLatex(result)}`),
  );
  return result;
}

export function differentiate(expression: string, variable?: string, order = 1, at?: string | number): ToolResult {
  return guard(TOOL, () => {
    if (!Number.isInteger(order) || order < 1 || order > 10) throw new ToolInputError('The order of the derivative must be a whole number from 1 to 10.');
    assertNoUnknownFunction(expression);
    const e = parseExpr(expression);
    const v = pickVariable(e, variable);
    const steps: ToolStep[] = [step(`Differentiate f(${v}) = ${exprToText(e)} with respect to ${v}${order > 1 ? ` ${order} times` : ''}.`, `f(${v}) = ${exprToLatex(e)}`)];
    let current: Expr = e;
    for (let k = 1; k <= order; k++) {
      // (3x² + 1)⁵ is differentiated by the chain rule and left as 30x(3x² + 1)⁴, not multiplied out.
      const chained = k === 1 ? (chainRuleOfPower(current, v, steps) ?? quotientOfPolynomials(current, v, steps)) : null;
      const p = chained ? null : polyFromExpr(current);
      if (chained) current = chained;
      else if (p) current = polynomialSteps(p, v, steps).toExpr();
      else {
        const rules = new Set<Rule>();
        collectRules(current, v, rules);
        const ordered = (Object.keys(RULES) as Rule[]).filter((r) => rules.has(r));
        steps.push(...ordered.map((r) => RULES[r]));
        const terms = splitSum(current);
        const outer = terms.length === 1 ? explainOuter(current, v) : null;
        if (outer) steps.push(outer);
        if (terms.length > 1 && terms.length <= 8) {
          for (const t of terms) {
            const dt = isFreeOf(t, v) ? num(0) : derivativeExpr(t, v);
            steps.push(step(`d/d${v}(${exprToText(t)}) = ${exprToText(dt)}`, `\\frac{d}{d${v}}\\left(${exprToLatex(t)}\\right) = ${exprToLatex(dt)}`));
          }
        }
        current = isFreeOf(current, v) ? num(0) : derivativeExpr(current, v);
      }
      if (order > 1) steps.push(step(`f${primes(k)}(${v}) = ${exprToText(current)}`, `f${primes(k)}(${v}) = ${exprToLatex(current)}`));
    }
    const name = `f${primes(order)}(${v})`;
    let answer = `${name} = ${exprToText(current)}`;
    let answerLatex = `${name} = ${exprToLatex(current)}`;
    const data: Record<string, unknown> = { variable: v, order, derivative: exprToText(current) };
    if (at !== undefined && String(at).trim() !== '') {
      const point = parseExpr(String(at));
      const exactPoint = polyFromExpr(point)?.constantValue();
      const p = polyFromExpr(current);
      const dense = p?.dense(v);
      let valueText: string;
      if (exactPoint && dense) {
        const value = dense.reduceRight((acc, c) => acc.mul(exactPoint).add(c), Rational.ZERO);
        valueText = value.toString();
        data.value = value.toNumber();
      } else {
        const value = evalNumber(current, { [v]: evalNumber(point) });
        valueText = formatNumber(value);
        data.value = value;
      }
      steps.push(step(`Substitute ${v} = ${exprToText(point)}: f${primes(order)}(${exprToText(point)}) = ${valueText}.`));
      answer += `, so f${primes(order)}(${exprToText(point)}) = ${valueText}`;
      answerLatex += `,\\quad f${primes(order)}(${exprToLatex(point)}) = ${valueText}`;
    }
    return succeed(TOOL, answer, steps, { answerLatex, data });
  });
}
