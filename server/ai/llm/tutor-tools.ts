import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { WorkerPool } from '../../workers/pool';
import { TOOL_SPECS, type ToolParameter } from '../tools/catalog';
import { answerText, stepGivesAway } from '../hint/leak';
import type { ToolResult } from '../tools/types';

const TEXT = z.string().min(1).max(500);

/** Hint mode's hold on tool results: the final value withheld from the model, and each verified answer reported. */
export interface ToolHold {
  /** Withhold the final answer (and any step that writes it) from what the model sees. */
  withhold: boolean;
  /** Every answer a tool verified during this reply, as text, with the tool's name. */
  onAnswer: (tool: string, answer: string) => void;
}

const WITHHELD = 'withheld: hint mode is on, so the student must find the final answer. Use the steps to guide them one hint at a time, and never state the final value.';

/** What the model sees of a tool answer: the result, the worked steps, or the reason it failed. */
function forModel(result: ToolResult, args: Record<string, unknown>, hold?: ToolHold) {
  if (!result.ok) return { error: result.error };
  const answer = answerText(result);
  hold?.onAnswer(result.tool, answer);
  const steps = result.steps.map((s) => (s.latex ? `${s.text} [$${s.latex}$]` : s.text));
  if (!hold?.withhold) return { answer: result.answer, answerLatex: result.answerLatex, steps };
  const asked = JSON.stringify(args);
  return { answer: WITHHELD, steps: steps.filter((step) => !stepGivesAway(step, answer, asked)) };
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
 * error, so the reply goes on and the student hears why. In hint mode (`hold`) the final value is
 * withheld from the model and reported to the engine, which checks the reply against it.
 */
export function tutorTools(pool?: WorkerPool, hold?: ToolHold): ToolSet {
  return Object.fromEntries(
    TOOL_SPECS.map((spec) => [
      spec.name,
      tool({
        description: spec.description,
        inputSchema: z.object(Object.fromEntries(spec.parameters.map((param) => [param.name, parameterSchema(param)]))),
        execute: async (args: Record<string, unknown>, { abortSignal }) => {
          if (!pool) {
            const { runTool } = await import('../tools/registry');
            return forModel(runTool(spec.name, args), args, hold);
          }
          try {
            return forModel(await pool.run({ kind: 'tool', name: spec.name, args }, { signal: abortSignal }), args, hold);
          } catch (err) {
            if (err instanceof AppError) return { error: err.message };
            throw err;
          }
        },
      }),
    ]),
  );
}
