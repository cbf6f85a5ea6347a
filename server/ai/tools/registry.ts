import { expandExpression, factorExpression, simplifyExpression } from './algebra';
import { evaluateArithmetic } from './arithmetic';
import { differentiate, integrate } from './calculus';
import { balanceEquation, molarMass } from './chemistry';
import { CONCEPTS, explainConcept } from './concepts';
import { solveEquation } from './equations';
import { solveLinearSystem } from './linear-system';
import { FORMULAS, solvePhysics } from './physics';
import { fail, type ToolResult } from './types';
import { convertUnits } from './units';

/** Parameter types, plain so a later task can wrap them in zod for LLM tool calling. */
export type ToolParameterType = 'string' | 'number' | 'string[]' | 'record';

/** One parameter of a tool, described for an LLM. */
export interface ToolParameter {
  name: string;
  type: ToolParameterType;
  description: string;
  required: boolean;
}

/** Names of the registered tools (stable: LLM tool calls use them). */
export type ToolName =
  | 'arithmetic' | 'solve_equation' | 'solve_system' | 'simplify' | 'expand' | 'factor' | 'differentiate'
  | 'integrate' | 'balance_equation' | 'molar_mass' | 'convert_units' | 'physics_formula' | 'explain_concept';

/** One tool as offered to the tutor: what it does, what it takes, and how to run it with unchecked arguments. */
export interface ToolDefinition {
  name: ToolName;
  description: string;
  parameters: ToolParameter[];
  run(args: Record<string, unknown>): ToolResult;
}

class ArgumentError extends Error {}

function str(args: Record<string, unknown>, name: string): string {
  const v = args[name];
  if (typeof v === 'string' && v.trim()) return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new ArgumentError(`"${name}" must be a non-empty string.`);
}

function optStr(args: Record<string, unknown>, name: string): string | undefined {
  const v = args[name];
  if (v === undefined || v === null || v === '') return undefined;
  return str(args, name);
}

function optNum(args: Record<string, unknown>, name: string): number | undefined {
  const v = args[name];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw new ArgumentError(`"${name}" must be a number.`);
  return n;
}

function strList(args: Record<string, unknown>, name: string): string[] {
  const v = args[name];
  if (Array.isArray(v) && v.every((x): x is string => typeof x === 'string')) return v;
  if (typeof v === 'string') return v.split(/\s*(?:;|\n|\band\b)\s*/).filter(Boolean);
  throw new ArgumentError(`"${name}" must be a list of strings.`);
}

function record(args: Record<string, unknown>, name: string): Record<string, string | number> {
  const v = args[name];
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new ArgumentError(`"${name}" must be an object like {"m": "2 kg"}.`);
  const out: Record<string, string | number> = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x !== 'string' && typeof x !== 'number') throw new ArgumentError(`"${name}.${k}" must be a string or a number.`);
    out[k] = x;
  }
  return out;
}

const p = (name: string, type: ToolParameterType, description: string, required = true): ToolParameter => ({ name, type, description, required });
const EXPRESSION = p('expression', 'string', 'The expression in plain maths notation, e.g. "3x^2 - 2x + 1" or "(x+1)(x-2)".');

