import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { factorExpression, expandExpression, simplifyExpression } from '../tools/algebra';
import { evaluateArithmetic } from '../tools/arithmetic';
import { balanceEquation, molarMass } from '../tools/chemistry';
import { differentiate } from '../tools/derivative';
import { solveEquation } from '../tools/equations';
import { integrate } from '../tools/integral';
import { solveLinearSystem } from '../tools/linear-system';
import { convertUnits } from '../tools/units';
import type { ToolResult } from '../tools/types';

const expr = z.string().min(1).max(500);

/** What the model sees of a tool answer: the result, the worked steps, or the reason it failed. */
function forModel(result: ToolResult) {
  return result.ok
    ? { answer: result.answer, answerLatex: result.answerLatex, steps: result.steps.map((s) => (s.latex ? `${s.text} [$${s.latex}$]` : s.text)) }
    : { error: result.error };
}

/**
 * The exact tools offered to a model by tool calling, so arithmetic, algebra and chemistry are
 * computed, not guessed (ARCHITECTURE.md, AI engine).
 */
export function tutorTools(): ToolSet {
  return {
    evaluate_arithmetic: tool({
      description: 'Evaluate an arithmetic expression exactly (fractions, powers, roots, percentages), with steps.',
      inputSchema: z.object({ expression: expr }),
      execute: async ({ expression }) => forModel(evaluateArithmetic(expression)),
    }),
    solve_equation: tool({
      description: 'Solve a linear, quadratic or polynomial equation in one variable exactly (complex roots included), with steps.',
      inputSchema: z.object({ equation: expr.describe('e.g. "x^2 - 5x + 6 = 0"'), variable: z.string().max(3).optional() }),
      execute: async ({ equation, variable }) => forModel(solveEquation(equation, variable)),
    }),
    solve_linear_system: tool({
      description: 'Solve a system of two linear equations in two variables, with steps.',
      inputSchema: z.object({ equations: z.array(expr).min(2).max(3) }),
      execute: async ({ equations }) => forModel(solveLinearSystem(equations)),
    }),
    simplify: tool({
      description: 'Simplify an algebraic expression.',
      inputSchema: z.object({ expression: expr }),
      execute: async ({ expression }) => forModel(simplifyExpression(expression)),
    }),
    expand: tool({
      description: 'Expand an algebraic expression (multiply out brackets).',
      inputSchema: z.object({ expression: expr }),
      execute: async ({ expression }) => forModel(expandExpression(expression)),
    }),
    factor: tool({
      description: 'Factor a polynomial where possible.',
      inputSchema: z.object({ expression: expr }),
      execute: async ({ expression }) => forModel(factorExpression(expression)),
    }),
    differentiate: tool({
      description: 'Differentiate an expression, naming the rules used.',
      inputSchema: z.object({ expression: expr, variable: z.string().max(3).optional() }),
      execute: async ({ expression, variable }) => forModel(differentiate(expression, variable)),
    }),
    integrate: tool({
      description: 'Integrate an expression (indefinite, or definite when bounds are given).',
      inputSchema: z.object({ expression: expr, variable: z.string().max(3).optional(), lower: z.string().max(50).optional(), upper: z.string().max(50).optional() }),
      execute: async ({ expression, variable, lower, upper }) => forModel(integrate(expression, variable, lower, upper)),
    }),
    balance_chemical_equation: tool({
      description: 'Balance a chemical equation such as "Al + O2 -> Al2O3" (parentheses and ionic charges supported).',
      inputSchema: z.object({ equation: expr }),
      execute: async ({ equation }) => forModel(balanceEquation(equation)),
    }),
    molar_mass: tool({
      description: 'Molar mass of a chemical formula in g/mol.',
      inputSchema: z.object({ formula: z.string().min(1).max(100) }),
      execute: async ({ formula }) => forModel(molarMass(formula)),
    }),
    convert_units: tool({
      description: 'Convert a quantity between units, e.g. 5 km to miles, 100 degF to degC.',
      inputSchema: z.object({ value: z.number(), from: z.string().min(1).max(40), to: z.string().min(1).max(40) }),
      execute: async (input) => forModel(convertUnits(input)),
    }),
  };
}
