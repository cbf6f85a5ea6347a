import { assertNoUnknownFunction, bin, call, evalNumber, isFreeOf, num, parseExpr, pickVariable, substitute, sym, toMathString, variablesOf, type Expr } from './expr';
import { exprToLatex, exprToText, formatNumber, formatNumberLatex } from './format';
import { byParts, bySubstitution } from './integral-techniques';
import { polyFromExpr } from './polynomial';
import { Rational } from './rational';
import { simplifyExpr } from './symbolic';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

const TOOL = 'integrate';

/** c·e shown as "x^3/3", "2x^(3/2)/3", "-cos(2x)/2". */
export function scaled(c: Rational, e: Expr): Expr {
  const top = c.num === 1n ? e : c.num === -1n ? ({ kind: 'neg', arg: e } as Expr) : bin('mul', num(Rational.of(c.num)), e);
  return c.den === 1n ? top : bin('div', top, num(Rational.of(c.den)));
}

interface Factor {
  base: Expr;
  power: Rational;
}

/** Splits a product/quotient into a constant part and powers of the parts that depend on v. */
function factorize(e: Expr, v: string, sign: 1 | -1, constant: Expr[], factors: Factor[]): void {
  if (isFreeOf(e, v)) {
    constant.push(sign === 1 ? e : bin('div', num(1), e));
    return;
  }
  if (e.kind === 'neg') {
    constant.push(num(-1));
    factorize(e.arg, v, sign, constant, factors);
  } else if (e.kind === 'mul') {
    factorize(e.left, v, sign, constant, factors);
    factorize(e.right, v, sign, constant, factors);
  } else if (e.kind === 'div') {
    factorize(e.left, v, sign, constant, factors);
    factorize(e.right, v, sign === 1 ? -1 : 1, constant, factors);
  } else {
    let base: Expr = e;
    let power = Rational.ONE;
    const k = e.kind === 'pow' ? polyFromExpr(e.right)?.constantValue() : null;
    if (e.kind === 'pow' && k) [base, power] = [e.left, k];
    else if (e.kind === 'call' && e.name === 'sqrt') [base, power] = [e.args[0], Rational.of(1, 2)];
    else if (e.kind === 'call' && e.name === 'cbrt') [base, power] = [e.args[0], Rational.of(1, 3)];
    if (sign === -1) power = power.neg();
    const same = factors.find((f) => toMathString(f.base) === toMathString(base));
    if (same) same.power = same.power.add(power);
    else factors.push({ base, power });
  }
}

/** Slope a when u = a·v + b, else null; linear insides are what the table's rules allow. */
function linearSlope(u: Expr, v: string): Rational | null {
  const p = polyFromExpr(u);
  const d = p?.dense(v);
  return d && d.length === 2 && !d[1].isZero() ? d[1] : null;
}

interface TermIntegral {
  result: Expr;
  rule: string;
  /** Points where the integrand blows up (for definite integrals). */
  poles: Rational[];
  /** Found by substitution or by parts: its poles are not known exactly, so a definite integral scans for them. */
  technique?: boolean;
}

function poleOf(u: Expr, v: string): Rational[] {
  const d = polyFromExpr(u)?.dense(v);
  return d && d.length === 2 ? [d[0].neg().div(d[1])] : [];
}

