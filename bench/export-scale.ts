// The data export of a heavy student (docs/decisions/0005): 50,000 cards with 200,000 reviews,
// exported by the real server run as production runs it (esbuild bundle, production node flags, its
// own process, SQLite file). Prints the export's time and size and the server's RSS growth (peak
// RSS during the export, read from /proc, minus RSS before). Targets: <= 10 s, <= 100 MB.
// Run with `npx tsx bench/export-scale.ts`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openDatabase } from '../server/db/index';
import { seedCardsWithReviews } from '../server/test/export-seed';
import { registerBenchUser, startBundledApp } from './support/processes';

const CARDS = 50_000;
const REVIEWS_PER_CARD = 4;
const MB = 1024 * 1024;

/** A process's resident memory (VmRSS) or its peak since the last reset (VmHWM), in bytes. */
function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-export-bench-'));
const server = await startBundledApp({ BENCH_DATA_DIR: dataDir, WORKER_THREADS: '1' });
const pid = server.child.pid;
if (pid === undefined) throw new Error('no server process');
try {
  const cookie = await registerBenchUser(server.url);
  const me: { id: string } = await (await fetch(`${server.url}/api/user`, { headers: { cookie } })).json();

  // Seeded from this process into the server's SQLite file (WAL: the server keeps serving).
  const database = openDatabase({ sqlitePath: path.join(dataDir, 'studypilot.db') });
  await migrateToLatest(database.db);
  const seedStart = performance.now();
  await seedCardsWithReviews(database.db, me.id, { cards: CARDS, reviewsPerCard: REVIEWS_PER_CARD });
  await database.close();
  console.log(`seeded ${CARDS} cards and ${CARDS * REVIEWS_PER_CARD} reviews in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const rssBefore = procMemory(pid, 'VmRSS');
  // Resets the peak (VmHWM) to the current RSS, so the peak read afterwards is the export's.
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, procMemory(pid, 'VmRSS'));
  }, 20);

  const url = new URL('/api/user/export', server.url);
  const started = performance.now();
  const result = await new Promise<{ status: number; bytes: number; tail: string; firstByteMs: number }>((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        let bytes = 0;
        let tail = '';
        let firstByteMs = 0;
        res.on('data', (b: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += b.length;
          tail = b.subarray(Math.max(0, b.length - 16)).toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, tail, firstByteMs }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (result.status !== 200 || !result.tail.trimEnd().endsWith('}')) throw new Error(`export failed: ${result.status} …${result.tail}`);
  const peak = Math.max(sampledPeak, procMemory(pid, 'VmHWM'));
  const growth = (peak - rssBefore) / MB;

  console.log(`export: ${(result.bytes / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s (first byte after ${result.firstByteMs.toFixed(0)} ms)`);
  console.log(`server RSS: ${(rssBefore / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB during the export, growth ${growth.toFixed(1)} MB`);
  console.log(`targets: time ${seconds <= 10 ? 'OK' : 'MISSED'} (<= 10 s), memory ${growth <= 100 ? 'OK' : 'MISSED'} (<= 100 MB)`);
} finally {
  server.stop();
  await new Promise((r) => server.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
