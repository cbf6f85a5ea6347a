import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blackhole, freePort } from './test/network';
import { openTutorStream } from './test/tutor-stream-client';

async function json(port: number, pathname: string, body: unknown, cookie = ''): Promise<{ status: number; cookie: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

/** Starts the real server with `env` and waits for it to exit: its code, how long it took, what it printed on stderr. */
async function startExpectingFailure(env: Record<string, string>): Promise<{ code: number | null; ms: number; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-main-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const t0 = performance.now();
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    return { code, ms: performance.now() - t0, stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The real server process (server/main.ts) receiving SIGTERM while a tutor reply streams. */
describe('the server process on SIGTERM', () => {
  it('ends the open tutor stream with a retry event and exits 0 well within its 10 s deadline', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-main-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn', AI_PROVIDER: 'offline', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      // Up when it answers its health check.
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, { timeout: 30_000, interval: 200 }).toBe(200);
      const reg = await json(port, '/api/register', { firstName: 'Sig', lastName: 'Term', email: 'sigterm@example.com', password: 'sigterm123', backupPin: '1234', gradeLevel: 10 });
      expect(reg.status).toBe(201);

      const { events, firstChunk, ended } = openTutorStream({
        port,
        cookie: reg.cookie,
        origin: `http://127.0.0.1:${port}`,
        message: 'Explain the difference between mitosis and meiosis in cell division, step by step.',
      });
      await firstChunk;
      const t0 = performance.now();
      child.kill('SIGTERM');
      const code = await exited;
      const exitMs = performance.now() - t0;
      await ended;
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(10_000);
      // The reply either finished just before the signal or was ended with the retry event.
      const last = events.at(-1);
      expect(last?.type === 'complete' || (last?.type === 'error' && /restarting/i.test(last.message ?? ''))).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails fast at start-up when PostgreSQL accepts and never answers, naming DATABASE_URL and not its password', async () => {
    const hole = await blackhole();
    try {
      const { code, ms, stderr } = await startExpectingFailure({ DATABASE_URL: `postgres://student:s3cret-pass@127.0.0.1:${hole.port}/studypilot`, REDIS_URL: '' });
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
