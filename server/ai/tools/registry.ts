import { expandExpression, factorExpression, simplifyExpression } from './algebra';
import { evaluateArithmetic } from './arithmetic';
import { differentiate, integrate } from './calculus';
import { balanceEquation, molarMass } from './chemistry';
import { TOOL_SPECS, type ToolName, type ToolSpec } from './catalog';
import { explainConcept } from './concepts';
import { coordinateGeometry } from './coordinates';
import { solveEquation } from './equations';
import { solveInequality } from './inequalities';
import { probability } from './probability';
import { chemistryAmounts } from './chem-quantities';
import { wordProblem } from './word-problems';
import { physicsProblem } from './physics-problems';
import { statisticsProblem } from './stats-problems';
import { calculusProblem } from './calculus-problems';
import { geometry } from './geometry';
import { computeLimit } from './limits';
import { solveLinearSystem } from './linear-system';
import { numberTheory } from './number-theory';
import { solvePhysics } from './physics';
import { computeStatistics } from './statistics';
import { fail, type ToolResult } from './types';
import { convertUnits } from './units';
import { vectorTool } from './vectors';

export type { ToolName, ToolParameter, ToolParameterType } from './catalog';

/** One tool as offered to the tutor: what it does, what it takes, and how to run it with unchecked arguments. */
export interface ToolDefinition extends ToolSpec {
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

const RUNNERS: Record<ToolName, (a: Record<string, unknown>) => ToolResult> = {
  arithmetic: (a) => evaluateArithmetic(str(a, 'expression')),
  solve_equation: (a) => solveEquation(str(a, 'equation'), optStr(a, 'variable'), optStr(a, 'interval')),
  solve_inequality: (a) => solveInequality(str(a, 'inequality'), optStr(a, 'variable')),
  solve_system: (a) => solveLinearSystem(strList(a, 'equations')),
  simplify: (a) => simplifyExpression(str(a, 'expression')),
  expand: (a) => expandExpression(str(a, 'expression')),
  factor: (a) => factorExpression(str(a, 'expression')),
  differentiate: (a) => differentiate(str(a, 'expression'), optStr(a, 'variable'), optNum(a, 'order') ?? 1, optStr(a, 'at')),
  integrate: (a) => integrate(str(a, 'expression'), optStr(a, 'variable'), optStr(a, 'lower'), optStr(a, 'upper')),
  limit: (a) => computeLimit(str(a, 'expression'), optStr(a, 'variable'), str(a, 'to'), optStr(a, 'side')),
  balance_equation: (a) => balanceEquation(str(a, 'equation')),
  molar_mass: (a) => molarMass(str(a, 'formula')),
  convert_units: (a) => convertUnits({ value: optNum(a, 'value') ?? NaN, from: str(a, 'from'), to: str(a, 'to') }),
  physics_formula: (a) => solvePhysics({ formula: str(a, 'formula'), known: record(a, 'known'), unknown: optStr(a, 'unknown'), unit: optStr(a, 'unit') }),
  explain_concept: (a) => explainConcept(str(a, 'concept')),
  geometry: (a) => geometry({ shape: str(a, 'shape'), measure: str(a, 'measure'), dimensions: record(a, 'dimensions'), capacity: optStr(a, 'capacity') }),
  coordinate_geometry: (a) => coordinateGeometry({ operation: str(a, 'operation'), points: Array.isArray(a.points) ? strList(a, 'points') : str(a, 'points'), coordinate: optStr(a, 'coordinate'), slope: optStr(a, 'slope') }),
  vectors: (a) => vectorTool({ operation: str(a, 'operation'), vectors: Array.isArray(a.vectors) ? strList(a, 'vectors') : str(a, 'vectors'), angleUnit: optStr(a, 'angleUnit') }),
  statistics: (a) => computeStatistics(str(a, 'numbers'), optStr(a, 'measure'), a.sample === true || /^(?:true|yes|sample)$/i.test(String(a.sample ?? ''))),
  probability: (a) => probability(str(a, 'question')),
  calculus_problem: (a) => calculusProblem(str(a, 'question')) ?? fail('calculus_problem', 'I could not read a polynomial curve and a tangent line or turning points to find.'),
  statistics_problem: (a) => statisticsProblem(str(a, 'question')) ?? fail('statistics_problem', 'I could not read which statistic is asked and from which numbers.'),
  physics_problem: (a) => physicsProblem(str(a, 'question')) ?? fail('physics_problem', 'I could not read which situation this is and which quantity is asked; give the values with their units.'),
  word_problem: (a) => wordProblem(str(a, 'question')) ?? fail('word_problem', 'I could not read this as one of the word problems I know (interest, percentages, ratios, proportion, work rates, speeds, map scales, polygon and triangle angles, arcs and sectors).'),
  chemistry_amounts: (a) => chemistryAmounts(str(a, 'question')) ?? fail('chemistry_amounts', 'I could not read which substance, which amount is given and which is asked. Give the substance (formula or name), the amount with its unit and what to find.'),
  number_theory: (a) => numberTheory(str(a, 'operation'), str(a, 'numbers'), optStr(a, 'method')),
};

/** The registry: the catalogue's tools with their implementations. */
export const TOOLS: readonly ToolDefinition[] = TOOL_SPECS.map((spec) => ({ ...spec, run: RUNNERS[spec.name] }));

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
