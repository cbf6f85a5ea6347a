import type { FastifyReply } from 'fastify';

/** The abort reasons of signalWhenClientLeaves, and of the app's own closing signal. */
const CLIENT_CLOSED = 'client closed';
const TIMED_OUT = 'timeout';
export const APP_CLOSING = 'app closing';

/**
 * A signal that aborts when the student goes away before the answer is complete (the connection
 * closes before the response finished), so the work for them (a model call, a worker task, an
 * import's transaction) stops; with `timeoutMs`, also when that time has passed first; with
 * `appClosing`, also when the app starts shutting down.
 */
export function signalWhenClientLeaves(reply: FastifyReply, timeoutMs?: number, appClosing?: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const onAppClosing = () => controller.abort(appClosing?.reason);
  if (appClosing?.aborted) onAppClosing();
  appClosing?.addEventListener('abort', onAppClosing, { once: true });
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(new Error(TIMED_OUT)), timeoutMs);
  let finished = false;
  reply.raw.once('finish', () => {
    finished = true;
    clearTimeout(timer);
    appClosing?.removeEventListener('abort', onAppClosing);
  });
  reply.raw.once('close', () => {
    clearTimeout(timer);
    appClosing?.removeEventListener('abort', onAppClosing);
    if (!finished && !reply.raw.writableFinished) controller.abort(new Error(CLIENT_CLOSED));
  });
  return controller.signal;
}

const abortedWith = (signal: AbortSignal, reason: string) => signal.aborted && signal.reason instanceof Error && signal.reason.message === reason;

/** Whether the signal ended because the time allowed ran out. */
export const timedOut = (signal: AbortSignal) => abortedWith(signal, TIMED_OUT);
/** Whether the signal ended because the app is closing (SIGTERM). */
export const appClosed = (signal: AbortSignal) => abortedWith(signal, APP_CLOSING);
/** Whether the signal ended because the student went away. */
export const clientLeft = (signal: AbortSignal) => abortedWith(signal, CLIENT_CLOSED);
