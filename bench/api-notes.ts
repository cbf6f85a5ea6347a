// API benchmark (ARCHITECTURE.md, Performance): an authenticated GET /api/notes returning 50 notes,
// through the real app (bundled, in its own process, SQLite), against a bare node:http server
// answering the same bytes from memory. Both are loaded by autocannon with the same connections and
// duration in one run; the ratio of requests per second and the app's p99 latency are printed.
// Run: npm run bench (or tsx bench/api-notes.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { registerBenchUser, startBundledApp, startServerProcess } from './support/processes';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const NOTES = 50;
const here = path.dirname(fileURLToPath(import.meta.url));

/** A note of a few paragraphs, like a student's (about 1.5 KB of HTML). */
function noteHtml(i: number): string {
  const para = `<p>Photosynthesis converts light energy into chemical energy. <strong>Chlorophyll</strong> absorbs red and blue light; the Calvin cycle fixes CO<sub>2</sub> into sugars (note ${i}).</p>`;
  return `<h2>Lesson ${i}</h2>${para.repeat(5)}<ul><li>Light reactions</li><li>Calvin cycle</li></ul>`;
}

async function load(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  // A short warm-up so JIT and connection set-up do not count.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
}

const app = await startBundledApp({ AI_PROVIDER: 'offline' });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-bench-notes-'));
let bare: Awaited<ReturnType<typeof startServerProcess>> | undefined;
try {
  const cookie = await registerBenchUser(app.url);
  for (let i = 0; i < NOTES; i++) {
    const res = await fetch(`${app.url}/api/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: `Biology lesson ${i}`, content: noteHtml(i), subject: 'Science', folder: 'School' }),
    });
    if (res.status !== 201) throw new Error(`create note: ${res.status} ${await res.text()}`);
  }
  const listed = await fetch(`${app.url}/api/notes`, { headers: { cookie } });
  const body = Buffer.from(await listed.arrayBuffer());
  if (!listed.ok || (JSON.parse(body.toString()) as { items: unknown[] }).items.length !== NOTES) throw new Error('GET /api/notes did not list the notes');
  const bodyFile = path.join(tmp, 'notes.json');
  fs.writeFileSync(bodyFile, body);
  bare = await startServerProcess(path.join(here, 'support/bare-server.mjs'), { args: [bodyFile] });

  const baseline = await load(`${bare.url}/api/notes`, {});
  const viaApp = await load(`${app.url}/api/notes`, { cookie });
  if (viaApp.non2xx > 0 || viaApp.errors > 0) throw new Error(`app answered ${viaApp.non2xx} non-2xx and ${viaApp.errors} errors`);
  const ratio = viaApp.requests.average / baseline.requests.average;
  console.log(`GET /api/notes (${NOTES} notes, ${(body.length / 1024).toFixed(1)} KB), ${CONNECTIONS} connections, ${DURATION_S} s each:`);
  console.log(`  bare node:http, same bytes: ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`);
  console.log(`  the app (signed in, SQLite): ${viaApp.requests.average.toFixed(0)} req/s, p99 ${viaApp.latency.p99} ms (bar: ≤ 50 ms)`);
  console.log(`  ratio app/bare:             ${ratio.toFixed(3)} (bar: ≥ 0.35)`);
} finally {
  bare?.stop();
  app.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
