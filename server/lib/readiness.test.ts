import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPerBlock, TEST_DIALECTS } from '../test/harness';
import { blackhole } from '../test/network';
import { get } from '../test/requests';
import { readiness } from './readiness';

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

  it('names a Redis that hangs as unreachable within about a second, and stays ready: limits then count in the instance', async () => {
    const t = app();
    const redis = new Redis({ host: '127.0.0.1', port: hole.port, lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: true, connectTimeout: 5000 });
    try {
      const t0 = performance.now();
      const state = await readiness(t.database.db, redis, 300);
      expect(performance.now() - t0).toBeLessThan(1500);
      expect(state).toEqual({ ready: true, database: 'ok', redis: 'unreachable' });
    } finally {
      redis.disconnect();
    }
  });
});
