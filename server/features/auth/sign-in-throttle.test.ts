import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@common/schemas/auth';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { expectError, post } from '../../test/requests';
import { LOGIN_ALERT_FAILURES, LOGIN_FIRST_DELAY_S, LOGIN_FREE_FAILURES, PIN_LOCK_MINUTES, PIN_MAX_FAILURES, PIN_MAX_LOCKOUTS } from './sign-in-policy';

/**
 * Sign-in abuse (issue 13): per-account password throttling with growing delays and an e-mail to
 * the owner on a burst; PIN lockouts that grow and then shut the PIN path until the e-mail link is
 * used; one per-IP PIN budget across both PIN routes; parallel guessing held to the same counts.
 * Each test signs in from its own addresses so the per-IP limits stay out of the way unless tested.
 */

let address = 0;
/** A fresh client address (TEST-NET-3), so a test's requests are not counted against another's. */
const nextIp = () => `203.0.113.${(address = (address % 250) + 1)}`;

function login(t: TestApp, email: string, password: string, ip = nextIp()) {
  return post(t, '/api/login', { email, password }, { remoteAddress: ip });
}

function wrongPins(t: TestApp, email: string, count: number, route = '/api/verify-backup-pin') {
  return Promise.all(Array.from({ length: count }, (_, i) => post(t, route, { email, pin: `9${String(i).padStart(3, '0')}`, newPassword: 'another123' }, { remoteAddress: nextIp() })));
}

