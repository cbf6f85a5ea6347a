// Runs the real app in its own process for benchmarks, so its memory can be measured alone.
// Prints one JSON line with its URL once it listens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrateToLatest, openDatabase } from '../../server/db/index';

// BENCH_DATA_DIR: a data folder the benchmark prepared (and removes); a fresh temporary one otherwise.
const ownDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-bench-'));
// BENCH_CLIENT_DIR serves the built web app too (the Lighthouse run); the API benchmarks need none.
const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), clientDir: process.env.BENCH_CLIENT_DIR || undefined };
// DATABASE_URL selects PostgreSQL, as in production.
const database = openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { sqlitePath: path.join(dataDir, 'studypilot.db') });
await migrateToLatest(database.db);
const { app } = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
// BENCH_LAG_TRACE=<file>: every stall of the event loop over 10 ms, as [end in µs of the monotonic
// clock CPU profiles use, ms late], written when the server stops (bench/long-tasks.ts reads it).
const lagTrace = process.env.BENCH_LAG_TRACE;
const stalls: Array<[number, number]> = [];
if (lagTrace) {
  let last = process.hrtime.bigint();
  setInterval(() => {
    const now = process.hrtime.bigint();
    const late = Number(now - last) / 1e6 - 2;
    if (late > 10) stalls.push([Number(now / 1000n), late]);
    last = now;
  }, 2).unref();
}
process.on('SIGTERM', () => {
  if (lagTrace) fs.writeFileSync(lagTrace, JSON.stringify(stalls));
  void app.close().then(() => {
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
