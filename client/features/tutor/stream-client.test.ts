import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeStreamEvent } from '@common/chat-stream';
import { CHAT_APOLOGY, REGENERATE_APOLOGY } from './chat-model';
import { streamChat } from './stream-client';

const encoder = new TextEncoder();

/** A response body that delivers the given pieces one read at a time. */
function bodyOf(pieces: string[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < pieces.length) controller.enqueue(encoder.encode(pieces[i++]));
      else controller.close();
    },
  });
}

function streamResponse(pieces: string[], init: ResponseInit = { status: 200 }): Response {
  return new Response(bodyOf(pieces), { ...init, headers: { 'Content-Type': 'text/event-stream' } });
}

function fetchReturning(res: Response | (() => Promise<Response>)) {
  return vi.fn<typeof fetch>(async () => (typeof res === 'function' ? res() : res));
}

function run(fetchImpl: typeof fetch, apology = CHAT_APOLOGY, signal = new AbortController().signal) {
  const chunks: string[] = [];
  const promise = streamChat({
    url: '/api/chat/message',
    body: { message: 'Hi', hintMode: false },
    signal,
    apology,
    onChunk: (c) => chunks.push(c),
    fetchImpl,
  });
  return { chunks, promise };
}

describe('streamChat', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('posts JSON with credentials and reads chunks until complete, even when events are split across reads', async () => {
    const stream = [
      encodeStreamEvent({ type: 'chunk', content: 'The answer ' }),
      encodeStreamEvent({ type: 'chunk', content: 'is $x = 2$.' }),
      encodeStreamEvent({ type: 'complete', fullResponse: 'The answer is $x = 2$.', sessionId: 's1', messageId: 'm9' }),
    ].join('');
    // Cut the bytes at awkward places: inside "data:", inside JSON, between the two newlines.
    const pieces = [stream.slice(0, 3), stream.slice(3, 40), stream.slice(40, 41), stream.slice(41)];
    const fetchImpl = fetchReturning(streamResponse(pieces));
    const { chunks, promise } = run(fetchImpl);
    await expect(promise).resolves.toEqual({ kind: 'complete', fullResponse: 'The answer is $x = 2$.', sessionId: 's1', messageId: 'm9' });
    expect(chunks).toEqual(['The answer ', 'is $x = 2$.']);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/chat/message');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Hi', hintMode: false });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('skips and logs malformed lines', async () => {
    const fetchImpl = fetchReturning(
      streamResponse([
        'data: {not json}\n\n',
        'event: ping\n\n',
        encodeStreamEvent({ type: 'chunk', content: 'ok' }),
        encodeStreamEvent({ type: 'complete', fullResponse: 'ok', sessionId: 's' }),
      ]),
    );
    const { chunks, promise } = run(fetchImpl);
    await expect(promise).resolves.toMatchObject({ kind: 'complete', fullResponse: 'ok' });
    expect(chunks).toEqual(['ok']);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('turns an error event into the apology', async () => {
    const fetchImpl = fetchReturning(
      streamResponse([encodeStreamEvent({ type: 'chunk', content: 'Partial' }), encodeStreamEvent({ type: 'error', message: 'provider down' })]),
    );
    await expect(run(fetchImpl).promise).resolves.toEqual({ kind: 'failed', message: CHAT_APOLOGY });
  });

  it('uses the regenerate apology when asked to', async () => {
    const fetchImpl = fetchReturning(streamResponse([encodeStreamEvent({ type: 'error' })]));
    await expect(run(fetchImpl, REGENERATE_APOLOGY).promise).resolves.toEqual({ kind: 'failed', message: REGENERATE_APOLOGY });
  });

  it('fails on a non-OK status', async () => {
    const fetchImpl = fetchReturning(new Response('{"error":"internal","message":"Something went wrong"}', { status: 500 }));
    await expect(run(fetchImpl).promise).resolves.toEqual({ kind: 'failed', message: CHAT_APOLOGY });
  });

  it("shows a rate limit's own message", async () => {
    const fetchImpl = fetchReturning(
      new Response(JSON.stringify({ error: 'rate_limited', message: 'You are sending messages too quickly. Try again in a minute.' }), {
        status: 429,
      }),
    );
    await expect(run(fetchImpl).promise).resolves.toEqual({
      kind: 'failed',
      message: 'You are sending messages too quickly. Try again in a minute.',
    });
  });

  it("shows the server's message when a problem took too long to work out (422)", async () => {
    const message = 'This problem took too long to work out. Try a simpler or smaller version of it.';
    const fetchImpl = fetchReturning(new Response(JSON.stringify({ error: 'too_slow', message }), { status: 422 }));
    await expect(run(fetchImpl).promise).resolves.toEqual({ kind: 'failed', message });
  });

  it('falls back to the apology for a 429 without a JSON message', async () => {
    const fetchImpl = fetchReturning(new Response('Too Many Requests', { status: 429 }));
    await expect(run(fetchImpl).promise).resolves.toEqual({ kind: 'failed', message: CHAT_APOLOGY });
  });

  it('fails when the response has no body', async () => {
    const fetchImpl = fetchReturning(new Response(null, { status: 200 }));
    await expect(run(fetchImpl).promise).resolves.toEqual({ kind: 'failed', message: CHAT_APOLOGY });
  });

  it('fails when the stream ends without a complete event', async () => {
    const fetchImpl = fetchReturning(streamResponse([encodeStreamEvent({ type: 'chunk', content: 'Half an ans' })]));
    await expect(run(fetchImpl).promise).resolves.toEqual({ kind: 'failed', message: CHAT_APOLOGY });
  });

  it('fails on a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(run(fetchImpl).promise).resolves.toEqual({ kind: 'failed', message: CHAT_APOLOGY });
  });

  it('reports an abort before the answer as aborted, not as a failure', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const { promise } = run(fetchImpl, CHAT_APOLOGY, controller.signal);
    controller.abort();
    await expect(promise).resolves.toEqual({ kind: 'aborted' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reports an abort in the middle of the stream as aborted', async () => {
    const controller = new AbortController();
    let push: ((text: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        push = (text) => c.enqueue(encoder.encode(text));
        controller.signal.addEventListener('abort', () => c.error(new DOMException('The operation was aborted.', 'AbortError')));
      },
    });
    const fetchImpl = fetchReturning(new Response(body, { status: 200 }));
    const { chunks, promise } = run(fetchImpl, CHAT_APOLOGY, controller.signal);
    await vi.waitFor(() => expect(push).toBeDefined());
    push!(encodeStreamEvent({ type: 'chunk', content: 'Start' }));
    await vi.waitFor(() => expect(chunks).toEqual(['Start']));
    controller.abort();
    await expect(promise).resolves.toEqual({ kind: 'aborted' });
  });
});
