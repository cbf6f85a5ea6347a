import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeStreamEvent, type ChatStreamEvent } from '@common/chat-stream';
import type { TokenUsage, TutorReplyStream } from '../../ai/engine';
import { clientLeft, signalWhenClientLeaves } from '../../lib/client-gone';
import { AppError } from '../../lib/errors';

/**
 * Runs one model reply as a server-sent event stream (ARCHITECTURE.md, Streaming): chunks as they
 * come, then `complete` once `save` has committed the whole reply, or `error`. A client that
 * disconnects aborts the model call, and nothing is saved.
 */
export async function streamReply(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: {
    timeoutMs: number;
    start: (signal: AbortSignal) => TutorReplyStream;
    save: (fullText: string, usage: TokenUsage) => Promise<{ sessionId: string; messageId: string }>;
  },
): Promise<void> {
  const signal = signalWhenClientLeaves(reply, opts.timeoutMs);
  const raw = reply.raw;

  // The first piece is awaited before any header is sent: a reply that cannot start because the
  // problem is too hard (422 too_slow) or every worker is busy (429 busy) is answered as a plain
  // JSON error the client shows, not as a stream. Later failures are `error` events, as before.
  let stream: TutorReplyStream | undefined;
  let pieces: AsyncIterator<string> | undefined;
  let first: IteratorResult<string> | undefined;
  let firstError: unknown;
  try {
    stream = opts.start(signal);
    pieces = stream.textStream[Symbol.asyncIterator]();
    first = await pieces.next();
  } catch (err) {
    if (err instanceof AppError && !raw.destroyed) throw err;
    firstError = err;
  }

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  const send = (event: ChatStreamEvent) => {
    if (!raw.destroyed) raw.write(encodeStreamEvent(event));
  };

  let full = '';
  try {
    if (!first || !stream || !pieces) throw firstError;
    for (let piece = first; !piece.done; piece = await pieces.next()) {
      const text = piece.value;
      signal.throwIfAborted();
      if (!text) continue;
      full += text;
      send({ type: 'chunk', content: text });
    }
    signal.throwIfAborted();
    if (!full.trim()) throw new Error('the model returned an empty reply');
    const usage = await stream.usage();
    const saved = await opts.save(full, usage);
    send({ type: 'complete', fullResponse: full, sessionId: saved.sessionId, messageId: saved.messageId });
  } catch (err) {
    const clientGone = raw.destroyed || clientLeft(signal);
    if (clientGone) {
      req.log.info('tutor reply aborted by the client; nothing stored');
    } else {
      const timedOut = signal.aborted;
      // Only the summary: a provider error carries the request body (the student's messages).
      const e = err as { name?: string; message?: string; statusCode?: number };
      req.log.warn({ error: { name: e?.name, message: e?.message, status: e?.statusCode } }, timedOut ? 'tutor reply timed out' : 'tutor reply failed');
      send({
        type: 'error',
        message: timedOut ? 'The AI took too long to answer. Please try again.' : 'The AI could not answer right now. Please try again.',
      });
    }
  } finally {
    if (!raw.destroyed) raw.end();
  }
}
