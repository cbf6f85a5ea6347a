import { generateText, stepCountIs, streamText, type LanguageModel, type ToolSet } from 'ai';
import type { AiConfig } from '../../config';
import type { AiEngine, TokenUsage } from '../engine';
import { noteAssistSystemPrompt, noteAssistUserPrompt } from '../prompts/notes';
import { tutorSystemPrompt } from '../prompts/tutor';
import { createLanguageModel, providerLabel } from './provider';

/**
 * The engine for a real model through the Vercel AI SDK. Maths and chemistry tools are offered by
 * tool calling so arithmetic is computed, not guessed; up to 5 tool steps per reply.
 */
export function createLlmEngine(ai: AiConfig, opts: { tools?: ToolSet; model?: LanguageModel } = {}): AiEngine {
  const model = opts.model ?? createLanguageModel(ai);
  return {
    status: () => ({ engine: ai.provider === 'offline' ? 'offline' : ai.provider, model: ai.model, label: providerLabel(ai) }),

    tutorReply({ history, context, signal }) {
      let resolveUsage: (u: TokenUsage) => void = () => {};
      const usagePromise = new Promise<TokenUsage>((resolve) => {
        resolveUsage = resolve;
      });
      const result = streamText({
        model,
        system: tutorSystemPrompt(context),
        messages: history.map((m) => ({ role: m.role, content: m.content })),
        tools: opts.tools,
        stopWhen: stepCountIs(5),
        maxOutputTokens: ai.maxOutputTokens,
        abortSignal: signal,
        maxRetries: 1,
        // The SDK keeps each step's request body (system prompt, history and tool schemas, ~18 KB)
        // for the caller; nothing here reads it, and across 500 open streams it adds up.
        experimental_include: { requestBody: false },
        // Errors reach the caller through fullStream below and the route logs them with the request
        // id. The SDK's default console.error would print each one again, outside the logger, its
        // level and its redaction.
        onError: () => {},
        onFinish: ({ totalUsage }) =>
          resolveUsage({ inputTokens: totalUsage.inputTokens ?? 0, outputTokens: totalUsage.outputTokens ?? 0 }),
      });
      async function* text(): AsyncIterable<string> {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
          else if (part.type === 'abort') throw new Error('aborted');
        }
      }
      return { textStream: text(), usage: () => usagePromise };
    },
  
    async assistNote(req) {
      const result = await generateText({
        model,
        system: noteAssistSystemPrompt(req),
        prompt: noteAssistUserPrompt(req),
        maxOutputTokens: ai.maxOutputTokens,
        abortSignal: req.signal,
        maxRetries: 1,
        experimental_include: { requestBody: false, responseBody: false },
      });
      const html = result.text.trim().replace(/^```(?:html)?\s*|\s*```$/g, '');
      if (!html) throw new Error('AI response is empty');
      return { html, usage: { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 } };
    },
  };
}
