import { explainSquareRoot } from './arithmetic';
import { Surd, termLatex, termText } from './exact';
import { num, substitute } from './expr';
import { exprToLatex, exprToText } from './format';
import { Poly } from './polynomial';
import { Rational, lcm } from './rational';
import { step, type ToolStep } from './types';

/** Roots of a quadratic, exact, with the student-facing explanation. */
export interface QuadraticSolution {
  roots: Surd[];
  discriminant: Rational;
  /** "(5 ± √13)/2", "3 or 2", "-1/2 ± (√3/2)i" */
  text: string;
  latex: string;
  steps: ToolStep[];
}

function paren(r: Rational): string {
  return r.sign() < 0 ? `(${r})` : r.toString();
}
function parenTex(r: Rational): string {
  return r.sign() < 0 || !r.isInteger() ? `\\left(${r.toLatex()}\\right)` : r.toLatex();
}

/** "P ± Q" for roots P ± k√m, over a common denominator when real: (5 ± √13)/2; a ± bi when complex. */
export function plusMinus(p: Rational, q: Surd): { text: string; latex: string } {
  const [[m, coef]] = q.terms();
  const c = coef.abs();
  if (m < 0n) {
    const re = p.isZero() ? '' : `${p} `;
    const reTex = p.isZero() ? '' : `${p.toLatex()} `;
    return { text: `${re}± ${termText(m, c)}`.replace(/^± /, '±'), latex: `${reTex}\\pm ${termLatex(m, c)}` };
  }
  const d = lcm(p.den, c.den);
  const a = (p.num * d) / p.den;
  const b = Rational.of((c.num * d) / c.den);
  const bText = termText(m, b);
  const bTex = termLatex(m, b);
  const top = a === 0n ? `±${bText}` : `${a} ± ${bText}`;
  const topTex = a === 0n ? `\\pm ${bTex}` : `${a} \\pm ${bTex}`;
  if (d === 1n) return { text: top, latex: topTex };
  return { text: a === 0n ? `${top}/${d}` : `(${top})/${d}`, latex: `\\frac{${topTex}}{${d}}` };
}

/** Exact value of a polynomial at an exact point; substituting a root must give exactly 0. */
export function evalDenseExact(coefs: readonly Rational[], x: Surd): Surd {
  let acc = Surd.rational(Rational.ZERO);
  for (let i = coefs.length - 1; i >= 0; i--) acc = acc.mul(x).add(Surd.rational(coefs[i]));
  return acc;
}