/** The registry: every exact-computation tool with its description and parameters. */
export const TOOLS: readonly ToolDefinition[] = [
  {
    name: 'arithmetic',
    description: 'Evaluate arithmetic exactly: fractions, powers, roots (as simplified radicals), percentages, factorials; decimals alongside.',
    parameters: [p('expression', 'string', 'Arithmetic only, no variables, e.g. "3/4 + 5/6", "sqrt(12)", "15% of 80".')],
    run: (a) => evaluateArithmetic(str(a, 'expression')),
  },
  {
    name: 'solve_equation',
    description: 'Solve an equation in one unknown: linear, quadratic (exact, complex roots explained), polynomial (rational roots exact, others approximate) or with the unknown in a denominator.',
    parameters: [p('equation', 'string', 'E.g. "x^2 - 5x + 6 = 0" or "2x + 3 = 7". Without "=", the expression is set equal to 0.'), p('variable', 'string', 'The unknown to solve for (default x).', false)],
    run: (a) => solveEquation(str(a, 'equation'), optStr(a, 'variable')),
  },
  {
    name: 'solve_system',
    description: 'Solve two linear equations in two unknowns by elimination, including the no-solution and infinitely-many cases.',
    parameters: [p('equations', 'string[]', 'Exactly two equations, e.g. ["2x + 3y = 7", "x - y = 1"].')],
    run: (a) => solveLinearSystem(strList(a, 'equations')),
  },
  { name: 'simplify', description: 'Simplify an algebraic expression: collect like terms, cancel common factors of fractions.', parameters: [EXPRESSION], run: (a) => simplifyExpression(str(a, 'expression')) },
  { name: 'expand', description: 'Multiply out brackets and powers and collect like terms.', parameters: [EXPRESSION], run: (a) => expandExpression(str(a, 'expression')) },
  { name: 'factor', description: 'Factor a polynomial over the rationals (common factor, rational roots, difference of squares, quadratic pairs).', parameters: [EXPRESSION], run: (a) => factorExpression(str(a, 'expression')) },
  {
    name: 'differentiate',
    description: 'Differentiate an expression, naming the rules used (power, sum, product, quotient, chain, trig, exp, ln); optionally evaluate at a point.',
    parameters: [EXPRESSION, p('variable', 'string', 'Variable to differentiate with respect to (default x).', false), p('order', 'number', 'Which derivative (1 = first, 2 = second…).', false), p('at', 'string', 'Optional point to evaluate the derivative at, e.g. "2".', false)],
    run: (a) => differentiate(str(a, 'expression'), optStr(a, 'variable'), optNum(a, 'order') ?? 1, optStr(a, 'at')),
  },
  {
    name: 'integrate',
    description: 'Integrate polynomials and common functions (xⁿ, 1/x, eˣ, e^(ax), sin, cos, …) with + C; with both bounds, evaluate the definite integral.',
    parameters: [EXPRESSION, p('variable', 'string', 'Variable of integration (default x).', false), p('lower', 'string', 'Lower bound, e.g. "0" or "pi/2".', false), p('upper', 'string', 'Upper bound.', false)],
    run: (a) => integrate(str(a, 'expression'), optStr(a, 'variable'), optStr(a, 'lower'), optStr(a, 'upper')),
  },
  {
    name: 'balance_equation',
    description: 'Balance a chemical equation (parentheses, hydrates, ionic charges) with the smallest whole-number coefficients; reports impossible ones.',
    parameters: [p('equation', 'string', 'E.g. "Al + O2 -> Al2O3" or "MnO4- + Fe2+ + H+ -> Mn2+ + Fe3+ + H2O".')],
    run: (a) => balanceEquation(str(a, 'equation')),
  },
  { name: 'molar_mass', description: 'Molar mass of a chemical formula from standard atomic weights, with mass percentages.', parameters: [p('formula', 'string', 'E.g. "H2SO4", "Ca(OH)2", "CuSO4·5H2O".')], run: (a) => molarMass(str(a, 'formula')) },
  {
    name: 'convert_units',
    description: 'Convert a value between units (length, mass, time, speed, temperature, energy, …); refuses incompatible units.',
    parameters: [p('value', 'number', 'The number to convert.'), p('from', 'string', 'Unit of the value, e.g. "km", "°F", "hours".'), p('to', 'string', 'Target unit, e.g. "miles", "°C", "minutes".')],
    run: (a) => convertUnits({ value: optNum(a, 'value') ?? NaN, from: str(a, 'from'), to: str(a, 'to') }),
  },
  {
    name: 'physics_formula',
    description: `Compute with a physics formula and units, solving for the one unknown quantity. Formulas: ${FORMULAS.map((f) => `${f.id} (${f.equation})`).join(', ')}.`,
    parameters: [
      p('formula', 'string', 'Formula id or equation, e.g. "mass-energy" or "F=ma".'),
      p('known', 'record', 'Known quantities by symbol with units, e.g. {"m": "2 kg", "a": "3 m/s^2"}.'),
      p('unknown', 'string', 'Symbol to solve for (optional if only one is missing).', false),
    ],
    run: (a) => solvePhysics({ formula: str(a, 'formula'), known: record(a, 'known'), unknown: optStr(a, 'unknown') }),
  },
  {
    name: 'explain_concept',
    description: `Explain a formula with a worked, computed example. Concepts: ${CONCEPTS.join(', ')}.`,
    parameters: [p('concept', 'string', 'Concept id, e.g. "quadratic-formula" or "mass-energy".')],
    run: (a) => explainConcept(str(a, 'concept')),
  },
];

/** Looks a tool up by name. */
export function getTool(name: string): ToolDefinition | undefined {
  return TOOLS.find((t) => t.name === name);
}

/** Runs a tool with arguments from an LLM or the router; bad arguments become a failure result, never a throw. */
export function runTool(name: string, args: Record<string, unknown>): ToolResult {
  const tool = getTool(name);
  if (!tool) return fail(name, `There is no tool called "${name}".`);
  try {
    return tool.run(args);
  } catch (error) {
    if (error instanceof ArgumentError) return fail(name, `Invalid arguments: ${error.message}`);
    throw error;
  }
}
