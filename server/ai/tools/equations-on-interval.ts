import { bin, evalNumber, parseExpr, splitEquation, tryParseExpr, variablesOf, type Expr } from './expr';
import { exprToLatex, exprToText, formatNumber } from './format';
import { Rational } from './rational';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Equations with sines, cosines and tangents solved on the interval the question gives ("sin x = 1/2
 * for 0° ≤ x ≤ 180°", "tan x = −1 on [0, 2π)"). Every root is found by a dense scan of the interval
 * (sign changes, and touching zeros found as minima of |f|), refined to full precision and checked
 * by substitution; a root at a whole quarter-degree (a multiple of π/720) is given exactly.
 */

const TOOL = 'solve_equation';
const SAMPLES = 20_000;

export interface AngleInterval {
  lo: number;
  hi: number;
  loIn: boolean;
  hiIn: boolean;
  /** The interval (and so the answer) in degrees. */
  degrees: boolean;
  /** How the interval was read, when a convention was applied. */
  reading?: string;
}

const TRIG = /(?<![a-z])(?:sin|cos|tan|sec|csc|cot)\b/;

function valueOf(text: string): number | null {
  const e = tryParseExpr(text.replace(/π/g, 'pi').replace(/°/g, '').trim());
  if (!e || variablesOf(e).size) return null;
  const v = evalNumber(e);
  return Number.isFinite(v) ? v : null;
}

/** Whole-degree bounds a school writes for angles: 0 to 90, 180, 270, 360 or 720. */
const DEGREE_BOUNDS = new Set([90, 180, 270, 360, 540, 720]);

/**
 * "0 ≤ x ≤ 360", "(0*pi/180) ≤ x < (360*pi/180)" (degrees read), "[0, 2π)", "0 < x < 2pi", "between 0
 * and 360 degrees": the interval in radians, and whether it was given in degrees.
 */
export function parseAngleInterval(text: string, variable: string): AngleInterval | null {
  // "x in [0, 2π)", "x ∈ [0°, 360°]": the letter before the brackets says nothing more.
  const t = text
    .replace(/<=/g, '≤')
    .replace(/>=/g, '≥')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(new RegExp(String.raw`^${variable}\s*(?:∈|\bin\b|\bis\s+in\b)\s*(?=[[(])|^${variable}\s+(?=between\b|from\b)`, 'i'), '');
  let lo: string | undefined;
  let hi: string | undefined;
  let loIn = true;
  let hiIn = true;
  const chain = new RegExp(String.raw`^(.+?)\s*(≤|<)\s*${variable}\s*(≤|<)\s*(.+?)$`).exec(t);
  const bracket = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/.exec(t);
  const between = /^between\s+(.+?)\s+and\s+(.+?)$/i.exec(t) ?? /^from\s+(.+?)\s+to\s+(.+?)$/i.exec(t);
  if (chain) [lo, loIn, hiIn, hi] = [chain[1], chain[2] === '≤', chain[3] === '≤', chain[4]];
  else if (bracket) [loIn, lo, hi, hiIn] = [bracket[1] === '[', bracket[2], bracket[3], bracket[4] === ']'];
  else if (between) [lo, hi] = [between[1], between[2]];
  if (lo === undefined || hi === undefined) return null;
  const said = /pi\s*\/\s*180|°|\bdeg(?:rees?)?\b/i.test(t);
  const clean = (s: string) => s.replace(/\(\s*(?:in\s+)?deg(?:rees?)?\s*\)|\bdeg(?:rees?)?\b/gi, '').trim();
  let a = valueOf(clean(lo));
  let b = valueOf(clean(hi));
  if (a === null || b === null || !(b > a)) return null;
  const hasPi = /pi|π/i.test(t.replace(/pi\s*\/\s*180/gi, ''));
  let degrees = said;
  let reading: string | undefined;
  if (!said && !hasPi && DEGREE_BOUNDS.has(b) && a >= -b) {
    // 0 to 360 with no π: an interval in degrees, as at school.
    degrees = true;
    reading = `the interval ${formatNumber(a, 6)} to ${formatNumber(b, 6)} in degrees (angles up to ${formatNumber(b, 6)} are degrees at school; write π for radians)`;
  }
  if (degrees && !/pi\s*\/\s*180/i.test(t)) [a, b] = [(a * Math.PI) / 180, (b * Math.PI) / 180];
  if (b - a > 40 * Math.PI) return null;
  return { lo: a, hi: b, loIn, hiIn, degrees, ...(reading ? { reading } : {}) };
}

/** A root as the student reads it: an exact angle where it is one, else a decimal. */
function showRoot(x: number, degrees: boolean): { text: string; latex: string; exact: boolean } {
  if (degrees) {
    const d = (x * 180) / Math.PI;
    const q = Math.round(d * 4) / 4;
    if (Math.abs(d - q) < 1e-7) return { text: `${formatNumber(q, 6)}°`, latex: `${formatNumber(q, 6)}^\\circ`, exact: true };
    return { text: `${d.toFixed(2)}°`, latex: `${d.toFixed(2)}^\\circ`, exact: false };
  }
  const k = (x / Math.PI) * 12;
  const rk = Math.round(k);
  if (Math.abs(k - rk) < 1e-7) {
    const r = Rational.of(rk, 12);
    if (r.isZero()) return { text: '0', latex: '0', exact: true };
    const num = r.num === 1n ? 'π' : r.num === -1n ? '-π' : `${r.num}π`;
    const text = r.den === 1n ? num : `${num}/${r.den}`;
    const latex = r.den === 1n ? num.replace('π', '\\pi') : `\\frac{${num.replace('π', '\\pi')}}{${r.den}}`;
    return { text: `${text} ≈ ${x.toFixed(4)}`, latex: `${latex} \\approx ${x.toFixed(4)}`, exact: true };
  }
  return { text: `≈ ${x.toFixed(4)}`, latex: `\\approx ${x.toFixed(4)}`, exact: false };
}

function refineSignChange(f: (x: number) => number, a: number, b: number): number {
  let [lo, hi, flo] = [a, b, f(a)];
  for (let i = 0; i < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function refineMinimum(g: (x: number) => number, a: number, b: number): number {
  const r = (Math.sqrt(5) - 1) / 2;
  let [lo, hi] = [a, b];
  for (let i = 0; i < 200 && hi - lo > 1e-14; i++) {
    const c = hi - r * (hi - lo);
    const d = lo + r * (hi - lo);
    if (g(c) < g(d)) hi = d;
    else lo = c;
  }
  return (lo + hi) / 2;
}

/** Every root of f in the interval, each checked by substitution. */
function rootsIn(f: (x: number) => number, iv: AngleInterval, scale: number): number[] {
  const { lo, hi } = iv;
  const h = (hi - lo) / SAMPLES;
  const xs = Array.from({ length: SAMPLES + 1 }, (_, i) => lo + i * h);
  const ys = xs.map(f);
  const tolerance = 1e-9 * Math.max(1, scale);
  const near = ys.filter((y) => Number.isFinite(y) && Math.abs(y) < tolerance).length;
  if (near > SAMPLES / 2) throw new ToolInputError('This equation holds for every angle in the interval (it is an identity), so there is no list of solutions to give.');
  const found: number[] = [];
  const add = (x: number) => {
    if (!Number.isFinite(x) || x < lo - 1e-12 || x > hi + 1e-12) return;
    const y = f(x);
    if (!Number.isFinite(y) || Math.abs(y) > tolerance) return;
    if (found.some((r) => Math.abs(r - x) < 1e-7)) return;
    found.push(x);
  };
  for (let i = 0; i <= SAMPLES; i++) {
    const y = ys[i];
    if (!Number.isFinite(y)) continue;
    if (y === 0) add(xs[i]);
    const next = ys[i + 1];
    if (i < SAMPLES && Number.isFinite(next) && y !== 0 && next !== 0 && Math.sign(y) !== Math.sign(next)) add(refineSignChange(f, xs[i], xs[i + 1]));
    // A zero the curve only touches (sin x = 1): a local minimum of |f| close to 0.
    const prev = ys[i - 1];
    if (i > 0 && i < SAMPLES && Math.abs(y) <= Math.abs(prev) && Math.abs(y) <= Math.abs(next) && Math.abs(y) < 1e-2 * Math.max(1, scale)) {
      add(refineMinimum((x) => Math.abs(f(x)), xs[i - 1], xs[i + 1]));
    }
  }
  // The ends, where the interval includes them.
  for (const [x, included] of [[lo, iv.loIn], [hi, iv.hiIn]] as const) {
    const y = f(x);
    if (Number.isFinite(y) && Math.abs(y) <= tolerance && !found.some((r) => Math.abs(r - x) < 1e-7)) {
      if (included) found.push(x);
    }
  }
  return found
    .filter((x) => (iv.loIn ? x >= lo - 1e-9 : x > lo + 1e-9) && (iv.hiIn ? x <= hi + 1e-9 : x < hi - 1e-9))
    .sort((a, b) => a - b);
}

/** A trigonometric equation solved on an interval: every root, exact where it is a special angle. */
export function solveOnInterval(equation: string, variable: string | undefined, interval: string): ToolResult {
  return guard(TOOL, () => {
    const sides = splitEquation(equation);
    if (!sides) throw new ToolInputError('I need an equation with "=" to solve on an interval.');
    const left = parseExpr(sides.left);
    const right = parseExpr(sides.right);
    const vars = [...new Set([...variablesOf(left), ...variablesOf(right)])].filter((v) => !['e', 'pi'].includes(v));
    if (vars.length !== 1) throw new ToolInputError('Solving on an interval needs exactly one unknown.');
    const v = variable ?? vars[0];
    if (v !== vars[0]) throw new ToolInputError(`There is no ${v} in this equation.`);
    if (!TRIG.test(exprToText(left) + exprToText(right))) throw new ToolInputError('I solve equations on an interval when they have sin, cos or tan of the unknown.');
    const iv = parseAngleInterval(interval, v);
    if (!iv) throw new ToolInputError(`I could not read the interval "${interval}". Write it like 0 ≤ ${v} ≤ 360° or [0, 2π).`);
    const diff: Expr = bin('sub', left, right);
    const f = (x: number) => evalNumber(diff, { [v]: x });
    const scale = Math.max(1, ...Array.from({ length: 50 }, (_, i) => Math.abs(f(iv.lo + ((iv.hi - iv.lo) * i) / 49))).filter(Number.isFinite));
    const roots = rootsIn(f, iv, Math.min(scale, 1e6));
    const unit = iv.degrees ? 'degrees' : 'radians';
    const ivText = iv.degrees
      ? `${formatNumber((iv.lo * 180) / Math.PI, 6)}° ${iv.loIn ? '≤' : '<'} ${v} ${iv.hiIn ? '≤' : '<'} ${formatNumber((iv.hi * 180) / Math.PI, 6)}°`
      : `${showRoot(iv.lo, false).text.replace(/ ≈.*/, '')} ${iv.loIn ? '≤' : '<'} ${v} ${iv.hiIn ? '≤' : '<'} ${showRoot(iv.hi, false).text.replace(/ ≈.*/, '')}`;
    const steps: ToolStep[] = [
      step(`Solve ${exprToText(left)} = ${exprToText(right)} for ${ivText} (angles in ${unit}).`, `${exprToLatex(left)} = ${exprToLatex(right)}`),
      ...(iv.reading ? [step(`I read ${iv.reading}.`)] : []),
      step(`Look for every angle in the interval where ${exprToText(left)} − (${exprToText(right)}) is 0: I scanned ${SAMPLES.toLocaleString('en')} points across it, found each crossing and each touching point, and refined each to full precision.`),
    ];
    if (!roots.length) {
      steps.push(step(`It is never 0 in this interval, so there is no solution there.`));
      return succeed(TOOL, `No solutions in ${ivText}`, steps, { data: { roots: [] } });
    }
    const shown = roots.map((x) => showRoot(x, iv.degrees));
    steps.push(step(`Check each by substitution: ${shown.map((s, i) => `${v} = ${s.text.replace(/ ≈.*/, '')} gives ${formatNumber(evalNumber(left, { [v]: roots[i] }), 6)} = ${formatNumber(evalNumber(right, { [v]: roots[i] }), 6)}`).join('; ')}.`));
    const answer = shown.map((s) => `${v} = ${s.text}`).join(' or ');
    return succeed(TOOL, answer, steps, {
      answerLatex: shown.map((s) => `${v} = ${s.latex}`).join(' \\text{ or } '),
      data: { roots: roots.map((x) => (iv.degrees ? (x * 180) / Math.PI : x)), unit, ...(roots.length === 1 ? { value: iv.degrees ? (roots[0] * 180) / Math.PI : roots[0] } : {}) },
    });
  });
}
