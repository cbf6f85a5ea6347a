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
  return ai.provider === 'offline' ? createOfflineEngine(ai, { pool }) : createLlmEngine(ai, { tools: tutorTools(pool) });
}
