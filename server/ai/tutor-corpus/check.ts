import { all, create } from 'mathjs';
import type { CorpusExpect } from './types';

/**
 * Judges a tutor's final answer, as the student reads it, against a corpus expectation. It reads
 * the answer text with its own parser (mathjs, not the engine's), so an engine bug cannot make its
 * own wrong answer look right.
 */

const math = create(all, {});

export type Verdict = 'right' | 'refused' | 'wrong';

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
const SUBSCRIPTS: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9' };

/** Unicode maths as ASCII: −, ×, ÷, ·, superscript powers, √, π, ∞, thin spaces. */
export function asciiMath(text: string): string {
  return text
    .replace(/[$£€]+/g, ' ')
    .replace(/\\left|\\right|\\,|\\;|\\!/g, '')
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))')
    .replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)')
    .replace(/\\(pi|infty|cdot|times|le|ge|leq|geq|cup|approx|ln|sin|cos|tan|log)\b/g, (_, w: string) =>
      ({ pi: 'pi', infty: 'inf', cdot: '*', times: '*', le: '<=', ge: '>=', leq: '<=', geq: '>=', cup: 'U', approx: '≈', ln: 'ln', sin: 'sin', cos: 'cos', tan: 'tan', log: 'log' })[w] ?? w,
    )
    .replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'))
    .replace(/[\u2009\u202f\u00a0]/g, ' ')
    .replace(/[−–]/g, '-')
    .replace(/[×·⋅]/g, '*')
    .replace(/÷/g, '/')
    .replace(/π/g, 'pi')
    .replace(/∞/g, 'inf')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/∪/g, 'U')
    .replace(/√\s*\(/g, 'sqrt(')
    .replace(/√\s*([\d.]+|[a-z])/g, 'sqrt($1)')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (s) => {
      const power = [...s].map((c) => SUPERSCRIPTS[c]).join('');
      return /^\d+$/.test(power) ? `^${power}` : `^(${power})`;
    })
    .replace(/[₀-₉]/g, (c) => SUBSCRIPTS[c]);
}

/** A number written in an answer: "7/10", "-0.25", "1.2*10^5", "2 sqrt(3)", "3pi/4", "1/2 (0.5)". */
function evaluate(text: string): number | undefined {
  const t = text
    .trim()
    .replace(/^[=≈~:]+|[.,;:]+$/g, '')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/%$/, '')
    .trim();
  if (!t || !/\d|pi|sqrt/.test(t) || /[a-oq-z]{2,}/i.test(t.replace(/sqrt|pi|ln|log|sin|cos|tan/g, ''))) return undefined;
  try {
    const value = math.evaluate(t.replace(/\bln\(/g, 'log(').replace(/\be\b/g, '2.718281828459045'));
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One written value: its number, the number as written (for its rounding) and its unit, if any. */
export interface Shown {
  value: number;
  text: string;
  unit?: string;
  /** Written as money ("−$0.33", "£120.00"): to the cent is exact enough. */
  money?: boolean;
}

/** Units a corpus answer may name that are counts, not mathjs units: compared as plain numbers. */
const PLAIN_UNITS = /^(?:\$|£|€|%|percent|years?|yrs?|days?|weeks?|months?|molecules?|atoms?|particles?|ions?|cents?|parts?|cups?|people|students|ways|outcomes|arrangements|items|dollars?)$/i;

/** "16.67 m/s" → 16.67 with unit "m/s"; "$1,250.50" → 1250.5; "3 × 10^8 m/s"; "4√14/7". */
function readShown(rep: string): Shown | undefined {
  const shown = readShownValue(rep);
  return shown && /[$£€]/.test(rep) ? { ...shown, money: true } : shown;
}

function readShownValue(rep: string): Shown | undefined {
  const t = asciiMath(rep)
    .replace(/Ω/g, ' ohm')
    .replace(/(\d)\s*°\s*C\b/g, '$1 degC')
    .replace(/°/g, ' deg')
    .replace(/[$£€]/g, '')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/[.,;:!?]+$/, '')
    .trim()
    // "−$0.33" is −0.33 once its currency sign is gone.
    .replace(/^([-+])\s+(?=\d)/, '$1');
  if (!t) return undefined;
  // A mixed number, "2 5/6": the whole and the fraction added.
  const mixed = /^(-?)(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return { value: (mixed[1] ? -1 : 1) * (Number(mixed[2]) + Number(mixed[3]) / Number(mixed[4])), text: t };
  const plain = evaluate(t);
  if (plain !== undefined) return { value: plain, text: t };
  // The longest leading part that is a number; the rest is its unit.
  const m = /^([-+]?(?:[\d.]+(?:e[-+]?\d+)?|pi|sqrt\([^)]*\))(?:\s*[*/^]\s*\(?[-+]?(?:[\d.]+|pi|sqrt\([^)]*\))\)?|\s*(?:pi|sqrt\([^)]*\)))*)\s*(.*)$/.exec(t);
  if (!m) return undefined;
  const value = evaluate(m[1]);
  if (value === undefined) return undefined;
  const unit = m[2].trim();
  return unit && !PLAIN_UNITS.test(unit) ? { value, text: m[1].trim(), unit } : { value, text: m[1].trim() };
}

