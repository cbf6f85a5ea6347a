import { specialAngleValue } from './special-angles';
import { Surd } from './exact';
import { evalNumber, parseExpr, type Expr } from './expr';
import { exprToLatex, exprToText, formatNumber, formatNumberLatex } from './format';
import { Rational, gcd, squareFreeSplit } from './rational';
import { radicalAnswer, simplifyRadicalExpr } from './radicals';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

const TOOL = 'arithmetic';
const MAX_STEPS = 14;

/** Turns "15% of 80", "20 percent" and "x%" into plain fractions before parsing. */
export function rewritePercentages(text: string): string {
  return text
    .replace(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)\s*of\b/gi, '($1/100)*')
    .replace(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi, '($1/100)');
}

function perfectRoot(n: bigint, k: number): bigint | null {
  if (n < 0n) {
    if (k % 2 === 0) return null;
    const r = perfectRoot(-n, k);
    return r === null ? null : -r;
  }
  const guess = BigInt(Math.round(Number(n) ** (1 / k)));
  for (const c of [guess - 1n, guess, guess + 1n]) if (c >= 0n && c ** BigInt(k) === n) return c;
  return null;
}

function ratTex(r: Rational): string {
  return r.toLatex();
}

function isFractionLiteral(e: Expr): boolean {
  return e.kind === 'div' && e.left.kind === 'num' && e.right.kind === 'num' && e.left.value.isInteger() && e.right.value.isInteger();
}

/** Exact evaluation that records the student-facing steps as it goes; null means "not exact, use decimals". */
class ExactEvaluator {
  readonly steps: ToolStep[] = [];
  truncated = false;

  private note(s: ToolStep): void {
    if (this.steps.length < MAX_STEPS) this.steps.push(s);
    else this.truncated = true;
  }

  evaluate(e: Expr): Surd | null {
    switch (e.kind) {
      case 'num':
        return Surd.rational(e.value);
      case 'sym':
        return e.name === 'i' ? Surd.sqrt(Rational.ONE.neg()) : null;
      case 'neg': {
        const a = this.evaluate(e.arg);
        return a && a.neg();
      }
      case 'call':
        return this.evaluateCall(e.name, e.args);
      default:
        return this.evaluateBinary(e);
    }
  }

  private evaluateBinary(e: Extract<Expr, { left: Expr }>): Surd | null {
    const l = this.evaluate(e.left);
    const r = this.evaluate(e.right);
    if (!l || !r) return null;
    const lr = l.asRational();
    const rr = r.asRational();
    switch (e.kind) {
      case 'add':
      case 'sub': {
        const result = e.kind === 'add' ? l.add(r) : l.sub(r);
        if (lr && rr && lr.den !== rr.den && !(lr.isInteger() && rr.isInteger())) this.explainCommonDenominator(lr, rr, e.kind, result);
        else this.record(l, e.kind === 'add' ? '+' : '-', r, result);
        return result;
      }
      case 'mul': {
        const result = l.mul(r);
        if (lr && rr && (!lr.isInteger() || !rr.isInteger())) {
          this.note(step(`Multiply the numerators and the denominators: ${lr} × ${rr} = ${result}.`,
            `${ratTex(lr)} \\times ${ratTex(rr)} = \\frac{${lr.num * rr.num}}{${lr.den * rr.den}} = ${result.toLatex()}`));
        } else this.record(l, '×', r, result);
        return result;
      }
      case 'div': {
        if (r.isZero()) throw new ToolInputError('Division by zero is undefined, so this expression has no value.');
        const result = l.div(r);
        if (!result) return null;
        if (isFractionLiteral(e)) {
          if (lr && rr && !lr.div(rr).equals(Rational.of(lr.num, rr.num))) {
            this.note(step(`Simplify ${lr}/${rr}: divide top and bottom by their greatest common divisor.`, `\\frac{${lr}}{${rr}} = ${result.toLatex()}`));
          }
          return result;
        }
        if (lr && rr && !rr.isInteger()) {
          this.note(step(`Dividing by ${rr} is the same as multiplying by its reciprocal ${rr.inv()}.`,
            `${ratTex(lr)} \\div ${ratTex(rr)} = ${ratTex(lr)} \\times ${ratTex(rr.inv())} = ${result.toLatex()}`));
        } else this.record(l, '÷', r, result);
        return result;
      }
      case 'pow':
        return this.evaluatePower(l, r);
    }
  }

