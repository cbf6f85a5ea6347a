import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, stepCountIs, streamText, type LanguageModel, type ToolSet } from 'ai';
import { z } from 'zod';
import type { AiConfig } from '../../config';
import {
  AiOutputError,
  type AiEngine,
  type ChatTurn,
  type FlashcardsRequest,
  type FlashcardsResult,
  type TokenUsage,
  type TutorContext,
  type TutorReplyStream,
} from '../engine';
import { revealsAnswer } from '../hint/leak';
import { freshProblem, type TutorState } from '../hint/state';
import { streamInChunks } from '../offline/stream-text';
import type { OfflineTutorTurn } from '../offline/tutor-answer';
import { flashcardsSystemPrompt, flashcardsUserPrompt } from '../prompts/flashcards';
import { noteAssistSystemPrompt, noteAssistUserPrompt } from '../prompts/notes';
import { tutorSystemPrompt } from '../prompts/tutor';
import { hintTurnNote, LEAK_RETRY_NOTE, safeHint } from './hint-guard';
import { createLanguageModel, providerLabel } from './provider';
import { generateQuizWithModel } from './quiz';
import { planTipsWithModel } from './plan-tips';
import type { ToolHold } from './tutor-tools';

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

/** The parts of a tutor call shared by every reply: the model, system prompt, history and limits. */
type TutorCall = Parameters<typeof streamText>[0];

/** A model reply's text as it streams; throws on a stream error or abort. */
async function* textOf(parts: AsyncIterable<{ type: string; text?: string; error?: unknown }>): AsyncIterable<string> {
  for await (const part of parts) {
    if (part.type === 'text-delta') yield part.text ?? '';
    else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
    else if (part.type === 'abort') throw new Error('aborted');
  }
}

/** The options for createLlmEngine: the tools (per reply in hint mode), a model for tests, hint mode's own engine. */
export interface LlmEngineOptions {
  /** The exact tools offered to the model; a factory is called per reply, with hint mode's hold in hint mode. */
  tools?: ToolSet | ((hold?: ToolHold) => ToolSet);
  model?: LanguageModel;
  /**
   * Hint mode's state machine and verified answer for a turn (the offline engine's turn, run in a
   * worker). Without it, hint mode relies on the tools' verified answers alone.
   */
  hintTurn?: (input: { history: ChatTurn[]; context: TutorContext; state?: TutorState }, signal: AbortSignal) => Promise<OfflineTutorTurn>;
}

/**
 * The engine for a real model through the Vercel AI SDK. Maths and chemistry tools are offered by
 * tool calling so arithmetic is computed, not guessed; up to 5 tool steps per reply.
 */
export function createLlmEngine(ai: AiConfig, opts: LlmEngineOptions = {}): AiEngine {
  const model = opts.model ?? createLanguageModel(ai);

  function tutorCall(context: TutorContext, history: ChatTurn[], signal: AbortSignal, extraSystem = ''): TutorCall {
    return {
      model,
      system: tutorSystemPrompt(context) + (extraSystem ? `\n${extraSystem}` : ''),
      messages: history.map((m) => ({ role: m.role, content: m.content })),
      stopWhen: stepCountIs(5),
      maxOutputTokens: ai.maxOutputTokens,
      abortSignal: signal,
      maxRetries: 1,
      // The SDK keeps each step's request body (system prompt, history and tool schemas, ~18 KB)
      // for the caller; nothing here reads it, and across 500 open streams it adds up.
      experimental_include: { requestBody: false },
      // Errors reach the caller through fullStream and the route logs them with the request id. The
      // SDK's default console.error would print each one again, outside the logger, its level and
      // its redaction.
      onError: () => {},
    };
  }

  /**
   * Hint mode with a model (issue 14): the app's state machine decides the move (which rung, the
   * verdict on an attempt, a reveal) and tells the model; tool results reach the model with the final
   * value withheld; the whole reply is checked against every verified answer before any of it is
   * sent. A reply that states the answer is written again once, then replaced by the engine's own hint.
   */
  function guardedHintReply({ history, context, state, signal }: { history: ChatTurn[]; context: TutorContext; state?: TutorState; signal: AbortSignal }): TutorReplyStream {
    const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
    let after = state;
    const latest = history.at(-1)?.content ?? '';
    async function draft(turn: OfflineTutorTurn | undefined, hold: ToolHold, retry: boolean): Promise<string> {
      const notes = [hintTurnNote(turn, latest), retry ? LEAK_RETRY_NOTE : ''].filter(Boolean).join('\n');
      const result = streamText({
        ...tutorCall(context, history, signal, notes),
        tools: typeof opts.tools === 'function' ? opts.tools(hold) : opts.tools,
      });
      let text = '';
      for await (const piece of textOf(result.fullStream)) text += piece;
      const total = await result.totalUsage;
      usage.inputTokens += total.inputTokens ?? 0;
      usage.outputTokens += total.outputTokens ?? 0;
      return text;
    }
    async function* text(): AsyncIterable<string> {
      const turn = opts.hintTurn ? await opts.hintTurn({ history, context, state }, signal) : undefined;
      after = turn?.state ?? state;
      const problem = turn?.problem;
      // Once solved or shown, nothing is withheld; an open problem (or none yet) keeps the answer back.
      const withhold = !problem || problem.status === 'open';
      const verified: Array<{ tool: string; answer: string }> = [];
      const hold: ToolHold = { withhold, onAnswer: (tool, answer) => verified.push({ tool, answer }) };
      const answers = () => [...(problem?.status === 'open' ? [problem.answer] : []), ...verified.map((v) => v.answer)];
      const question = problem?.question ?? latest;
      let reply = await draft(turn, hold, false);
      if (withhold && revealsAnswer(reply, answers(), question)) {
        reply = await draft(turn, hold, true);
        if (revealsAnswer(reply, answers(), question)) reply = safeHint(turn);
      }
      // A problem only the model's tools solved becomes the problem hint mode tracks.
      if (verified.length && (!turn || turn.move?.kind === 'aside' || !problem)) {
        after = { v: 1, problem: freshProblem(latest, verified[0].tool, verified[0].answer) };
      }
      yield* streamInChunks(reply, signal, 0);
    }
    return { textStream: text(), usage: async () => usage, state: () => after };
  }
  return {
    status: () => ({ engine: ai.provider === 'offline' ? 'offline' : ai.provider, model: ai.model, label: providerLabel(ai) }),

    tutorReply({ history, context, state, signal }) {
      let resolveUsage: (u: TokenUsage) => void = () => {};
      const usagePromise = new Promise<TokenUsage>((resolve) => {
        resolveUsage = resolve;
      });
      if (context.hintMode) return guardedHintReply({ history, context, state, signal });
      const result = streamText({
        ...tutorCall(context, history, signal),
        tools: typeof opts.tools === 'function' ? opts.tools() : opts.tools,
        onFinish: ({ totalUsage }) =>
          resolveUsage({ inputTokens: totalUsage.inputTokens ?? 0, outputTokens: totalUsage.outputTokens ?? 0 }),
      });
      return { textStream: textOf(result.fullStream), usage: () => usagePromise, state: () => state };
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
