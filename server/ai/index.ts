import type { AiConfig } from '../config';
import type { AiEngine } from './engine';
import { createLlmEngine } from './llm/engine';
import { tutorTools } from './llm/tutor-tools';
import { createOfflineEngine } from './offline/engine';

/** The engine for this configuration: offline unless a provider is configured. */
export function createEngine(ai: AiConfig): AiEngine {
  return ai.provider === 'offline' ? createOfflineEngine(ai) : createLlmEngine(ai, { tools: tutorTools() });
}
