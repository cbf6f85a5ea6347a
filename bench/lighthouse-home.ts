// Front-end benchmark (ARCHITECTURE.md, Performance): Lighthouse's performance score for /home,
// served by the real app (bundled, production flags) from a fresh production build of the client,
// audited in Debian's Chromium with Lighthouse's default mobile emulation and throttling.
// Run: npm run bench (or tsx bench/lighthouse-home.ts); CHROMIUM_PATH picks another Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBundledApp } from './support/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-lh-client-'));
const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const app = await startBundledApp({ AI_PROVIDER: 'offline', BENCH_CLIENT_DIR: clientDir });
const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const scores: number[] = [];
  const metrics: Record<string, number[]> = {};
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${app.url}/home`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('Lighthouse returned no result');
    scores.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100));
    if (process.env.BENCH_LIGHTHOUSE_DETAIL && i === 0) {
      for (const a of Object.values(result.lhr.audits)) {
        if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative') console.log(`  - ${a.id}: ${a.displayValue ?? ''} (${a.score})`);
      }
    }
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
      (metrics[id] ??= []).push(result.lhr.audits[id]?.numericValue ?? NaN);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`Lighthouse /home (mobile emulation, simulated throttling), ${RUNS} runs:`);
  console.log(`  performance score: ${scores.join(', ')} → median ${median(scores)} (bar: ≥ 95)`);
  console.log(
    `  median FCP ${median(metrics['first-contentful-paint']).toFixed(0)} ms, LCP ${median(metrics['largest-contentful-paint']).toFixed(0)} ms, ` +
      `TBT ${median(metrics['total-blocking-time']).toFixed(0)} ms, CLS ${median(metrics['cumulative-layout-shift']).toFixed(3)}`,
  );
} finally {
  chrome.kill();
  app.stop();
  fs.rmSync(clientDir, { recursive: true, force: true });
}
