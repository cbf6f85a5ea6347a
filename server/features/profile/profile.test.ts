import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import { PROFILE_MESSAGES, SUBJECT_INTERESTS, type DashboardStats, type Preferences, type ProfileDto } from '@common/schemas/profile';
import type { UserSettings } from '@common/schemas/settings';
import { createOfflineEngine } from '../../ai/offline/engine';
import { recordActivity } from '../../lib/activity';
import { appPerBlock, registerUser, sessionCookie, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { del, expectError, get, post, put } from '../../test/requests';
import type { UserExport } from './export';

type User = Awaited<ReturnType<typeof registerUser>>;

const BIOLOGY = `Photosynthesis is the process by which green plants use sunlight to make glucose. It takes place in the chloroplasts, which contain a green pigment called chlorophyll. The mitochondria are the powerhouse of the cell. During respiration, cells break down glucose to release energy. Carbon dioxide enters the leaf through small pores called stomata. Oxygen is released as a by-product of photosynthesis. Chlorophyll absorbs red and blue light and reflects green light. Water is absorbed by the roots and carried to the leaves through the xylem.`;

function useApp(dialect: 'sqlite' | 'postgres') {
  return appPerBlock(dialect, { engine: (config) => createOfflineEngine(config.ai, { chunkDelayMs: 0 }) });
}

async function login(t: TestApp, email: string, password: string) {
  return post(t, '/api/login', { email, password });
}

async function readPreferences(t: TestApp, cookie: string): Promise<Preferences> {
  const res = await get(t, '/api/profile/preferences', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Preferences>();
}

async function readStats(t: TestApp, cookie: string): Promise<DashboardStats> {
  const res = await get(t, '/api/dashboard/stats', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardStats>();
}

async function createNote(t: TestApp, cookie: string, title: string, content: string): Promise<string> {
  const res = await post(t, '/api/notes', { title, content, subject: 'Science', folder: 'School' }, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** Generates a quiz from a passage and submits it with the stored answers (all correct) or none. */
async function takeQuiz(t: TestApp, cookie: string, allCorrect: boolean): Promise<number> {
  const gen = await post(t, '/api/quizzes/generate', { topic: BIOLOGY, questionCount: 5, questionType: 'fill-blank', subject: 'Biology' }, { cookie });
  expect(gen.statusCode, gen.body).toBe(201);
  const quizId = gen.json<{ id: string }>().id;
  const row = await t.database.db.selectFrom('quizzes').select('questions').where('id', '=', quizId).executeTakeFirstOrThrow();
  const questions = JSON.parse(row.questions) as Array<{ correct: string }>;
  const answers = Object.fromEntries(questions.map((q, i) => [String(i), allCorrect ? q.correct : 'definitely wrong']));
  const res = await post(t, `/api/quizzes/${quizId}/submit`, { answers }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ score: number }>().score;
}

/** Some data in every feature that exists, through the real endpoints. */
async function seedEverything(t: TestApp, u: User, marker: string): Promise<void> {
  await createNote(t, u.cookie, `Note ${marker}`, `<p>Cells ${marker}</p>`);
  const card = await post(t, '/api/flashcards', { front: `Front ${marker}`, back: 'Back', deckName: `Deck ${marker}` }, { cookie: u.cookie });
  expect(card.statusCode, card.body).toBe(201);
  const review = await post(t, `/api/flashcards/${card.json<{ id: string }>().id}/review`, { rating: 'good' }, { cookie: u.cookie });
  expect(review.statusCode, review.body).toBe(200);
  await takeQuiz(t, u.cookie, true);
  const chat = await post(t, '/api/chat/message', { message: `What is 2 + 2? ${marker}` }, { cookie: u.cookie });
  expect(chat.statusCode, chat.body).toBe(200);
  expect((await put(t, '/api/user/settings', { studyGoals: `Goals ${marker}` }, { cookie: u.cookie })).statusCode).toBe(200);
  expect((await put(t, '/api/profile/preferences', { weeklyReports: false }, { cookie: u.cookie })).statusCode).toBe(200);
  // A focus session of the study timer (25 minutes ending now).
  const end = t.clock.now();
  const session = await post(
    t,
    '/api/study-sessions',
    { id: randomUUID(), minutes: 25, startedAt: new Date(end.getTime() - 25 * 60_000).toISOString(), endedAt: end.toISOString() },
    { cookie: u.cookie },
  );
  expect(session.statusCode, session.body).toBeLessThan(300);
  // Planner rows (written directly: this test is about deleting and exporting them, not planning).
  const { codec } = t.database;
  const at = t.clock.now().toISOString();
  await t.database.db
    .insertInto('assignments')
    .values({
      id: randomUUID(),
      user_id: u.id,
      title: `Essay ${marker}`,
      description: '',
      subject: 'English',
      due_date: at,
      due_all_day: codec.bool(false),
      importance: 'high',
      estimated_hours: 3,
      completed: codec.bool(false),
      completed_at: null,
      xp_awarded: codec.bool(false),
      created_at: at,
      updated_at: at,
    })
    .execute();
  await t.database.db
    .insertInto('study_plans')
    .values({
      id: randomUUID(),
      user_id: u.id,
      title: `Plan ${marker}`,
      subjects: '["English"]',
      preferences: '{}',
      schedule: '[]',
      recommendations: '[]',
      unscheduled: '[]',
      time_zone: 'UTC',
      created_at: at,
    })
    .execute();
  // A study e-mail that went out (written directly: sending them is the study-emails feature's test).
  await t.database.db.insertInto('sent_study_emails').values({ user_id: u.id, kind: 'daily_reminder', key: '2026-03-01', sent_at: at }).execute();
  // A pending reset link, so the token table has a row of this user too.
  expect((await post(t, '/api/forgot-password', { email: u.email })).statusCode).toBe(200);
}

/** Every table with a user_id column, read from the database itself so later tables are covered. */
async function tablesWithUserId(t: TestApp): Promise<string[]> {
  const db = t.database.db;
  if (t.database.dialect === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    const out: string[] = [];
    for (const { name } of rows) {
      const cols = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      if (cols.rows.some((c) => c.name === 'user_id')) out.push(name);
    }
    return out.sort();
  }
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id'`.execute(db);
  return rows.map((r) => r.table_name).sort();
}

async function rowsOf(t: TestApp, table: string, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(t.database.db);
  return Number(rows[0].n);
}

describe.each(TEST_DIALECTS)('profile API (%s)', (dialect) => {
  describe('signed out', () => {
    const app = useApp(dialect);

    it('answers 401 on every endpoint', async () => {
      const t = app();
      expectError(await put(t, '/api/profile', { username: 'a', email: 'a@b.co', gradeLevel: 9, subjectInterests: [] }), 401, 'unauthorized');
      expectError(await put(t, '/api/profile/password', { currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' }), 401, 'unauthorized');
      expectError(await get(t, '/api/profile/preferences'), 401, 'unauthorized');
      expectError(await put(t, '/api/profile/preferences', { darkMode: false }), 401, 'unauthorized');
      expectError(await get(t, '/api/dashboard/stats'), 401, 'unauthorized');
      expectError(await get(t, '/api/user/export'), 401, 'unauthorized');
      expectError(await del(t, '/api/user/account'), 401, 'unauthorized');
      expectError(await get(t, '/api/dashboard/stats', 'sid=forged'), 401, 'unauthorized');
    });
  });

  describe('PUT /api/profile', () => {
    const app = useApp(dialect);
    const valid = { username: 'ada_l', email: 'ada.new@example.com', gradeLevel: 11, subjectInterests: ['Math', 'Computer Science'] };

    it('saves the fields and answers them back; GET /api/user shows them', async () => {
      const t = app();
      const u = await registerUser(t);
      const body = { ...valid, email: `  Ada.${u.id}@Example.com `, currentPassword: u.password };
      const res = await put(t, '/api/profile', body, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<ProfileDto>();
      expect(saved).toEqual({ username: 'ada_l', email: `ada.${u.id}@example.com`.toLowerCase(), gradeLevel: 11, subjectInterests: ['Math', 'Computer Science'] });
      const me = (await get(t, '/api/user', u.cookie)).json<PublicUser>();
      expect(me).toMatchObject(saved);
      // The new address signs in; the old one no longer does.
      expect((await login(t, saved.email, u.password)).statusCode).toBe(200);
      expectError(await login(t, u.email, u.password), 401);
    });

    it('keeps an unchanged e-mail, accepts college grades, removes duplicate interests', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await put(t, '/api/profile', { username: 'Ada', email: u.email, gradeLevel: 17, subjectInterests: ['Art', 'Art', 'Music'] }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ProfileDto>()).toEqual({ username: 'Ada', email: u.email, gradeLevel: 17, subjectInterests: ['Art', 'Music'] });
      const all = await put(t, '/api/profile', { ...valid, email: u.email, subjectInterests: [...SUBJECT_INTERESTS] }, { cookie: u.cookie });
      expect(all.json<ProfileDto>().subjectInterests).toHaveLength(13);
    });

    it('answers 409 for an e-mail another account uses (any case) and changes nothing', async () => {
      const t = app();
      const a = await registerUser(t);
      const b = await registerUser(t);
      const res = await put(t, '/api/profile', { ...valid, email: b.email.toUpperCase(), currentPassword: a.password }, { cookie: a.cookie });
      expectError(res, 409, 'conflict', PROFILE_MESSAGES.emailInUse);
      expect((await get(t, '/api/user', a.cookie)).json<PublicUser>()).toMatchObject({ email: a.email, username: a.email.split('@')[0] });
    });

    it('changes the e-mail (where reset links go) only with the current password, and changes nothing otherwise', async () => {
      const t = app();
      const u = await registerUser(t);
      const body = { ...valid, email: `new.${u.id}@example.com` };
      expectError(await put(t, '/api/profile', body, { cookie: u.cookie }), 400, 'password_required', PROFILE_MESSAGES.emailChangeNeedsPassword);
      expectError(await put(t, '/api/profile', { ...body, currentPassword: 'not-my-password' }, { cookie: u.cookie }), 400, 'invalid_password', PROFILE_MESSAGES.currentPasswordIncorrect);
      expect((await get(t, '/api/user', u.cookie)).json<PublicUser>()).toMatchObject({ email: u.email, username: u.email.split('@')[0] });
      // The same address in another case is no change: no password needed.
      expect((await put(t, '/api/profile', { ...valid, email: u.email.toUpperCase() }, { cookie: u.cookie })).statusCode).toBe(200);
      const ok = await put(t, '/api/profile', { ...body, currentPassword: u.password }, { cookie: u.cookie });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<ProfileDto>().email).toBe(body.email);
    });

    it('rate limits password guesses made through an e-mail change, per account', async () => {
      const t = app();
      const u = await registerUser(t);
      const body = { ...valid, email: `new.${u.id}@example.com`, currentPassword: 'wrong-guess' };
      for (let i = 0; i < 10; i++) expect((await put(t, '/api/profile', body, { cookie: u.cookie })).statusCode).toBe(400);
      expectError(await put(t, '/api/profile', { ...body, currentPassword: u.password }, { cookie: u.cookie }), 429);
      // Updates that carry no password are not guesses and stay allowed.
      expect((await put(t, '/api/profile', { ...valid, email: u.email }, { cookie: u.cookie })).statusCode).toBe(200);
    });

    it.each([
      ['a blank username', { username: '   ' }, 'username: Username is required'],
      ['no username', { username: undefined }, 'username: Username is required'],
      ['an empty e-mail', { email: '' }, 'email: Email is required'],
      ['no e-mail', { email: undefined }, 'email: Email is required'],
      ['an e-mail without @', { email: 'ada.example.com' }, 'email: Please enter a valid email address'],
      ['grade 5', { gradeLevel: 5 }, 'gradeLevel: Please choose a grade level'],
      ['grade 18', { gradeLevel: 18 }, 'gradeLevel: Please choose a grade level'],
      ['a grade as text', { gradeLevel: 'ten' }, 'gradeLevel: Grade level is required'],
      ['an interest not in the list', { subjectInterests: ['Cooking'] }, 'subjectInterests.0: Choose interests from the list'],
      ['14 interests', { subjectInterests: [...SUBJECT_INTERESTS, 'Math'] }, 'subjectInterests: Choose at most 13 interests'],
      ['a 51-character username', { username: 'x'.repeat(51) }, 'username: Username is too long'],
    ])('answers 400 for %s and saves nothing', async (_label, over, message) => {
      const t = app();
      const u = await registerUser(t);
      const before = (await get(t, '/api/user', u.cookie)).json<PublicUser>();
      expectError(await put(t, '/api/profile', { ...valid, ...over }, { cookie: u.cookie }), 400, 'validation', message);
      expect((await get(t, '/api/user', u.cookie)).json<PublicUser>()).toEqual(before);
    });

    it('ignores fields it does not own (xp, id)', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await put(t, '/api/profile', { ...valid, email: u.email, xpPoints: 9999, id: 'x', passwordHash: 'y' }, { cookie: u.cookie });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json<ProfileDto>()).sort()).toEqual(['email', 'gradeLevel', 'subjectInterests', 'username']);
      expect((await get(t, '/api/user', u.cookie)).json<PublicUser>()).toMatchObject({ id: u.id, xpPoints: 0 });
    });
  });

  describe('PUT /api/profile/password', () => {
    const app = useApp(dialect);
    const change = (t: TestApp, cookie: string, body: object) => put(t, '/api/profile/password', body, { cookie });

    it('changes the password, keeps this session and ends every other one', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = sessionCookie(await login(t, u.email, u.password));
      expect((await get(t, '/api/user', other)).statusCode).toBe(200);
      const res = await change(t, u.cookie, { currentPassword: u.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await get(t, '/api/user', u.cookie)).statusCode).toBe(200);
      expectError(await get(t, '/api/user', other), 401, 'unauthorized');
      expectError(await login(t, u.email, u.password), 401);
      expect((await login(t, u.email, 'brand-new-1')).statusCode).toBe(200);
      const row = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', u.id).executeTakeFirstOrThrow();
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    });

    it('voids a pending reset link', async () => {
      const t = app();
      const u = await registerUser(t);
      await post(t, '/api/forgot-password', { email: u.email });
      const token = t.mailer.lastResetToken(u.email);
      expect(token).toBeTruthy();
      expect((await change(t, u.cookie, { currentPassword: u.password, newPassword: 'second-pw', confirmPassword: 'second-pw' })).statusCode).toBe(200);
      expectError(await post(t, '/api/reset-password', { token: decodeURIComponent(token!), password: 'hijacked' }), 400, 'invalid_token');
    });

    it('answers 400 "Current password is incorrect" for a wrong current password and keeps the old one', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await change(t, u.cookie, { currentPassword: 'not-my-password', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
      expectError(res, 400, 'invalid_password', 'Current password is incorrect');
      expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    });

    it.each([
      ['a mismatched confirmation', { newPassword: 'abcdef', confirmPassword: 'abcdeg' }, "confirmPassword: New password and confirmation don't match."],
      ['a short new password', { newPassword: 'abc', confirmPassword: 'abc' }, 'newPassword: Password must be at least 6 characters long'],
      ['no current password', { currentPassword: '' }, 'currentPassword: Current password is required'],
      ['a 201-character new password', { newPassword: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) }, 'newPassword: Password is too long'],
    ])('answers 400 for %s', async (_label, over, message) => {
      const t = app();
      const u = await registerUser(t);
      expectError(await change(t, u.cookie, { currentPassword: u.password, newPassword: 'abcdef', confirmPassword: 'abcdef', ...over }), 400, 'validation', message);
      expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    });

    it('is rate limited per account: guessing the current password stops after 10 tries', async () => {
      const t = app();
      const u = await registerUser(t);
      for (let i = 0; i < 10; i += 1) {
        expectError(await change(t, u.cookie, { currentPassword: `guess-${i}`, newPassword: 'abcdef', confirmPassword: 'abcdef' }), 400, 'invalid_password');
      }
      expectError(await change(t, u.cookie, { currentPassword: u.password, newPassword: 'abcdef', confirmPassword: 'abcdef' }), 429, 'rate_limited');
      expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    });

    it('counts guesses per account, so a stolen session cannot get more by switching IP addresses', async () => {
      const t = app();
      const u = await registerUser(t);
      const from = (ip: string, currentPassword: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/profile/password',
          payload: { currentPassword, newPassword: 'abcdef', confirmPassword: 'abcdef' },
          headers: { cookie: u.cookie },
          remoteAddress: ip,
        });
      for (let i = 0; i < 10; i += 1) expectError(await from(`203.0.113.${i + 1}`, `guess-${i}`), 400, 'invalid_password');
      expectError(await from('198.51.100.7', u.password), 429, 'rate_limited');
      expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    });
  });

  describe('preferences', () => {
    const app = useApp(dialect);

    it("starts from the spec's defaults", async () => {
      const t = app();
      const u = await registerUser(t);
      expect(await readPreferences(t, u.cookie)).toEqual({
        emailNotifications: true,
        pushNotifications: false,
        studyReminders: true,
        weeklyReports: true,
        darkMode: true,
        language: 'English',
      });
    });

    it('saves them; dark mode, language and study reminders are the settings the Settings page shows', async () => {
      const t = app();
      const u = await registerUser(t);
      const body = { emailNotifications: false, pushNotifications: true, studyReminders: false, weeklyReports: false, darkMode: false, language: 'French' };
      const res = await put(t, '/api/profile/preferences', body, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Preferences>()).toEqual(body);
      expect(await readPreferences(t, u.cookie)).toEqual(body);
      const settings = (await get(t, '/api/user/settings', u.cookie)).json<UserSettings>();
      expect(settings).toMatchObject({ theme: 'light', language: 'French', dailyReminder: false });

      // And the other way round: the Settings page's save shows on the Preferences tab.
      await put(t, '/api/user/settings', { theme: 'dark', language: 'German', dailyReminder: true }, { cookie: u.cookie });
      expect(await readPreferences(t, u.cookie)).toEqual({ ...body, darkMode: true, language: 'German', studyReminders: true });
    });

    it('saves a single switch and keeps the rest', async () => {
      const t = app();
      const u = await registerUser(t);
      await put(t, '/api/profile/preferences', { weeklyReports: false }, { cookie: u.cookie });
      expect(await readPreferences(t, u.cookie)).toMatchObject({ weeklyReports: false, emailNotifications: true, darkMode: true });
    });

    it.each([
      ['a string for a switch', { emailNotifications: 'yes' }, 'emailNotifications'],
      ['language "Klingon"', { language: 'Klingon' }, 'language'],
      ['darkMode as a number', { darkMode: 1 }, 'darkMode'],
    ])('answers 400 for %s and saves nothing', async (_label, body, field) => {
      const t = app();
      const u = await registerUser(t);
      const err = expectError(await put(t, '/api/profile/preferences', { weeklyReports: false, ...body }, { cookie: u.cookie }), 400, 'validation');
      expect(err.message.startsWith(`${field}: `)).toBe(true);
      expect((await readPreferences(t, u.cookie)).weeklyReports).toBe(true);
    });

    it("never shows one student's preferences to another", async () => {
      const t = app();
      const a = await registerUser(t);
      const b = await registerUser(t);
      await put(t, '/api/profile/preferences', { darkMode: false, language: 'Spanish', emailNotifications: false }, { cookie: a.cookie });
      expect(await readPreferences(t, b.cookie)).toMatchObject({ darkMode: true, language: 'English', emailNotifications: true });
    });
  });

  describe('GET /api/dashboard/stats', () => {
    const app = useApp(dialect);

    it('is all zeros for a new student', async () => {
      const t = app();
      const u = await registerUser(t);
      expect(await readStats(t, u.cookie)).toEqual({
        studyStreak: 0,
        totalHours: 0,
        totalQuizzes: 0,
        totalNotes: 0,
        totalEssays: 0,
        totalStudyPlans: 0,
        averageScore: 0,
      });
    });

    it("counts the student's own work only", async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      await createNote(t, u.cookie, 'Short', '<p>A few words only.</p>');
      await createNote(t, u.cookie, 'Essay', `<p>${'word '.repeat(500)}</p>`);
      await createNote(t, u.cookie, 'Almost', `<p>${'word '.repeat(499)}</p>`);
      const full = await takeQuiz(t, u.cookie, true);
      const zero = await takeQuiz(t, u.cookie, false);
      expect(full).toBe(100);
      expect(zero).toBe(0);
      await recordActivity(t.database.db, { userId: u.id, kind: 'timer_session', minutes: 25, at: t.clock.now() });
      await recordActivity(t.database.db, { userId: u.id, kind: 'timer_session', minutes: 50, at: t.clock.now() });
      // Someone else's work never counts.
      await createNote(t, other.cookie, 'Theirs', `<p>${'word '.repeat(600)}</p>`);
      await takeQuiz(t, other.cookie, true);
      await recordActivity(t.database.db, { userId: other.id, kind: 'timer_session', minutes: 600, at: t.clock.now() });

      // Study plans are saved by the planner's optimiser; two of mine and one of theirs.
      for (const [owner, n] of [[u.id, 1], [u.id, 2], [other.id, 3]] as const) {
        await t.database.db
          .insertInto('study_plans')
          .values({
            id: `plan-${owner}-${n}`,
            user_id: owner,
            title: `Plan ${n}`,
            subjects: '[]',
            preferences: '{}',
            schedule: '[]',
            recommendations: '[]',
            unscheduled: '[]',
            time_zone: 'UTC',
            created_at: t.clock.now().toISOString(),
          })
          .execute();
      }

      const stats = await readStats(t, u.cookie);
      expect(stats).toMatchObject({ totalNotes: 3, totalEssays: 1, totalQuizzes: 2, averageScore: 50, totalStudyPlans: 2 });
      expect(stats.studyStreak).toBe(1);
      // 75 timer minutes plus whatever minutes the quizzes themselves recorded, in hours with one decimal.
      const minutes = await t.database.db.selectFrom('daily_activity').select('minutes').where('user_id', '=', u.id).execute();
      const total = minutes.reduce((s, r) => s + Number(r.minutes), 0);
      expect(total).toBeGreaterThanOrEqual(75);
      expect(stats.totalHours).toBe(Math.round((total / 60) * 10) / 10);
    });
  });

  describe('GET /api/user/export', () => {
    const app = useApp(dialect);

    it("downloads all of the student's data as a dated JSON attachment, and nothing of anyone else", async () => {
      const t = app();
      const u = await registerUser(t, { firstName: 'Exporter' });
      const other = await registerUser(t, { firstName: 'Stranger' });
      await seedEverything(t, u, 'MINE-7781');
      await seedEverything(t, other, 'THEIRS-4410');

      const res = await get(t, '/api/user/export', u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="studypilot-export-2026-03-02.json"');
      const data = res.json<UserExport>();
      expect(data.profile).toMatchObject({ id: u.id, email: u.email, firstName: 'Exporter' });
      expect(data.settings.studyGoals).toBe('Goals MINE-7781');
      expect(data.preferences.weeklyReports).toBe(false);
      expect(data.notes.map((n) => n.title)).toEqual(['Note MINE-7781']);
      expect(data.flashcards).toHaveLength(1);
      expect(data.flashcards[0]).toMatchObject({ front: 'Front MINE-7781', deckName: 'Deck MINE-7781' });
      expect(data.decks).toEqual([expect.objectContaining({ id: data.flashcards[0]?.deckId, name: 'Deck MINE-7781' })]);
      expect(data.flashcards[0].reviews).toHaveLength(1);
      expect(data.quizzes).toHaveLength(1);
      expect(data.quizzes[0].attempts).toMatchObject([{ score: 100 }]);
      expect(data.chatSessions).toHaveLength(1);
      expect(JSON.stringify(data.chatSessions[0].messages)).toContain('MINE-7781');
      expect(data.studySessions).toMatchObject([{ minutes: 25 }]);
      expect(data.studyEmails).toEqual([{ kind: 'daily_reminder', about: '2026-03-01', sentAt: expect.any(String) }]);
      expect(data.assignments).toMatchObject([{ title: 'Essay MINE-7781', importance: 'high', estimatedHours: 3, completed: false }]);
      expect(data.studyPlans).toMatchObject([{ title: 'Plan MINE-7781', subjects: ['English'] }]);
      // The perfect quiz unlocks achievements, exported with their names.
      expect(data.achievements.length).toBeGreaterThan(0);
      expect(data.achievements[0]).toHaveProperty('name');
      expect(data.xpEvents.length).toBeGreaterThan(0);
      expect(data.dailyActivity.length).toBeGreaterThan(0);

      const text = res.body;
      expect(text).not.toContain('THEIRS-4410');
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.id);
      // No secrets: no hashes of the password, PIN, sessions or reset tokens, and no user_id columns.
      const secrets = await t.database.db.selectFrom('users').select(['password_hash', 'pin_hash']).where('id', '=', u.id).executeTakeFirstOrThrow();
      const sessions = await t.database.db.selectFrom('sessions').select('id_hash').where('user_id', '=', u.id).execute();
      const tokens = await t.database.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', u.id).execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect(tokens.length).toBeGreaterThan(0);
      for (const s of [secrets.password_hash, secrets.pin_hash, ...sessions.map((r) => r.id_hash), ...tokens.map((r) => r.token_hash)]) {
        expect(text).not.toContain(s);
      }
      expect(text).not.toContain(u.cookie.slice(4));
      expect(text).not.toMatch(/argon2|password_?hash|pin_?hash|user_?id|id_?hash|token_?hash|"sid"/i);
    });

    it('is rate limited', async () => {
      const t = app();
      const u = await registerUser(t);
      for (let i = 0; i < 10; i += 1) expect((await get(t, '/api/user/export', u.cookie)).statusCode).toBe(200);
      expectError(await get(t, '/api/user/export', u.cookie), 429, 'rate_limited');
    });

    it('is rate limited per account, whatever the IP address', async () => {
      const t = app();
      const u = await registerUser(t);
      const from = (ip: string) => t.app.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: u.cookie }, remoteAddress: ip });
      for (let i = 0; i < 10; i += 1) expect((await from(`203.0.113.${i + 1}`)).statusCode).toBe(200);
      expectError(await from('198.51.100.7'), 429, 'rate_limited');
    });
  });

  describe('DELETE /api/user/account', () => {
    const app = useApp(dialect);

    it('deletes the account and every row of the student in every table, and only theirs', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      await seedEverything(t, u, 'GONE');
      await seedEverything(t, other, 'STAYS');
      const tables = await tablesWithUserId(t);
      for (const expected of ['assignments', 'chat_messages', 'chat_sessions', 'daily_activity', 'flashcard_reviews', 'flashcards', 'notes', 'password_reset_tokens', 'quiz_attempts', 'quizzes', 'sent_study_emails', 'sessions', 'study_plans', 'study_sessions', 'user_achievements', 'user_settings', 'xp_events']) {
        expect(tables).toContain(expected);
        expect(await rowsOf(t, expected, u.id), expected).toBeGreaterThan(0);
      }
      const otherBefore = Object.fromEntries(await Promise.all(tables.map(async (name) => [name, await rowsOf(t, name, other.id)])));

      const res = await del(t, '/api/user/account', u.cookie);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      const cleared = res.cookies.find((c) => c.name === 'sid');
      expect(cleared?.value).toBe('');

      for (const name of tables) expect(await rowsOf(t, name, u.id), name).toBe(0);
      expect(await t.database.db.selectFrom('users').select('id').where('id', '=', u.id).executeTakeFirst()).toBeUndefined();
      const otherAfter = Object.fromEntries(await Promise.all(tables.map(async (name) => [name, await rowsOf(t, name, other.id)])));
      expect(otherAfter).toEqual(otherBefore);

      // The old cookie is dead, the account cannot sign in, and the e-mail is free again.
      expectError(await get(t, '/api/user', u.cookie), 401, 'unauthorized');
      expectError(await login(t, u.email, u.password), 401);
      expect((await get(t, '/api/notes', other.cookie)).json<{ items: unknown[] }>().items).toHaveLength(1);
      const again = await post(t, '/api/register', { firstName: 'New', lastName: 'Me', email: u.email, password: 'secret123', backupPin: '1234', gradeLevel: 8 });
      expect(again.statusCode, again.body).toBe(201);
    });

    it('answers 401 for a second delete with the same cookie', async () => {
      const t = app();
      const u = await registerUser(t);
      expect((await del(t, '/api/user/account', u.cookie)).statusCode).toBe(204);
      expectError(await del(t, '/api/user/account', u.cookie), 401, 'unauthorized');
    });
  });
});
