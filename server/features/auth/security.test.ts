import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import type { UserSettings } from '@common/schemas/settings';
import { appPerBlock, TEST_DIALECTS, newUserBody, registerUser, type TestApp } from '../../test/harness';
import { expectError, get, post, put } from '../../test/requests';

/** One app per describe block, so in-process rate-limit counters never leak between blocks. */
function useApp(dialect: 'sqlite' | 'postgres'): () => TestApp {
  return appPerBlock(dialect);
}

async function userCount(t: TestApp, email: string): Promise<number> {
  const rows = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).execute();
  return rows.length;
}

describe.each(TEST_DIALECTS)('API security (%s)', (dialect) => {
  describe('login rate limit (10 per 15 minutes per IP and e-mail)', () => {
    const app = useApp(dialect);

    it('answers 429 from the 11th attempt, even with the right password', async () => {
      const t = app();
      const u = await registerUser(t);
      for (let i = 1; i <= 10; i++) {
        // The account's own growing delay (sign-in-policy.ts) runs on the app's clock: let it pass,
        // so only the per-IP limit (real time) is under test here.
        t.clock.advanceMinutes(20);
        expectError(await post(t, '/api/login', { email: u.email, password: `wrong-${i}` }), 401, 'unauthorized');
      }
      t.clock.advanceMinutes(20);
      const blocked = await post(t, '/api/login', { email: u.email, password: u.password });
      expectError(blocked, 429, 'rate_limited');
      expect(blocked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      // Case does not make it a different key.
      expectError(await post(t, '/api/login', { email: u.email.toUpperCase(), password: u.password }), 429, 'rate_limited');

      // Another e-mail from the same IP is still allowed…
      const other = await registerUser(t);
      expect((await post(t, '/api/login', { email: other.email, password: other.password })).statusCode).toBe(200);
      // …and so is the same e-mail from another IP.
      const elsewhere = await post(t, '/api/login', { email: u.email, password: u.password }, { remoteAddress: '203.0.113.7' });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('registration rate limit (20 per hour per IP)', () => {
    const app = useApp(dialect);

    it('answers 429 to the 21st registration and creates nothing', async () => {
      const t = app();
      const bodies = Array.from({ length: 20 }, () => newUserBody());
      const results = await Promise.all(bodies.map((b) => post(t, '/api/register', b)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const extra = newUserBody();
      expectError(await post(t, '/api/register', extra), 429, 'rate_limited');
      expect(await userCount(t, extra.email)).toBe(0);
      // Another IP is not affected.
      expect((await post(t, '/api/register', extra, { remoteAddress: '198.51.100.9' })).statusCode).toBe(201);
    });
  });

  describe('request bodies', () => {
    const app = useApp(dialect);

    it('answers 413 JSON for a body over 1 MB and creates nothing', async () => {
      const t = app();
      const body = newUserBody({ subjectInterests: Array.from({ length: 30_000 }, (_, i) => `subject number ${i}`.padEnd(40, '.')) });
      const payload = JSON.stringify(body);
      expect(payload.length).toBeGreaterThan(1024 * 1024);
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers: { 'content-type': 'application/json' } });
      expectError(res, 413, 'payload_too_large');
      expect(await userCount(t, body.email)).toBe(0);
    });

    it('answers 400 JSON for invalid JSON', async () => {
      const t = app();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: '{"email": "a@example.com", "password": ',
        headers: { 'content-type': 'application/json' },
      });
      expectError(res, 400, 'bad_request');
    });

    it('answers 400 JSON for a JSON body that is not an object', async () => {
      const t = app();
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: '["a@example.com"]', headers: { 'content-type': 'application/json' } });
      expectError(res, 400, 'validation');
    });

    it.each([
      ['text/plain', 'email=a%40example.com&password=secret123'],
      ['text/plain;charset=UTF-8', '{"email":"a@example.com","password":"secret123"}'],
      ['application/x-www-form-urlencoded', 'email=a%40example.com&password=secret123'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n'],
    ])('answers 415 JSON to a %s body (CSRF defence)', async (contentType, payload) => {
      const t = app();
      const u = await registerUser(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });
      expectError(res, 415, 'unsupported_media_type');
      // Even a complete, correct body is refused in that form.
      const real = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: JSON.stringify({ email: u.email, password: u.password }),
        headers: { 'content-type': contentType },
      });
      expectError(real, 415, 'unsupported_media_type');
      expect(real.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });
  });

  describe('cross-site requests', () => {
    const app = useApp(dialect);

    it('refuses a state change whose Origin is another site', async () => {
      const t = app();
      const u = await registerUser(t);
      const evil = { origin: 'https://evil.example' };
      expectError(await post(t, '/api/login', { email: u.email, password: u.password }, { headers: evil }), 403, 'forbidden');
      expectError(await put(t, '/api/user/settings', { theme: 'light' }, { cookie: u.cookie, headers: evil }), 403, 'forbidden');
      expectError(await post(t, '/api/logout', undefined, { cookie: u.cookie, headers: evil }), 403, 'forbidden');
      expectError(await post(t, '/api/logout', undefined, { cookie: u.cookie, headers: { origin: 'null' } }), 403, 'forbidden');
      // Nothing happened: the session is alive and the theme unchanged.
      const settings = await get(t, '/api/user/settings', u.cookie);
      expect(settings.statusCode).toBe(200);
      expect(settings.json<UserSettings>().theme).toBe('dark');
    });

    it("allows the app's own origin and requests without an Origin", async () => {
      const t = app();
      const u = await registerUser(t);
      expect(t.config.appUrl).toBe('http://localhost:3000');
      const own = await post(t, '/api/login', { email: u.email, password: u.password }, { headers: { origin: t.config.appUrl } });
      expect(own.statusCode).toBe(200);
      const none = await put(t, '/api/user/settings', { theme: 'light' }, { cookie: u.cookie });
      expect(none.statusCode).toBe(200);
      // A read from another origin is not a state change.
      const read = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: u.cookie, origin: 'https://evil.example' } });
      expect(read.statusCode).toBe(200);
    });
  });

  describe('backup PIN lock under concurrency', () => {
    const app = useApp(dialect);

    it('counts wrong PINs sent in parallel, so they cannot bypass the lock', async () => {
      const t = app();
      const u = await registerUser(t);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(t, '/api/verify-backup-pin', { email: u.email, pin: String(1000 + i) })),
      );
      for (const r of results) expect([400, 429]).toContain(r.statusCode);
      expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(1);
      expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }), 429, 'pin_locked');
    });
  });

  describe('error and header contract', () => {
    const app = useApp(dialect);

    it('answers 404 JSON for an unknown /api route, whatever the method', async () => {
      const t = app();
      expectError(await get(t, '/api/does-not-exist'), 404, 'not_found');
      expectError(await post(t, '/api/does-not-exist', { a: 1 }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'DELETE', url: '/api/user' }), 404, 'not_found');
      expectError(await get(t, '/api'), 404, 'not_found');
    });

    it('marks every /api answer no-store, success or not', async () => {
      const t = app();
      const u = await registerUser(t);
      for (const res of [
        await get(t, '/api/health'),
        await get(t, '/api/user', u.cookie),
        await get(t, '/api/user'),
        await post(t, '/api/login', { email: u.email, password: u.password }),
        await get(t, '/api/nope'),
      ]) {
        expect(res.headers['cache-control'], res.body).toBe('no-store');
      }
    });

    it('sends the security headers', async () => {
      const t = app();
      const u = await registerUser(t);
      for (const res of [await get(t, '/api/health'), await get(t, '/api/user', u.cookie), await get(t, '/api/user')]) {
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('never leaks internals in an error body', async () => {
      const t = app();
      const u = await registerUser(t);
      const responses = [
        await get(t, '/api/user'),
        await post(t, '/api/login', { email: u.email, password: 'nope-nope' }),
        await post(t, '/api/register', newUserBody({ email: u.email })),
        await post(t, '/api/register', { email: 'x' }),
        await post(t, '/api/verify-email', { email: `ghost.${Date.now()}@example.com` }),
        await get(t, '/api/missing'),
      ];
      for (const res of responses) {
        const body = expectError(res, res.statusCode);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(|SQLITE|sqlite|postgres|argon2|node_modules/);
      }
    });

    it('answers a signed-in user without the password hash anywhere', async () => {
      const t = app();
      const u = await registerUser(t);
      const me = await get(t, '/api/user', u.cookie);
      expect(me.json<PublicUser>().email).toBe(u.email);
      expect(me.body).not.toMatch(/\$argon2|password|pin/i);
    });
  });
});
