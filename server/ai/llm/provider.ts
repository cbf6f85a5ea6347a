import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../config';

/** The AI SDK model for the configured provider (AI_PROVIDER, AI_MODEL, AI_BASE_URL, AI_API_KEY). */
export function createLanguageModel(ai: AiConfig): LanguageModel {
  switch (ai.provider) {
    case 'openai':
      return createOpenAI({ apiKey: ai.apiKey ?? 'not-set', baseURL: ai.baseUrl }).chat(ai.model);
    case 'anthropic':
      return createAnthropic({ apiKey: ai.apiKey ?? 'not-set', baseURL: ai.baseUrl })(ai.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: ai.baseUrl ?? 'http://127.0.0.1:11434/v1',
        apiKey: ai.apiKey,
        includeUsage: true,
        // the quiz and flashcard generators then send their JSON schema (response_format json_schema)
        supportsStructuredOutputs: ai.structuredOutputs,
      }).chatModel(ai.model);
    default:
      throw new Error(`no language model for provider ${ai.provider}`);
  }
}

/** Human-readable engine name for the tutor footer. */
export function providerLabel(ai: AiConfig): string {
  const names = { openai: 'OpenAI', anthropic: 'Anthropic', 'openai-compatible': 'a local model server', offline: 'the offline engine' };
  return ai.provider === 'openai-compatible' ? `${ai.model} (${names[ai.provider]})` : `${names[ai.provider]} ${ai.model}`;
}
