import type { AiConfig } from '../../config';
import { estimateTokens, type AiEngine } from '../engine';
import { streamInChunks } from './stream-text';
import { offlineAssistNote } from './note-assistant';
import { offlineTutorAnswer } from './tutor-answer';

/**
 * The engine used when no provider is configured: deterministic and honest. It solves what the
 * tools solve exactly and says plainly what needs a configured model.
 */
export function createOfflineEngine(ai: AiConfig, opts: { chunkDelayMs?: number } = {}): AiEngine {
  return {
    status: () => ({ engine: 'offline', model: ai.model, label: 'the built-in offline engine (no AI provider configured)' }),
    tutorReply({ history, context, signal }) {
      const answer = offlineTutorAnswer(history, context);
      const input = history.reduce((n, m) => n + estimateTokens(m.content), 0);
      return {
        textStream: streamInChunks(answer, signal, opts.chunkDelayMs ?? 12),
        usage: async () => ({ inputTokens: input, outputTokens: estimateTokens(answer) }),
      };
    },
    async assistNote({ signal, ...req }) {
      signal.throwIfAborted();
      const result = offlineAssistNote(req);
      return { ...result, usage: { inputTokens: estimateTokens(req.text) + estimateTokens(req.message), outputTokens: estimateTokens(result.html) } };
    },
  };
}