/** The table of standard integrals, applied to one v-dependent factor with linear inside u = a·v + b. */
function integrateFactor(f: Factor, v: string): { core: Expr; coef: Rational; rule: string; poles: Rational[] } | null {
  const { base, power } = f;
  const a = linearSlope(base, v);
  if (a) {
    const inner = base.kind === 'sym' ? '' : ` with u = ${exprToText(base)}, dividing by u' = ${a}`;
    if (power.equals(Rational.ONE.neg())) {
      return { core: call('ln', call('abs', base)), coef: a.inv(), rule: `∫ 1/u du = ln|u| + C${inner}`, poles: poleOf(base, v) };
    }
    const n1 = power.add(Rational.ONE);
    const core = n1.isOne() ? base : bin('pow', base, num(n1));
    return { core, coef: a.mul(n1).inv(), rule: `Power rule ∫ uⁿ du = uⁿ⁺¹/(n+1) + C (here n = ${power})${inner}`, poles: power.sign() < 0 ? poleOf(base, v) : [] };
  }
  const arg = base.kind === 'call' ? base.args[0] : base.kind === 'pow' ? base.right : null;
  const slope = arg ? linearSlope(arg, v) : null;
  const inner = arg && slope && !(arg.kind === 'sym') ? ` with u = ${exprToText(arg)}, dividing by u' = ${slope}` : '';
  if (arg && slope && power.isOne()) {
    if ((base.kind === 'call' && base.name === 'exp') || (base.kind === 'pow' && base.left.kind === 'sym' && base.left.name === 'e')) {
      return { core: base, coef: slope.inv(), rule: `∫ eᵘ du = eᵘ + C${inner}`, poles: [] };
    }
    if (base.kind === 'pow' && isFreeOf(base.left, v)) {
      const k = evalNumber(base.left);
      if (!(k > 0) || k === 1) return null;
      return { core: bin('div', base, call('ln', base.left)), coef: slope.inv(), rule: `∫ aᵘ du = aᵘ/ln a + C${inner}`, poles: [] };
    }
    if (base.kind === 'call') {
      const table: Record<string, [Expr, 1 | -1, string]> = {
        sin: [call('cos', arg), -1, '∫ sin u du = −cos u + C'],
        cos: [call('sin', arg), 1, '∫ cos u du = sin u + C'],
        tan: [call('ln', call('abs', call('cos', arg))), -1, '∫ tan u du = −ln|cos u| + C'],
      };
      const hit = table[base.name];
      if (hit) return { core: hit[0], coef: slope.inv().mul(Rational.of(hit[1])), rule: `${hit[2]}${inner}`, poles: [] };
    }
  }
  if (arg && slope && base.kind === 'call') {
    const sq = (name: string, p: number) => base.name === name && power.equals(Rational.of(p));
    if (sq('sec', 2) || sq('cos', -2)) return { core: call('tan', arg), coef: slope.inv(), rule: `∫ sec² u du = tan u + C${inner}`, poles: [] };
    if (sq('csc', 2) || sq('sin', -2)) return { core: call('cot', arg), coef: slope.inv().neg(), rule: `∫ csc² u du = −cot u + C${inner}`, poles: [] };
  }
  // 1/(a v² + c) with c/a a perfect square r²: (1/(a r))·atan(v/r).
  const d = polyFromExpr(base)?.dense(v);
  if (d && d.length === 3 && d[1].isZero() && power.equals(Rational.ONE.neg()) && d[0].sign() > 0 && d[2].sign() > 0) {
    const r2 = d[0].div(d[2]);
    const rn = Math.round(Math.sqrt(r2.num > 0n ? Number(r2.num) : 0));
    const rd = Math.round(Math.sqrt(Number(r2.den)));
    if (BigInt(rn * rn) === r2.num && BigInt(rd * rd) === r2.den) {
      const r = Rational.of(rn, rd);
      const insideAtan = r.isOne() ? sym(v) : scaled(r.inv(), sym(v));
      return { core: call('atan', insideAtan), coef: d[2].mul(r).inv(), rule: '∫ 1/(x² + r²) dx = (1/r)·arctan(x/r) + C', poles: [] };
    }
  }
  return null;
}

function integrateTerm(term: Expr, v: string): TermIntegral {
  const constant: Expr[] = [];
  const factors: Factor[] = [];
  factorize(term, v, 1, constant, factors);
  const live = factors.filter((f) => !f.power.isZero());
  const constExpr = constant.reduce<Expr>((acc, c) => bin('mul', acc, c), num(1));
  const constValue = polyFromExpr(constExpr)?.constantValue() ?? null;
  if (!live.length) {
    const core = sym(v);
    return { result: constValue ? scaled(constValue, core) : bin('mul', simplifyExpr(constExpr), core), rule: 'The integral of a constant k is k·x + C', poles: [] };
  }
  const hit = live.length === 1 ? integrateFactor(live[0], v) : null;
  if (!hit) {
    // Beyond the table: substitution, then integration by parts. integrate() verifies the result.
    const technique = bySubstitution(constExpr, live, v) ?? byParts(constExpr, live, v);
    if (technique) return { result: technique.result, rule: technique.rule, poles: [], technique: true };
    throw new ToolInputError(`I can't integrate ${exprToText(term)} with the standard table (powers, 1/x, eˣ, aˣ, sin, cos, tan, sec², 1/(x²+a²) of a linear inside). It may need substitution or integration by parts.`);
  }
  const result = constValue ? scaled(constValue.mul(hit.coef), hit.core) : bin('mul', simplifyExpr(constExpr), scaled(hit.coef, hit.core));
  return { result, rule: hit.rule, poles: hit.poles };
}