/** Solves a x² + b x + c = 0 (a ≠ 0) with the quadratic formula, keeping radicals and complex roots exact. */
export function solveQuadratic(a: Rational, b: Rational, c: Rational, v = 'x'): QuadraticSolution {
  const steps: ToolStep[] = [];
  const poly = Poly.fromDense([c, b, a], v);
  steps.push(step(`Identify the coefficients of ${v === 'x' ? 'ax² + bx + c' : `a${v}² + b${v} + c`} = 0: a = ${a}, b = ${b}, c = ${c}.`,
    `${exprToLatex(poly.toExpr())} = 0 \\quad (a = ${a.toLatex()},\\ b = ${b.toLatex()},\\ c = ${c.toLatex()})`));
  const disc = b.mul(b).sub(Rational.of(4).mul(a).mul(c));
  steps.push(step(`Compute the discriminant: Δ = b² − 4ac = ${paren(b)}² − 4·${paren(a)}·${paren(c)} = ${disc}.`,
    `\\Delta = b^2 - 4ac = ${parenTex(b)}^2 - 4 \\cdot ${parenTex(a)} \\cdot ${parenTex(c)} = ${disc.toLatex()}`));
  const sign = disc.sign();
  steps.push(step(sign > 0
    ? 'Δ > 0, so there are two different real roots.'
    : sign === 0
      ? 'Δ = 0, so there is exactly one (repeated) real root.'
      : 'Δ < 0, so there are no real roots: the square root of a negative number is imaginary (i = √−1), and the two roots are complex conjugates a ± bi.'));
  const twoA = a.mul(Rational.of(2));
  const negB = b.neg();
  steps.push(step(`Apply the quadratic formula ${v} = (−b ± √Δ)/(2a) = (${negB} ± √${paren(disc)})/${twoA}.`,
    `${v} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${negB.toLatex()} \\pm \\sqrt{${disc.toLatex()}}}{${twoA.toLatex()}}`));
  const root = explainSquareRoot(disc);
  if (sign !== 0) steps.push(root.step);
  const p = negB.div(twoA);
  const q = root.value.scale(twoA.inv());
  const roots = sign === 0 ? [Surd.rational(p)] : [Surd.rational(p).sub(q), Surd.rational(p).add(q)];
  if (sign > 0 && roots[0].toComplex().re > roots[1].toComplex().re) roots.reverse();
  let text: string;
  let latex: string;
  const rational = roots.every((r) => r.asRational());
  if (sign === 0) {
    text = `${v} = ${p}`;
    latex = `${v} = ${p.toLatex()}`;
    steps.push(step(`${v} = ${negB}/${twoA} = ${p} (a double root).`, `${v} = \\frac{${negB.toLatex()}}{${twoA.toLatex()}} = ${p.toLatex()}`));
  } else if (rational) {
    const [r1, r2] = roots;
    text = `${v} = ${r1} or ${v} = ${r2}`;
    latex = `${v} = ${r1.toLatex()} \\text{ or } ${v} = ${r2.toLatex()}`;
    const s = root.value.asRational() ?? Rational.ZERO;
    const plus = Surd.rational(p).add(q);
    const minus = Surd.rational(p).sub(q);
    steps.push(step(`Take + and − in turn: ${v} = (${negB} + ${s})/${twoA} = ${plus} and ${v} = (${negB} − ${s})/${twoA} = ${minus}.`,
      `${v}_1 = \\frac{${negB.toLatex()} + ${s.toLatex()}}{${twoA.toLatex()}} = ${plus.toLatex()}, \\quad ${v}_2 = \\frac{${negB.toLatex()} - ${s.toLatex()}}{${twoA.toLatex()}} = ${minus.toLatex()}`));
  } else {
    const pm = plusMinus(p, q);
    text = `${v} = ${pm.text}`;
    latex = `${v} = ${pm.latex}`;
    const approx = roots.map((r) => r.toComplex());
    steps.push(step(sign > 0
      ? `Simplify: ${v} = ${pm.text}, that is ${v} ≈ ${approx.map((z) => z.re.toPrecision(6).replace(/\.?0+$/, '')).join(' or ')}.`
      : `Simplify to the form a ± bi: ${v} = ${pm.text} (real part ${p}, imaginary part ±${termText(q.terms()[0][0], q.terms()[0][1].abs())}).`, latex));
  }
  const checks = roots.map((r) => evalDenseExact([c, b, a], r));
  if (checks.every((z) => z.isZero())) steps.push(substitutionCheck(poly, v, roots));
  return { roots, discriminant: disc, text, latex, steps };
}

/** "Check: 3² − 5·3 + 6 = 0 ✓": shown for rational roots with the numbers substituted, described for radicals. */
export function substitutionCheck(poly: Poly, v: string, roots: Surd[]): ToolStep {
  const rational = roots.map((r) => r.asRational());
  const body = exprToText(poly.toExpr());
  if (rational.every((r) => r !== null)) {
    const lines = rational.map((r) => exprToLatex(substitute(poly.toExpr(), v, num(r ?? Rational.ZERO))) + ' = 0');
    return step(`Check by substituting back into ${body}: ${rational.map((r) => `${v} = ${r}`).join(' and ')} each give 0 ✓.`, lines.join(', \\quad '));
  }
  return step(`Check by substituting back into ${body}: with exact arithmetic (using i² = −1 where needed) ${roots.length > 1 ? 'each root gives' : 'the root gives'} exactly 0 ✓.`);
}
