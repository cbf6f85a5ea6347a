import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import type { UserSettings } from '@common/schemas/settings';
import { TEST_DIALECTS, createTestApp, registerUser, type TestApp } from '../../test/harness';
import { expectError, get, put } from '../../test/requests';

const SETTINGS_KEYS = [
  'dailyReminder',
  'deadlineNotifications',
  'desiredRetention',
  'detailedExplanations',
  'firstName',
  'followUpQuestions',
  'language',
  'lastName',
  'studyGoals',
  'theme',
];

async function readSettings(t: TestApp, cookie: string): Promise<UserSettings> {
  const res = await get(t, '/api/user/settings', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserSettings>();
}

describe.each(TEST_DIALECTS)('settings API (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('answers 401 when signed out, for reading and for saving', async () => {
    expectError(await get(t, '/api/user/settings'), 401, 'unauthorized');
    expectError(await put(t, '/api/user/settings', { theme: 'light' }), 401, 'unauthorized');
    expectError(await get(t, '/api/user/settings', 'sid=garbage'), 401, 'unauthorized');
  });

  it("starts from the spec's defaults and the account's names", async () => {
    const u = await registerUser(t, { firstName: 'Marie', lastName: 'Curie' });
    const s = await readSettings(t, u.cookie);
    expect(Object.keys(s).sort()).toEqual(SETTINGS_KEYS);
    expect(s).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      studyGoals: '',
      dailyReminder: true,
      deadlineNotifications: true,
      detailedExplanations: true,
      followUpQuestions: false,
      theme: 'dark',
      language: 'English',
      desiredRetention: 0.9,
    });
  });

  it('saves a partial update and leaves every other field as it was', async () => {
    const u = await registerUser(t, { firstName: 'Marie', lastName: 'Curie' });
    const before = await readSettings(t, u.cookie);
    const res = await put(t, '/api/user/settings', { theme: 'light' }, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserSettings>()).toEqual({ ...before, theme: 'light' });
    expect(await readSettings(t, u.cookie)).toEqual({ ...before, theme: 'light' });

    // A second partial update keeps the first.
    await put(t, '/api/user/settings', { followUpQuestions: true, dailyReminder: false, language: 'German', studyGoals: 'Pass chemistry' }, { cookie: u.cookie });
    expect(await readSettings(t, u.cookie)).toEqual({
      ...before,
      theme: 'light',
      followUpQuestions: true,
      dailyReminder: false,
      language: 'German',
      studyGoals: 'Pass chemistry',
    });

    // Booleans are stored as booleans in both dialects: false stays false, true stays true.
    await put(t, '/api/user/settings', { dailyReminder: true, deadlineNotifications: false, detailedExplanations: false }, { cookie: u.cookie });
    const after = await readSettings(t, u.cookie);
    expect(after).toMatchObject({ dailyReminder: true, deadlineNotifications: false, detailedExplanations: false, followUpQuestions: true });
  });

  it('renames the account: GET /api/user shows the new names', async () => {
    const u = await registerUser(t, { firstName: 'Marie', lastName: 'Curie' });
    const res = await put(t, '/api/user/settings', { firstName: '  Maria ', lastName: 'Skłodowska' }, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserSettings>()).toMatchObject({ firstName: 'Maria', lastName: 'Skłodowska' });
    const me = (await get(t, '/api/user', u.cookie)).json<PublicUser>();
    expect(me).toMatchObject({ firstName: 'Maria', lastName: 'Skłodowska', email: u.email });
    // Changing only the first name keeps the last one.
    await put(t, '/api/user/settings', { firstName: 'Manya' }, { cookie: u.cookie });
    expect((await get(t, '/api/user', u.cookie)).json<PublicUser>()).toMatchObject({ firstName: 'Manya', lastName: 'Skłodowska' });
  });

  it.each([
    ['theme "blue"', { theme: 'blue' }, 'theme'],
    ['language "Klingon"', { language: 'Klingon' }, 'language'],
    ['an empty first name', { firstName: '  ' }, 'firstName'],
    ['a 51-character last name', { lastName: 'x'.repeat(51) }, 'lastName'],
    ['a string for a boolean', { dailyReminder: 'yes' }, 'dailyReminder'],
    ['study goals over 2000 characters', { studyGoals: 'x'.repeat(2001) }, 'studyGoals'],
    ['a desired retention below 0.70', { desiredRetention: 0.69 }, 'desiredRetention'],
    ['a desired retention above 0.97', { desiredRetention: 0.98 }, 'desiredRetention'],
  ])('answers 400 for %s and saves nothing', async (_label, body, field) => {
    const u = await registerUser(t);
    const before = await readSettings(t, u.cookie);
    const res = await put(t, '/api/user/settings', { ...body, followUpQuestions: true }, { cookie: u.cookie });
    const err = expectError(res, 400, 'validation');
    expect(err.message.startsWith(`${field}: `)).toBe(true);
    expect(await readSettings(t, u.cookie)).toEqual(before);
  });

  it('names the field and the reason in words when a name is too long', async () => {
    const u = await registerUser(t);
    expectError(await put(t, '/api/user/settings', { firstName: 'x'.repeat(51) }, { cookie: u.cookie }), 400, 'validation', 'firstName: First name is too long');
    expectError(await put(t, '/api/user/settings', { lastName: 'x'.repeat(51) }, { cookie: u.cookie }), 400, 'validation', 'lastName: Last name is too long');
  });

  it('ignores unknown fields', async () => {
    const u = await registerUser(t);
    const res = await put(t, '/api/user/settings', { theme: 'light', email: 'hijack@example.com', xpPoints: 500, userId: 'other' }, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<UserSettings>()).sort()).toEqual(SETTINGS_KEYS);
    const me = (await get(t, '/api/user', u.cookie)).json<PublicUser>();
    expect(me.email).toBe(u.email);
    expect(me.xpPoints).toBe(0);
  });

  it("keeps one user's settings invisible to another", async () => {
    const a = await registerUser(t, { firstName: 'Alice', lastName: 'A' });
    const b = await registerUser(t, { firstName: 'Bob', lastName: 'B' });
    await put(t, '/api/user/settings', { theme: 'light', language: 'French', firstName: 'Alicia', studyGoals: 'secret goals' }, { cookie: a.cookie });
    const bSettings = await readSettings(t, b.cookie);
    expect(bSettings).toMatchObject({ firstName: 'Bob', lastName: 'B', theme: 'dark', language: 'English', studyGoals: '' });
    expect(JSON.stringify(bSettings)).not.toMatch(/Alicia|secret goals/);
    expect((await get(t, '/api/user', b.cookie)).json<PublicUser>().firstName).toBe('Bob');
    expect(await readSettings(t, a.cookie)).toMatchObject({ firstName: 'Alicia', theme: 'light', language: 'French' });
  });

  it('falls back to defaults when the settings row is missing', async () => {
    const u = await registerUser(t);
    await t.ctx.db.deleteFrom('user_settings').where('user_id', '=', u.id).execute();
    expect(await readSettings(t, u.cookie)).toMatchObject({ theme: 'dark', language: 'English', dailyReminder: true, followUpQuestions: false });
    const res = await put(t, '/api/user/settings', { theme: 'light' }, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(await readSettings(t, u.cookie)).toMatchObject({ theme: 'light', language: 'English', dailyReminder: true });
  });
});
