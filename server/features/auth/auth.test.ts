import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type PublicUser, type SuccessMessage } from '@common/schemas/auth';
import { appPerBlock, TEST_DIALECTS, newUserBody, registerUser, sessionCookie, type TestApp } from '../../test/harness';
import { expectError, get, post, sidCookie } from '../../test/requests';

const PUBLIC_USER_KEYS = [
  'createdAt',
  'currentStreak',
  'email',
  'firstName',
  'gradeLevel',
  'id',
  'lastName',
  'longestStreak',
  'subjectInterests',
  'username',
  'xpPoints',
];

const DAY_MINUTES = 24 * 60;

/** One app per describe block: each has its own database, clock and in-process rate-limit counters. */
function useApp(dialect: 'sqlite' | 'postgres'): () => TestApp {
  return appPerBlock(dialect);
}

function login(t: TestApp, email: string, password: string, extra: { rememberMe?: boolean; cookie?: string } = {}) {
  const body = extra.rememberMe === undefined ? { email, password } : { email, password, rememberMe: extra.rememberMe };
  return post(t, '/api/login', body, { cookie: extra.cookie });
}

async function statusOfUser(t: TestApp, cookie: string): Promise<number> {
  return (await get(t, '/api/user', cookie)).statusCode;
}

describe.each(TEST_DIALECTS)('auth API (%s)', (dialect) => {
  describe('GET /api/user', () => {
    const app = useApp(dialect);

    it('answers 401 when signed out', async () => {
      expectError(await get(app(), '/api/user'), 401, 'unauthorized');
    });

    it('answers 200 with the public user when signed in', async () => {
      const t = app();
      const u = await registerUser(t, { firstName: 'Grace', lastName: 'Hopper', gradeLevel: 14, subjectInterests: ['Math'] });
      const res = await get(t, '/api/user', u.cookie);
      expect(res.statusCode).toBe(200);
      const user = res.json<PublicUser>();
      expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(user).toMatchObject({
        id: u.id,
        email: u.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        gradeLevel: 14,
        subjectInterests: ['Math'],
        xpPoints: 0,
        currentStreak: 0,
        longestStreak: 0,
      });
    });

    it('answers 401 for a tampered or unknown session cookie', async () => {
      const t = app();
      const u = await registerUser(t);
      expectError(await get(t, '/api/user', 'sid=garbage'), 401, 'unauthorized');
      // Same shape as a real id, but not issued by the server.
      expectError(await get(t, '/api/user', `sid=${'A'.repeat(43)}`), 401, 'unauthorized');
      // A real id with one character changed.
      const real = u.cookie.slice('sid='.length);
      const flipped = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
      expectError(await get(t, '/api/user', `sid=${flipped}`), 401, 'unauthorized');
      expectError(await get(t, '/api/user', `sid=${'x'.repeat(5000)}`), 401, 'unauthorized');
      // The genuine cookie still works.
      expect(await statusOfUser(t, u.cookie)).toBe(200);
    });

    it('ends a browser session after 24 h without use, but slides while it is used', async () => {
      const t = app();
      const idle = await registerUser(t);
      const active = await registerUser(t);
      t.clock.advanceMinutes(20 * 60);
      expect(await statusOfUser(t, active.cookie)).toBe(200); // 20 h after sign-up
      t.clock.advanceMinutes(20 * 60); // 40 h after sign-up, 20 h after last use
      expect(await statusOfUser(t, active.cookie)).toBe(200);
      expectError(await get(t, '/api/user', idle.cookie), 401, 'unauthorized'); // 40 h idle
      t.clock.advanceMinutes(25 * 60); // 25 h idle
      expectError(await get(t, '/api/user', active.cookie), 401, 'unauthorized');
    });

    it('ends a non-remembered login session after 24 h idle', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await login(t, u.email, u.password, { rememberMe: false });
      expect(res.statusCode).toBe(200);
      const cookie = sessionCookie(res);
      const sessions = () => t.ctx.db.selectFrom('sessions').select('id_hash').where('user_id', '=', u.id).execute();
      expect(await sessions()).toHaveLength(2); // registration + login
      t.clock.advanceMinutes(24 * 60 + 1);
      expectError(await get(t, '/api/user', cookie), 401, 'unauthorized');
      // The expired row is deleted when it is presented, not just ignored.
      expect(await sessions()).toHaveLength(1);
    });

    it('keeps a "remember me" session for 30 days, not 31', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await login(t, u.email, u.password, { rememberMe: true });
      const cookie = sessionCookie(res);
      t.clock.advanceMinutes(2 * DAY_MINUTES);
      expect(await statusOfUser(t, cookie)).toBe(200);
      t.clock.advanceMinutes(27 * DAY_MINUTES); // day 29
      expect(await statusOfUser(t, cookie)).toBe(200);
      t.clock.advanceMinutes(2 * DAY_MINUTES); // day 31
      expectError(await get(t, '/api/user', cookie), 401, 'unauthorized');
    });
  });

  describe('POST /api/register', () => {
    const app = useApp(dialect);

    it('answers 201 with the public user and a session cookie, never a hash or PIN', async () => {
      const t = app();
      const body = newUserBody({ firstName: 'Alan', lastName: 'Turing', gradeLevel: 17, subjectInterests: ['Computer Science', 'Math'] });
      const res = await post(t, '/api/register', body);
      expect(res.statusCode).toBe(201);
      const user = res.json<PublicUser>();
      expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(user).toMatchObject({
        email: body.email,
        firstName: 'Alan',
        lastName: 'Turing',
        gradeLevel: 17,
        subjectInterests: ['Computer Science', 'Math'],
        xpPoints: 0,
        currentStreak: 0,
        longestStreak: 0,
        username: body.email.split('@')[0],
        createdAt: t.clock.now().toISOString(),
      });
      expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(res.body).not.toMatch(/argon2|hash|pin|secret123/i);

      const sid = sidCookie(res);
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(sid?.expires).toBeUndefined();
      expect(sid?.maxAge).toBeUndefined();
      const me = await get(t, '/api/user', sessionCookie(res));
      expect(me.json<PublicUser>().id).toBe(user.id);

      // Stored as argon2id hashes, not as the secrets themselves.
      const row = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.pin_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(body.password);
    });

    it('accepts only the offered subject interests, as the profile does', async () => {
      const t = app();
      const body = newUserBody({ subjectInterests: ['<img src=x onerror=alert(1)>'] });
      expectError(await post(t, '/api/register', body), 400, 'validation');
      expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', body.email).execute()).toHaveLength(0);
    });

    it('stores the e-mail lower-cased and trimmed', async () => {
      const t = app();
      const email = `Grace.Hopper.${Date.now()}@Example.COM`;
      const res = await post(t, '/api/register', newUserBody({ email: `  ${email} ` }));
      expect(res.statusCode).toBe(201);
      expect(res.json<PublicUser>().email).toBe(email.toLowerCase());
      expect((await login(t, email.toUpperCase(), 'secret123')).statusCode).toBe(200);
    });

    it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
      const t = app();
      const u = await registerUser(t);
      const same = await post(t, '/api/register', newUserBody({ email: u.email }));
      expectError(same, 409, 'conflict', 'An account with this email already exists');
      const upper = await post(t, '/api/register', newUserBody({ email: u.email.toUpperCase() }));
      expectError(upper, 409, 'conflict', 'An account with this email already exists');
      const rows = await t.ctx.db.selectFrom('users').select('id').where('email', '=', u.email).execute();
      expect(rows).toHaveLength(1);
    });

    it('strips unknown fields: they are neither stored nor echoed', async () => {
      const t = app();
      const body = newUserBody({
        id: 'chosen-by-client',
        xpPoints: 99999,
        currentStreak: 50,
        isAdmin: true,
        role: 'admin',
        password_hash: 'not-a-hash',
        pin_failed_attempts: -100,
      });
      const res = await post(t, '/api/register', body);
      expect(res.statusCode).toBe(201);
      const user = res.json<PublicUser>();
      expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(user.id).not.toBe('chosen-by-client');
      expect(user.xpPoints).toBe(0);
      expect(user.currentStreak).toBe(0);
      expect(res.body).not.toMatch(/isAdmin|role|not-a-hash/);
      const row = await t.ctx.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirstOrThrow();
      expect(row.id).toBe(user.id);
      expect(row.xp_points).toBe(0);
      expect(row.current_streak).toBe(0);
      expect(row.pin_failed_attempts).toBe(0);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('stores SQL and HTML in names verbatim as text', async () => {
      const t = app();
      const firstName = "Robert'); DROP TABLE users;--";
      const lastName = '<img src=x onerror=alert(1)>&amp;';
      const u = await registerUser(t, { firstName, lastName });
      const me = (await get(t, '/api/user', u.cookie)).json<PublicUser>();
      expect(me.firstName).toBe(firstName);
      expect(me.lastName).toBe(lastName);
      // The users table is intact and still takes new accounts.
      const other = await registerUser(t);
      expect(await statusOfUser(t, other.cookie)).toBe(200);
      const row = await t.ctx.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', u.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: firstName, last_name: lastName });
    });
  });

  // Its own app: every registration attempt, valid or not, counts toward the per-IP limit.
  describe('POST /api/register validation', () => {
    const app = useApp(dialect);

    it.each([
      ['a 3-digit PIN', { backupPin: '123' }, 'backupPin: Backup PIN must be 4-6 digits'],
      ['a 7-digit PIN', { backupPin: '1234567' }, 'backupPin: Backup PIN must be 4-6 digits'],
      ['a PIN with letters', { backupPin: '12ab' }, 'backupPin: Backup PIN must contain only numbers'],
      ['a 5-character password', { password: '12345' }, 'password: Password must be at least 6 characters long'],
      ['a bad e-mail', { email: 'not-an-email' }, 'email: Please enter a valid email address'],
      ['grade level 5', { gradeLevel: 5 }, 'gradeLevel: Please choose a grade level'],
      ['grade level 18', { gradeLevel: 18 }, 'gradeLevel: Please choose a grade level'],
      ['an empty first name', { firstName: '   ' }, 'firstName: First name is required'],
    ])('answers 400 for %s', async (_label, over, message) => {
      const t = app();
      const body = newUserBody(over);
      const res = await post(t, '/api/register', body);
      const err = expectError(res, 400, 'validation', message);
      expect(err.issues?.[0]).toEqual({ path: message.split(':')[0], message: message.split(': ')[1] });
      const rows = await t.ctx.db.selectFrom('users').select('id').where('email', '=', String(body.email).toLowerCase()).execute();
      expect(rows).toHaveLength(0);
    });

    it.each([
      ['missing first name', 'firstName'],
      ['missing last name', 'lastName'],
      ['missing e-mail', 'email'],
      ['missing password', 'password'],
      ['missing backup PIN', 'backupPin'],
      ['missing grade level', 'gradeLevel'],
    ])('answers 400 for a %s', async (_label, field) => {
      const body: Record<string, unknown> = newUserBody();
      delete body[field];
      const err = expectError(await post(app(), '/api/register', body), 400, 'validation');
      expect(err.message.startsWith(`${field}: `)).toBe(true);
    });

    it.each([
      ['gradeLevel "ten"', { gradeLevel: 'ten' }, 'gradeLevel'],
      ['gradeLevel 10.5', { gradeLevel: 10.5 }, 'gradeLevel'],
      ['subjectInterests as a string', { subjectInterests: 'Math' }, 'subjectInterests'],
      ['a number as first name', { firstName: 42 }, 'firstName'],
      ['an object as password', { password: { $ne: '' } }, 'password'],
    ])('answers 400 for a wrong type: %s', async (_label, over, field) => {
      const err = expectError(await post(app(), '/api/register', newUserBody(over)), 400, 'validation');
      expect(err.message.startsWith(`${field}: `)).toBe(true);
    });
  });

  describe('POST /api/login', () => {
    const app = useApp(dialect);
    let user: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      user = await registerUser(app());
    });

    it('answers 200 with the user and a browser-session cookie by default', async () => {
      const t = app();
      const res = await login(t, user.email, user.password);
      expect(res.statusCode).toBe(200);
      const body = res.json<PublicUser>();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(body.id).toBe(user.id);
      const sid = sidCookie(res);
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(sid?.expires).toBeUndefined();
      expect(sid?.maxAge).toBeUndefined();
      expect(await statusOfUser(t, sessionCookie(res))).toBe(200);

      const explicit = await login(t, user.email, user.password, { rememberMe: false });
      expect(sidCookie(explicit)?.expires).toBeUndefined();
      expect(sidCookie(explicit)?.maxAge).toBeUndefined();
    });

    it('gives a 30-day cookie with "remember me"', async () => {
      const t = app();
      const res = await login(t, user.email.toUpperCase(), user.password, { rememberMe: true });
      expect(res.statusCode).toBe(200);
      const sid = sidCookie(res);
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const lifetimeMs = sid?.maxAge !== undefined ? sid.maxAge * 1000 : (sid?.expires?.getTime() ?? 0) - t.clock.now().getTime();
      expect(Math.abs(lifetimeMs - 30 * DAY_MINUTES * 60_000)).toBeLessThan(60_000);
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const t = app();
      const wrong = await login(t, user.email, 'not-my-password');
      expectError(wrong, 401, 'unauthorized', 'Invalid email or password');
      expect(sidCookie(wrong)).toBeUndefined();
      const unknown = await login(t, `nobody.${Date.now()}@example.com`, user.password);
      expectError(unknown, 401, 'unauthorized', 'Invalid email or password');
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('answers 400 for a missing password or a non-boolean rememberMe', async () => {
      const t = app();
      expectError(await post(t, '/api/login', { email: user.email }), 400, 'validation');
      expectError(await post(t, '/api/login', { email: user.email, password: user.password, rememberMe: 'yes' }), 400, 'validation');
    });

    it('rotates the session: the cookie sent with a new login is ended', async () => {
      const t = app();
      const first = sessionCookie(await login(t, user.email, user.password));
      const secondRes = await login(t, user.email, user.password, { cookie: first });
      expect(secondRes.statusCode).toBe(200);
      const second = sessionCookie(secondRes);
      expect(second).not.toBe(first);
      expectError(await get(t, '/api/user', first), 401, 'unauthorized');
      expect(await statusOfUser(t, second)).toBe(200);
    });

    it('keeps sessions of other browsers when they sign in independently', async () => {
      const t = app();
      const a = sessionCookie(await login(t, user.email, user.password));
      const b = sessionCookie(await login(t, user.email, user.password));
      expect(a).not.toBe(b);
      expect(await statusOfUser(t, a)).toBe(200);
      expect(await statusOfUser(t, b)).toBe(200);
    });
  });

  describe('POST /api/logout', () => {
    const app = useApp(dialect);

    it('clears the cookie and ends the session on the server', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = sessionCookie(await login(t, u.email, u.password));
      const res = await post(t, '/api/logout', undefined, { cookie: u.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json<SuccessMessage>()).toMatchObject({ success: true });
      const cleared = sidCookie(res);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
      // Replaying the old cookie does not bring the session back.
      expectError(await get(t, '/api/user', u.cookie), 401, 'unauthorized');
      // Only that session ended.
      expect(await statusOfUser(t, other)).toBe(200);
    });

    it('answers 200 when already signed out', async () => {
      const res = await post(app(), '/api/logout');
      expect(res.statusCode).toBe(200);
      expect(res.json<SuccessMessage>().success).toBe(true);
    });
  });

  describe('POST /api/verify-email', () => {
    const app = useApp(dialect);

    it('answers success for an existing e-mail, in any case', async () => {
      const t = app();
      const u = await registerUser(t);
      for (const email of [u.email, u.email.toUpperCase()]) {
        const res = await post(t, '/api/verify-email', { email });
        expect(res.statusCode).toBe(200);
        expect(res.json<SuccessMessage>()).toMatchObject({ success: true });
      }
    });

    it('answers 404 for an unknown e-mail', async () => {
      const res = await post(app(), '/api/verify-email', { email: `ghost.${Date.now()}@example.com` });
      const body = expectError(res, 404, 'not_found', 'Email not found');
      expect(body.success).toBe(false);
    });

    it('answers 400 for a malformed e-mail', async () => {
      expectError(await post(app(), '/api/verify-email', { email: 'nope' }), 400, 'validation', 'email: Please enter a valid email address');
    });
  });

  describe('POST /api/verify-backup-pin', () => {
    const app = useApp(dialect);
    let user: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      user = await registerUser(app(), { backupPin: '246810' });
    });

    it('answers success for the correct PIN', async () => {
      const res = await post(app(), '/api/verify-backup-pin', { email: user.email, pin: '246810' });
      expect(res.statusCode).toBe(200);
      expect(res.json<SuccessMessage>()).toMatchObject({ success: true });
    });

    it('answers 400 for a wrong PIN and for an unknown e-mail, with the same message', async () => {
      const t = app();
      const wrong = expectError(await post(t, '/api/verify-backup-pin', { email: user.email, pin: '1111' }), 400, 'invalid_pin', 'Invalid backup PIN');
      expect(wrong.success).toBe(false);
      const unknown = await post(t, '/api/verify-backup-pin', { email: `ghost.${Date.now()}@example.com`, pin: '246810' });
      expectError(unknown, 400, 'invalid_pin', 'Invalid backup PIN');
      // Reset the failure count for the next test.
      expect((await post(t, '/api/verify-backup-pin', { email: user.email, pin: '246810' })).statusCode).toBe(200);
    });

    it('answers 400 for a malformed PIN without counting it', async () => {
      const t = app();
      expectError(await post(t, '/api/verify-backup-pin', { email: user.email, pin: '12' }), 400, 'validation', 'pin: Backup PIN must be 4-6 digits');
      expectError(await post(t, '/api/verify-backup-pin', { email: user.email, pin: 'abcd' }), 400, 'validation', 'pin: Backup PIN must contain only numbers');
    });

    it('forgets earlier failures after a correct PIN', async () => {
      const t = app();
      for (let i = 0; i < 4; i++) expect((await post(t, '/api/verify-backup-pin', { email: user.email, pin: '0000' })).statusCode).toBe(400);
      expect((await post(t, '/api/verify-backup-pin', { email: user.email, pin: '246810' })).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await post(t, '/api/verify-backup-pin', { email: user.email, pin: '0000' })).statusCode).toBe(400);
      expect((await post(t, '/api/verify-backup-pin', { email: user.email, pin: '246810' })).statusCode).toBe(200);
    });
  });

  describe('backup PIN lock', () => {
    const app = useApp(dialect);

    it('locks the PIN path for 15 minutes after 5 wrong PINs, even for the correct PIN', async () => {
      const t = app();
      const u = await registerUser(t);
      for (let i = 1; i <= 4; i++) {
        expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: '9999' }), 400, 'invalid_pin', 'Invalid backup PIN');
      }
      const fifth = await post(t, '/api/verify-backup-pin', { email: u.email, pin: '9999' });
      expect(expectError(fifth, 429, 'pin_locked', AUTH_MESSAGES.pinLocked).success).toBe(false);

      expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }), 429, 'pin_locked', AUTH_MESSAGES.pinLocked);
      const reset = await post(t, '/api/reset-password-with-pin', { email: u.email, pin: u.pin, newPassword: 'hijacked1' });
      expectError(reset, 429, 'pin_locked', AUTH_MESSAGES.pinLocked);
      expect((await login(t, u.email, 'hijacked1')).statusCode).toBe(401);

      t.clock.advanceMinutes(14);
      expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin }), 429, 'pin_locked');

      t.clock.advanceMinutes(2); // 16 minutes after the lock
      const ok = await post(t, '/api/verify-backup-pin', { email: u.email, pin: u.pin });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<SuccessMessage>().success).toBe(true);
      // A fresh count: one wrong PIN is a plain 400 again.
      expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: '9999' }), 400, 'invalid_pin');
    });

    it('starts a fresh count when a lock runs out without a correct PIN', async () => {
      const t = app();
      const u = await registerUser(t);
      for (let i = 0; i < 5; i++) await post(t, '/api/verify-backup-pin', { email: u.email, pin: '9999' });
      t.clock.advanceMinutes(16);
      for (let i = 0; i < 4; i++) {
        expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: '9999' }), 400, 'invalid_pin');
      }
      expectError(await post(t, '/api/verify-backup-pin', { email: u.email, pin: '9999' }), 429, 'pin_locked');
    });

    it('locks one account only', async () => {
      const t = app();
      const locked = await registerUser(t);
      const other = await registerUser(t);
      for (let i = 0; i < 5; i++) await post(t, '/api/verify-backup-pin', { email: locked.email, pin: '9999' });
      expect((await post(t, '/api/verify-backup-pin', { email: locked.email, pin: locked.pin })).statusCode).toBe(429);
      expect((await post(t, '/api/verify-backup-pin', { email: other.email, pin: other.pin })).statusCode).toBe(200);
    });
  });

  describe('POST /api/reset-password-with-pin', () => {
    const app = useApp(dialect);

    it('re-verifies the PIN: a wrong PIN changes nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await post(t, '/api/reset-password-with-pin', { email: u.email, pin: '0000', newPassword: 'brandnew1' });
      expect(expectError(res, 400, 'invalid_pin', 'Invalid backup PIN').success).toBe(false);
      expect((await login(t, u.email, u.password)).statusCode).toBe(200);
      expect((await login(t, u.email, 'brandnew1')).statusCode).toBe(401);
      expect(await statusOfUser(t, u.cookie)).toBe(200);
    });

    it('sets the new password and ends every session of that user only', async () => {
      const t = app();
      const u = await registerUser(t);
      const bystander = await registerUser(t);
      const second = sessionCookie(await login(t, u.email, u.password, { rememberMe: true }));
      const res = await post(t, '/api/reset-password-with-pin', { email: u.email.toUpperCase(), pin: u.pin, newPassword: 'brandnew1' });
      expect(res.statusCode).toBe(200);
      expect(res.json<SuccessMessage>()).toMatchObject({ success: true });
      expectError(await login(t, u.email, u.password), 401, 'unauthorized', 'Invalid email or password');
      expect((await login(t, u.email, 'brandnew1')).statusCode).toBe(200);
      expectError(await get(t, '/api/user', u.cookie), 401, 'unauthorized');
      expectError(await get(t, '/api/user', second), 401, 'unauthorized');
      expect(await statusOfUser(t, bystander.cookie)).toBe(200);
    });

    it('invalidates pending reset links of that user', async () => {
      const t = app();
      const u = await registerUser(t);
      await post(t, '/api/forgot-password', { email: u.email });
      const token = t.mailer.lastResetToken(u.email);
      expect(token).toBeTruthy();
      expect((await post(t, '/api/reset-password-with-pin', { email: u.email, pin: u.pin, newPassword: 'brandnew1' })).statusCode).toBe(200);
      expectError(await post(t, '/api/reset-password', { token, password: 'another1' }), 400, 'invalid_token', AUTH_MESSAGES.invalidResetToken);
    });

    it('answers 400 for a short new password and an unknown e-mail', async () => {
      const t = app();
      const u = await registerUser(t);
      expectError(
        await post(t, '/api/reset-password-with-pin', { email: u.email, pin: u.pin, newPassword: '123' }),
        400,
        'validation',
        'newPassword: Password must be at least 6 characters long',
      );
      expectError(
        await post(t, '/api/reset-password-with-pin', { email: `ghost.${Date.now()}@example.com`, pin: '1234', newPassword: 'brandnew1' }),
        400,
        'invalid_pin',
        'Invalid backup PIN',
      );
      expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    });
  });

  describe('POST /api/forgot-password', () => {
    const app = useApp(dialect);

    it('answers the same for a known and an unknown e-mail and mails only the known one', async () => {
      const t = app();
      const u = await registerUser(t);
      const before = t.mailer.sent.length;
      const known = await post(t, '/api/forgot-password', { email: u.email.toUpperCase() });
      const ghostEmail = `ghost.${Date.now()}@example.com`;
      const unknown = await post(t, '/api/forgot-password', { email: ghostEmail });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json<SuccessMessage>().success).toBe(true);

      expect(t.mailer.sent.length).toBe(before + 1);
      const mail = t.mailer.sent[t.mailer.sent.length - 1];
      expect(mail.to).toBe(u.email);
      expect(mail.text).toContain(`${t.config.appUrl}/reset-password?token=`);
      expect(t.mailer.sent.some((m) => m.to === ghostEmail)).toBe(false);
    });

    it('answers 400 for a malformed e-mail', async () => {
      expectError(await post(app(), '/api/forgot-password', { email: 'a@b' }), 400, 'validation');
    });
  });

  describe('POST /api/reset-password', () => {
    const app = useApp(dialect);

    async function requestToken(t: TestApp, email: string): Promise<string> {
      expect((await post(t, '/api/forgot-password', { email })).statusCode).toBe(200);
      const token = t.mailer.lastResetToken(email);
      if (!token) throw new Error('no reset mail');
      return token;
    }

    it('accepts the mailed token once', async () => {
      const t = app();
      const u = await registerUser(t);
      const token = await requestToken(t, u.email);
      const res = await post(t, '/api/reset-password', { token, password: 'fresh-pass1' });
      expect(res.statusCode).toBe(200);
      expect(res.json<SuccessMessage>()).toMatchObject({ success: true });
      expect((await login(t, u.email, 'fresh-pass1')).statusCode).toBe(200);
      expectError(await login(t, u.email, u.password), 401, 'unauthorized');
      // Sessions opened with the old password are ended.
      expectError(await get(t, '/api/user', u.cookie), 401, 'unauthorized');

      const again = await post(t, '/api/reset-password', { token, password: 'third-pass1' });
      expect(expectError(again, 400, 'invalid_token', AUTH_MESSAGES.invalidResetToken).success).toBe(false);
      expect((await login(t, u.email, 'third-pass1')).statusCode).toBe(401);
    });

    it('accepts a token once even when it is sent many times at once', async () => {
      const t = app();
      const u = await registerUser(t);
      const token = await requestToken(t, u.email);
      const passwords = Array.from({ length: 10 }, (_, i) => `racing-pass${i}`);
      // From addresses of their own: the per-address reset limit is not under test here.
      const answers = await Promise.all(passwords.map((password, i) => post(t, '/api/reset-password', { token, password }, { remoteAddress: `192.0.2.${i + 1}` })));
      const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [passwords[i]] : []));
      expect(winners).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 400, 'invalid_token');
      // The one password that won is the account's password; no other one is.
      expect((await login(t, u.email, winners[0])).statusCode).toBe(200);
      for (const other of passwords.filter((p) => p !== winners[0]).slice(0, 3)) expect((await login(t, u.email, other)).statusCode).toBe(401);
    });

    it('refuses a token after 60 minutes', async () => {
      const t = app();
      const u = await registerUser(t);
      const token = await requestToken(t, u.email);
      t.clock.advanceMinutes(61);
      expectError(await post(t, '/api/reset-password', { token, password: 'fresh-pass1' }), 400, 'invalid_token', AUTH_MESSAGES.invalidResetToken);
      expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    });

    it('accepts a token shortly before it expires', async () => {
      const t = app();
      const u = await registerUser(t);
      const token = await requestToken(t, u.email);
      t.clock.advanceMinutes(59);
      expect((await post(t, '/api/reset-password', { token, password: 'fresh-pass1' })).statusCode).toBe(200);
    });

    it('refuses a made-up token', async () => {
      const t = app();
      expectError(await post(t, '/api/reset-password', { token: 'A'.repeat(43), password: 'fresh-pass1' }), 400, 'invalid_token', AUTH_MESSAGES.invalidResetToken);
      expectError(await post(t, '/api/reset-password', { token: 'short', password: 'fresh-pass1' }), 400, 'validation');
    });

    it('refuses a short password and leaves the token usable', async () => {
      const t = app();
      const u = await registerUser(t);
      const token = await requestToken(t, u.email);
      expectError(await post(t, '/api/reset-password', { token, password: '12345' }), 400, 'validation', 'password: Password must be at least 6 characters long');
      expect((await post(t, '/api/reset-password', { token, password: 'fresh-pass1' })).statusCode).toBe(200);
      expect((await login(t, u.email, 'fresh-pass1')).statusCode).toBe(200);
    });

    it('invalidates older unused tokens of the same user after a reset', async () => {
      const t = app();
      const u = await registerUser(t);
      const older = await requestToken(t, u.email);
      const newer = await requestToken(t, u.email);
      expect(newer).not.toBe(older);
      expect((await post(t, '/api/reset-password', { token: newer, password: 'fresh-pass1' })).statusCode).toBe(200);
      expectError(await post(t, '/api/reset-password', { token: older, password: 'sneaky-pass1' }), 400, 'invalid_token', AUTH_MESSAGES.invalidResetToken);
      expect((await login(t, u.email, 'fresh-pass1')).statusCode).toBe(200);
    });

    it("never touches another user's password", async () => {
      const t = app();
      const a = await registerUser(t);
      const b = await registerUser(t);
      const token = await requestToken(t, a.email);
      expect((await post(t, '/api/reset-password', { token, password: 'fresh-pass1' })).statusCode).toBe(200);
      expect((await login(t, b.email, b.password)).statusCode).toBe(200);
      expect(await statusOfUser(t, b.cookie)).toBe(200);
    });
  });
});
