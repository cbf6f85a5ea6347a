import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext } from './support/browser';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

/** docs ARCHITECTURE "Performance": the landing page ships at most 90 KB of gzipped JS. */
const LANDING_JS_BUDGET = 90 * 1024;

it('/home ships at most 90 KB of gzipped JS in total', async () => {
  const context = await newContext(env.browser);
  const page = await context.newPage();
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });

  await page.goto(`${env.server.url}/home`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Study smarter');

  // Every script the page loaded, each gzipped at zlib's default level (what a proxy typically sends).
  const sizes = await Promise.all(
    scripts.map(async (res) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(await res.body()).length })),
  );
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `/home gzipped JS: ${(total / 1024).toFixed(1)} KB in ${sizes.length} files (budget ${LANDING_JS_BUDGET / 1024} KB)\n` +
      sizes.map((s) => `  ${s.url}: ${(s.gzip / 1024).toFixed(1)} KB`).join('\n'),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET);

  // Still the landing page, and its call to action still goes to sign-up.
  const letsGo = page.getByRole('link', { name: "Let's Go" });
  expect(await letsGo.getAttribute('href')).toBe('/auth');
  await letsGo.click();
  await page.waitForURL(`${env.server.url}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
  await context.close();
});