  private evaluatePower(base: Surd, exponent: Surd): Surd | null {
    const k = exponent.asRational();
    if (!k) return null;
    let result: Surd | null = null;
    const b = base.asRational();
    if (k.isInteger()) {
      if (b && b.isZero() && k.sign() < 0) throw new ToolInputError('Zero cannot be raised to a negative power (that divides by zero).');
      result = base.pow(Number(k.num));
    } else if (b && b.sign() >= 0 && k.den === 2n) {
      result = Surd.sqrt(b).pow(Number(k.num));
    } else if (b && k.den <= 12n) {
      const n = perfectRoot(b.num, Number(k.den));
      const d = perfectRoot(b.den, Number(k.den));
      if (n !== null && d !== null) result = Surd.rational(Rational.of(n, d).pow(Number(k.num)));
    }
    if (!result) return null;
    this.note(step(`Work out the power: ${base.terms().length > 1 ? `(${base})` : base}^${k} = ${result}.`,
      `${base.terms().length > 1 || (b && !b.isInteger()) || (b && b.sign() < 0) ? `\\left(${base.toLatex()}\\right)` : base.toLatex()}^{${k.toLatex()}} = ${result.toLatex()}`));
    return result;
  }

  private evaluateCall(name: string, args: Expr[]): Surd | null {
    const special = args.length === 1 ? specialAngleValue(name, args[0]) : null;
    if (special) {
      this.note(step(`${name} ${special.degrees}° (${exprToText(args[0])} radians) is a special angle, so it has an exact value: ${name} ${special.degrees}° = ${special.value}.`, `\\${name}\\left(${exprToLatex(args[0])}\\right) = ${special.value.toLatex()}`));
      return special.value;
    }
    const values = args.map((a) => this.evaluate(a));
    if (values.some((v) => v === null)) return null;
    const rats = values.map((v) => v?.asRational() ?? null);
    const a = rats[0];
    if (name === 'sqrt' && a) return this.squareRoot(a);
    if (name === 'cbrt' && a) {
      const n = perfectRoot(a.num, 3);
      const d = perfectRoot(a.den, 3);
      return n !== null && d !== null ? Surd.rational(Rational.of(n, d)) : null;
    }
    if (name === 'abs' && values[0]?.isReal()) {
      const v = values[0];
      return v.toComplex().re < 0 ? v.neg() : v;
    }
    if (name === 'factorial' && a) {
      if (!a.isInteger() || a.sign() < 0) throw new ToolInputError('Factorial is only defined here for whole numbers 0, 1, 2, …');
      if (a.num > 1000n) throw new ToolInputError('That factorial is too large to show.');
      let f = 1n;
      for (let i = 2n; i <= a.num; i++) f *= i;
      this.note(step(`${a}! = ${a.num <= 6n ? Array.from({ length: Number(a.num) }, (_, i) => Number(a.num) - i).join(' × ') + ' = ' : ''}${f}`, `${a}! = ${f}`));
      return Surd.rational(Rational.of(f));
    }
    if (name === 'mod' && a && rats[1]) {
      const b = rats[1];
      if (b.isZero()) throw new ToolInputError('Division by zero is undefined, so "mod 0" has no value.');
      const q = a.div(b);
      const floor = Rational.of(q.num / q.den - (q.num % q.den !== 0n && q.sign() < 0 ? 1n : 0n));
      const result = a.sub(b.mul(floor));
      this.note(step(`${a} mod ${b}: ${a} = ${floor} × ${b} + ${result}, so the remainder is ${result}.`, `${a} \\bmod ${b} = ${result.toLatex()}`));
      return Surd.rational(result);
    }
    return null;
  }

