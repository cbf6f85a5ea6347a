import type { AiConfig } from '../config';
import type { WorkerPool } from '../workers/pool';
import type { AiEngine } from './engine';
import { createLlmEngine } from './llm/engine';
import { tutorTools } from './llm/tutor-tools';
import { createOfflineEngine } from './offline/engine';

/**
 * The engine for this configuration: offline unless a provider is configured. Its CPU-heavy work
 * (the offline engine, the maths tools a model calls) runs in the worker pool.
 */
export function createEngine(ai: AiConfig, pool?: WorkerPool): AiEngine {
  if (ai.provider === 'offline') return createOfflineEngine(ai, { pool });
  const tools = tutorTools(pool);
  return createLlmEngine(ai, {
    tools: (hold) => (hold ? tutorTools(pool, hold) : tools),
    // Hint mode's state machine and verified answers come from the offline engine, in a worker.
    hintTurn: async ({ history, context, state }, signal) =>
      pool
        ? pool.run({ kind: 'tutor', history, context, state }, { signal })
        : (await import('./offline/tutor-answer')).offlineTutorTurn(history, context, state),
  });
}