/** The value in the expected unit, when both units are ones mathjs knows and they convert. */
function inUnit(shown: Shown, expected: string | undefined): { value: number; factor: number } {
  if (!shown.unit || !expected || PLAIN_UNITS.test(expected)) return { value: shown.value, factor: 1 };
  const target = expected === 'degrees' ? 'deg' : expected;
  try {
    const converted = math.unit(shown.value, shown.unit.replace(/\s+/g, ' ')).toNumber(target);
    return { value: converted, factor: shown.value !== 0 ? converted / shown.value : 1 };
  } catch {
    return { value: shown.value, factor: 1 };
  }
}

/** The same unit written the same way ("km/h" and "km/h"), so no conversion factor shows it. */
function sameUnitName(a: string, b: string): boolean {
  const norm = (u: string) => u.replace(/\s+/g, '').replace(/\^\(?(\d)\)?/g, '$1').toLowerCase();
  return norm(a) === norm(b);
}

/** Asides in brackets ("3000 N (≈ 3 kN)", "x = 7/10 (0.7)") restate the answer: only the main text is judged. */
function withoutAsides(text: string): string {
  let out = text;
  // An aside is a bracket that ends the value ("7/10 (0.7)"), not one a formula goes on from ("(−1 ± √5)/2").
  for (let i = 0; i < 3; i++) out = out.replace(/\s+\((?:[^()]|\([^()]*\))*\)(?=$|[\s,;.])/g, '');
  return out;
}

/** The written forms of the final value: what follows the last "=" or label colon, split at "≈". */
export function finalForms(answer: string): Shown[] {
  const main = withoutAsides(answer);
  const cut = Math.max(main.lastIndexOf('='), /:\s/.test(main) ? main.lastIndexOf(':') : -1);
  const tail = cut >= 0 ? main.slice(cut + 1) : main;
  return tail
    .split(/≈|~/)
    .map((rep) => readShown(rep))
    .filter((s): s is Shown => s !== undefined);
}

/** Every value of a list answer ("x = 2 or x = -3", "x = -2√2, x = 0 or x = 2√2"): the final form of each part. */
export function listedValues(answer: string): Shown[] {
  // "x = 1 ± √2" and "(−1 ± √5)/2" are two values.
  const main = withoutAsides(answer).replace(/([^,;]*?)±([^,;]*?)(?=\s+or\s+|,|;|$)/g, (_, a: string, b: string) => `${a}+${b} or ${a.replace(/^.*=\s*/, '')}-${b}`);
  return main
    .split(/\s+or\s+|\s+and\s+|,(?!\d{3})|;/)
    .filter((part) => !/\bi\b|\di\b|i√|\)i\b/.test(part))
    .flatMap((part) => finalForms(part).slice(0, 1))
    .filter((s) => !/\bi\b/.test(s.text));
}

/** Whether a shown number is the expected one: exact, or rounded to what it shows (≥ 3 significant figures). */
/**
 * Whether a shown value is the expected one: exactly, within `rel`, or rounded (to at least 3
 * significant figures, or to the decimal places the question asked for, `askedPlaces`).
 */
