import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible model server (Ollama, vLLM, OpenAI itself) on 127.0.0.1, so
 * the LLM engine is tested through the real AI SDK provider and the real wire format, never a paid
 * API (ARCHITECTURE.md, AI engine). Each test queues the responses it wants; every request body is
 * recorded so tests can assert the prompt, the history and the tools offered.
 */

/** One scripted answer. Each request takes the next one from the queue. */
export type MockScript =
  /** Plain text, streamed in these pieces (or one JSON answer when the request does not stream). */
  | { kind: 'text'; chunks: string[]; delayMs?: number; usage?: MockUsage }
  /** A tool call whose JSON arguments are streamed in `argumentPieces` pieces; finish_reason "tool_calls". */
  | { kind: 'tool-call'; id: string; name: string; arguments: string; argumentPieces?: number; usage?: MockUsage }
  /** Some good chunks, then a data line that is not JSON, then the stream just ends. */
  | { kind: 'malformed'; before?: string[]; line?: string }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'http-error'; status: number; message?: string; headers?: Record<string, string> }
  /** Headers and the first chunk, then nothing, ever (the connection stays open). */
  | { kind: 'hang'; firstChunk?: string };

export interface MockUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** The parts of a chat-completions request the tests look at. */
export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  messages: ChatCompletionMessage[];
  tools?: Array<{ type: 'function'; function: { name: string; description?: string; parameters?: unknown } }>;
}

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null | Array<{ type: string; text?: string }>;
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: ChatCompletionRequest;
  /** Resolves when the response is over: `finished` by the server, or `aborted` by the client. */
  ended: Promise<'finished' | 'aborted'>;
  outcome?: 'finished' | 'aborted';
}

export interface MockOpenAiServer {
  /** Base URL for AI_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  url: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order. */
  enqueue(...scripts: MockScript[]): void;
  /** Scripts not used yet (a test can assert it used everything it queued). */
  pending(): number;
  /** Forgets the queue and the recorded requests (between tests). */
  reset(): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Text of a message's content, whether a string or an array of parts. */
export function messageText(m: ChatCompletionMessage): string {
  if (typeof m.content === 'string') return m.content;
  if (Array.isArray(m.content)) return m.content.map((p) => p.text ?? '').join('');
  return '';
}

function isRequestBody(value: unknown): value is ChatCompletionRequest {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.model === 'string' && Array.isArray(v.messages);
}

function splitInPieces(text: string, pieces: number): string[] {
  const n = Math.max(1, Math.min(pieces, text.length));
  const size = Math.ceil(text.length / n);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** Starts the mock on 127.0.0.1 on a free port. */
export async function startMockOpenAiServer(): Promise<MockOpenAiServer> {
  const queue: MockScript[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const waiters: Array<() => void> = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `mock server failure: ${String(err)}`, type: 'server_error' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function readBody(req: http.IncomingMessage): Promise<string> {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    return Buffer.concat(parts).toString('utf8');
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}`, type: 'invalid_request_error' } }));
      return;
    }
    const text = await readBody(req);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isRequestBody(parsed)) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'body must be a chat completion request', type: 'invalid_request_error' } }));
      return;
    }
    const body = parsed;
    let outcome: ((o: 'finished' | 'aborted') => void) | undefined;
    const record: RecordedRequest = {
      path,
      headers: req.headers,
      body,
      ended: new Promise((resolve) => {
        outcome = resolve;
      }),
    };
    res.on('close', () => {
      record.outcome = res.writableFinished ? 'finished' : 'aborted';
      outcome?.(record.outcome);
    });
    requests.push(record);
    for (const w of waiters.splice(0)) w();

    const script = queue.shift();
    if (!script) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'mock server: no scripted response left', type: 'server_error' } }));
      return;
    }
    if (script.kind === 'http-error') {
      res.writeHead(script.status, { 'content-type': 'application/json', ...script.headers });
      res.end(JSON.stringify({ error: { message: script.message ?? 'The server had an error', type: 'server_error', code: null } }));
      return;
    }

    counter += 1;
    const id = `chatcmpl-mock-${counter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model;

    if (!body.stream) {
      respondJson(res, script, { id, created, model });
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: 'fp_mock',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`;
    const write = (s: string) => {
      if (!res.destroyed) res.write(s);
    };
    const finish = (finishReason: string, usage: MockUsage | undefined) => {
      write(chunk({}, finishReason));
      if (body.stream_options?.include_usage) {
        const u = usage ?? { prompt_tokens: 0, completion_tokens: 0 };
        write(
          `data: ${JSON.stringify({
            id,
            object: 'chat.completion.chunk',
            created,
            model,
            choices: [],
            usage: { ...u, total_tokens: u.prompt_tokens + u.completion_tokens },
          })}\n\n`,
        );
      }
      write('data: [DONE]\n\n');
      res.end();
    };

    switch (script.kind) {
      case 'text': {
        write(chunk({ role: 'assistant', content: '' }));
        for (const piece of script.chunks) {
          if (script.delayMs) await sleep(script.delayMs);
          if (res.destroyed) return;
          write(chunk({ content: piece }));
        }
        finish('stop', script.usage);
        return;
      }
      case 'tool-call': {
        const pieces = splitInPieces(script.arguments, script.argumentPieces ?? 3);
        write(chunk({ role: 'assistant', content: null }));
        write(
          chunk({
            tool_calls: [{ index: 0, id: script.id, type: 'function', function: { name: script.name, arguments: '' } }],
          }),
        );
        for (const piece of pieces) write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
        finish('tool_calls', script.usage);
        return;
      }
      case 'malformed': {
        write(chunk({ role: 'assistant', content: '' }));
        for (const piece of script.before ?? []) write(chunk({ content: piece }));
        write(`data: ${script.line ?? '{"choices": [ this is not json'}\n\n`);
        res.end();
        return;
      }
      case 'hang': {
        write(chunk({ role: 'assistant', content: '' }));
        write(chunk({ content: script.firstChunk ?? 'Let me think' }));
        // Never ends: the client has to time out or abort; close() destroys the socket.
        return;
      }
    }
  }

  function respondJson(res: http.ServerResponse, script: Exclude<MockScript, { kind: 'http-error' }>, meta: { id: string; created: number; model: string }) {
    let message: Record<string, unknown>;
    let finishReason = 'stop';
    let usage: MockUsage | undefined;
    switch (script.kind) {
      case 'text':
        message = { role: 'assistant', content: script.chunks.join('') };
        usage = script.usage;
        break;
      case 'tool-call':
        message = {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: script.id, type: 'function', function: { name: script.name, arguments: script.arguments } }],
        };
        finishReason = 'tool_calls';
        usage = script.usage;
        break;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(script.line ?? '{"choices": [ this is not json');
        return;
      case 'hang':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":');
        return;
    }
    const u = usage ?? { prompt_tokens: 0, completion_tokens: 0 };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...meta,
        object: 'chat.completion',
        choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
        usage: { ...u, total_tokens: u.prompt_tokens + u.completion_tokens },
      }),
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...scripts) => {
      queue.push(...scripts);
    },
    pending: () => queue.length,
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async waitForRequests(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`mock server: expected ${count} requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, count);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