describe.each(TEST_DIALECTS)('sign-in throttling (%s)', (dialect) => {
  const app = appPerBlock(dialect);

  it('lets typos through, then delays each further wrong password longer, even the right one, and clears on success', async () => {
    const t = app();
    const u = await registerUser(t);
    for (let i = 0; i < LOGIN_FREE_FAILURES + 1; i++) expectError(await login(t, u.email, `wrong-${i}`), 401, 'unauthorized');
    const held = await login(t, u.email, u.password);
    expect(expectError(held, 429, 'login_throttled').message).toContain(`Try again in ${LOGIN_FIRST_DELAY_S} seconds`);
    expect(held.headers['retry-after']).toBe(String(LOGIN_FIRST_DELAY_S));
    expect(held.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    t.clock.advanceMinutes(1);
    expectError(await login(t, u.email, 'wrong-again'), 401, 'unauthorized');
    // The next delay is twice as long: half a minute later it still holds.
    t.clock.advanceMinutes(0.5);
    expectError(await login(t, u.email, u.password), 429, 'login_throttled');
    t.clock.advanceMinutes(0.6);
    expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    // A success starts the count again: the free attempts are free again.
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) expectError(await login(t, u.email, `typo-${i}`), 401, 'unauthorized');
    expect((await login(t, u.email, u.password)).statusCode).toBe(200);
  });

  it('e-mails the owner once about a burst of wrong passwords, not again the same day', async () => {
    const t = app();
    const u = await registerUser(t);
    const alerts = () => t.mailer.sent.filter((m) => m.to === u.email && /wrong password/i.test(m.subject));
    for (let i = 0; i < LOGIN_ALERT_FAILURES * 2; i++) {
      t.clock.advanceMinutes(16);
      expectError(await login(t, u.email, `guess-${i}`), 401, 'unauthorized');
      expect(alerts()).toHaveLength(i + 1 < LOGIN_ALERT_FAILURES ? 0 : 1);
    }
    expect(alerts()[0].text).toContain(`${LOGIN_ALERT_FAILURES} times in a row`);
    expect(alerts()[0].text).not.toContain(u.password);
  });

  it('checks parallel guesses one count at a time: 50 at once get no more tries than 50 in a row', async () => {
    const t = app();
    const u = await registerUser(t);
    const wrong = await Promise.all(Array.from({ length: 50 }, (_, i) => login(t, u.email, `parallel-${i}`)));
    expect(wrong.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(LOGIN_FREE_FAILURES + 1);
    expect(wrong.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
    // The right password among parallel guesses is either let in or told to wait, never an error.
    // (A success starts the count again by design, so guesses checked after it are not counted here.)
    const other = await registerUser(t);
    const mixed = await Promise.all(Array.from({ length: 50 }, (_, i) => login(t, other.email, i === 40 ? other.password : `parallel-${i}`)));
    expect(mixed.every((r) => [200, 401, 429].includes(r.statusCode))).toBe(true);
    expect(mixed.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(2 * (LOGIN_FREE_FAILURES + 1));
  });

  it('makes each PIN lockout longer, then shuts the PIN path until the e-mail link is used, and tells the owner', async () => {
    const t = app();
    const u = await registerUser(t);
    for (let lockout = 1; lockout < PIN_MAX_LOCKOUTS; lockout++) {
      const answers = await wrongPins(t, u.email, PIN_MAX_FAILURES);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(1);
      const minutes = PIN_LOCK_MINUTES[lockout - 1];
      const locked = await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }, { remoteAddress: nextIp() });
      expect(expectError(locked, 429, 'pin_locked').message).toContain(minutes >= 60 ? `${minutes / 60} hour` : `${minutes} minutes`);
      t.clock.advanceMinutes(minutes + 1);
    }
    const last = await wrongPins(t, u.email, PIN_MAX_FAILURES, '/api/reset-password-with-pin');
    expect(last.filter((r) => r.statusCode === 403)).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === u.email && /backup PIN is switched off/.test(m.subject))).toHaveLength(1);

    // Shut: days later, the right PIN on either route is still refused.
    t.clock.advanceMinutes(3 * 24 * 60);
    expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }, { remoteAddress: nextIp() }), 403, 'pin_disabled', AUTH_MESSAGES.pinDisabled);
    expectError(await post(t, '/api/reset-password-with-pin', { email: u.email, pin: u.pin, newPassword: 'stolen123' }, { remoteAddress: nextIp() }), 403, 'pin_disabled');
    expect((await login(t, u.email, 'stolen123')).statusCode).toBe(401);

    // The e-mail link opens it again.
    expect((await post(t, '/api/forgot-password', { email: u.email }, { remoteAddress: nextIp() })).statusCode).toBe(200);
    const token = t.mailer.lastResetToken(u.email)!;
    expect((await post(t, '/api/reset-password', { token: decodeURIComponent(token), password: 'fresh-pass1' }, { remoteAddress: nextIp() })).statusCode).toBe(200);
    expect((await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }, { remoteAddress: nextIp() })).statusCode).toBe(200);
  });

  it('forgets past lockouts once the right PIN is entered', async () => {
    const t = app();
    const u = await registerUser(t);
    await wrongPins(t, u.email, PIN_MAX_FAILURES);
    t.clock.advanceMinutes(PIN_LOCK_MINUTES[0] + 1);
    expect((await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }, { remoteAddress: nextIp() })).statusCode).toBe(200);
    await wrongPins(t, u.email, PIN_MAX_FAILURES);
    const locked = await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }, { remoteAddress: nextIp() });
    expect(expectError(locked, 429, 'pin_locked').message).toBe(AUTH_MESSAGES.pinLocked);
  });

  it('counts PIN attempts from one address against one budget across both PIN routes', async () => {
    const t = app();
    const ip = nextIp();
    // Unknown addresses: no account lockout gets in the way, only the per-IP limit.
    const tries = (route: string, n: number, from: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => post(t, route, { email: `nobody${from + i}@example.com`, pin: '1234', newPassword: 'another123' }, { remoteAddress: ip })));
    const first = [...(await tries('/api/verify-backup-pin', 15, 0)), ...(await tries('/api/reset-password-with-pin', 15, 100))];
    expect(first.every((r) => r.statusCode === 400)).toBe(true);
    expectError((await tries('/api/verify-backup-pin', 1, 200))[0], 429, 'rate_limited');
    expectError((await tries('/api/reset-password-with-pin', 1, 300))[0], 429, 'rate_limited');
  });
});