export function sameNumber(shown: Shown, expected: number, rel = 0, unit?: string, askedPlaces?: number): boolean {
  const { value, factor } = inUnit(shown, unit);
  const diff = Math.abs(value - expected);
  const scale = Math.max(Math.abs(expected), 1e-300);
  if (diff <= 1e-9 * Math.max(1, Math.abs(expected))) return true;
  if (rel > 0 && diff <= rel * scale) return true;
  // "6.3096 × 10^-4": right when the mantissa is right to the places it shows.
  const scientific = /^-?(\d+)(?:\.(\d+))?\s*\*\s*10\^\(?(-?\d+)\)?$/.exec(shown.text.trim());
  if (scientific) {
    const places = scientific[2]?.length ?? 0;
    const digits = scientific[1].replace(/^0+/, '').length + places;
    return digits >= 3 && diff <= Math.abs(factor) * 0.5 * 10 ** (Number(scientific[3]) - places) * (1 + 1e-12) + 1e-300;
  }
  // "68.268949%": a percentage rounded like any other number.
  const body = shown.text.trim().replace(/\s*%$/, '');
  const decimals = /^-?\d*\.(\d+)$/.exec(body);
  const places = decimals ? decimals[1].length : 0;
  const significant = body.replace(/^-?0*\.?0*/, '').replace('.', '').length;
  if (!decimals && !(factor !== 1 && /^-?\d+$/.test(body))) return false;
  return (significant >= 3 || (askedPlaces !== undefined && places >= askedPlaces)) && diff <= Math.abs(factor) * (0.5 * 10 ** -places) + 1e-12;
}

interface Span {
  lo: number;
  hi: number;
  loIn: boolean;
  hiIn: boolean;
}

