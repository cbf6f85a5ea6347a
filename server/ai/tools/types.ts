/** One student-facing step of a worked solution; `latex` is shown between `$…$`. */
export interface ToolStep {
  text: string;
  latex?: string;
}

/** A successful tool answer: the result plus the worked steps that justify it. */
export interface ToolSuccess {
  ok: true;
  tool: string;
  answer: string;
  answerLatex?: string;
  steps: ToolStep[];
  data?: Record<string, unknown>;
  /** Conventions the answer rests on ("log as base 10", "the angle in degrees"), said before it. */
  readings?: string[];
}

/** A tool that could not answer says why, in a sentence a student can act on. */
export interface ToolFailure {
  ok: false;
  tool: string;
  error: string;
}

/** Common result of every exact-computation tool, so the tutor can render any of them the same way. */
export type ToolResult = ToolSuccess | ToolFailure;

/** Builds a failure result; keeps error construction uniform across tools. */
export function fail(tool: string, error: string): ToolFailure {
  return { ok: false, tool, error };
}

/** Builds a success result; keeps the shape uniform across tools. */
export function succeed(
  tool: string,
  answer: string,
  steps: ToolStep[],
  extra: { answerLatex?: string; data?: Record<string, unknown> } = {},
): ToolSuccess {
  return { ok: true, tool, answer, steps, ...extra };
}

/** Shorthand for a step, so step lists stay readable. */
export function step(text: string, latex?: string): ToolStep {
  return latex === undefined ? { text } : { text, latex };
}

/** Thrown inside tools for input the student must fix; caught at the tool boundary and turned into a failure. */
export class ToolInputError extends Error {}

/** Runs a tool body and turns thrown input errors into failures so a tool never throws at callers. */
export function guard(tool: string, body: () => ToolResult): ToolResult {
  try {
    return body();
  } catch (error) {
    if (error instanceof ToolInputError) return fail(tool, error.message);
    const message = error instanceof Error ? error.message : String(error);
    return fail(tool, `I could not work this out: ${message}`);
  }
}