  private squareRoot(a: Rational): Surd {
    const result = Surd.sqrt(a);
    const { outside, inside } = squareFreeSplit(a.num * a.den);
    const negative = a.sign() < 0;
    if (negative) {
      this.note(step(`The square root of a negative number is imaginary: √(${a}) = i·√(${a.neg()}) = ${result}.`,
        `\\sqrt{${a.toLatex()}} = i\\sqrt{${a.neg().toLatex()}} = ${result.toLatex()}`));
    } else if (result.asRational()) {
      this.note(step(`${a} is a perfect square, so √${a.isInteger() ? a : `(${a})`} = ${result}.`, `\\sqrt{${a.toLatex()}} = ${result.toLatex()}`));
    } else if (outside > 1n && a.isInteger()) {
      const sq = outside * outside;
      this.note(step(`Take out the largest square factor: ${a} = ${sq} × ${inside < 0n ? -inside : inside}, so √${a} = ${result}.`,
        `\\sqrt{${a}} = \\sqrt{${sq} \\cdot ${inside < 0n ? -inside : inside}} = ${result.toLatex()}`));
    } else if (!a.isInteger()) {
      this.note(step(`Split the root over the fraction and clear the root from the denominator: √(${a}) = ${result}.`, `\\sqrt{${a.toLatex()}} = ${result.toLatex()}`));
    } else {
      this.note(step(`${a} has no square factor, so √${a} stays as it is (it is irrational).`, `\\sqrt{${a}}`));
    }
    return result;
  }

  private explainCommonDenominator(a: Rational, b: Rational, kind: 'add' | 'sub', result: Surd): void {
    const l = (a.den * b.den) / gcd(a.den, b.den);
    const an = a.num * (l / a.den);
    const bn = b.num * (l / b.den);
    const op = kind === 'add' ? '+' : '-';
    this.note(step(`Use the common denominator ${l}: ${a} = ${an}/${l} and ${b} = ${bn}/${l}.`,
      `${ratTex(a)} ${op} ${ratTex(b)} = \\frac{${an}}{${l}} ${op} \\frac{${bn}}{${l}}`));
    const top = kind === 'add' ? an + bn : an - bn;
    const reduced = result.asRational();
    const simplified = reduced && !(reduced.num === top && reduced.den === l);
    this.note(step(`${kind === 'add' ? 'Add' : 'Subtract'} the numerators: ${an} ${op} ${bn} = ${top}, giving ${top}/${l}${simplified ? `, which simplifies to ${result}` : ''}.`,
      `\\frac{${top}}{${l}}${simplified ? ` = ${result.toLatex()}` : ''}`));
  }

  private record(l: Surd, op: string, r: Surd, result: Surd): void {
    const wrap = (v: Surd) => (v.terms().length > 1 || (v.asRational()?.sign() ?? 1) < 0 ? `(${v})` : v.toString());
    const wrapTex = (v: Surd) => (v.terms().length > 1 || (v.asRational()?.sign() ?? 1) < 0 ? `\\left(${v.toLatex()}\\right)` : v.toLatex());
    const texOp = { '+': '+', '-': '-', '×': '\\times', '÷': '\\div' }[op] ?? op;
    this.note(step(`${wrap(l)} ${op} ${wrap(r)} = ${result}`, `${wrapTex(l)} ${texOp} ${wrapTex(r)} = ${result.toLatex()}`));
  }
}

/** "1.5 - 2i", "3.46i": a complex decimal without "0 +" noise. */
export function complexDecimal(re: number, im: number): string {
  const imText = `${formatNumber(Math.abs(im))}i`;
  if (Math.abs(re) < 1e-15) return `${im < 0 ? '-' : ''}${imText}`;
  return `${formatNumber(re)} ${im < 0 ? '-' : '+'} ${imText}`;
}

function mixedNumber(r: Rational): string | null {
  if (r.isInteger() || r.abs().compare(Rational.ONE) < 0) return null;
  const whole = r.num / r.den;
  const rest = (r.num < 0n ? -r.num : r.num) % r.den;
  return `${whole} ${rest}/${r.den}`;
}

/** Describes an exact value with its decimal, e.g. "19/12 ≈ 1.583333333" or "2√3 ≈ 3.464101615". */
function describeExact(v: Surd): { answer: string; latex: string; decimal: string; steps: ToolStep[] } {
  const r = v.asRational();
  const z = v.toComplex();
  const decimal = v.isReal() ? formatNumber(z.re) : complexDecimal(z.re, z.im);
  const steps: ToolStep[] = [];
  if (r && r.isInteger()) return { answer: r.toString(), latex: r.toLatex(), decimal, steps };
  if (r) {
    const exact = r.toExactDecimal(20);
    const mixed = mixedNumber(r);
    if (mixed) steps.push(step(`As a mixed number: ${mixed}.`));
    steps.push(step(exact ? `As a decimal this is exactly ${exact}.` : `As a decimal this is about ${decimal} (it repeats forever).`));
    return { answer: exact ? `${r} = ${exact}` : `${r} ≈ ${decimal}`, latex: `${r.toLatex()} ${exact ? '=' : '\\approx'} ${exact ?? formatNumberLatex(z.re)}`, decimal, steps };
  }
  if (v.terms().every(([m]) => m === 1n || m === -1n)) return { answer: v.toString(), latex: v.toLatex(), decimal, steps };
  steps.push(step(`As a decimal this is about ${decimal}.`));
  return { answer: `${v} ≈ ${decimal}`, latex: `${v.toLatex()} \\approx ${decimal.replace(/i$/, '\\,i')}`, decimal, steps };
}

