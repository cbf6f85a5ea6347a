// Browser tests: build the client, then run the Playwright journeys in Debian's Chromium.
// Without a Chromium this prints one line and skips only this part, except in CI, where it fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  const line = `Browser tests skipped: no Chromium at ${chromium}. Install it with "sudo apt-get install chromium" or set CHROMIUM_PATH.`;
  if (process.env.CI) {
    console.error(line.replace('skipped', 'cannot run in CI'));
    process.exit(1);
  }
  console.log(line);
  process.exit(0);
}

const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
// E2E_CLIENT_DIR lets parallel local runs build into their own folder (tests/e2e/support/app-server.ts reads it).
const outDir = process.env.E2E_CLIENT_DIR ? ['--outDir', path.resolve(process.env.E2E_CLIENT_DIR), '--emptyOutDir'] : [];
const build = run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...outDir]);
if (build.status !== 0) process.exit(build.status ?? 1);
const tests = run([path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'e2e', ...process.argv.slice(2)]);
process.exit(tests.status ?? 1);
