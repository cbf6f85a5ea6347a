import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blackhole, freePort } from './test/network';
import { ApiClient, registerStudent, spawnServer, startServer } from './test/server-process';
import { openTutorStream } from './test/tutor-stream-client';

/** Starts the real server with `env` and waits for it to exit: its code, how long it took, what it printed on stderr. */
async function startExpectingFailure(env: Record<string, string>): Promise<{ code: number | NodeJS.Signals | null; ms: number; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-main-'));
  try {
    const t0 = performance.now();
    const server = await spawnServer({ dataDir, env });
    let stderr = '';
    server.child.stderr?.on('data', (text: string) => (stderr += text));
    const code = await server.exited;
    return { code, ms: performance.now() - t0, stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The real server process (server/main.ts) receiving SIGTERM while a tutor reply streams. */
describe('the server process on SIGTERM', () => {
  it('ends the open tutor stream with a retry event and exits 0 well within its 10 s deadline', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-main-'));
    const server = await startServer({ dataDir });
    try {
      const client = new ApiClient(server.url);
      await registerStudent(client, 'Sig');

      const { events, firstChunk, ended } = openTutorStream({
        port: server.port,
        cookie: client.cookie,
        origin: server.url,
        message: 'Explain the difference between mitosis and meiosis in cell division, step by step.',
      });
      await firstChunk;
      const t0 = performance.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const exitMs = performance.now() - t0;
      await ended;
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(10_000);
      // The reply either finished just before the signal or was ended with the retry event.
      const last = events.at(-1);
      expect(last?.type === 'complete' || (last?.type === 'error' && /restarting/i.test(last.message ?? ''))).toBe(true);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails fast at start-up when PostgreSQL accepts and never answers, naming DATABASE_URL and not its password', async () => {
    const hole = await blackhole();
    try {
      const { code, ms, stderr } = await startExpectingFailure({ DATABASE_URL: `postgres://student:s3cret-pass@127.0.0.1:${hole.port}/studypilot` });
      expect(code).toBe(1);
      expect(ms).toBeLessThan(25_000);
      expect(stderr).toMatch(/DATABASE_URL \(postgres:\/\/student:\*\*\*@127\.0\.0\.1:\d+\/studypilot\) could not be used/);
      expect(stderr).not.toContain('s3cret-pass');
    } finally {
      await hole.close();
    }
  }, 40_000);

  it('fails fast at start-up when Redis accepts and never answers, or refuses, naming REDIS_URL and not its password', async () => {
    const hole = await blackhole();
    try {
      for (const port of [hole.port, await freePort()]) {
        const { code, ms, stderr } = await startExpectingFailure({ DATABASE_URL: '', REDIS_URL: `redis://:r3dis-pass@127.0.0.1:${port}` });
        expect(code).toBe(1);
        expect(ms).toBeLessThan(15_000);
        expect(stderr).toMatch(/Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\) could not be reached/);
        expect(stderr).not.toContain('r3dis-pass');
        // One line, not a stack trace.
        expect(stderr.trim().split('\n')).toHaveLength(1);
      }
    } finally {
      await hole.close();
    }
  }, 60_000);
});
