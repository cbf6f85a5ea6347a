import { describe, expect, it } from 'vitest';
import { appPerBlock, TEST_DIALECTS } from '../test/harness';
import { expectError } from '../test/requests';

/** The DNS-rebinding shape: Host and Origin both the attacker's name. */
describe.each(TEST_DIALECTS)('requests for a host name this instance does not serve (%s)', (dialect) => {
  const app = appPerBlock(dialect, { env: { APP_URL: 'https://study.example.org', ALLOWED_HOSTS: 'studypilot.lan' } });
  const register = { firstName: 'Re', lastName: 'Bind', email: 'rebind@example.com', password: 'rebind123', backupPin: '1234', gradeLevel: 10 };

  it('are refused with 421 before anything runs: registration, sign-in and pages alike', async () => {
    const t = app();
    const evil = { host: 'rebind.evil.example:3000', origin: 'http://rebind.evil.example:3000' };
    expectError(await t.app.inject({ method: 'POST', url: '/api/register', payload: register, headers: evil }), 421, 'misdirected');
    expectError(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: register.email, password: register.password }, headers: evil }), 421, 'misdirected');
    expectError(await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'rebind.evil.example' } }), 421, 'misdirected');
    // Nothing was created: the same registration from the real address succeeds.
    const real = await t.app.inject({ method: 'POST', url: '/api/register', payload: register, headers: { host: 'study.example.org', origin: 'https://study.example.org' } });
    expect(real.statusCode, real.body).toBe(201);
  });

  it('are served for APP_URL’s name, ALLOWED_HOSTS, IP addresses and localhost', async () => {
    const t = app();
    for (const host of ['study.example.org', 'studypilot.lan:8080', '127.0.0.1:3000', '192.168.1.20', '[::1]:3000', 'localhost:3000']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });
});
