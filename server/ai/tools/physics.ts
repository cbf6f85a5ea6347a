import type { Unit } from 'mathjs';
import { formatNumber, formatNumberLatex, scientific } from './format';
import { FORMULAS, findFormula, type PhysicsFormula, type PhysicsVariable } from './physics-formulas';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';
import { dimensionName, makeUnit, parseQuantity, unitAtoms, unitMath } from './units';

export { FORMULAS, compact, findFormula, type PhysicsFormula, type PhysicsVariable } from './physics-formulas';

const PREFIXES: Array<[number, string]> = [[1e15, 'P'], [1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k'], [1, ''], [1e-3, 'm'], [1e-6, 'µ'], [1e-9, 'n']];
const PREFIXABLE = new Set(['J', 'N', 'W', 'V', 'A', 'Pa', 'Ω', 'm', 's']);

/** "89.88 TJ" for 8.988e13 J: a prefix that keeps the number between 1 and 1000. */
export function withPrefix(x: number, unitText: string): string | null {
  if (!PREFIXABLE.has(unitText) || x === 0) return null;
  const ax = Math.abs(x);
  const allowed = PREFIXES.filter(([f]) => (unitText === 's' ? f <= 1 : unitText === 'm' ? f <= 1e3 : true));
  const [f, p] = allowed.find(([factor]) => ax >= factor) ?? allowed[allowed.length - 1];
  if (!p) return null;
  return `${formatNumber(x / f, 4)} ${p}${unitText}`;
}

/**
 * 4 significant figures, or 6 when 4 would show a whole number for a value that is not one (42.195 km
 * at 12 km/h is 210.975 minutes, not "211"); scientific notation outside 0.001–100 000 as physics
 * answers usually are.
 */
function digitsFor(x: number): number {
  const four = formatNumber(x, 4);
  return !/[.e]/i.test(four) && Math.abs(Number(four) - x) > 1e-9 * Math.max(1, Math.abs(x)) ? 6 : 4;
}

function show(x: number): string {
  const ax = Math.abs(x);
  if (x !== 0 && (ax >= 1e5 || ax < 1e-3)) {
    const { mantissa, exponent } = scientific(x, digitsFor(x));
    return `${mantissa} × 10${[...String(exponent)].map((c) => (c === '-' ? '⁻' : '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)])).join('')}`;
  }
  return formatNumber(x, digitsFor(x));
}

function showLatex(x: number): string {
  const ax = Math.abs(x);
  if (x !== 0 && (ax >= 1e5 || ax < 1e-3)) {
    const { mantissa, exponent } = scientific(x, digitsFor(x));
    return `${mantissa} \\times 10^{${exponent}}`;
  }
  return formatNumberLatex(x, digitsFor(x));
}

interface Known {
  si: number;
  given?: string;
}

/** target = k·Π xᵢ^pᵢ solved for one variable, as display text and LaTeX. */
function rearranged(f: PhysicsFormula, unknown: string): { text: string; latex: string } {
  const sym = (s: string) => f.variables.find((x) => x.symbol === s) ?? f.variables[0];
  if (unknown === f.target) return { text: f.equation, latex: f.latex };
  const own = f.factors.find(([s]) => s === unknown)?.[1] ?? 1;
  const top: string[] = [];
  const bottom: string[] = [];
  const topTex: string[] = [];
  const bottomTex: string[] = [];
  const put = (name: string, tex: string, power: number) => {
    const p = Math.abs(power);
    const [t, l] = p === 1 ? [name, tex] : [`${name}${p === 2 ? '²' : `^${p}`}`, `${tex}^{${p}}`];
    if (power > 0) {
      top.push(t);
      topTex.push(l);
    } else {
      bottom.push(t);
      bottomTex.push(l);
    }
  };
  const flip = own < 0 ? -1 : 1;
  put(sym(f.target).text, sym(f.target).latex, flip);
  if (f.k[1] !== 1) put(String(f.k[1]), String(f.k[1]), flip);
  if (f.k[0] !== 1) put(String(f.k[0]), String(f.k[0]), -flip);
  for (const [s, p] of f.factors) if (s !== unknown) put(sym(s).text, sym(s).latex, -p * flip);
  const t = (parts: string[]) => parts.join('') || '1';
  let text = bottom.length ? `${t(top)}/${bottom.length > 1 ? `(${t(bottom)})` : t(bottom)}` : t(top);
  let latex = bottom.length ? `\\frac{${t(topTex)}}{${t(bottomTex)}}` : t(topTex);
  if (Math.abs(own) === 2) {
    text = `√(${text})`;
    latex = `\\sqrt{${latex}}`;
  }
  return { text: `${sym(unknown).text} = ${text}`, latex: `${sym(unknown).latex} = ${latex}` };
}

function matchVariable(f: PhysicsFormula, key: string): PhysicsVariable | undefined {
  const k = key.trim();
  return f.variables.find((x) => x.symbol === k || x.text === k || x.latex === k) ??
    f.variables.find((x) => x.symbol.toLowerCase() === k.toLowerCase() || x.name.toLowerCase() === k.toLowerCase());
}

function toSI(variable: PhysicsVariable, value: string | number): { si: number; unit: Unit | null } {
  if (typeof value === 'number' || /^\s*[-+]?[\d.]+(?:e[-+]?\d+)?\s*$/i.test(value)) return { si: Number(value), unit: null };
  const u = parseQuantity(value);
  const target = unitMath.unit(1, variable.unit);
  if (!u.equalBase(target)) {
    throw new ToolInputError(`${variable.text} is a ${variable.name} (in ${variable.unitText}), but "${value}" is ${dimensionName(u) === 'a different quantity' ? 'something else' : `a ${dimensionName(u)}`}.`);
  }
  return { si: u.toNumber(variable.unit), unit: u };
}

/** Compound units a teacher answers in when the question is written in them (else SI). */
const EVERYDAY_COMPOUNDS = new Set(['km/h', 'mi/h', 'ft/s', 'cm/s', 'ft/s^2', 'cm/s^2', 'g/cm^3']);

/**
 * The unit the question's own quantities suggest for the answer: the time from "90 km/h" and
 * "315 km" in hours, a speed from "150 km in 2 h" in km/h. Null when the givens are in SI, mix two
 * units of one kind, or would make an unusual compound (km/min).
 */
function questionUnit(targetUnit: string, given: Unit[]): string | null {
  const atoms = new Map<string, Set<string>>();
  for (const u of given) {
    for (const atom of unitAtoms(makeUnit(1, u.formatUnits().replace(/\bmph\b/g, 'mi/h')))) {
      if (!atoms.has(atom.dimension)) atoms.set(atom.dimension, new Set());
      atoms.get(atom.dimension)!.add(atom.name);
    }
  }
  let changed = false;
  const pieces: Array<{ name: string; power: number }> = [];
  for (const atom of unitAtoms(unitMath.unit(1, targetUnit))) {
    const names = atoms.get(atom.dimension);
    if (!names || names.size !== 1) return null;
    const [name] = names;
    if (name !== atom.name) changed = true;
    pieces.push({ name, power: atom.power });
  }
  if (!changed || !pieces.length) return null;
  const write = (p: { name: string; power: number }) => (Math.abs(p.power) === 1 ? p.name : `${p.name}^${Math.abs(p.power)}`);
  const over = pieces.filter((p) => p.power < 0).map(write).join(' ');
  const text = `${pieces.filter((p) => p.power > 0).map(write).join(' ')}${over ? `/${over}` : ''}`;
  if (pieces.length > 1 && !EVERYDAY_COMPOUNDS.has(text)) return null;
  return text === 'mi/h' ? 'mph' : text.replace(/\^2/g, '²').replace(/\^3/g, '³');
}

/**
 * Solves a formula from the book for its one unknown, converting every given quantity to SI first,
 * and reports the answer in SI with a readable prefix. Works for any variable of any formula.
 */
/** The value in the unit the question asked for ("density in g/cm³"), or null when that unit does not measure the quantity. */
function inAskedUnit(value: number, siUnit: string, asked: string): { value: number; unit: string } | null {
  try {
    const unit = makeUnit(1, asked);
    if (!unit.equalBase(unitMath.unit(1, siUnit))) return null;
    const name = unit.formatUnits();
    return { value: unitMath.unit(value, siUnit).toNumber(name), unit: asked.trim() };
  } catch {
    return null;
  }
}

export function solvePhysics(input: { formula: string; known: Record<string, string | number>; unknown?: string; unit?: string }): ToolResult {
  const tool = 'physics_formula';
  return guard(tool, () => {
    const f = findFormula(input.formula);
    if (!f) throw new ToolInputError(`I don't have a formula called "${input.formula}". I know: ${FORMULAS.map((x) => x.equation).join(', ')}.`);
    const known = new Map<string, Known>();
    const givenUnits: Unit[] = [];
    const steps: ToolStep[] = [];
    const described = f.variables.map((x) => `${x.text} = ${x.name}${x.constant ? ` (${show(x.defaultValue ?? 0)} ${x.unitText})` : ` (${x.unitText})`}`).join(', ');
    steps.push(step(`Use ${f.name}: ${f.equation}, where ${described}.`, f.latex));
    const unknownVar = input.unknown ? matchVariable(f, input.unknown) : undefined;
    if (input.unknown && !unknownVar) throw new ToolInputError(`${f.equation} has no quantity called "${input.unknown}".`);
    for (const [key, value] of Object.entries(input.known)) {
      const variable = matchVariable(f, key);
      if (!variable) throw new ToolInputError(`${f.equation} has no quantity called "${key}". Its quantities are ${f.variables.map((x) => `${x.text} (${x.name})`).join(', ')}.`);
      if (variable === unknownVar) continue;
      const { si, unit } = toSI(variable, value);
      if (!Number.isFinite(si)) throw new ToolInputError(`"${value}" is not a number.`);
      known.set(variable.symbol, { si, given: String(value) });
      if (unit) givenUnits.push(unit);
      if (unit && unit.formatUnits() !== unitMath.unit(1, variable.unit).formatUnits()) {
        steps.push(step(`Convert to SI units: ${variable.text} = ${String(value).trim()} = ${show(si)} ${variable.unitText}.`, `${variable.latex} = ${showLatex(si)}\\,${variable.unitLatex}`));
      } else if (!unit) {
        steps.push(step(`${variable.text} = ${show(si)} (taken to be in ${variable.unitText}).`));
      }
    }
    for (const x of f.variables) {
      if (!known.has(x.symbol) && x.defaultValue !== undefined && x !== unknownVar) {
        known.set(x.symbol, { si: x.defaultValue });
        if (!x.constant) steps.push(step(`Take ${x.text} = ${show(x.defaultValue)} ${x.unitText} (the value at the Earth’s surface).`));
      }
    }
    const missing = f.variables.filter((x) => !known.has(x.symbol));
    if (!missing.length) throw new ToolInputError(`All quantities of ${f.equation} are already given — which one should I find?`);
    if (missing.length > 1) throw new ToolInputError(`To use ${f.equation} I need all but one quantity. Missing: ${missing.map((x) => `${x.text} (${x.name})`).join(', ')}.`);
    const target = missing[0];
    const value = solveFor(f, target.symbol, known);
    const r = rearranged(f, target.symbol);
    if (target.symbol !== f.target) steps.push(step(`Rearrange for ${target.text}: ${r.text}.`, r.latex));
    const fmt = (s: string) => {
      const x = f.variables.find((y) => y.symbol === s) ?? f.variables[0];
      const val = known.get(s)?.si ?? 0;
      return { text: `${show(val)} ${x.unitText}`, latex: `${showLatex(val)}\\,${x.unitLatex}` };
    };
    const subst = substitution(f, target.symbol, fmt);
    steps.push(step(`Substitute the values: ${target.text} = ${subst.text}.`, `${target.latex} = ${subst.latex}`));
    const prefixed = withPrefix(value, target.unitText);
    const main = `${show(value)} ${target.unitText}`;
    steps.push(step(`So ${target.text} = ${main}${prefixed ? ` ≈ ${prefixed}` : ''}.`, `${target.latex} = ${showLatex(value)}\\,${target.unitLatex}`));
    // The unit asked for, else the units the question is written in (a time from km/h in hours).
    const own = input.unit?.trim() ? null : questionUnit(target.unit, givenUnits);
    if (input.unit?.trim() || own) {
      const asked = inAskedUnit(value, target.unit, input.unit?.trim() || own!);
      if (!asked) throw new ToolInputError(`${target.name[0].toUpperCase()}${target.name.slice(1)} is not measured in ${input.unit!.trim()}, so I may have misread the question.`);
      if (asked.unit !== target.unitText) {
        steps.push(step(`${own ? 'In the question’s units' : 'In the unit asked for'}: ${target.text} = ${main} = ${show(asked.value)} ${asked.unit}.`));
        return succeed(tool, `${target.text} = ${show(asked.value)} ${asked.unit}`, steps, {
          data: { formula: f.id, unknown: target.symbol, value: asked.value, unit: asked.unit, known: Object.fromEntries([...known].map(([k, x]) => [k, x.si])) },
        });
      }
    }
    return succeed(tool, `${target.text} = ${main}${prefixed ? ` (≈ ${prefixed})` : ''}`, steps, {
      answerLatex: `${target.latex} = ${showLatex(value)}\\,${target.unitLatex}`,
      data: { formula: f.id, unknown: target.symbol, value, unit: target.unit, known: Object.fromEntries([...known].map(([k, x]) => [k, x.si])) },
    });
  });
}

/** Numeric solution of target = k·Π xᵢ^pᵢ for any one variable. */
export function solveFor(f: PhysicsFormula, unknown: string, known: Map<string, Known> | Record<string, number>): number {
  const get = (s: string) => (known instanceof Map ? known.get(s)?.si : known[s]) ?? NaN;
  const k = f.k[0] / f.k[1];
  if (unknown === f.target) return f.factors.reduce((acc, [s, p]) => acc * get(s) ** p, k);
  const own = f.factors.find(([s]) => s === unknown)?.[1];
  if (own === undefined) throw new ToolInputError(`${unknown} is not in ${f.equation}.`);
  const rest = f.factors.filter(([s]) => s !== unknown).reduce((acc, [s, p]) => acc * get(s) ** p, k);
  if (rest === 0) throw new ToolInputError('That would mean dividing by zero — check the values.');
  const base = get(f.target) / rest;
  if (own % 2 === 0 && base < 0) throw new ToolInputError('These values would need the square root of a negative number, so they are not consistent.');
  const value = Math.sign(base) * Math.abs(base) ** (1 / own);
  if (!Number.isFinite(value)) throw new ToolInputError('These values do not give a finite answer (division by zero?).');
  return value;
}

function substitution(f: PhysicsFormula, unknown: string, fmt: (s: string) => { text: string; latex: string }): { text: string; latex: string } {
  const kText = f.k[1] !== 1 ? `${f.k[0]}/${f.k[1]} × ` : '';
  const kTex = f.k[1] !== 1 ? `\\tfrac{${f.k[0]}}{${f.k[1]}} \\times ` : '';
  const pow = (s: string, p: number) => {
    const x = fmt(s);
    const a = Math.abs(p);
    return a === 1 ? x : { text: `(${x.text})${a === 2 ? '²' : `^${a}`}`, latex: `\\left(${x.latex}\\right)^{${a}}` };
  };
  if (unknown === f.target) {
    const num = f.factors.filter(([, p]) => p > 0).map(([s, p]) => pow(s, p));
    const den = f.factors.filter(([, p]) => p < 0).map(([s, p]) => pow(s, p));
    const nt = num.map((x) => x.text).join(' × ');
    const nl = num.map((x) => x.latex).join(' \\times ');
    if (!den.length) return { text: kText + nt, latex: kTex + nl };
    return { text: `${kText}${nt} ÷ ${den.map((x) => x.text).join(' ÷ ')}`, latex: `${kTex}\\frac{${nl}}{${den.map((x) => x.latex).join(' \\times ')}}` };
  }
  const r = rearranged(f, unknown);
  const parts = [f.target, ...f.factors.map(([s]) => s)].filter((s) => s !== unknown);
  let text = r.text.split(' = ')[1];
  let latex = r.latex.split(' = ')[1];
  for (const s of parts) {
    const x = f.variables.find((y) => y.symbol === s);
    if (!x) continue;
    text = text.replace(new RegExp(`(?<![A-Za-zρ])${escape(x.text)}(?![A-Za-z])`, 'g'), `(${fmt(s).text})`);
    latex = latex.replace(new RegExp(`(?<![A-Za-z\\\\])${escape(x.latex)}(?![A-Za-z])`, 'g'), `\\left(${fmt(s).latex}\\right)`);
  }
  return { text, latex };
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Describes a formula and its variables, with a worked example (E = mc² for 1 g of mass), for
 * "what is E = mc²?" style questions.
 */
export function describeFormula(id: string): ToolResult {
  const tool = 'physics_formula';
  return guard(tool, () => {
    const f = findFormula(id);
    if (!f) throw new ToolInputError(`I don't have a formula called "${id}".`);
    const steps: ToolStep[] = [step(f.description, f.latex)];
    steps.push(step(`The quantities: ${f.variables.map((x) => `${x.text} is the ${x.name}${x.constant ? ` (a constant, ${show(x.defaultValue ?? 0)} ${x.unitText})` : ` in ${x.unitText}`}`).join('; ')}.`));
    const example = solvePhysics({ formula: f.id, known: f.example });
    if (example.ok) {
      const given = Object.entries(f.example).map(([k, val]) => `${k} = ${val}`).join(', ');
      steps.push(step(`Worked example: with ${given}, find ${example.data?.unknown ?? 'the unknown'}.`));
      steps.push(...example.steps.slice(1));
    }
    return succeed(tool, `${f.name}: ${f.equation}. ${f.description}`, steps, {
      answerLatex: f.latex,
      data: { formula: f.id, example: example.ok ? example.answer : undefined },
    });
  });
}
