import { Surd } from './exact';
import { Rational } from './rational';
import { step, type ToolStep } from './types';

/**
 * Shared display helpers (free of mathjs, like the rest of the geometry tools) of the geometry and coordinate tools: maths is written once in LaTeX and the
 * chat text derived from it, exact values (9π, 5√2, 32π/3) get a rounded decimal alongside.
 */

/** Plain text for the small LaTeX the geometry tools write: \frac, \sqrt, powers, \pi, \times, units. */
export function latexToText(latex: string): string {
  let s = latex
    .replace(/\\left\(/g, '(').replace(/\\right\)/g, ')')
    .replace(/\\mathrm\{([^{}]*)\}/g, '$1').replace(/\\text\{([^{}]*)\}/g, '$1')
    .replace(/\\tfrac/g, '\\frac').replace(/\\dfrac/g, '\\frac');
  for (let i = 0; i < 10; i++) {
    const before = s;
    s = s.replace(/\\sqrt\{([^{}]*)\}/g, (_, x: string) => (/^[\d.]+$|^[a-zA-Zπ]$/.test(x) ? `√${x}` : `√(${x})`));
    s = s.replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, (_, a: string, b: string, at: number, all: string) => {
      const wrap = (x: string) => (/[\s+×]|.[-−]/.test(x.trim()) ? `(${x})` : x);
      const body = `${wrap(a)}/${wrap(b)}`;
      const next = all.slice(at + _.length).trimStart();
      return /^[A-Za-z\\(√]/.test(next) && !/^\\(?:times|cdot|approx|quad|neq|le|ge|Rightarrow|right|[,;: ])/.test(next) ? `(${body})` : body;
    });
    if (s === before) break;
  }
  return s
    .replace(/\^(?:2|\{2\})(?!\d)/g, '²').replace(/\^(?:3|\{3\})(?!\d)/g, '³')
    .replace(/\^\{([^{}]*)\}/g, '^$1')
    .replace(/_\{?(\d)\}?/g, (_, d: string) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)])
    .replace(/\\pi(?![a-zA-Z])\s*(?=[a-zA-Z(])/g, 'π').replace(/\\pi(?![a-zA-Z])/g, 'π')
    .replace(/\s*\\times\s*/g, ' × ').replace(/\s*\\cdot\s*/g, ' · ').replace(/\s*\\approx\s*/g, ' ≈ ')
    .replace(/\s*\\neq\s*/g, ' ≠ ').replace(/\s*\\le(?:q)?\s*/g, ' ≤ ').replace(/\s*\\ge(?:q)?\s*/g, ' ≥ ')
    .replace(/\s*\\Rightarrow\s*/g, ' ⇒ ').replace(/\s*\\quad\s*/g, '   ')
    .replace(/\\[,;: ]/g, ' ').replace(/\\\{/g, '{').replace(/\\\}/g, '}')
    .replace(/([²³]) (?=[a-z](?![a-z]))/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A step whose text is a sentence followed by its maths in plain text; the LaTeX shows it typeset. */
export function mathStep(sentence: string, latex: string): ToolStep {
  return step(`${sentence} ${latexToText(latex)}.`.replace(/:\s+/, ': '), latex);
}

/** A rational as a student writes a measurement: 6, 2.5, or 10/3 when the decimal does not end. */
export function num(r: Rational): { text: string; latex: string } {
  if (r.isInteger()) return { text: r.toString(), latex: r.toString() };
  const d = r.toExactDecimal(6);
  if (d) return { text: d, latex: d };
  return { text: r.toString(), latex: r.toLatex() };
}

/** LaTeX for a rational inside a product or power: fractions get brackets. */
export function numTex(r: Rational, asBase = false): string {
  const n = num(r);
  return (asBase && n.latex.includes('\\frac')) || r.sign() < 0 ? `\\left(${n.latex}\\right)` : n.latex;
}

/** An exact value, optionally times π: "9\pi", "\frac{32\pi}{3}", "5\sqrt{2}", "\left(4 + 2\sqrt{13}\right)\pi". */
export function exactLatex(v: Surd, pi: boolean): string {
  const r = v.asRational();
  if (!pi) {
    if (r) return num(r).latex;
    return v.toLatex();
  }
  if (r) {
    if (r.isOne()) return '\\pi';
    const d = r.isInteger() ? r.toString() : r.toExactDecimal(6);
    if (d) return `${d}\\pi`;
    return `${r.sign() < 0 ? '-' : ''}\\frac{${r.num < 0n ? -r.num : r.num}\\pi}{${r.den}}`;
  }
  const terms = v.terms();
  if (terms.length === 1 && terms[0][1].isInteger()) {
    const [m, q] = terms[0];
    return `${q.isOne() ? '' : q.toString()}\\pi\\sqrt{${m}}`;
  }
  return `\\left(${v.toLatex()}\\right)\\pi`;
}

/** The value as a double (π included). */
export function exactNumber(v: Surd, pi: boolean): number {
  return v.toComplex().re * (pi ? Math.PI : 1);
}

/** Whether a value is exactly a short decimal, so no "≈" is needed. */
export function isShortDecimal(v: Surd, pi: boolean): boolean {
  const r = v.asRational();
  return !pi && !!r && r.toExactDecimal(6) !== null;
}

/** Rounded for a student: 2 decimal places from 1 up, 3 significant figures below. */
export function approx(x: number): { text: string; how: string } {
  if (Math.abs(x) >= 1e15) return { text: Number(x.toPrecision(6)).toString(), how: 'to 6 significant figures' };
  if (Math.abs(x) >= 1) return { text: x.toFixed(2), how: 'to 2 decimal places' };
  return { text: Number(x.toPrecision(3)).toString(), how: 'to 3 significant figures' };
}

/** A squared rational for working: "3^2", "2.5^2", "\left(\frac{3}{2}\right)^2". */
export function sq(r: Rational, power = 2): string {
  return `${numTex(r, true)}^${power}`;
}

/** The surd √n with its simplification explained: √50 = √(25 × 2) = 5√2. */
export function rootOf(r: Rational): { value: Surd; latex: string } {
  const value = Surd.sqrt(r);
  const simple = value.asRational();
  const inside = numTex(r, false);
  if (simple) return { value, latex: `\\sqrt{${inside}} = ${num(simple).latex}` };
  if (value.toLatex() === `\\sqrt{${inside}}`) return { value, latex: value.toLatex() };
  if (r.isInteger()) {
    const [[m, q]] = value.terms();
    if (!q.isOne()) return { value, latex: `\\sqrt{${inside}} = \\sqrt{${q.mul(q).toString()} \\times ${m}} = ${value.toLatex()}` };
  }
  return { value, latex: `\\sqrt{${inside}} = ${value.toLatex()}` };
}

export { Rational, Surd };
