import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, stepCountIs, streamText, type LanguageModel, type ToolSet } from 'ai';
import { z } from 'zod';
import type { AiConfig } from '../../config';
import { AiOutputError, type AiEngine, type FlashcardsRequest, type FlashcardsResult, type TokenUsage } from '../engine';
import { flashcardsSystemPrompt, flashcardsUserPrompt } from '../prompts/flashcards';
import { noteAssistSystemPrompt, noteAssistUserPrompt } from '../prompts/notes';
import { tutorSystemPrompt } from '../prompts/tutor';
import { createLanguageModel, providerLabel } from './provider';
import { generateQuizWithModel } from './quiz';
import { planTipsWithModel } from './plan-tips';

/**
 * What the model must answer for flashcards. Lenient on purpose (any strings, any length): a card
 * with an empty side or one card too many is cleaned up by the caller, not worth a second call;
 * only an answer without this structure is retried.
 */
const flashcardsOutput = z.object({
  deckName: z.string().optional().default(''),
  cards: z.array(z.object({ front: z.string(), back: z.string() })),
});

/** Whether a failed structured call is worth one more try (the answer was there but not in shape). */
function isMalformedOutput(err: unknown): boolean {
  return NoObjectGeneratedError.isInstance(err) || NoOutputGeneratedError.isInstance(err);
}

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

    async generateFlashcards(req: FlashcardsRequest): Promise<FlashcardsResult> {
      const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
      // A malformed answer is asked for once more, then reported (ARCHITECTURE.md, AI engine).
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await generateText({
            model,
            system: flashcardsSystemPrompt(req),
            prompt: flashcardsUserPrompt(req),
            output: Output.object({ schema: flashcardsOutput, name: 'flashcards' }),
            maxOutputTokens: Math.max(ai.maxOutputTokens, 200 + req.count * 150),
            abortSignal: req.signal,
            maxRetries: 1,
            experimental_include: { requestBody: false, responseBody: false },
          });
          usage.inputTokens += result.usage.inputTokens ?? 0;
          usage.outputTokens += result.usage.outputTokens ?? 0;
          const { deckName, cards } = result.output;
          return { deckName: deckName.trim(), cards, usage };
        } catch (err) {
          if (!isMalformedOutput(err)) throw err;
          const u = (err as { usage?: { inputTokens?: number; outputTokens?: number } }).usage;
          usage.inputTokens += u?.inputTokens ?? 0;
          usage.outputTokens += u?.outputTokens ?? 0;
          if (attempt >= 2) throw new AiOutputError('The AI answered in a form that could not be read as flashcards. Please try again.');
        }
      }
    },

    generateQuiz: (req) => generateQuizWithModel(model, ai, req),

    planTips: (req) => planTipsWithModel(model, ai, req),
  };
}
