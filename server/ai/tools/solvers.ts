import { ToolInputError, type ToolResult } from './types';

/**
 * Runs word-level solvers in order (probability, word problems, amounts of substance, physics and
 * statistics situations): the first that reads the question answers it. A solver that reads the
 * question but finds it cannot be answered throws a ToolInputError, which becomes that tool's
 * failure with the reason; null means no solver read it.
 */
export function firstAnswer<A extends unknown[]>(tool: string, solvers: ReadonlyArray<(...args: A) => ToolResult | null>, ...args: A): ToolResult | null {
  for (const solve of solvers) {
    try {
      const r = solve(...args);
      if (r) return r;
    } catch (error) {
      if (error instanceof ToolInputError) return { ok: false, tool, error: error.message };
      throw error;
    }
  }
  return null;
}
