import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTutorStream } from './test/tutor-stream-client';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function json(port: number, pathname: string, body: unknown, cookie = ''): Promise<{ status: number; cookie: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
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
    const sockets = new Set<net.Socket>();
    const hole = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
    const { port: holePort } = hole.address() as net.AddressInfo;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-main-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: `postgres://student:s3cret-pass@127.0.0.1:${holePort}/studypilot`, REDIS_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
      const t0 = performance.now();
      const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(performance.now() - t0).toBeLessThan(25_000);
      expect(stderr).toMatch(/DATABASE_URL \(postgres:\/\/student:\*\*\*@127\.0\.0\.1:\d+\/studypilot\) could not be used/);
      expect(stderr).not.toContain('s3cret-pass');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hole.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
