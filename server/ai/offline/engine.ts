import { subjectTip } from '@common/planner-recommendations';
import type { AiConfig } from '../../config';
import type { WorkerPool } from '../../workers/pool';
import { estimateTokens, type AiEngine } from '../engine';
import { streamInChunks } from './stream-text';

/**
 * The engine used when no provider is configured: deterministic and honest. It solves what the
 * tools solve exactly and says plainly what needs a configured model. Its maths (mathjs) and NLP
 * (WordNet, wink) load on first use, so an instance that never asks costs no memory for them.
 * With a worker pool (the app always passes one) the work runs in a worker thread, under the
 * pool's time limit; without one (unit tests, benchmarks of the engine itself) it runs inline.
 */
export function createOfflineEngine(ai: AiConfig, opts: { chunkDelayMs?: number; pool?: WorkerPool } = {}): AiEngine {
  const { pool } = opts;
  return {
    status: () => ({ engine: 'offline', model: ai.model, label: 'the built-in offline engine (no AI provider configured)' }),
    tutorReply({ history, context, state, signal }) {
      let answer = '';
      let after = state;
      async function* text(): AsyncIterable<string> {
        // The whole answer is worked out first (in a worker), then streamed like a model's reply.
        const turn = pool
          ? await pool.run({ kind: 'tutor', history, context, state }, { signal })
          : (await import('./tutor-answer')).offlineTutorTurn(history, context, state);
        answer = turn.text;
        after = turn.state;
        yield* streamInChunks(answer, signal, opts.chunkDelayMs ?? 12);
      }
      const input = history.reduce((n, m) => n + estimateTokens(m.content), 0);
      return {
        textStream: text(),
        usage: async () => ({ inputTokens: input, outputTokens: estimateTokens(answer) }),
        state: () => after,
      };
    },
    async assistNote({ signal, ...req }) {
      signal.throwIfAborted();
      const result = pool
        ? await pool.run({ kind: 'assistNote', request: req }, { signal })
        : (await import('./note-assistant')).offlineAssistNote(req);
      return { ...result, usage: { inputTokens: estimateTokens(req.text) + estimateTokens(req.message), outputTokens: estimateTokens(result.html) } };
    },
    async generateFlashcards({ signal, text, count, deckName }) {
      signal.throwIfAborted();
      const result = pool
        ? await pool.run({ kind: 'flashcards', text, count, deckName }, { signal })
        : (await import('./flashcards')).extractFlashcards({ text, count, deckName });
      const cards = result.cards.map(({ front, back }) => ({ front, back }));
      const output = cards.reduce((n, c) => n + estimateTokens(c.front) + estimateTokens(c.back), 0);
      return { deckName: result.deckName, cards, usage: { inputTokens: estimateTokens(text), outputTokens: output } };
    },
    async generateQuiz({ signal, context: _context, ...req }) {
      signal.throwIfAborted();
      const result = pool ? await pool.run({ kind: 'quiz', request: req }, { signal }) : (await import('./quiz')).offlineQuiz(req);
      const output = result.questions.reduce((n, q) => n + estimateTokens(q.question + q.correct + q.explanation), 0);
      return { ...result, usage: { inputTokens: estimateTokens(req.material || req.topic), outputTokens: output } };
    },
    async planTips({ signal, recommendations, assignments }) {
      signal.throwIfAborted();
      // Honest offline: the computed recommendations as they are, and each subject's own study tip.
      const tips = assignments.map((a) => ({ assignmentId: a.id, tip: subjectTip(a.subject) }));
      return { recommendations, tips, usage: { inputTokens: 0, outputTokens: 0 } };
    },
  };
}