/** Bounds how big exact integers can get, so "9^9^9" fails politely instead of hanging. */
function tooLarge(e: Expr): boolean {
  if (e.kind === 'pow' && e.right.kind !== 'num') return variablesFree(e.right) && Math.abs(evalNumber(e.right)) > 5000;
  if (e.kind === 'pow' && e.right.kind === 'num') return e.right.value.abs().compare(Rational.of(5000)) > 0;
  if (e.kind === 'num' || e.kind === 'sym') return false;
  if (e.kind === 'neg') return tooLarge(e.arg);
  if (e.kind === 'call') return e.args.some(tooLarge);
  return tooLarge(e.left) || tooLarge(e.right);
}

function variablesFree(e: Expr): boolean {
  try {
    evalNumber(e);
    return true;
  } catch {
    return false;
  }
}

/** A division whose divisor is a number (or a bracket) written against a bracket, "6÷2(1+2)", "8/2(2+2)", "3 ÷ (2)(4)": its reading is disputed. */
const AMBIGUOUS_DIVISION = /[÷/]\s*(\d+(?:\.\d+)?|\([^()]*\))\s*\(/;

/**
 * Evaluates arithmetic exactly: fractions stay fractions ("3/4 + 5/6" → 19/12), roots stay simplified
 * radicals (√12 → 2√3), with a decimal alongside. Falls back to a labelled decimal for π, sin, ln…
 */
export function evaluateArithmetic(expression: string): ToolResult {
  return guard(TOOL, () => {
    const text = rewritePercentages(expression);
    const split = AMBIGUOUS_DIVISION.exec(text);
    if (split) {
      // 6÷2(1+2): 9 if ÷ and the hidden × are worked left to right, 1 if the 2(…) is taken first. Ask.
      throw new ToolInputError(
        `"${split[0].trim()}" can be read two ways: dividing first and then multiplying by the bracket (left to right), or multiplying ${split[1]} by the bracket first and dividing by the result. Teachers and calculators disagree on this, so I won't pick one. Add brackets to say which you mean, like (a ÷ ${split[1]})(…) or a ÷ (${split[1]}(…)).`,
      );
    }
    const e = parseExpr(text);
    const symbols = new Set<string>();
    collectSymbols(e, symbols);
    const unknown = [...symbols].filter((s) => !['pi', 'e', 'i', 'tau', 'phi'].includes(s));
    if (unknown.length) {
      throw new ToolInputError(`"${unknown.join('", "')}" ${unknown.length > 1 ? 'are' : 'is a'} variable${unknown.length > 1 ? 's' : ''}, so this isn't plain arithmetic. Try simplifying or solving instead.`);
    }
    if (tooLarge(e)) throw new ToolInputError('That power is too large to work out exactly.');
    const undefinedPart = undefinedSubexpression(e);
    if (undefinedPart) throw new ToolInputError(undefinedPart);
    const steps: ToolStep[] = [step(`Work out ${exprToText(e)}, following the order of operations (brackets, powers, × and ÷, then + and −).`, exprToLatex(e))];
    if (text !== expression) steps.push(step('A percentage is a fraction of 100, so x% = x/100.'));
    const evaluator = new ExactEvaluator();
    const exact = evaluator.evaluate(e);
    if (exact) {
      steps.push(...evaluator.steps);
      if (evaluator.truncated) steps.push(step('… the remaining operations work the same way.'));
      const d = describeExact(exact);
      steps.push(...d.steps);
      const r = exact.asRational();
      const decimalInput = /\d\.\d/.test(expression);
      const asDecimal = decimalInput && r ? r.toExactDecimal(20) : null;
      if (asDecimal && r) return succeed(TOOL, asDecimal, steps, { answerLatex: asDecimal, data: { exact: r.toString(), decimal: asDecimal, numerator: r.num.toString(), denominator: r.den.toString() } });
      return succeed(TOOL, d.answer, steps, {
        answerLatex: d.latex,
        data: { exact: exact.toString(), decimal: d.decimal, ...(r ? { numerator: r.num.toString(), denominator: r.den.toString() } : {}) },
      });
    }
    // Cube and higher roots (∛54 = 3∛2) stay exact too.
    const radical = simplifyRadicalExpr(e);
    if (radical?.value.hasRoot()) return radicalAnswer(TOOL, radical, steps, true);
    const value = evalNumber(e);
    if (Number.isNaN(value)) throw new ToolInputError('This expression has no real value (for example a logarithm or root of a negative number).');
    const decimal = formatNumber(value);
    steps.push(step('This involves irrational values (like π, e, trigonometric functions or logarithms), so the result is a decimal approximation.'));
    steps.push(step(`≈ ${decimal}`, `${exprToLatex(e)} \\approx ${formatNumberLatex(value)}`));
    const near = Rational.approximate(value, 1000n);
    const exactLooking = Math.abs(near.toNumber() - value) < 1e-12 * Math.max(1, Math.abs(value));
    return succeed(TOOL, exactLooking && near.isInteger() ? near.toString() : `≈ ${decimal}`, steps, {
      answerLatex: exactLooking && near.isInteger() ? near.toLatex() : `\\approx ${formatNumberLatex(value)}`,
      data: { decimal, approximate: true },
    });
  });
}

/** Below this a value is taken as zero when judging poles: far under any rounding a student sees. */
const POLE_EPSILON = 1e-10;

/**
 * Why the expression has no value, if it has none: a division by zero, tan or sec where the cosine
 * is 0 (tan 90°), cot or csc where the sine is 0, a logarithm of zero or a negative number. A
 * floating-point answer such as 1.6 × 10¹⁶ for tan 90° is never shown as a number.
 */
function undefinedSubexpression(e: Expr): string | null {
  const value = (x: Expr) => {
    try {
      return evalNumber(x);
    } catch {
      return Number.NaN;
    }
  };
  switch (e.kind) {
    case 'num':
    case 'sym':
      return null;
    case 'neg':
      return undefinedSubexpression(e.arg);
    case 'call': {
      for (const a of e.args) {
        const inner = undefinedSubexpression(a);
        if (inner) return inner;
      }
      const arg = value(e.args[0]);
      if (!Number.isFinite(arg)) return null;
      const shown = exprToText(e);
      if ((e.name === 'tan' || e.name === 'sec') && Math.abs(Math.cos(arg)) < POLE_EPSILON) {
        return `${shown} is undefined: the cosine of that angle is 0, and ${e.name} divides by it. (Close to it, ${e.name} grows without bound.)`;
      }
      if ((e.name === 'cot' || e.name === 'csc') && Math.abs(Math.sin(arg)) < POLE_EPSILON) {
        return `${shown} is undefined: the sine of that angle is 0, and ${e.name} divides by it.`;
      }
      if ((e.name === 'ln' || e.name === 'log10' || e.name === 'log2') && arg <= 0) {
        return `${shown} is undefined: a logarithm is only defined for positive numbers.`;
      }
      return null;
    }
    default: {
      const inner = undefinedSubexpression(e.left) ?? undefinedSubexpression(e.right);
      if (inner) return inner;
      if (e.kind === 'div' && Math.abs(value(e.right)) < POLE_EPSILON && Number.isFinite(value(e.right))) {
        return `${exprToText(e)} is undefined: division by zero has no value.`;
      }
      return null;
    }
  }
}

function collectSymbols(e: Expr, out: Set<string>): void {
  if (e.kind === 'sym') out.add(e.name);
  else if (e.kind === 'neg') collectSymbols(e.arg, out);
  else if (e.kind === 'call') e.args.forEach((a) => collectSymbols(a, out));
  else if (e.kind !== 'num') {
    collectSymbols(e.left, out);
    collectSymbols(e.right, out);
  }
}

/** Exposed for reuse: exact square root with its explanation (used by the quadratic solver's steps). */
export function explainSquareRoot(a: Rational): { value: Surd; step: ToolStep } {
  const ev = new ExactEvaluator();
  const value = ev.evaluate({ kind: 'call', name: 'sqrt', args: [{ kind: 'num', value: a }] });
  if (!value) throw new RangeError('unreachable');
  return { value, step: ev.steps[0] };
}

