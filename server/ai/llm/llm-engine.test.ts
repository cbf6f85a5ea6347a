import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateText, tool } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AiStatusDto } from '@common/schemas/chat';
import type { AppConfig } from '../../config';
import type { AiEngine } from '../engine';
import { expectCompleted, expectNothingStored, expectStreamError, parseStream, sessionsWithMessages, storedChat, type SessionWithMessages } from '../../test/chat';
import { appPerBlock, createTestApp, registerUser, type TestApp } from '../../test/harness';
import { messageText, startMockOpenAiServer, type ChatCompletionRequest, type MockOpenAiServer } from '../../test/mock-openai-server';
import { expectError, get, post, put } from '../../test/requests';
import { createLlmEngine } from './engine';
import { createLanguageModel } from './provider';

/**
 * The LLM engine through the real app and the real AI SDK OpenAI-compatible provider, against a
 * local mock model server speaking the OpenAI wire format (ARCHITECTURE.md, AI engine). SQLite only:
 * nothing here depends on the dialect.
 */

const FAILED = 'The AI could not answer right now. Please try again.';
const TIMED_OUT = 'The AI took too long to answer. Please try again.';

let mock: MockOpenAiServer;

beforeAll(async () => {
  mock = await startMockOpenAiServer();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

function llmEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: mock.url, AI_MODEL: 'mock-model', ...extra };
}

/** One app per describe block, with the OpenAI-compatible provider pointed at the mock. */
function useApp(opts: { env?: NodeJS.ProcessEnv; engine?: (config: AppConfig) => AiEngine } = {}): () => TestApp {
  return appPerBlock('sqlite', () => ({ env: llmEnv(opts.env), engine: opts.engine }));
}

function send(t: TestApp, cookie: string, body: object) {
  return post(t, '/api/chat/message', body, { cookie });
}

function systemPrompt(body: ChatCompletionRequest): string {
  const [first] = body.messages;
  expect(first.role).toBe('system');
  return messageText(first);
}

/** Every conversation with its messages, through the paged endpoints. */
function sessionsOf(t: TestApp, cookie: string): Promise<SessionWithMessages[]> {
  return sessionsWithMessages(t, cookie);
}

