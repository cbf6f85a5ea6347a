import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestApp, type TestApp } from '../../test/harness';
import { appRedis, redisAnswers } from '../../test/redis';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { expectError, post } from '../../test/requests';

const redisUp = await redisAnswers();
if (!redisUp) console.warn('Skipping the shared Redis rate-limit test: Redis at 127.0.0.1:6379 did not answer PING within 1 s.');

describe.each(TEST_DIALECTS)('login rate limit shared through Redis (%s)', (dialect) => {
  const clients: Redis[] = [];
  const apps: TestApp[] = [];
  // Unique per run and dialect, so the keys never collide with other runs sharing this Redis.
  const email = `shared-limit.${dialect}.${process.pid}.${Date.now()}@example.com`;
  // One address per dialect and run, so the parallel-guess budget is this block's own.
  const ip = `198.51.${100 + TEST_DIALECTS.indexOf(dialect)}.${process.pid % 250}`;

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
      const keys = [...(await clients[0].keys(`studypilot-rl:*${email}*`)), ...(await clients[0].keys(`studypilot-rl:group:pin:${ip}*`))];
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

  it.skipIf(!redisUp)('holds the limits when guesses arrive in parallel on both instances at once (needs Redis)', async () => {
    const [a, b] = apps;
    const target = `parallel.${email}`;
    const logins = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i % 2 ? a : b, '/api/login', { email: target, password: `guess-${i}` }, { remoteAddress: ip })),
    );
    expect(logins.filter((r) => r.statusCode !== 429).length).toBe(RATE_LIMITS.login.max);
    // Both PIN routes on both instances draw on one budget per address.
    const pins = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        post(i % 2 ? a : b, i % 3 ? '/api/verify-backup-pin' : '/api/reset-password-with-pin', { email: `pin${i}.${email}`, pin: '1234', newPassword: 'another123' }, { remoteAddress: ip }),
      ),
    );
    expect(pins.filter((r) => r.statusCode !== 429).length).toBe(RATE_LIMITS.pin.max);
  });
});
