import { createStreamParser, type ChatStreamEvent } from '@common/chat-stream';

/** How a streamed reply ended; the chat state machine turns each into what the student sees. */
export type StreamOutcome =
  | { kind: 'complete'; fullResponse: string; sessionId: string; messageId?: string }
  /** `message` is the text of the apology bubble. */
  | { kind: 'failed'; message: string }
  /** The student (or leaving the page) cancelled: nothing is shown, the abort is only logged. */
  | { kind: 'aborted' };

export interface StreamRequest {
  url: string;
  body: unknown;
  signal: AbortSignal;
  /** The apology to show when the reply fails (spec-1 §8 has one for send and one for regenerate). */
  apology: string;
  /** Each piece of the reply as it arrives. */
  onChunk: (content: string) => void;
  /** Injected by tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
}

function isAbort(err: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (err instanceof DOMException && err.name === 'AbortError');
}

/**
 * A rate-limit or busy answer (429) carries a JSON message that says when to try again, and a
 * problem too hard to work out in time (422 `too_slow`) says to try a simpler one; either is more
 * use to the student than the generic apology. Any other failure gets the apology.
 */
async function failureMessage(res: Response, apology: string): Promise<string> {
  if (res.status !== 429 && res.status !== 422) return apology;
  try {
    const body = JSON.parse(await res.text()) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : apology;
  } catch {
    return apology;
  }
}

/**
 * Posts a chat request and reads its `text/event-stream` answer (spec-1 §7 "Chat stream"). Plain
 * fetch, not the JSON helper, because the body is read incrementally and the request must be
 * abortable. A non-OK status, a missing body, an error event or a stream that ends without a
 * complete event are failures; malformed lines are logged and skipped. Never throws.
 */
export async function streamChat(req: StreamRequest): Promise<StreamOutcome> {
  const { signal, apology } = req;
  const doFetch = req.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await doFetch(req.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(req.body),
      credentials: 'include',
      signal,
    });
  } catch (err) {
    if (isAbort(err, signal)) return { kind: 'aborted' };
    console.error('Chat request failed', err);
    return { kind: 'failed', message: apology };
  }

  if (!res.ok) {
    console.error(`Chat request failed with status ${res.status}`);
    return { kind: 'failed', message: await failureMessage(res, apology) };
  }
  if (!res.body) {
    console.error('Chat response has no body');
    return { kind: 'failed', message: apology };
  }

  // Set from the parser's callback; an object so the loop below re-reads it after every chunk.
  const result: { outcome: StreamOutcome | null } = { outcome: null };
  const parser = createStreamParser(
    (event: ChatStreamEvent) => {
      if (result.outcome) return;
      if (event.type === 'chunk') req.onChunk(event.content);
      else if (event.type === 'complete') {
        result.outcome = { kind: 'complete', fullResponse: event.fullResponse, sessionId: event.sessionId, messageId: event.messageId };
      } else {
        console.error('Chat stream error event', event.message ?? '');
        result.outcome = { kind: 'failed', message: apology };
      }
    },
    (line) => console.warn('Skipping a malformed chat stream line', line),
  );

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!result.outcome) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
        break;
      }
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    if (isAbort(err, signal)) return { kind: 'aborted' };
    console.error('Chat stream broke off', err);
    return { kind: 'failed', message: apology };
  } finally {
    // Done with the body (or gave up on it): release the connection without waiting for the server.
    reader.cancel().catch(() => {});
  }
  if (signal.aborted) return { kind: 'aborted' };
  if (!result.outcome) {
    console.error('Chat stream ended without a complete event');
    return { kind: 'failed', message: apology };
  }
  return result.outcome;
}