describe('LLM engine (OpenAI-compatible provider against the mock server)', () => {
  describe('streaming text', () => {
    const app = useApp();

    it('reports the configured provider in GET /api/ai/status', async () => {
      const t = app();
      const u = await registerUser(t);
      expect((await get(t, '/api/ai/status', u.cookie)).json<AiStatusDto>()).toEqual({
        engine: 'openai-compatible',
        model: 'mock-model',
        label: 'mock-model (a local model server)',
      });
    });

    it('streams the model text as chunk events, stores it, and sends the student context in the system prompt', async () => {
      const t = app();
      const u = await registerUser(t, { firstName: 'Rosalind', gradeLevel: 10 });
      mock.enqueue({ kind: 'text', chunks: ['Photosynthesis ', 'turns light, water and CO₂ ', 'into **glucose**.'] });
      const res = await send(t, u.cookie, { message: 'Explain photosynthesis' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      const { chunks, complete } = expectCompleted(parseStream(res.body));
      expect(chunks).toEqual(['Photosynthesis ', 'turns light, water and CO₂ ', 'into **glucose**.']);
      expect(complete.fullResponse).toBe('Photosynthesis turns light, water and CO₂ into **glucose**.');

      const [session] = await sessionsOf(t, u.cookie);
      expect(session.id).toBe(complete.sessionId);
      expect(session.messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'Explain photosynthesis'],
        ['assistant', complete.fullResponse],
      ]);

      expect(mock.requests).toHaveLength(1);
      const [request] = mock.requests;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.body).toMatchObject({ model: 'mock-model', stream: true, stream_options: { include_usage: true }, max_tokens: 2000 });
      // The exact tools are offered by tool calling, so the model computes instead of guessing.
      const offered = (request.body.tools as Array<{ function: { name: string } }>).map((t) => t.function.name);
      expect(offered).toEqual(
        expect.arrayContaining(['solve_equation', 'differentiate', 'integrate', 'balance_equation', 'arithmetic', 'convert_units']),
      );
      const system = systemPrompt(request.body);
      expect(system).toContain('Rosalind, a 10th Grade student');
      expect(system).toContain('Answer in English.');
      expect(system).toContain('Give detailed explanations');
      expect(system).not.toContain('follow-up question');
      expect(system).not.toContain('HINT MODE');
      expect(request.body.messages.slice(1)).toEqual([{ role: 'user', content: 'Explain photosynthesis' }]);
      expect(mock.pending()).toBe(0);
    });

    it('follows the settings (language, brevity, follow-up questions), the grade level and hint mode', async () => {
      const t = app();
      const u = await registerUser(t, { gradeLevel: 17 });
      const saved = await put(t, '/api/user/settings', { followUpQuestions: true, language: 'Spanish', detailedExplanations: false }, { cookie: u.cookie });
      expect(saved.statusCode, saved.body).toBe(200);

      mock.enqueue({ kind: 'text', chunks: ['Una derivada ', 'mide el cambio.'] });
      expectCompleted(parseStream((await send(t, u.cookie, { message: '¿Qué es una derivada?' })).body));
      const system = systemPrompt(mock.requests[0].body);
      expect(system).toContain('a Graduate Student student');
      expect(system).toContain('Answer in Spanish.');
      expect(system).toContain('End with one short follow-up question that checks understanding.');
      expect(system).toContain('Keep explanations brief');
      expect(system).not.toContain('HINT MODE');

      mock.enqueue({ kind: 'text', chunks: ['¿Qué regla ', 'conoces?'] });
      expectCompleted(parseStream((await send(t, u.cookie, { message: 'Deriva x^2', hintMode: true })).body));
      const hinted = systemPrompt(mock.requests[1].body);
      expect(hinted).toContain('HINT MODE IS ON');
      expect(hinted).toContain('Do not give the final answer');
    });

    it('sends the earlier conversation with a follow-up question, in order', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'text', chunks: ['A prime has ', 'exactly two divisors.'] }, { kind: 'text', chunks: ['7 is ', 'prime.'] });
      const first = expectCompleted(parseStream((await send(t, u.cookie, { message: 'What is a prime?' })).body));
      const second = expectCompleted(
        parseStream((await send(t, u.cookie, { message: 'Is 7 prime?', sessionId: first.complete.sessionId })).body),
      );
      expect(second.complete.sessionId).toBe(first.complete.sessionId);
      expect(mock.requests[1].body.messages.slice(1)).toEqual([
        { role: 'user', content: 'What is a prime?' },
        { role: 'assistant', content: 'A prime has exactly two divisors.' },
        { role: 'user', content: 'Is 7 prime?' },
      ]);
    });

    it('sends at most the last 20 turns, always starting with a question (send and regenerate)', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'text', chunks: ['Seed answer.'] });
      const seed = expectCompleted(parseStream((await send(t, u.cookie, { message: 'q0' })).body));
      const sessionId = seed.complete.sessionId;
      // Twelve exchanges in all: q0/a0 … q11/a11 (positions 0…23).
      await t.ctx.db.updateTable('chat_messages').set({ content: 'a0' }).where('id', '=', seed.complete.messageId ?? '').execute();
      const at = t.clock.now().toISOString();
      for (let i = 1; i < 12; i += 1) {
        for (const [offset, role, content] of [
          [0, 'user', `q${i}`],
          [1, 'assistant', `a${i}`],
        ] as const) {
          await t.ctx.db
            .insertInto('chat_messages')
            .values({ id: `seed-${i}-${offset}-${Date.now()}`, session_id: sessionId, user_id: u.id, role, content, feedback: null, position: 2 * i + offset, created_at: at })
            .execute();
        }
      }
      const turns = (body: ChatCompletionRequest) => body.messages.slice(1).map((m) => `${m.role}:${messageText(m)}`);

      mock.enqueue({ kind: 'text', chunks: ['a12'] });
      expectCompleted(parseStream((await send(t, u.cookie, { message: 'q12', sessionId })).body));
      const sent = turns(mock.requests[1].body);
      expect(sent).toHaveLength(21);
      expect(sent[0]).toBe('user:q2');
      expect(sent.slice(-3)).toEqual(['user:q11', 'assistant:a11', 'user:q12']);

      // Regenerating a11: the conversation up to q11 is 23 messages; the 20 most recent would start
      // with an answer (a1), which chat templates that require user/assistant alternation reject.
      const target = (await storedChat(t, u.id)).messages.find((m) => m.content === 'a11');
      mock.enqueue({ kind: 'text', chunks: ['new a11'] });
      const regen = await post(t, `/api/chat/sessions/${sessionId}/regenerate`, { messageId: target?.id }, { cookie: u.cookie });
      expectCompleted(parseStream(regen.body));
      const resent = turns(mock.requests[2].body);
      expect(resent[0]).toBe('user:q2');
      expect(resent[resent.length - 1]).toBe('user:q11');
      expect(resent.length).toBeLessThanOrEqual(20);
    });

    it('regenerates from the history before the answer and replaces it with the new text', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'text', chunks: ['Mitochondria ', 'are organelles.'] });
      const first = expectCompleted(parseStream((await send(t, u.cookie, { message: 'What are mitochondria?' })).body));
      mock.enqueue({ kind: 'text', chunks: ['They are the ', 'powerhouse of the cell.'] });
      const res = await post(t, `/api/chat/sessions/${first.complete.sessionId}/regenerate`, { messageId: first.complete.messageId }, { cookie: u.cookie });
      const { complete } = expectCompleted(parseStream(res.body));
      expect(complete).toMatchObject({ fullResponse: 'They are the powerhouse of the cell.', messageId: first.complete.messageId });
      expect(mock.requests[1].body.messages.slice(1)).toEqual([{ role: 'user', content: 'What are mitochondria?' }]);
      const [session] = await sessionsOf(t, u.cookie);
      expect(session.messages.map((m) => m.content)).toEqual(['What are mitochondria?', 'They are the powerhouse of the cell.']);
    });

    it("records the provider's token usage in ai_usage with the engine and model", async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'text', chunks: ['Water boils ', 'at 100 °C at sea level.'], usage: { prompt_tokens: 321, completion_tokens: 12 } });
      expectCompleted(parseStream((await send(t, u.cookie, { message: 'When does water boil?' })).body));
      const { usage, xpEvents } = await storedChat(t, u.id);
      expect(usage).toHaveLength(1);
      expect(usage[0]).toMatchObject({
        feature: 'tutor',
        engine: 'openai-compatible',
        model: 'mock-model',
        input_tokens: 321,
        output_tokens: 12,
      });
      expect(xpEvents).toHaveLength(1);
    });
  });

  describe('tool calling', () => {
    const calls: Array<{ a: number; b: number }> = [];
    const app = useApp({
      engine: (config) =>
        createLlmEngine(config.ai, {
          tools: {
            add: tool({
              description: 'Adds two numbers exactly.',
              inputSchema: z.object({ a: z.number(), b: z.number() }),
              execute: async ({ a, b }) => {
                calls.push({ a, b });
                return { sum: a + b };
              },
            }),
          },
        }),
    });

    it('runs the tool the model calls, sends its result back, then streams and stores the final answer', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue(
        {
          kind: 'tool-call',
          id: 'call_add_1',
          name: 'add',
          arguments: '{"a": 1234, "b": 4321}',
          argumentPieces: 4,
          usage: { prompt_tokens: 100, completion_tokens: 20 },
        },
        { kind: 'text', chunks: ['1234 + 4321 ', '= **5555**.'], usage: { prompt_tokens: 150, completion_tokens: 8 } },
      );
      const res = await send(t, u.cookie, { message: 'What is 1234 + 4321?' });
      const { chunks, complete } = expectCompleted(parseStream(res.body));
      expect(chunks).toEqual(['1234 + 4321 ', '= **5555**.']);
      expect(calls).toEqual([{ a: 1234, b: 4321 }]);

      expect(mock.requests).toHaveLength(2);
      const [firstReq, secondReq] = mock.requests;
      expect(firstReq.body.tools).toEqual([
        {
          type: 'function',
          function: {
            name: 'add',
            description: 'Adds two numbers exactly.',
            parameters: expect.objectContaining({
              type: 'object',
              properties: { a: { type: 'number' }, b: { type: 'number' } },
              required: ['a', 'b'],
            }),
          },
        },
      ]);
      // The second request carries the model's tool call and the computed result.
      const messages = secondReq.body.messages;
      expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
      const assistant = messages[2];
      expect(assistant.tool_calls).toEqual([
        { id: 'call_add_1', type: 'function', function: { name: 'add', arguments: expect.any(String) } },
      ]);
      expect(JSON.parse(assistant.tool_calls?.[0].function.arguments ?? '')).toEqual({ a: 1234, b: 4321 });
      const toolResult = messages[3];
      expect(toolResult.tool_call_id).toBe('call_add_1');
      expect(JSON.parse(messageText(toolResult))).toEqual({ sum: 5555 });

      const [session] = await sessionsOf(t, u.cookie);
      expect(session.messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'What is 1234 + 4321?'],
        ['assistant', complete.fullResponse],
      ]);
      // Usage is the total over both model calls.
      const { usage } = await storedChat(t, u.id);
      expect(usage).toHaveLength(1);
      expect(usage[0]).toMatchObject({ input_tokens: 250, output_tokens: 28 });
    });
  });

  describe('failures', () => {
    const app = useApp();

    it('ends with an error event and stores nothing when the stream has a malformed line', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'malformed', before: ['The answer ', 'is '] });
      const res = await send(t, u.cookie, { message: 'What is 2 + 2?' });
      expect(res.statusCode).toBe(200);
      const { chunks, message } = expectStreamError(parseStream(res.body));
      expect(chunks.join('')).toBe('The answer is ');
      expect(message).toBe(FAILED);
      await expectNothingStored(t, u.id);
    });

    it('ends with an error event and stores nothing when the provider answers HTTP 500 (after one retry)', async () => {
      const t = app();
      const u = await registerUser(t);
      const error = { kind: 'http-error', status: 500, message: 'The server had an error', headers: { 'retry-after-ms': '10' } } as const;
      mock.enqueue(error, error);
      const res = await send(t, u.cookie, { message: 'What is 2 + 2?' });
      const { chunks, message } = expectStreamError(parseStream(res.body));
      expect(chunks).toEqual([]);
      expect(message).toBe(FAILED);
      expect(mock.requests).toHaveLength(2);
      expect(res.body).not.toContain('The server had an error');
      await expectNothingStored(t, u.id);
    });

    it('does not retry a 400 from the provider, and stores nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'http-error', status: 400, message: 'model not found' });
      const { message } = expectStreamError(parseStream((await send(t, u.cookie, { message: 'Hello?' })).body));
      expect(message).toBe(FAILED);
      expect(mock.requests).toHaveLength(1);
      await expectNothingStored(t, u.id);
    });

    it('ends with an error event when the model returns no text at all', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'text', chunks: [] });
      const { message } = expectStreamError(parseStream((await send(t, u.cookie, { message: 'Hello?' })).body));
      expect(message).toBe(FAILED);
      await expectNothingStored(t, u.id);
    });

    it('keeps an existing conversation unchanged when a follow-up fails', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'text', chunks: ['Fine.'] });
      const first = expectCompleted(parseStream((await send(t, u.cookie, { message: 'First question' })).body));
      const before = await storedChat(t, u.id);
      mock.enqueue({ kind: 'malformed' });
      expectStreamError(parseStream((await send(t, u.cookie, { message: 'Second', sessionId: first.complete.sessionId })).body));
      mock.enqueue({ kind: 'malformed', before: ['Partial'] });
      const regen = await post(t, `/api/chat/sessions/${first.complete.sessionId}/regenerate`, {}, { cookie: u.cookie });
      expectStreamError(parseStream(regen.body));
      expect(await storedChat(t, u.id)).toEqual(before);
    });
  });

  describe('timeout', () => {
    const app = useApp({ env: { AI_TIMEOUT_MS: '1500' } });

    it('ends a hanging reply with an error event after AI_TIMEOUT_MS, aborts the upstream call, and stores nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      mock.enqueue({ kind: 'hang', firstChunk: 'Let me think' });
      const started = Date.now();
      const res = await send(t, u.cookie, { message: 'A very hard question' });
      const elapsed = Date.now() - started;
      const { chunks, message } = expectStreamError(parseStream(res.body));
      expect(chunks).toEqual(['Let me think']);
      expect(message).toBe(TIMED_OUT);
      expect(elapsed).toBeGreaterThanOrEqual(1400);
      expect(elapsed).toBeLessThan(3000);
      expect(await withTimeout(mock.requests[0].ended, 1000)).toBe('aborted');
      await expectNothingStored(t, u.id);
    });
  });

  describe('client disconnect', () => {
    const app = useApp();
    let baseUrl = '';
    beforeAll(async () => {
      const t = app();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    it('aborts the upstream model call when the client goes away, and stores nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      // 20 slow chunks: 2 s if nobody aborts it.
      mock.enqueue({ kind: 'text', chunks: Array.from({ length: 20 }, (_, i) => `word${i} `), delayMs: 100 });

      const firstChunk = await new Promise<string>((resolve, reject) => {
        const payload = JSON.stringify({ message: 'Tell me a long story' });
        const req = http.request(`${baseUrl}/api/chat/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: u.cookie },
        });
        req.on('error', (err) => {
          // The request is destroyed on purpose once the first chunk is read.
          if (!req.destroyed) reject(err);
        });
        req.on('response', (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`status ${res.statusCode}`));
            return;
          }
          res.once('data', (data: Buffer) => {
            req.destroy();
            resolve(data.toString('utf8'));
          });
        });
        req.end(payload);
      });
      expect(parseStream(firstChunk)).toEqual([{ type: 'chunk', content: 'word0 ' }]);

      await mock.waitForRequests(1);
      const startedWaiting = Date.now();
      expect(await withTimeout(mock.requests[0].ended, 1500)).toBe('aborted');
      // Well before the mock would have finished its 20 chunks.
      expect(Date.now() - startedWaiting).toBeLessThan(1000);
      // Give the handler a moment to unwind, then check nothing partial was stored.
      await new Promise((r) => setTimeout(r, 150));
      await expectNothingStored(t, u.id);

      // The app is still healthy: the next question on the same connection pool works.
      mock.enqueue({ kind: 'text', chunks: ['Once upon ', 'a time.'] });
      const res = await fetch(`${baseUrl}/api/chat/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: u.cookie },
        body: JSON.stringify({ message: 'A short one then' }),
      });
      const { complete } = expectCompleted(parseStream(await res.text()));
      expect(complete.fullResponse).toBe('Once upon a time.');
    });
  });

  describe('mock server', () => {
    it('also answers non-streaming requests in the OpenAI format (for structured outputs)', async () => {
      const t = await createTestApp('sqlite', { env: llmEnv() });
      try {
        mock.enqueue({ kind: 'text', chunks: ['{"ok":', 'true}'], usage: { prompt_tokens: 7, completion_tokens: 3 } });
        const result = await generateText({ model: createLanguageModel(t.config.ai), prompt: 'Say ok', maxRetries: 0 });
        expect(result.text).toBe('{"ok":true}');
        expect(result.usage).toMatchObject({ inputTokens: 7, outputTokens: 3 });
        expect(mock.requests[0].body.stream).toBeFalsy();
        expect(messageText(mock.requests[0].body.messages[0])).toBe('Say ok');
      } finally {
        await t.close();
      }
    });

    it('answers 500 with an error JSON when a test did not script a response', async () => {
      const res = await fetch(`${mock.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'm', messages: [] }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: expect.objectContaining({ message: expect.stringContaining('no scripted response') }) });
    });
  });
});

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('LLM engine rate limit', () => {
  const app = useApp({ env: { AI_RATE_LIMIT: '1' } });

  it('refuses the second request before calling the model', async () => {
    const t = app();
    const u = await registerUser(t);
    mock.enqueue({ kind: 'text', chunks: ['Yes.'] });
    expectCompleted(parseStream((await send(t, u.cookie, { message: 'One?' })).body));
    expectError(await send(t, u.cookie, { message: 'Two?' }), 429, 'rate_limited');
    expect(mock.requests).toHaveLength(1);
  });
});
