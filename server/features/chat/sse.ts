import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeStreamEvent, type ChatStreamEvent } from '@common/chat-stream';
import type { TokenUsage, TutorReplyStream } from '../../ai/engine';
import type { TutorState } from '../../ai/hint/state';
import { appClosed, clientLeft, signalWhenClientLeaves } from '../../lib/client-gone';
import { AppError } from '../../lib/errors';

/** The last event of a reply cut short by a restart of the server. */
export const RESTARTING = 'StudyPilot is restarting. Nothing was saved: please send your question again in a moment.';

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
    /** The app's closing signal: the stream then ends with an event asking to send the question again. */
    closing?: AbortSignal;
    start: (signal: AbortSignal) => TutorReplyStream;
    save: (fullText: string, usage: TokenUsage, state: TutorState | undefined) => Promise<{ sessionId: string; messageId: string }>;
  },
): Promise<void> {
  const signal = signalWhenClientLeaves(reply, opts.timeoutMs, opts.closing);
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
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  const send = (event: ChatStreamEvent) => {
    if (!raw.destroyed) raw.write(encodeStreamEvent(event));
  };

  let full = '';
  try {
    if (!first || !stream || !pieces) throw firstError;
    // The next piece, unless the signal ends the reply first (a slow model, a restart).
    const stopped = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
    stopped.catch(() => {});
    const iterator = pieces;
    const next = () => Promise.race([iterator.next(), stopped]);
    for (let piece = first; !piece.done; piece = await next()) {
      const text = piece.value;
      signal.throwIfAborted();
      if (!text) continue;
      full += text;
      send({ type: 'chunk', content: text });
    }
    signal.throwIfAborted();
    if (!full.trim()) throw new Error('the model returned an empty reply');
    const usage = await stream.usage();
    const saved = await opts.save(full, usage, stream.state());
    send({ type: 'complete', fullResponse: full, sessionId: saved.sessionId, messageId: saved.messageId });
  } catch (err) {
    const clientGone = raw.destroyed || clientLeft(signal);
    if (clientGone) {
      req.log.info('tutor reply aborted by the client; nothing stored');
    } else if (appClosed(signal)) {
      req.log.info('tutor reply ended by shutdown; nothing stored');
      send({ type: 'error', message: RESTARTING });
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
    // While the app closes, the socket is not kept for another request (the server would
    // otherwise wait out its keep-alive before it can stop).
    const socket = raw.socket;
    if (!raw.destroyed) raw.end(appClosed(signal) ? () => socket?.destroy() : undefined);
  }
}