function splitSum(e: Expr): Expr[] {
  if (e.kind === 'add') return [...splitSum(e.left), ...splitSum(e.right)];
  if (e.kind === 'sub') return [...splitSum(e.left), ...splitSum(e.right).map((t): Expr => ({ kind: 'neg', arg: t }))];
  return [e];
}

function sumExprs(list: Expr[]): Expr {
  return list.reduce((a, b) => bin('add', a, b));
}

/** Removes values like ln(1), |2|, cos(0) after substituting bounds, so exact answers stay readable. */
function cleanConstants(e: Expr): Expr {
  switch (e.kind) {
    case 'num':
    case 'sym':
      return e;
    case 'neg':
      return { kind: 'neg', arg: cleanConstants(e.arg) };
    case 'call': {
      const args = e.args.map(cleanConstants);
      const r = args[0] && polyFromExpr(args[0])?.constantValue();
      if (e.name === 'abs' && r) return num(r.abs());
      if (r && r.isZero() && ['sin', 'tan', 'atan'].includes(e.name)) return num(0);
      if (r && r.isZero() && e.name === 'cos') return num(1);
      if (r && r.isOne() && e.name === 'ln') return num(0);
      if (r && r.isZero() && e.name === 'exp') return num(1);
      if (r && r.isOne() && e.name === 'exp') return sym('e');
      if (args[0]?.kind === 'sym' && args[0].name === 'e' && e.name === 'ln') return num(1);
      return call(e.name, ...args);
    }
    default: {
      const l = cleanConstants(e.left);
      const r = cleanConstants(e.right);
      const rv = polyFromExpr(r)?.constantValue();
      if (e.kind === 'pow' && rv?.isZero()) return num(1);
      if (e.kind === 'pow' && rv?.isOne()) return l;
      return bin(e.kind, l, r);
    }
  }
}

function checkAntiderivative(f: Expr, F: Expr, v: string, points: number[]): boolean {
  const others: Record<string, number> = {};
  [...variablesOf(f)].filter((w) => w !== v).forEach((w, i) => (others[w] = 1.1 + 0.2 * i));
  const at = (x: number) => ({ ...others, [v]: x });
  const dF = (x: number, finer = 1) => {
    const h = (1e-5 * Math.max(1, Math.abs(x))) / finer;
    return (evalNumber(F, at(x + h)) - evalNumber(F, at(x - h))) / (2 * h);
  };
  let checked = 0;
  for (const x of points) {
    const expected = evalNumber(f, at(x));
    const got = dF(x);
    // Skip points next to a singularity, where finite differences are meaningless (two step sizes
    // disagree there); large but ordinary values ((2x² + 4)⁵ is 2·10³ at x = 0.4) are checked to a
    // relative tolerance.
    if (!Number.isFinite(expected) || !Number.isFinite(got)) continue;
    if (Math.abs(expected) > 1e3 && Math.abs(dF(x, 10) - got) > 1e-6 * Math.abs(got)) continue;
    checked++;
    if (Math.abs(expected - got) > 1e-4 * Math.max(1, Math.abs(expected))) return false;
  }
  return checked > 0;
}

/**
 * Integrates polynomials exactly (term by term, + C) and common functions from the standard table,
 * and evaluates definite integrals F(b) − F(a) — exactly when the bounds and F allow it.
 */
