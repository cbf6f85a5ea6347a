import { Surd } from './exact';
import { evalNumber, tryParseExpr, tryParseFormula } from './expr';
import { formatNumber } from './format';
import { Rational } from './rational';
import { step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * One trigonometric ratio from another (issue 14): "sin θ = 3/5 and θ is acute, find cos θ",
 * "tan x = −4/3 with x in the second quadrant, find sin x", "cos A = 5/13, find sin 2A". The missing
 * ratio comes from sin²θ + cos²θ = 1, its sign from the quadrant the question gives. Without a
 * quadrant the sign is not determined, so nothing is answered (unless the given value fixes it).
 */

const TOOL = 'word_problem';
type Ratio = 'sin' | 'cos' | 'tan' | 'sec' | 'csc' | 'cot';
const NAMES: Record<string, Ratio> = { sin: 'sin', sine: 'sin', cos: 'cos', cosine: 'cos', tan: 'tan', tangent: 'tan', sec: 'sec', csc: 'csc', cosec: 'csc', cot: 'cot', cotan: 'cot' };
const RATIO = String.raw`(sin|cos|tan|sec|csc|cosec|cot)`;
const ANGLE = String.raw`([a-zθαβφ])`;
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, first: 1, second: 2, third: 3, fourth: 4, '1': 1, '2': 2, '3': 3, '4': 4 };

/** The quadrant the question puts the angle in (1–4), or undefined when it does not say. */
function quadrantOf(t: string, angle: string): number | undefined {
  if (/\bacute\b|\bfirst quadrant\b|\bquadrant (?:1|i)\b/i.test(t)) return 1;
  if (/\bobtuse\b/i.test(t)) return 2;
  const named = /\b(first|second|third|fourth)\s+quadrant\b|\bquadrant\s+(iv|iii|ii|i|[1-4])\b|\bQ([1-4])\b/i.exec(t);
  if (named) return ROMAN[(named[1] ?? named[2] ?? named[3]).toLowerCase()];
  // "90° < θ < 180°", "π/2 < x < π", "180 < θ < 270".
  const a = angle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const range = new RegExp(String.raw`((?<![\w)])[\dπ/.*()pi\s]+?)\s*°?\s*(?:<|≤|<=)\s*${a}\s*(?:<|≤|<=)\s*([\dπ/.*()pi\s]*[\dπ)])\s*°?(?![\d])`, 'i').exec(t);
  if (!range) return undefined;
  const value = (s: string) => {
    const e = tryParseExpr(s.trim().replace(/π/g, 'pi'));
    return e ? evalNumber(e) : NaN;
  };
  const [lo, hi] = [value(range[1]), value(range[2])];
  const radians = /π|pi/.test(range[1] + range[2]);
  const toDeg = (x: number) => (radians ? (x * 180) / Math.PI : x);
  const [l, h] = [toDeg(lo), toDeg(hi)];
  for (let q = 1; q <= 4; q++) if (Math.abs(l - 90 * (q - 1)) < 1e-9 && Math.abs(h - 90 * q) < 1e-9) return q;
  return undefined;
}

function rationalOf(text: string): Rational | null {
  const e = tryParseFormula(text.replace(/[−–]/g, '-'));
  if (!e) return null;
  const x = evalNumber(e);
  if (!Number.isFinite(x)) return null;
  const r = Rational.approximate(x, 10000n);
  return Math.abs(r.toNumber() - x) < 1e-12 * Math.max(1, Math.abs(x)) ? r : null;
}

function show(s: Surd): string {
  const r = s.asRational();
  if (r) return r.toString();
  return `${s.toString()} ≈ ${formatNumber(s.toComplex().re, 6)}`;
}

const ONE = Surd.rational(Rational.ONE);

