import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPerBlock, TEST_DIALECTS } from '../test/harness';
import { get } from '../test/requests';
import { readiness } from './readiness';

/** A TCP server that accepts connections and never answers: a dependency that hangs. */
async function blackhole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => void sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(TEST_DIALECTS)('GET /api/health/ready (%s)', (dialect) => {
  const app = appPerBlock(dialect);
  let hole: Awaited<ReturnType<typeof blackhole>>;
  beforeAll(async () => {
    hole = await blackhole();
  });
  afterAll(async () => {
    await hole.close();
  });

  it('is ready when the database answers and no Redis is configured; liveness stays as it was', async () => {
    const t = app();
    const res = await get(t, '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', ready: true, database: 'ok', redis: 'not configured' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get(t, '/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('names a Redis that hangs as unreachable within about a second, instead of hanging itself', async () => {
    const t = app();
    const redis = new Redis({ host: '127.0.0.1', port: hole.port, lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: true, connectTimeout: 5000 });
    try {
      const t0 = performance.now();
      const state = await readiness(t.database.db, redis, 300);
      expect(performance.now() - t0).toBeLessThan(1500);
      expect(state).toEqual({ ready: false, database: 'ok', redis: 'unreachable' });
    } finally {
      redis.disconnect();
    }
  });
});
