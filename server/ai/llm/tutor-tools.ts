import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { WorkerPool } from '../../workers/pool';
import { TOOL_SPECS, type ToolParameter } from '../tools/catalog';
import type { ToolResult } from '../tools/types';

const TEXT = z.string().min(1).max(500);

/** What the model sees of a tool answer: the result, the worked steps, or the reason it failed. */
function forModel(result: ToolResult) {
  return result.ok
    ? { answer: result.answer, answerLatex: result.answerLatex, steps: result.steps.map((s) => (s.latex ? `${s.text} [$${s.latex}$]` : s.text)) }
    : { error: result.error };
}

function parameterSchema(param: ToolParameter): z.ZodType {
  const base = {
    string: TEXT,
    number: z.number(),
    'string[]': z.array(TEXT).min(1).max(5),
    record: z.record(z.string().max(20), z.union([z.string().max(100), z.number()])),
  }[param.type].describe(param.description);
  return param.required ? base : base.optional();
}

/**
 * The exact tools of the catalogue offered to a model by tool calling, so arithmetic, algebra,
 * chemistry and physics are computed, not guessed (ARCHITECTURE.md, AI engine). The tools'
 * implementations (and mathjs) load on the first call, not at start-up. With a worker pool, each
 * call runs in a worker under the pool's time limit; a limit hit is told to the model as the tool's
 * error, so the reply goes on and the student hears why.
 */
export function tutorTools(pool?: WorkerPool): ToolSet {
  return Object.fromEntries(
    TOOL_SPECS.map((spec) => [
      spec.name,
      tool({
        description: spec.description,
        inputSchema: z.object(Object.fromEntries(spec.parameters.map((param) => [param.name, parameterSchema(param)]))),
        execute: async (args: Record<string, unknown>, { abortSignal }) => {
          if (!pool) {
            const { runTool } = await import('../tools/registry');
            return forModel(runTool(spec.name, args));
          }
          try {
            return forModel(await pool.run({ kind: 'tool', name: spec.name, args }, { signal: abortSignal }));
          } catch (err) {
            if (err instanceof AppError) return { error: err.message };
            throw err;
          }
        },
      }),
    ]),
  );
}
