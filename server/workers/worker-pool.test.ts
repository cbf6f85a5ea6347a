import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { tutorTools } from '../ai/llm/tutor-tools';
import { createOfflineEngine } from '../ai/offline/engine';
import { expectCompleted, parseStream } from '../test/chat';
import { appPerBlock, registerUser, type TestApp } from '../test/harness';
import { expectError, get, post } from '../test/requests';
import { BUSY, BUSY_RETRY_AFTER_SECONDS, createWorkerPool, TOO_BIG, TOO_SLOW } from './pool';

/**
 * The worker-thread pool through the API (ARCHITECTURE.md, AI engine): the offline tutor's maths
 * runs in a worker, under a time limit, behind a bounded queue, and is cancelled with its request.
 * HARD takes several seconds of pure CPU (a third derivative of a product of three functions);
 * EASY a few milliseconds. Each block has its own app, pool and limits.
 */
const HARD = 'What is the third derivative of tan(x^2) e^(sin x) cos(x^3)?';
const EASY = 'solve 2x+3=7';

/** The offline engine on the app's pool, without the pause between streamed chunks. */
const pooledEngine = { engine: (config: TestApp['config'], pool: TestApp['pool']) => createOfflineEngine(config.ai, { chunkDelayMs: 0, pool }) };

function ask(t: TestApp, cookie: string, message: string) {
  return post(t, '/api/chat/message', { message }, { cookie });
}

describe('worker pool: time limit', () => {
  const app = appPerBlock('sqlite', { env: { WORKER_THREADS: '1', WORKER_TASK_TIMEOUT_MS: '1000' }, ...pooledEngine });

  it('answers a problem over the limit with 422 too_slow, and the pool keeps answering', async () => {
    const t = app();
    const u = await registerUser(t);
    expectError(await ask(t, u.cookie, HARD), 422, 'too_slow', TOO_SLOW);
    expect(TOO_SLOW).toBe('This problem took too long to work out. Try a simpler or smaller version of it.');
    // Nothing was stored for the failed question.
    expect(await t.database.db.selectFrom('chat_messages').select('id').where('user_id', '=', u.id).execute()).toEqual([]);

    const res = await ask(t, u.cookie, EASY);
    expect(res.statusCode, res.body).toBe(200);
    expect(expectCompleted(parseStream(res.body)).complete.fullResponse).toMatch(/x\s*=\s*2/);
    expect(t.pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  }, 60_000);
});

describe('worker pool: bounded queue', () => {
  const app = appPerBlock('sqlite', { env: { WORKER_THREADS: '1', WORKER_QUEUE_SIZE: '1', WORKER_TASK_TIMEOUT_MS: '1000' }, ...pooledEngine });

  it('refuses work beyond one running and one waiting task with 429 and Retry-After', async () => {
    const t = app();
    const u = await registerUser(t);
    const answers = await Promise.all([ask(t, u.cookie, HARD), ask(t, u.cookie, HARD), ask(t, u.cookie, HARD)]);
    const busy = answers.filter((r) => r.statusCode === 429);
    expect(busy).toHaveLength(1);
    expectError(busy[0], 429, 'busy', BUSY);
    expect(busy[0].headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    // The two accepted ones ran (one after the other) into the time limit.
    for (const r of answers.filter((a) => a.statusCode !== 429)) expectError(r, 422, 'too_slow');
    // Once the queue has drained, work is accepted again.
    const again = await ask(t, u.cookie, EASY);
    expect(again.statusCode, again.body).toBe(200);
  }, 60_000);
});

describe('worker pool: cancelled requests and the event loop', () => {
  const app = appPerBlock('sqlite', { env: { WORKER_THREADS: '1', WORKER_TASK_TIMEOUT_MS: '60000' }, ...pooledEngine });

  it('stops the task of a request whose client disconnects, freeing the worker', async () => {
    const t = app();
    const u = await registerUser(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
    const { port } = address;
    const body = JSON.stringify({ message: HARD });
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/chat/message',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: u.cookie },
    });
    req.on('error', () => {});
    req.end(body);
    // The question is being worked out in the worker…
    await vi.waitFor(() => expect(t.pool.stats().running).toBe(1), { timeout: 15_000, interval: 20 });
    const abortedAt = Date.now();
    req.destroy();
    // …and the worker is freed long before the question would have been answered (seconds of CPU).
    await vi.waitFor(() => expect(t.pool.stats()).toMatchObject({ running: 0, waiting: 0 }), { timeout: 2000, interval: 10 });
    expect(Date.now() - abortedAt).toBeLessThan(2000);
    expect(await t.database.db.selectFrom('chat_messages').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  }, 60_000);

  it('keeps serving other requests while a hard maths question is worked out', async () => {
    const t = app();
    const u = await registerUser(t);
    let settled = false;
    const heavy = ask(t, u.cookie, HARD).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(t.pool.stats().running).toBe(1), { timeout: 15_000, interval: 20 });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    for (let i = 0; i < 20; i++) expect((await get(t, '/api/health')).statusCode).toBe(200);
    const sessions = await get(t, '/api/chat/sessions', u.cookie);
    expect(sessions.statusCode).toBe(200);
    // Every light request was answered while the heavy one was still being worked out.
    expect(settled).toBe(false);
    expect(t.pool.stats().running).toBe(1);
    const res = await heavy;
    delay.disable();
    expect(res.statusCode, res.body).toBe(200);
    expect(expectCompleted(parseStream(res.body)).complete.fullResponse).toMatch(/derivative/i);
    // Seconds of maths, yet the request thread never stalled for long (it did for the whole answer before).
    expect(delay.max / 1e6).toBeLessThan(500);
  }, 60_000);
});

describe('worker pool: the tools a model calls', () => {
  it('computes them in a worker, and tells the model when one runs over its limit', async () => {
    const pool = createWorkerPool({ threads: 1, maxQueue: 2, taskTimeoutMs: 1000, maxMemoryMb: 256 });
    try {
      const tools = tutorTools(pool);
      const call = (name: string, input: Record<string, unknown>) => {
        const t = tools[name];
        if (!t?.execute) throw new Error(`no tool ${name}`);
        return t.execute(input, { toolCallId: 't1', messages: [], abortSignal: new AbortController().signal });
      };
      expect(await call('solve_equation', { equation: '2x + 3 = 7' })).toMatchObject({ answer: 'x = 2' });
      expect(pool.stats().threads).toBe(1);
      expect(await call('differentiate', { expression: 'tan(x^2) e^(sin x) cos(x^3)', order: 3 })).toEqual({ error: TOO_SLOW });
      expect(await call('arithmetic', { expression: '3/4 + 5/6' })).toMatchObject({ answer: expect.stringContaining('19/12') });
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('worker pool: memory limit', () => {
  it('stops a task that outgrows its worker heap with 422 too_big, and the process and pool carry on', async () => {
    const pool = createWorkerPool({
      threads: 1,
      maxQueue: 1,
      taskTimeoutMs: 30_000,
      maxMemoryMb: 64,
      filename: new URL('./test-fixtures/memory-hog.mjs', import.meta.url).href,
    });
    try {
      await expect(pool.run({ kind: 'tool', name: 'hog', args: {} })).rejects.toMatchObject({ code: 'too_big', status: 422, message: TOO_BIG });
      expect(await pool.run({ kind: 'tool', name: 'ping', args: {} })).toMatchObject({ answer: 'done' });
    } finally {
      await pool.close();
    }
  }, 60_000);
});