export function integrate(expression: string, variable?: string, lower?: string | number, upper?: string | number): ToolResult {
  return guard(TOOL, () => {
    assertNoUnknownFunction(expression);
    const f = parseExpr(expression);
    const v = pickVariable(f, variable);
    const definite = lower !== undefined && upper !== undefined && String(lower).trim() !== '' && String(upper).trim() !== '';
    const a = definite ? parseExpr(String(lower)) : null;
    const b = definite ? parseExpr(String(upper)) : null;
    const isSum = f.kind === 'add' || f.kind === 'sub';
    const intLatex = `\\int${a && b ? `_{${exprToLatex(a)}}^{${exprToLatex(b)}}` : ''} ${isSum ? `\\left(${exprToLatex(f)}\\right)` : exprToLatex(f)} \\, d${v}`;
    const intText = `∫ ${isSum ? `(${exprToText(f)})` : exprToText(f)} d${v}`;
    const steps: ToolStep[] = [step(`Integrate ${exprToText(f)} with respect to ${v}${a && b ? ` from ${exprToText(a)} to ${exprToText(b)}` : ''}.`, intLatex)];
    const terms = splitSum(f);
    if (terms.length > 1) steps.push(step('Integrate term by term: the integral of a sum is the sum of the integrals.'));
    const pieces: TermIntegral[] = [];
    const poly = polyFromExpr(f);
    for (const t of terms) {
      let piece: TermIntegral;
      try {
        piece = integrateTerm(t, v);
      } catch (error) {
        // No rule from the table: a definite integral still has a value, found numerically.
        if (a && b && error instanceof ToolInputError) return numericDefinite(f, v, a, b, intLatex);
        throw error;
      }
      pieces.push(piece);
      if (terms.length <= 10) {
        steps.push(step(`${piece.rule}: ∫ ${exprToText(t)} d${v} = ${exprToText(piece.result)}`, `\\int ${exprToLatex(t)} \\, d${v} = ${exprToLatex(piece.result)}`));
      }
    }
    let F = sumExprs(pieces.map((p) => p.result));
    if (poly && terms.every((t) => (polyFromExpr(t)?.terms.size ?? 0) <= 1)) {
      const exact = polyFromExpr(F);
      if (exact) F = exact.toExpr();
    }
    const sample = [0.37, 0.81, 1.53, 2.2];
    if (!checkAntiderivative(f, F, v, a && b ? [evalNumber(a) * 0.7 + evalNumber(b) * 0.3, ...sample] : sample)) {
      throw new ToolInputError('I could not verify this antiderivative, so I won’t give an answer I can’t check.');
    }
    steps.push(step(`Add the constant of integration: F(${v}) = ${exprToText(F)} + C.`, `F(${v}) = ${exprToLatex(F)} + C`));
    steps.push(step(`Check: differentiating F(${v}) gives back ${exprToText(f)} ✓.`, `\\frac{d}{d${v}}\\left(${exprToLatex(F)}\\right) = ${exprToLatex(f)}`));
    if (!a || !b) {
      return succeed(TOOL, `${intText} = ${exprToText(F)} + C`, steps, {
        answerLatex: `${intLatex} = ${exprToLatex(F)} + C`,
        data: { variable: v, antiderivative: exprToText(F) },
      });
    }
    return definiteResult(F, v, a, b, pieces, steps, intLatex, f);
  });
}

/** Adaptive Simpson's rule to a tolerance; NaN as soon as the integrand is not finite at a sample. */
function adaptiveSimpson(g: (x: number) => number, lo: number, hi: number, tolerance = 1e-12): number {
  const simpson = (a: number, b: number, fa: number, fm: number, fb: number) => ((b - a) / 6) * (fa + 4 * fm + fb);
  const recurse = (a: number, b: number, fa: number, fm: number, fb: number, whole: number, tol: number, depth: number): number => {
    const m = (a + b) / 2;
    const lm = (a + m) / 2;
    const rm = (m + b) / 2;
    const flm = g(lm);
    const frm = g(rm);
    if (!Number.isFinite(flm) || !Number.isFinite(frm)) return Number.NaN;
    const left = simpson(a, m, fa, flm, fm);
    const right = simpson(m, b, fm, frm, fb);
    if (depth <= 0 || Math.abs(left + right - whole) <= 15 * tol) return left + right + (left + right - whole) / 15;
    return recurse(a, m, fa, flm, fm, left, tol / 2, depth - 1) + recurse(m, b, fm, frm, fb, right, tol / 2, depth - 1);
  };
  const [fa, fm, fb] = [g(lo), g((lo + hi) / 2), g(hi)];
  if (![fa, fm, fb].every(Number.isFinite)) return Number.NaN;
  return recurse(lo, hi, fa, fm, fb, simpson(lo, hi, fa, fm, fb), tolerance, 40);
}

