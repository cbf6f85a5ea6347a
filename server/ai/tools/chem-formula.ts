import { ELEMENTS } from './elements';
import { ToolInputError } from './types';

/** A chemical species: atom counts, charge and how to display it. */
export interface Species {
  /** Formula body without charge or state, e.g. "CuSO4·5H2O", "Ca(OH)2". */
  body: string;
  atoms: Map<string, number>;
  charge: number;
  electron: boolean;
}

const SUBSCRIPT: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9' };
const SUPERSCRIPT: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁺': '+', '⁻': '-' };
const TO_SUB = '₀₁₂₃₄₅₆₇₈₉';
const TO_SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Unicode sub/superscripts and dots to plain text: "SO₄²⁻" → "SO4^{2-}", "CuSO4.5H2O" → "CuSO4·5H2O". */
function normalize(raw: string): string {
  let s = raw.trim().replace(/[−–]/g, '-');
  s = s.replace(/[₀-₉]/g, (c) => SUBSCRIPT[c]);
  s = s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+/g, (run) => `^{${[...run].map((c) => SUPERSCRIPT[c]).join('')}}`);
  s = s.replace(/\s*\((?:s|l|g|aq)\)\s*$/i, '');
  s = s.replace(/\s*[·•∙⋅*]\s*/g, '·').replace(/\.(?=\d|[A-Z])/g, '·');
  s = s.replace(/\s+\^?\{?(\d*[+-])\}?$/, '^{$1}');
  return s.replace(/\s+/g, '');
}

/** Splits a trailing charge off: "Fe^3+", "Fe3+", "Fe+3", "MnO4-", "SO42-", "[Fe(CN)6]4-". */
function splitCharge(s: string): { body: string; charge: number } {
  const signOf = (c: string) => (c.startsWith('-') ? -1 : 1);
  let m = /^(.*?)\^\{?(\d*)([+-]+)\}?$/.exec(s);
  if (m) return { body: m[1], charge: signOf(m[3]) * (m[2] ? Number(m[2]) : m[3].length) };
  m = /^(.*?)\^\{?([+-])(\d+)\}?$/.exec(s);
  if (m) return { body: m[1], charge: signOf(m[2]) * Number(m[3]) };
  m = /^(.*\])(\d*)([+-])$/.exec(s);
  if (m) return { body: m[1], charge: signOf(m[3]) * (m[2] ? Number(m[2]) : 1) };
  m = /^(.*[A-Za-z)\]])([+-])(\d+)$/.exec(s);
  if (m) return { body: m[1], charge: signOf(m[2]) * Number(m[3]) };
  m = /^(.*?)(\d*)([+-]+)$/.exec(s);
  if (!m || !m[1]) return { body: s, charge: 0 };
  const [, before, digits, signs] = m;
  const sign = signOf(signs);
  if (signs.length > 1) return { body: before + digits, charge: sign * signs.length };
  if (!digits) return { body: before, charge: sign };
  // Monatomic ions (Fe2+, S2-) carry all digits as charge; polyatomic ones (SO42-, MnO4-) keep a subscript.
  if (/^[A-Z][a-z]?$/.test(before)) return { body: before, charge: sign * Number(digits) };
  if (digits.length >= 2) return { body: before + digits.slice(0, -1), charge: sign * Number(digits.slice(-1)) };
  return { body: before + digits, charge: sign };
}

