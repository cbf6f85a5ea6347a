// Tutor streaming benchmark (ARCHITECTURE.md, Performance):
//  1. time to first chunk through the app vs straight from the provider (a local OpenAI-compatible
//     server on 127.0.0.1), as a ratio measured in one run;
//  2. peak RSS of one app instance serving 500 concurrent streams.
// Run: npm run bench
import fs from 'node:fs';
import { startMockOpenAiServer } from '../server/test/mock-openai-server';
import { registerBenchUser, startBundledApp } from './support/processes';

const TTFC_RUNS = Number(process.env.BENCH_TTFC_RUNS ?? 30);
const CONCURRENT = Number(process.env.BENCH_STREAMS ?? 500);
/** Provider latency before its first token, like a small local model (the app's overhead adds to it). */
const PROVIDER_FIRST_TOKEN_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 150);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeToFirst(res: Response, marker: string, started: number): Promise<number> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${marker}: ${text.slice(0, 200)}`);
    text += decoder.decode(value, { stream: true });
    if (text.includes(marker)) {
      const elapsed = performance.now() - started;
      await reader.cancel();
      return elapsed;
    }
  }
}

async function drain(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

function rssMb(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

const mock = await startMockOpenAiServer();
const app = await startBundledApp({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: mock.url,
  AI_MODEL: 'bench-model',
  AI_RATE_LIMIT: '10000',
});
const appUrl = app.url;
const child = app.child;

try {
  const cookie = await registerBenchUser(appUrl);
  const chunks = ['Hello', ' there', ', here', ' is', ' the', ' answer', '.'];
  const ask = () =>
    fetch(`${appUrl}/api/chat/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ message: 'Explain photosynthesis' }),
    });

  // 1. Time to first chunk, alternating direct and through the app.
  const direct: number[] = [];
  const viaApp: number[] = [];
  for (let i = 0; i < TTFC_RUNS + 3; i++) {
    mock.enqueue({ kind: 'text', chunks, delayMs: PROVIDER_FIRST_TOKEN_MS }, { kind: 'text', chunks, delayMs: PROVIDER_FIRST_TOKEN_MS });
    let t0 = performance.now();
    const d = await timeToFirst(
      await fetch(`${mock.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'Explain photosynthesis' }] }),
      }),
      '"content":"Hello"',
      t0,
    );
    t0 = performance.now();
    const a = await timeToFirst(await ask(), '"type":"chunk"', t0);
    if (i >= 3) {
      direct.push(d);
      viaApp.push(a);
    }
  }
  mock.reset();
  const ratio = median(viaApp) / median(direct);
  console.log(`tutor time to first chunk (median of ${TTFC_RUNS}, provider first-token latency ${PROVIDER_FIRST_TOKEN_MS} ms):`);
  console.log(`  straight from the provider: ${median(direct).toFixed(1)} ms`);
  console.log(`  through the app:            ${median(viaApp).toFixed(1)} ms (overhead ${(median(viaApp) - median(direct)).toFixed(1)} ms)`);
  console.log(`  ratio app/provider:         ${ratio.toFixed(3)} (bar: ≤ 1.10)`);

  // 2. Concurrent streams: each reply takes ~2 s (20 chunks, 100 ms apart), all open at once.
  const longChunks = Array.from({ length: 20 }, (_, i) => `word${i} `);
  for (let i = 0; i < CONCURRENT; i++) mock.enqueue({ kind: 'text', chunks: longChunks, delayMs: 100 });
  const before = rssMb(child.pid!);
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(child.pid!).rss);
  }, 50);
  const started = performance.now();
  const bodies = await Promise.all(Array.from({ length: CONCURRENT }, async () => drain(await ask())));
  clearInterval(sampler);
  const completed = bodies.filter((b) => b.includes('"type":"complete"')).length;
  const after = rssMb(child.pid!);
  console.log(`${CONCURRENT} concurrent tutor streams through one instance:`);
  console.log(`  completed: ${completed}/${CONCURRENT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  app RSS: ${before.rss.toFixed(0)} MB before, peak ${Math.max(peak, after.hwm).toFixed(0)} MB (bar: < 400 MB)`);
} finally {
  app.stop();
  await mock.close();
}
