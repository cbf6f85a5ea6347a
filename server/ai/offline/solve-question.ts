import { explainConcept } from '../tools/concepts';
import { routeQuestion, runRouteFor } from '../tools/route';
import type { ToolResult, ToolSuccess } from '../tools/types';

/** What the offline tutor found for a question: a concept to explain first, and the exact result. */
export interface Solved {
  concept?: ToolSuccess;
  result?: ToolResult;
}

/**
 * One router for every question (tools/route.ts): the exact tool or the concept it names. "Explain
 * the quadratic formula and solve …" gets the idea first, then the student's own equation solved.
 * The tutor corpus (tutor-corpus/) judges the answers this finds.
 */
export function solveQuestion(question: string): Solved {
  const route = routeQuestion(question);
  if (!route) return {};
  const result = runRouteFor(question, route);
  if (route.kind === 'concept') return result.ok ? { concept: result } : { result };
  if (/quadratic formula/i.test(question)) {
    const concept = explainConcept('quadratic-formula', { example: false });
    return { concept: concept.ok ? concept : undefined, result };
  }
  return { result };
}

/** The exact, verified result for a question, when a tool solves it. */
export function solvedResult(question: string): ToolSuccess | undefined {
  const { result } = solveQuestion(question);
  return result?.ok ? result : undefined;
}