function parseGroup(text: string, start: number, closer: string | null): { atoms: Map<string, number>; end: number } {
  const atoms = new Map<string, number>();
  let i = start;
  const add = (el: string, n: number) => atoms.set(el, (atoms.get(el) ?? 0) + n);
  const readCount = () => {
    const m = /^\d+/.exec(text.slice(i));
    if (!m) return 1;
    i += m[0].length;
    return Number(m[0]);
  };
  while (i < text.length) {
    const c = text[i];
    if (c === ')' || c === ']' || c === '}') {
      if (c !== closer) throw new ToolInputError(`Unmatched "${c}" in ${text}.`);
      return { atoms, end: i + 1 };
    }
    if (c === '(' || c === '[' || c === '{') {
      const inner = parseGroup(text, i + 1, { '(': ')', '[': ']', '{': '}' }[c] ?? ')');
      i = inner.end;
      const n = readCount();
      inner.atoms.forEach((k, el) => add(el, k * n));
      continue;
    }
    const m = /^[A-Z][a-z]?/.exec(text.slice(i));
    if (!m) {
      const hint = /^[a-z]/.test(text.slice(i)) ? ' Element symbols start with a capital letter (for example CO2, not co2).' : '';
      throw new ToolInputError(`I can't read "${text}" as a chemical formula.${hint}`);
    }
    let symbol = m[0];
    if (!ELEMENTS.has(symbol) && symbol.length === 2 && ELEMENTS.has(symbol[0])) symbol = symbol[0];
    if (!ELEMENTS.has(symbol)) throw new ToolInputError(`"${symbol}" is not an element symbol (in ${text}).`);
    i += symbol.length;
    add(symbol, readCount());
  }
  if (closer) throw new ToolInputError(`A bracket is not closed in ${text}.`);
  return { atoms, end: i };
}

/** Parses one species: nested brackets, hydrates (CuSO4·5H2O), charges and the electron e⁻. */
export function parseSpecies(raw: string): Species {
  const s = normalize(raw);
  if (!s) throw new ToolInputError('Empty chemical formula.');
  if (/^e(\^?\{?-\}?|-)$/.test(s)) return { body: 'e', atoms: new Map(), charge: -1, electron: true };
  const { body, charge } = splitCharge(s);
  const atoms = new Map<string, number>();
  for (const part of body.split('·')) {
    const m = /^(\d*)(.*)$/.exec(part);
    const mult = m && m[1] ? Number(m[1]) : 1;
    const formula = m ? m[2] : part;
    if (!formula) throw new ToolInputError(`I can't read "${raw}" as a chemical formula.`);
    parseGroup(formula, 0, null).atoms.forEach((n, el) => atoms.set(el, (atoms.get(el) ?? 0) + n * mult));
  }
  return { body, atoms, charge, electron: false };
}

function chargeText(charge: number, sup: boolean): string {
  if (!charge) return '';
  const mag = Math.abs(charge) === 1 ? '' : String(Math.abs(charge));
  const sign = charge > 0 ? '+' : '-';
  if (!sup) return `^{${mag}${sign}}`;
  return [...mag].map((d) => TO_SUP[Number(d)]).join('') + (charge > 0 ? '⁺' : '⁻');
}

/** Display forms: "Al₂O₃", "Fe³⁺", "CuSO₄·5H₂O" and LaTeX "\mathrm{Al_2O_3}". */
export function formatSpecies(sp: Species): { text: string; latex: string } {
  if (sp.electron) return { text: 'e⁻', latex: '\\mathrm{e^{-}}' };
  const parts = sp.body.split('·').map((part) => {
    const m = /^(\d*)(.*)$/.exec(part);
    const coef = m?.[1] ?? '';
    const rest = m?.[2] ?? part;
    return {
      text: coef + rest.replace(/(?<=[A-Za-z)\]}])(\d+)/g, (d) => [...d].map((x) => TO_SUB[Number(x)]).join('')),
      latex: coef + rest.replace(/(?<=[A-Za-z)\]}])(\d+)/g, (d) => `_{${d}}`).replace(/_\{(\d)\}/g, '_$1'),
    };
  });
  const text = parts.map((p) => p.text).join('·') + chargeText(sp.charge, true);
  const latex = `\\mathrm{${parts.map((p) => p.latex).join('\\cdot ')}${chargeText(sp.charge, false)}}`;
  return { text, latex };
}
