// Offline tutor latency over the question corpus (issue 14): every corpus question sent to the
// bundled app as a student sends it (POST /api/chat/message, a new chat each time), timed to the
// first chunk of the answer (the answer is worked out in the worker pool before it streams; the
// rest is the app's paced streaming, 12 ms a chunk). Prints p50, p99, max, the questions over 2 s
// and the slowest five, against the bars p99 ≤ 300 ms and none over 2 s; then the longest messages a
// student may send (corpus questions run together) against the same 2 s.
//
//   npx tsx bench/tutor-corpus.ts        (part of npm run bench)
import { CHAT_MESSAGE_MAX } from '../common/schemas/chat';
import { loadCorpus } from '../server/ai/tutor-corpus/corpus';
import { registerBenchUser, startBundledApp } from './support/processes';

const P99_BAR_MS = 300;
const MAX_BAR_MS = 2000;

async function firstChunk(res: Response, started: number): Promise<number> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended without an answer: ${text.slice(0, 300)}`);
    text += decoder.decode(value, { stream: true });
    if (text.includes('"type":"chunk"') || text.includes('"type":"error"')) {
      const elapsed = performance.now() - started;
      await reader.cancel();
      return elapsed;
    }
  }
}

const corpus = loadCorpus();
const app = await startBundledApp({ AI_PROVIDER: 'offline', AI_RATE_LIMIT: '10000' });
try {
  const cookie = await registerBenchUser(app.url);
  const ask = (message: string) =>
    fetch(`${app.url}/api/chat/message`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ message }) });
  // Warm-up: the first questions load the maths and language libraries into the workers.
  for (const q of corpus.slice(0, 5)) await firstChunk(await ask(q.question), performance.now());
  const times: Array<{ id: string; ms: number }> = [];
  for (const q of corpus) {
    const started = performance.now();
    const res = await ask(q.question);
    if (!res.ok) throw new Error(`${q.id}: ${res.status} ${await res.text()}`);
    times.push({ id: q.id, ms: await firstChunk(res, started) });
  }
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].ms;
  const over = sorted.filter((t) => t.ms > MAX_BAR_MS);
  console.log(`offline tutor over the corpus (${times.length} questions, time to the first chunk of the answer through the app):`);
  console.log(`  p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${sorted[sorted.length - 1].ms.toFixed(1)} ms`);
  console.log(`  slowest: ${sorted.slice(-5).reverse().map((t) => `${t.id} ${t.ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`  p99 ≤ ${P99_BAR_MS} ms: ${at(0.99) <= P99_BAR_MS ? 'ok' : 'MISS'}; none over ${MAX_BAR_MS} ms: ${over.length ? `MISS (${over.map((t) => t.id).join(', ')})` : 'ok'}`);
  // The longest messages a student may send, built from corpus questions run together with the
  // joins students type (commas, "and", a remark): the reading's regular expressions must stay linear.
  const joins = [', ', ' and ', '. ', ' i think ', ' = ', ' ( '];
  const long: Array<{ id: string; ms: number }> = [];
  for (let i = 0; i < corpus.length; i += Math.ceil(corpus.length / 40)) {
    let message = '';
    for (let k = 0; message.length < CHAT_MESSAGE_MAX; k++) message += corpus[(i + (k % 3)) % corpus.length].question + joins[(i + k) % joins.length];
    const started = performance.now();
    const res = await ask(message.slice(0, CHAT_MESSAGE_MAX).trim());
    // A reading that runs into the worker's time limit is answered "too_slow": a miss, not a crash.
    if (!res.ok) long.push({ id: `${corpus[i].id} (${res.status} ${(await res.text()).slice(0, 60)})`, ms: Number.POSITIVE_INFINITY });
    else long.push({ id: corpus[i].id, ms: await firstChunk(res, started) });
  }
  const longest = long.reduce((a, b) => (b.ms > a.ms ? b : a));
  const failed = long.filter((t) => t.ms > MAX_BAR_MS);
  console.log(`  ${long.length} messages of ${CHAT_MESSAGE_MAX} characters: max ${Number.isFinite(longest.ms) ? `${longest.ms.toFixed(1)} ms` : 'no answer'} (from ${longest.id}); none over ${MAX_BAR_MS} ms: ${failed.length ? `MISS (${failed.length})` : 'ok'}`);
} finally {
  app.stop();
}