/** Five-point Gauss–Legendre on equal panels: a second, independent way to the same value. */
function gaussLegendre(g: (x: number) => number, lo: number, hi: number, panels = 400): number {
  const nodes = [0, -0.5384693101056831, 0.5384693101056831, -0.906179845938664, 0.906179845938664];
  const weights = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891];
  const h = (hi - lo) / panels;
  let total = 0;
  for (let k = 0; k < panels; k++) {
    const mid = lo + (k + 0.5) * h;
    for (let i = 0; i < 5; i++) total += weights[i] * g(mid + (nodes[i] * h) / 2);
  }
  return (total * h) / 2;
}

/**
 * A definite integral without an antiderivative from the table (cos²x, |x|): two numerical methods
 * that must agree to 9 digits, or no answer.
 */
function numericDefinite(f: Expr, v: string, a: Expr, b: Expr, intLatex: string): ToolResult {
  const lo = evalNumber(a);
  const hi = evalNumber(b);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) throw new ToolInputError('The bounds must be finite numbers (improper integrals are not supported).');
  const g = (x: number) => {
    try {
      return evalNumber(f, { [v]: x });
    } catch {
      return Number.NaN;
    }
  };
  const first = adaptiveSimpson(g, lo, hi);
  const second = gaussLegendre(g, lo, hi);
  if (!Number.isFinite(first) || !Number.isFinite(second) || Math.abs(first - second) > 1e-9 * Math.max(1, Math.abs(first))) {
    throw new ToolInputError(`I can't find an antiderivative of ${exprToText(f)} with the standard rules, and a numerical value did not settle (the integrand may blow up inside the interval), so I won't give one.`);
  }
  const nicePi = Rational.approximate(first / Math.PI, 100n);
  const piForm = Math.abs(nicePi.toNumber() * Math.PI - first) < 1e-10 * Math.max(1, Math.abs(first)) && !nicePi.isZero() ? ` (it matches ${nicePi.isOne() ? '' : nicePi.num === 1n ? '' : nicePi.num}π${nicePi.den === 1n ? '' : `/${nicePi.den}`} to 10 digits)` : '';
  const nice = Rational.approximate(first, 1000n);
  const rational = Math.abs(nice.toNumber() - first) < 1e-11 * Math.max(1, Math.abs(first)) ? ` (it matches ${nice} to 11 digits)` : '';
  const shown = formatNumber(first, 8);
  const steps = [
    step(`Integrate ${exprToText(f)} with respect to ${v} from ${exprToText(a)} to ${exprToText(b)}.`, intLatex),
    step(`${exprToText(f)} has no antiderivative from the standard rules I use, so the value is computed numerically.`),
    step(`Adaptive Simpson's rule and Gauss–Legendre quadrature agree: ${shown}${piForm || rational}.`),
  ];
  return succeed(TOOL, `≈ ${shown}`, steps, {
    answerLatex: `${intLatex} \\approx ${formatNumberLatex(first)}`,
    data: { variable: v, value: first, approximate: true },
  });
}

/**
 * Whether the integrand is undefined or unbounded between lo and hi, scanned on a fine grid: a
 * value that is not finite, or one far larger than the typical size, marks a pole the grid came
 * near (2x/(x² − 1) on [−2, 2]).
 */
function blowsUpWithin(f: Expr, v: string, lo: number, hi: number): boolean {
  const n = 4000;
  const sizes: number[] = [];
  for (let i = 0; i <= n; i++) {
    const x = lo + ((hi - lo) * i) / n;
    let y: number;
    try {
      y = evalNumber(f, { [v]: x });
    } catch {
      return true;
    }
    if (!Number.isFinite(y)) return true;
    sizes.push(Math.abs(y));
  }
  const sorted = [...sizes].sort((a, b) => a - b);
  const typical = Math.max(sorted[Math.floor(n / 2)], 1e-9);
  return sorted[n] > 1e3 * Math.max(typical, 1);
}

