import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestApp, type TestApp } from '../../test/harness';
import { appRedis, redisAnswers } from '../../test/redis';
import { expectError, post } from '../../test/requests';

const redisUp = await redisAnswers();
if (!redisUp) console.warn('Skipping the shared Redis rate-limit test: Redis at 127.0.0.1:6379 did not answer PING within 1 s.');

describe.each(TEST_DIALECTS)('login rate limit shared through Redis (%s)', (dialect) => {
  const clients: Redis[] = [];
  const apps: TestApp[] = [];
  // Unique per run and dialect, so the keys never collide with other runs sharing this Redis.
  const email = `shared-limit.${dialect}.${process.pid}.${Date.now()}@example.com`;

  beforeAll(async () => {
    if (!redisUp) return;
    for (let i = 0; i < 2; i++) {
      // One connection per instance, as two processes behind a load balancer would have.
      const redis = await appRedis();
      clients.push(redis);
      apps.push(await createTestApp(dialect, { redis }));
    }
  });

  afterAll(async () => {
    for (const t of apps) await t.close();
    if (clients[0]) {
      // Remove only this run's counters (the pattern also covers `other.<email>`).
      const keys = await clients[0].keys(`studypilot-rl:*${email}*`);
      if (keys.length) await clients[0].del(...keys);
    }
    for (const c of clients) await c.quit();
  });

  it.skipIf(!redisUp)('counts failed logins across two app instances (needs Redis at 127.0.0.1:6379)', async () => {
    const [a, b] = apps;
    for (let i = 0; i < 5; i++) {
      expectError(await post(a, '/api/login', { email, password: `wrong-a-${i}` }), 401, 'unauthorized', 'Invalid email or password');
    }
    for (let i = 0; i < 5; i++) {
      expectError(await post(b, '/api/login', { email, password: `wrong-b-${i}` }), 401, 'unauthorized', 'Invalid email or password');
    }
    // The 11th attempt is refused on either instance: neither has seen 10 on its own.
    expectError(await post(a, '/api/login', { email, password: 'wrong-a-11' }), 429, 'rate_limited');
    expectError(await post(b, '/api/login', { email, password: 'wrong-b-11' }), 429, 'rate_limited');

    // The counter really lives in Redis, under this e-mail only.
    const keys = await clients[0].keys(`studypilot-rl:*${email}*`);
    expect(keys.length).toBe(1);
    expect(Number(await clients[0].get(keys[0]))).toBe(12);

    // Another e-mail on the same instances is unaffected.
    const other = `other.${email}`;
    expectError(await post(a, '/api/login', { email: other, password: 'whatever1' }), 401, 'unauthorized');
  });
});
