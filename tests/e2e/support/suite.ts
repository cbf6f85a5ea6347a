import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { launchBrowser } from './browser';

/**
 * One app server and one browser per test file, started before and stopped after its tests.
 * Read `env.server` and `env.browser` inside tests (they are set once beforeAll has run).
 */
export function setUpAppAndBrowser(): { server: RunningApp; browser: Browser } {
  const env = {} as { server: RunningApp; browser: Browser };
  beforeAll(async () => {
    env.server = await startApp();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
