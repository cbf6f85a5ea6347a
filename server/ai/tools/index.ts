/**
 * StudyPilot's exact-computation tools: pure functions that return an answer plus worked steps,
 * a registry for LLM tool calling, and a router from a student's question to the right tool.
 */
export { TOOLS, getTool, runTool, type ToolDefinition, type ToolName, type ToolParameter, type ToolParameterType } from './registry';
export { routeQuestion, runRoute, answerQuestion, type Route } from './route';
export { explainConcept, CONCEPTS, type ConceptId } from './concepts';
export type { ToolResult, ToolStep, ToolSuccess, ToolFailure } from './types';
export { evaluateArithmetic } from './arithmetic';
export { solveEquation } from './equations';
export { solveLinearSystem } from './linear-system';
export { expandExpression, factorExpression, simplifyExpression } from './algebra';
export { differentiate, integrate } from './calculus';
export { computeLimit } from './limits';
export { balanceEquation, molarMass } from './chemistry';
export { convertUnits } from './units';
export { solvePhysics, describeFormula, FORMULAS } from './physics';
export { computeStatistics } from './statistics';
export { numberTheory } from './number-theory';
