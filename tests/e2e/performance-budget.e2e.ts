import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext } from './support/browser';
import { newStudent, registerViaApi } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

/** docs ARCHITECTURE "Performance": the landing page ships at most 90 KB of gzipped JS. */
const LANDING_JS_BUDGET = 90 * 1024;
/** ... and the signed-in shell (with the dashboard, the first page a student sees) at most 220 KB. */
const SHELL_JS_BUDGET = 220 * 1024;

/** Collects every script response of a page, to sum their gzipped sizes once it has settled. */
function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  return scripts;
}

/** Each script gzipped at zlib's default level (what a proxy typically sends), logged with the total. */
async function gzippedTotal(label: string, scripts: Response[], budget: number): Promise<{ total: number; files: number }> {
  const sizes = await Promise.all(
    scripts.map(async (res) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(await res.body()).length })),
  );
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `${label} gzipped JS: ${(total / 1024).toFixed(1)} KB in ${sizes.length} files (budget ${budget / 1024} KB)\n` +
      sizes.map((s) => `  ${s.url}: ${(s.gzip / 1024).toFixed(1)} KB`).join('\n'),
  );
  return { total, files: sizes.length };
}

it('/home ships at most 90 KB of gzipped JS in total', async () => {
  const context = await newContext(env.browser);
  const page = await context.newPage();
  const scripts = collectScripts(page);

  await page.goto(`${env.server.url}/home`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Study smarter');

  const { total, files } = await gzippedTotal('/home', scripts, LANDING_JS_BUDGET);
  expect(files).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET);

  // Still the landing page, and its call to action still goes to sign-up.
  const letsGo = page.getByRole('link', { name: "Let's Go" });
  expect(await letsGo.getAttribute('href')).toBe('/auth');
  await letsGo.click();
  await page.waitForURL(`${env.server.url}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
  await context.close();
});

it('the signed-in shell with the dashboard ships at most 220 KB of gzipped JS, feature pages load lazily', async () => {
  const context = await newContext(env.browser);
  const page = await context.newPage();
  await registerViaApi(page, env.server.url, newStudent());
  const scripts = collectScripts(page);
  await page.goto(`${env.server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: /^Welcome back, / }).waitFor();
  const { total } = await gzippedTotal('signed-in shell (/)', scripts, SHELL_JS_BUDGET);
  expect(total).toBeLessThanOrEqual(SHELL_JS_BUDGET);

  // A feature page is its own chunk, fetched only when the student opens it.
  const before = scripts.length;
  await page.getByRole('link', { name: 'Study Planner' }).first().click();
  await page.getByRole('heading', { name: 'Study Planner', level: 1 }).waitFor();
  expect(scripts.length).toBeGreaterThan(before);
  await context.close();
});