/** The answer, or null when the question is not a ratio from another one. */
export function trigRatioFromAnother(t: string): ToolResult | null {
  const given = new RegExp(String.raw`(?<![a-z])${RATIO}\s*\(?\s*${ANGLE}\s*\)?\s*=\s*([-−]?\s*\(?\s*-?\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?\s*\)?)(?![\d.])`, 'i').exec(t);
  if (!given) return null;
  const angle = given[2];
  const a = angle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const asked = new RegExp(String.raw`\b(?:find|what(?:'s| is| are)|work out|calculate|determine|evaluate|give|state|hence)\b[^.?]*?(?<![a-z])${RATIO}\s*\(?\s*(2\s*)?${a}(?![a-z])`, 'i').exec(t.slice(given.index + given[0].length)) ?? new RegExp(String.raw`\b(?:find|what(?:'s| is)|work out|calculate|determine|evaluate)\s+(?:the\s+)?(?:exact\s+)?(?:value\s+of\s+)?(?<![a-z])${RATIO}\s*\(?\s*(2\s*)?${a}(?![a-z])`, 'i').exec(t);
  if (!asked) return null;
  const from = NAMES[given[1].toLowerCase()];
  const want = NAMES[asked[1].toLowerCase()];
  const double = Boolean(asked[2]);
  if (from === want && !double) return null;
  const v = rationalOf(given[3]);
  if (!v) return null;
  const quadrant = quadrantOf(t, angle);
  const steps: ToolStep[] = [];
  const where = quadrant ? `${angle} is in quadrant ${['I', 'II', 'III', 'IV'][quadrant - 1]}` : '';
  // sin and cos as exact surds, each with the sign its quadrant gives.
  const sSign = quadrant === undefined ? 0 : quadrant <= 2 ? 1 : -1;
  const cSign = quadrant === undefined ? 0 : quadrant === 1 || quadrant === 4 ? 1 : -1;
  const signed = (x: Surd, sign: number) => (sign < 0 ? x.neg() : x);
  let s: Surd;
  let c: Surd;
  const base: Ratio = from === 'sec' ? 'cos' : from === 'csc' ? 'sin' : from === 'cot' ? 'tan' : from;
  const value = from === base ? v : v.isZero() ? null : Rational.ONE.div(v);
  if (!value) return null;
  if (from !== base) steps.push(step(`${from} ${angle} = 1/${base} ${angle}, so ${base} ${angle} = ${value}.`));
  const sign = value.sign();
  if (base === 'sin' || base === 'cos') {
    if (value.abs().compare(Rational.ONE) > 0) return null;
    const other = Surd.sqrt(Rational.ONE.sub(value.mul(value)));
    const otherName = base === 'sin' ? 'cos' : 'sin';
    const otherSign = base === 'sin' ? cSign : sSign;
    const ownSign = base === 'sin' ? sSign : cSign;
    if (ownSign !== 0 && sign !== 0 && sign !== ownSign) return null;
    if (otherSign === 0 && !other.isZero()) return null;
    steps.push(step(`${otherName}²${angle} = 1 − ${base}²${angle} = 1 − (${value})² = ${Rational.ONE.sub(value.mul(value))}, so ${otherName} ${angle} = ±${other.toString()}.`));
    steps.push(step(`${where}, where ${otherName} is ${otherSign > 0 ? 'positive' : 'negative'}: ${otherName} ${angle} = ${signed(other, otherSign).toString()}.`));
    [s, c] = base === 'sin' ? [Surd.rational(value), signed(other, otherSign)] : [signed(other, otherSign), Surd.rational(value)];
  } else {
    if (sSign === 0) return null;
    if (sign !== 0 && sign !== sSign * cSign) return null;
    // sec²θ = 1 + tan²θ.
    const sec2 = Rational.ONE.add(value.mul(value));
    const secAbs = Surd.sqrt(sec2);
    const cAbs = ONE.div(secAbs);
    if (!cAbs) return null;
    c = signed(cAbs, cSign);
    s = c.scale(value);
    steps.push(step(`sec²${angle} = 1 + tan²${angle} = 1 + (${value})² = ${sec2}, so cos ${angle} = ±1/${secAbs.toString()} = ±${cAbs.toString()}.`));
    steps.push(step(`${where}, where cos is ${cSign > 0 ? 'positive' : 'negative'}: cos ${angle} = ${c.toString()}, and sin ${angle} = tan ${angle} · cos ${angle} = ${s.toString()}.`));
  }
  const ratio = (r: Ratio): Surd | null => {
    switch (r) {
      case 'sin':
        return s;
      case 'cos':
        return c;
      case 'tan':
        return s.div(c);
      case 'sec':
        return ONE.div(c);
      case 'csc':
        return ONE.div(s);
      case 'cot':
        return c.div(s);
    }
  };
  let result: Surd | null;
  let label = `${want} ${angle}`;
  if (double) {
    label = `${want} 2${angle}`;
    const sin2 = s.mul(c).scale(Rational.of(2));
    const cos2 = c.mul(c).sub(s.mul(s));
    const table: Record<Ratio, Surd | null> = { sin: sin2, cos: cos2, tan: sin2.div(cos2), sec: ONE.div(cos2), csc: ONE.div(sin2), cot: cos2.div(sin2) };
    result = cos2.isZero() && (want === 'tan' || want === 'sec') ? null : sin2.isZero() && (want === 'csc' || want === 'cot') ? null : table[want];
    steps.push(step(`Double angle: sin 2${angle} = 2 sin ${angle} cos ${angle} = ${sin2.toString()}, cos 2${angle} = cos²${angle} − sin²${angle} = ${cos2.toString()}.`));
  } else {
    result = (want === 'tan' || want === 'sec') && c.isZero() ? null : (want === 'csc' || want === 'cot') && s.isZero() ? null : ratio(want);
  }
  if (!result) return null;
  const answer = `${label} = ${show(result)}`;
  steps.push(step(`${answer}.`));
  // The check: the value from the angle itself.
  const theta = quadrant ? angleFrom(s.toComplex().re, c.toComplex().re) : Math.atan2(s.toComplex().re, c.toComplex().re);
  const numeric = evalRatio(want, double ? 2 * theta : theta);
  if (!Number.isFinite(numeric) || Math.abs(numeric - result.toComplex().re) > 1e-9 * Math.max(1, Math.abs(numeric))) return null;
  steps.push(step(`Check: ${angle} ≈ ${formatNumber((theta * 180) / Math.PI, 6)}° gives ${label} ≈ ${formatNumber(numeric, 6)} ✓.`));
  return succeed(TOOL, answer, steps, { data: { value: result.toComplex().re } });
}

function angleFrom(s: number, c: number): number {
  const a = Math.atan2(s, c);
  return a < 0 ? a + 2 * Math.PI : a;
}

function evalRatio(r: Ratio, x: number): number {
  switch (r) {
    case 'sin':
      return Math.sin(x);
    case 'cos':
      return Math.cos(x);
    case 'tan':
      return Math.tan(x);
    case 'sec':
      return 1 / Math.cos(x);
    case 'csc':
      return 1 / Math.sin(x);
    case 'cot':
      return Math.cos(x) / Math.sin(x);
  }
}