/** "(-inf, 2] U (3, inf)", "{}", or inequalities: "x < 2 or x > 3", "-1 <= x < 4", "x ≥ 5". */
export function parseSolutionSet(text: string): Span[] | undefined {
  if (/^\s*\{\s*\}\s*$/.test(text)) return [];
  const t = asciiMath(text).replace(/\s+/g, ' ').trim();
  if (/^\{\s*\}$|\bno (?:real )?solutions?\b|\bempty\b|∅/i.test(t)) return [];
  if (/\ball real\b|\bevery real\b|^\(-inf, ?inf\)$/i.test(t)) return [{ lo: -Infinity, hi: Infinity, loIn: false, hiIn: false }];
  const num = (s: string) => (/^\+?inf$/.test(s.trim()) ? Infinity : /^-inf$/.test(s.trim()) ? -Infinity : evaluate(s));
  // Interval notation: pieces joined by U, each "(a, b]" with endpoints that may hold brackets (sqrt(2)).
  const pieces = t.split(/\s+U\s+|\s*U\s*(?=[([])/);
  if (pieces.every((p) => /^[([].*[)\]]$/.test(p.trim()))) {
    const spans: Span[] = [];
    for (const piece of pieces.map((p) => p.trim())) {
      const inner = piece.slice(1, -1);
      let depth = 0;
      let comma = -1;
      for (let i = 0; i < inner.length; i++) {
        if (inner[i] === '(') depth++;
        else if (inner[i] === ')') depth--;
        else if (inner[i] === ',' && depth === 0) comma = i;
      }
      if (comma < 0) return undefined;
      const lo = num(inner.slice(0, comma));
      const hi = num(inner.slice(comma + 1));
      if (lo === undefined || hi === undefined) return undefined;
      spans.push({ lo, hi, loIn: piece[0] === '[', hiIn: piece[piece.length - 1] === ']' });
    }
    return spans;
  }
  const parts = t.split(/\bor\b|\bU\b/);
  const spans: Span[] = [];
  for (const part of parts) {
    const double = /(-?[^<>=]+?)\s*(<=?)\s*[a-z]\s*(<=?)\s*([^<>=]+)/i.exec(part);
    if (double) {
      const lo = evaluate(double[1]);
      const hi = evaluate(double[4]);
      if (lo === undefined || hi === undefined) return undefined;
      spans.push({ lo, hi, loIn: double[2] === '<=', hiIn: double[3] === '<=' });
      continue;
    }
    const single = /[a-z]\s*(<=|>=|<|>)\s*([^<>=]+)/i.exec(part);
    if (!single) return undefined;
    const bound = evaluate(single[2]);
    if (bound === undefined) return undefined;
    const op = single[1];
    spans.push(op.startsWith('<') ? { lo: -Infinity, hi: bound, loIn: false, hiIn: op === '<=' } : { lo: bound, hi: Infinity, loIn: op === '>=', hiIn: false });
  }
  return spans.length ? spans : undefined;
}

function sameSpans(a: Span[], b: Span[]): boolean {
  const key = (s: Span) => [s.lo, s.hi];
  const sort = (x: Span[]) => [...x].sort((p, q) => key(p)[0] - key(q)[0] || key(p)[1] - key(q)[1]);
  const [x, y] = [sort(a), sort(b)];
  const close = (p: number, q: number) => p === q || Math.abs(p - q) <= 1e-6 * Math.max(1, Math.abs(q));
  return x.length === y.length && x.every((s, i) => close(s.lo, y[i].lo) && close(s.hi, y[i].hi) && (s.loIn === y[i].loIn || !Number.isFinite(s.lo)) && (s.hiIn === y[i].hiIn || !Number.isFinite(s.hi)));
}

/** A formula as mathjs reads it, with the ways answers write functions made explicit. */
function formula(text: string): ((scope: Record<string, number>) => number) | undefined {
  const t = asciiMath(text)
    .replace(/\+\s*C\s*$/i, '')
    .replace(/\bln\s*\|([^|]+)\|/g, 'log(abs($1))')
    .replace(/\|([^|]+)\|/g, 'abs($1)')
    .replace(/(?<![a-z])ln(?![a-z])/g, 'log')
    .replace(/\barc(sin|cos|tan)\b/g, 'a$1')
    .replace(/\b(sin|cos|tan|sec|csc|cot)\^\((\d+)\)\s*\(([^()]*)\)/g, '$1($3)^$2')
    .replace(/\b(sin|cos|tan|sec|csc|cot|log|sqrt)\s+([a-z0-9]+)/g, '$1($2)')
    .replace(/\be\^/g, 'exp(1)^')
    // "x(ln(x) + 1)" is a product, not a call of x.
    .replace(/(?<![A-Za-z])([a-z])\s*\(/g, '$1*(')
    .replace(/\)\s*\(/g, ')*(');
  try {
    const compiled = math.compile(t);
    return (scope) => {
      const v = compiled.evaluate({ ...scope });
      return typeof v === 'number' ? v : Number.NaN;
    };
  } catch {
    return undefined;
  }
}

const SAMPLE_POINTS = [0.31, 0.57, 0.83, 1.17, 1.49, 1.91, 2.37];

function sameFunction(answer: string, expected: string, variable: string, upToConstant: boolean): boolean {
  const rhs = answer.includes('=') ? answer.slice(answer.lastIndexOf('=') + 1) : answer;
  const mine = formula(rhs);
  const theirs = formula(expected.replace(/\*\*/g, '^'));
  if (!mine || !theirs) return false;
  const diffs: number[] = [];
  for (const p of SAMPLE_POINTS) {
    try {
      const d = mine({ [variable]: p }) - theirs({ [variable]: p });
      if (Number.isFinite(d)) diffs.push(d);
    } catch {
      return false;
    }
  }
  if (diffs.length < 4) return false;
  const offset = upToConstant ? diffs[0] : 0;
  return diffs.every((d) => Math.abs(d - offset) <= 1e-6 * Math.max(1, Math.abs(offset)));
}

/** "2 H2 + O2 -> 2 H2O" as { H2: -2, O2: -1, H2O: 2 } (reactants negative). */
function equationTerms(text: string): Map<string, number> | undefined {
  const t = asciiMath(text).replace(/\s+/g, ' ');
  const sides = t.split(/->|→|⟶|=>|=/);
  if (sides.length !== 2) return undefined;
  const terms = new Map<string, number>();
  for (const [i, side] of sides.entries()) {
    for (const raw of side.split(/\s\+\s|^\+|\+(?=\s*\d*\s*[A-Z(])/)) {
      const m = /^\s*(\d*)\s*([A-Z(][A-Za-z0-9()·.*]*)(?:\s*\((?:s|l|g|aq)\))?\s*$/.exec(raw);
      if (!m) {
        if (raw.trim()) return undefined;
        continue;
      }
      const species = m[2].replace(/\((?:s|l|g|aq)\)$/, '');
      terms.set(species, (terms.get(species) ?? 0) + (i === 0 ? -1 : 1) * Number(m[1] || 1));
    }
  }
  return terms;
}

/** The verdict on one answer; `answered` is false when the tutor gave no result (refused or asked). */
export function judge(expect: CorpusExpect, answered: boolean, answer: string, question = ''): Verdict {
  const asked = /\b(\d)\s*(?:decimal\s+places?|d\.?\s?p\.?)(?![a-z])/i.exec(question);
  const places = asked ? Number(asked[1]) : undefined;
  if ('refuse' in expect) return answered ? 'wrong' : 'right';
  if (!answered) return 'refused';
  if ('number' in expect) {
    // "60 mph ≈ 96.56 km/h": with an expected unit, a form in a unit that does not convert to it
    // (the question's own quantity restated) is not the answer.
    const all = finalForms(answer);
    const converts = all.filter((s) => !s.unit || !expect.unit || inUnit(s, expect.unit).factor !== 1 || sameUnitName(s.unit, expect.unit));
    const forms = converts.length ? converts : all;
    // Money is written to the cent: −$0.33 is −1/3 of a dollar as a price shows it.
    const money = expect.unit !== undefined && /^[$£€]$|^(?:dollars?|pounds?|euros?)$/i.test(expect.unit);
    return forms.length > 0 && forms.every((s) => sameNumber(s, expect.number, expect.rel, expect.unit, places ?? (money || s.money ? 2 : undefined))) ? 'right' : 'wrong';
  }
  if ('set' in expect) {
    if (expect.set.length === 0) return /\bno (?:real )?(?:solutions?|roots?)\b|\bno real\b/i.test(answer) ? 'right' : 'wrong';
    const shown = listedValues(answer);
    const unique = shown.filter((s, i) => !shown.slice(0, i).some((o) => Math.abs(o.value - s.value) <= 1e-9 * Math.max(1, Math.abs(s.value))));
    const covers = expect.set.every((e) => unique.some((s) => sameNumber(s, e, 0, undefined, places)));
    const nothingElse = unique.every((s) => expect.set.some((e) => sameNumber(s, e, 0, undefined, places)));
    return covers && nothingElse && unique.length === new Set(expect.set).size ? 'right' : 'wrong';
  }
  if ('interval' in expect) {
    const mine = parseSolutionSet(answer.replace(/^.*?:\s*/, ''));
    const theirs = parseSolutionSet(expect.interval);
    if (!theirs) throw new Error(`corpus interval does not parse: ${expect.interval}`);
    return mine && sameSpans(mine, theirs) ? 'right' : 'wrong';
  }
  if ('expression' in expect) return sameFunction(answer, expect.expression, expect.variable, expect.upToConstant === true) ? 'right' : 'wrong';
  if ('system' in expect) {
    const ascii = asciiMath(answer);
    // A point "(3, 2)" answers x and y.
    const keys = Object.keys(expect.system);
    const point = /\(\s*([^,()]+?)\s*,\s*([^,()]+?)\s*\)\s*$/.exec(ascii);
    if (point && keys.length === 2 && keys.includes('x') && keys.includes('y') && !/\bx\s*=/.test(ascii)) {
      const [px, py] = [finalForms(point[1]), finalForms(point[2])];
      return px.length && py.length && px.every((f) => sameNumber(f, expect.system.x, 0, undefined, places)) && py.every((f) => sameNumber(f, expect.system.y, 0, undefined, places)) ? 'right' : 'wrong';
    }
    return Object.entries(expect.system).every(([name, value]) => {
      // "adult = 70" or "adult tickets = 70": the unknown's name, perhaps with its noun.
      const m = new RegExp(`\\b${name}(?:\\s+[a-z]+)?\\s*=\\s*([^,;]+?)(?=,|;|\\band\\b|$)`, 'i').exec(ascii);
      const shown = m ? finalForms(m[1]) : [];
      return shown.length > 0 && shown.every((s) => sameNumber(s, value, 0, undefined, places));
    })
      ? 'right'
      : 'wrong';
  }
  const mine = equationTerms(answer);
  const theirs = equationTerms(expect.equation);
  if (!theirs) throw new Error(`corpus equation does not parse: ${expect.equation}`);
  if (!mine || mine.size !== theirs.size) return 'wrong';
  for (const [species, n] of theirs) if (mine.get(species) !== n) return 'wrong';
  return 'right';
}
