// Bundles the server's TypeScript into plain ES modules with esbuild (docs/decisions/0002): npm
// packages stay external, `@common/*` is inlined, and each dynamic import becomes its own chunk so
// code that loads lazily (mathjs, the NLP models) is not loaded at start-up.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node flags of the production server (docs/decisions/0002, amended by 0007 and 0010): a young
 * generation of at most 8 MB per semi-space and a heap that grows by 10% at a time keep 500
 * concurrent tutor streams under 300 MB RSS, without --optimize-for-size's cost in CPU (it made a
 * heavy student's export and import take half as long again, with every other request waiting
 * behind them). 8 MB rather than 4 MB: fewer scavenges under many small requests (0010).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=10'];

/** Newest modification time under a folder (to rebuild only when a source changed). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether the bundle at `outfile` is missing or older than server/ and common/. */
export function serverBundleIsStale(outfile) {
  if (!fs.existsSync(outfile)) return true;
  const sources = Math.max(newestMtime(path.join(root, 'server')), newestMtime(path.join(root, 'common')));
  return fs.statSync(outfile).mtimeMs < sources;
}

/**
 * The worker-thread pool's task module (docs/decisions/0005), bundled beside every server entry:
 * server/workers/pool.ts finds it at run time as `./worker-tasks.mjs` next to its own chunk.
 */
const WORKER_ENTRY = { in: 'server/workers/tasks.ts', out: 'worker-tasks' };

/**
 * Bundles `entry` (relative to the repository) and the worker tasks into `outdir`; the entry's
 * bundle is `<outdir>/<name>.mjs`.
 */
export async function buildServer({ entry = 'server/main.ts', outdir = 'dist/server' } = {}) {
  const dir = path.resolve(root, outdir);
  fs.rmSync(dir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [entry, WORKER_ENTRY],
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    alias: { '@common': path.join(root, 'common') },
    sourcemap: true,
    logLevel: 'warning',
  });
  return path.join(dir, `${path.basename(entry).replace(/\.ts$/, '')}.mjs`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await buildServer();
  console.log(`server bundle: ${path.relative(root, out)}`);
}