function definiteResult(F: Expr, v: string, a: Expr, b: Expr, pieces: TermIntegral[], steps: ToolStep[], intLatex: string, f: Expr): ToolResult {
  const lo = evalNumber(a);
  const hi = evalNumber(b);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) throw new ToolInputError('The bounds must be finite numbers (improper integrals are not supported).');
  const pole = pieces.flatMap((p) => p.poles).find((p) => p.toNumber() >= Math.min(lo, hi) && p.toNumber() <= Math.max(lo, hi));
  if (pole) throw new ToolInputError(`The integrand is undefined at ${v} = ${pole}, which lies between the bounds, so this is an improper integral I can't evaluate.`);
  if (pieces.some((p) => p.technique) && blowsUpWithin(f, v, lo, hi)) {
    throw new ToolInputError('The integrand is undefined or unbounded somewhere between the bounds, so this is an improper integral I can\'t evaluate.');
  }
  const Fb = cleanConstants(substitute(F, v, b));
  const Fa = cleanConstants(substitute(F, v, a));
  const diff = bin('sub', Fb, Fa);
  const value = evalNumber(Fb) - evalNumber(Fa);
  if (!Number.isFinite(value)) throw new ToolInputError('This definite integral does not have a finite value.');
  // F(b) − F(a) is checked against numerical quadrature of the integrand itself before it is given.
  const numeric = gaussLegendre((x) => evalNumber(f, { [v]: x }), lo, hi);
  if (Number.isFinite(numeric) && Math.abs(numeric - value) > 1e-7 * Math.max(1, Math.abs(value))) {
    throw new ToolInputError('The value from the antiderivative does not match a numerical check of the integral, so I will not give it.');
  }
  const exactPoly = polyFromExpr(diff);
  let exact: Expr | null = exactPoly ? exactPoly.toExpr() : null;
  if (!exact) {
    const simplified = simplifyExpr(diff);
    exact = simplified;
  }
  const exactValue = exact && polyFromExpr(exact)?.constantValue();
  const rb = polyFromExpr(Fb)?.constantValue();
  const ra = polyFromExpr(Fa)?.constantValue();
  const numbers = rb && ra ? ` = ${rb} − ${ra.sign() < 0 ? `(${ra})` : ra}` : '';
  steps.push(step(`Evaluate F(${exprToText(b)}) − F(${exprToText(a)}) = (${exprToText(Fb)}) − (${exprToText(Fa)})${numbers}.`,
    `\\Big[${exprToLatex(F)}\\Big]_{${exprToLatex(a)}}^{${exprToLatex(b)}} = \\left(${exprToLatex(Fb)}\\right) - \\left(${exprToLatex(Fa)}\\right)`));
  let answer: string;
  let answerLatex: string;
  if (exactValue) {
    const exactDecimal = exactValue.toExactDecimal(12);
    const dec = exactValue.isInteger() ? '' : exactDecimal ? ` = ${exactDecimal}` : ` ≈ ${formatNumber(exactValue.toNumber())}`;
    answer = `${exactValue}${dec}`;
    answerLatex = `${intLatex} = ${exactValue.toLatex()}`;
  } else {
    const nice = Rational.approximate(value, 1000n);
    const isNice = Math.abs(nice.toNumber() - value) < 1e-12 * Math.max(1, Math.abs(value));
    answer = isNice ? nice.toString() : `${exprToText(exact)} ≈ ${formatNumber(value)}`;
    answerLatex = isNice ? `${intLatex} = ${nice.toLatex()}` : `${intLatex} = ${exprToLatex(exact)} \\approx ${formatNumberLatex(value)}`;
  }
  steps.push(step(`So the integral equals ${answer}.`, answerLatex));
  if (Number.isFinite(numeric)) steps.push(step(`Check: numerical integration of ${exprToText(f)} gives ${formatNumber(numeric, 8)} as well ✓.`));
  return succeed(TOOL, answer, steps, { answerLatex, data: { variable: v, antiderivative: exprToText(F), value } });
}

