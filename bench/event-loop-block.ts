// How long one hard offline maths question blocks the request thread, with the offline engine
// inline (as before the worker pool) and in the worker pool (docs/decisions/0005). Run with
// `npx tsx bench/event-loop-block.ts`. Prints the event loop's longest stall while the question is
// worked out (a request arriving then waits that long before it is even read), and the answer time.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { createOfflineEngine } from '../server/ai/offline/engine';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/index';

const HARD = 'What is the second derivative of tan(x^2) e^(sin x) cos(x^3) ln(x^2+1)?';
const WARM_UP = 'solve 2x+3=7';

async function ask(app: FastifyInstance, cookie: string, message: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/chat/message', payload: { message }, headers: { cookie } });
  if (res.statusCode !== 200 || !res.body.includes('"complete"')) throw new Error(`tutor: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.statusCode;
}

async function measure(label: string, inline: boolean): Promise<{ label: string; maxStallMs: number; answerMs: number }> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/studypilot-bench-elb' }), clientDir: undefined };
  const database = openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(database.db);
  const { app } = await buildApp({
    config,
    database,
    logger: false,
    // Inline: the offline engine without a pool computes on the request thread, as it did before.
    // The answer is streamed with the production pacing (12 ms between chunks) in both cases.
    engine: (pool) => createOfflineEngine(config.ai, { pool: inline ? undefined : pool }),
  });
  const reg = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { firstName: 'Bench', lastName: 'User', email: 'elb@example.com', password: 'bench123', backupPin: '1234', gradeLevel: 10 },
  });
  const cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')?.value ?? ''}`;
  await ask(app, cookie, WARM_UP); // loads mathjs (and starts the worker) outside the measurement

  // The longest gap between ticks of a 5 ms timer: how long the request thread could not run.
  let last = performance.now();
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  const heavy = ask(app, cookie, HARD).then(() => performance.now() - started);
  const answerMs = await heavy;
  clearInterval(ticker);
  // The stall may end right before this line, with no tick after it: count the trailing gap too.
  maxGap = Math.max(maxGap, performance.now() - last);
  await app.close();
  await database.close();
  return { label, maxStallMs: Math.round(maxGap), answerMs: Math.round(answerMs) };
}

const before = await measure('inline (before)', true);
const after = await measure('worker pool (after)', false);
console.log(`question: ${HARD}`);
for (const r of [before, after]) {
  console.log(`${r.label.padEnd(20)} event-loop max stall ${String(r.maxStallMs).padStart(5)} ms | answer ${r.answerMs} ms`);
}
console.log(`ratio (after / before max stall): ${(after.maxStallMs / Math.max(1, before.maxStallMs)).toFixed(3)}`);
