import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import { TEST_DIALECTS, createTestApp, registerUser, sessionCookie, type TestApp } from '../test/harness';
import { get, post } from '../test/requests';
import { unlockAllAchievements } from '../test/achievements';
import { recordActivity } from './activity';

const DAY_MINUTES = 24 * 60;

describe.each(TEST_DIALECTS)('activity service (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  async function userRow(id: string) {
    return t.ctx.db
      .selectFrom('users')
      .select(['xp_points', 'current_streak', 'longest_streak', 'last_active_day'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function events(id: string) {
    return t.ctx.db.selectFrom('xp_events').select(['kind', 'xp', 'minutes', 'day', 'detail']).where('user_id', '=', id).orderBy('id').execute();
  }

  async function days(id: string) {
    return t.ctx.db.selectFrom('daily_activity').select(['day', 'events', 'xp', 'minutes']).where('user_id', '=', id).orderBy('day').execute();
  }

  it('adds XP up on the user row, in xp_events and in the daily ledger', async () => {
    const u = await registerUser(t);
    await unlockAllAchievements(t.ctx.db, u.id); // XP of the activity alone (achievements: features/achievements)
    const at = new Date('2026-03-02T09:00:00Z');
    const first = await recordActivity(t.ctx.db, { userId: u.id, kind: 'quiz_completed', at, minutes: 12, detail: { quizId: 'q1' } });
    expect(first).toEqual({ xpGained: 20, xpPoints: 20, currentStreak: 1, longestStreak: 1, day: '2026-03-02', unlocked: [] });
    await recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', at: new Date('2026-03-02T10:00:00Z') });
    const third = await recordActivity(t.ctx.db, { userId: u.id, kind: 'timer_session', xp: 7.4, minutes: 25, at: new Date('2026-03-02T11:00:00Z') });
    expect(third).toMatchObject({ xpGained: 7, xpPoints: 29, currentStreak: 1 });
    // Negative XP is never awarded.
    await recordActivity(t.ctx.db, { userId: u.id, kind: 'note_written', xp: -50, at: new Date('2026-03-02T11:30:00Z') });

    expect((await userRow(u.id)).xp_points).toBe(29);
    const ev = await events(u.id);
    expect(ev.map((e) => [e.kind, e.xp, e.minutes, e.day])).toEqual([
      ['quiz_completed', 20, 12, '2026-03-02'],
      ['chat_message', 2, 0, '2026-03-02'],
      ['timer_session', 7, 25, '2026-03-02'],
      ['note_written', 0, 0, '2026-03-02'],
    ]);
    expect(JSON.parse(ev[0].detail ?? 'null')).toEqual({ quizId: 'q1' });
    expect(ev[1].detail).toBeNull();
    expect(await days(u.id)).toEqual([{ day: '2026-03-02', events: 4, xp: 29, minutes: 37 }]);

    // The next day gets its own ledger row; the total keeps growing.
    await recordActivity(t.ctx.db, { userId: u.id, kind: 'cards_reviewed', xp: 10, minutes: 5, at: new Date('2026-03-03T08:00:00Z') });
    expect(await days(u.id)).toEqual([
      { day: '2026-03-02', events: 4, xp: 29, minutes: 37 },
      { day: '2026-03-03', events: 1, xp: 10, minutes: 5 },
    ]);
    expect((await userRow(u.id)).xp_points).toBe(39);
  });

  it('grows the streak on consecutive days, restarts it after a gap and keeps the longest', async () => {
    const u = await registerUser(t);
    const on = (iso: string) => recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', at: new Date(iso) });

    expect((await on('2026-03-01T10:00:00Z')).currentStreak).toBe(1);
    expect((await on('2026-03-02T23:59:00Z')).currentStreak).toBe(2);
    expect((await on('2026-03-02T08:00:00Z')).currentStreak).toBe(2); // same day: unchanged
    expect((await on('2026-03-03T00:01:00Z')).currentStreak).toBe(3);
    expect(await userRow(u.id)).toMatchObject({ current_streak: 3, longest_streak: 3, last_active_day: '2026-03-03' });

    // 2026-03-04 and 03-05 missed.
    const restart = await on('2026-03-06T12:00:00Z');
    expect(restart).toMatchObject({ currentStreak: 1, longestStreak: 3 });
    expect((await on('2026-03-07T12:00:00Z'))).toMatchObject({ currentStreak: 2, longestStreak: 3 });
    expect(await userRow(u.id)).toMatchObject({ current_streak: 2, longest_streak: 3, last_active_day: '2026-03-07' });

    // An event recorded late for an earlier day does not move the streak backwards.
    expect(await on('2026-03-05T12:00:00Z')).toMatchObject({ currentStreak: 2, longestStreak: 3 });
    expect((await userRow(u.id)).last_active_day).toBe('2026-03-07');

    for (const d of ['08', '09', '10']) await on(`2026-03-${d}T12:00:00Z`);
    expect(await userRow(u.id)).toMatchObject({ current_streak: 5, longest_streak: 5 });
  });

  it("counts the day in the student's own time zone", async () => {
    const la = await registerUser(t, { timezone: 'America/Los_Angeles' });
    const utc = await registerUser(t);
    const at = new Date('2026-03-02T03:00:00Z'); // 19:00 on 1 March in Los Angeles
    expect((await recordActivity(t.ctx.db, { userId: la.id, kind: 'note_written', at })).day).toBe('2026-03-01');
    expect((await recordActivity(t.ctx.db, { userId: utc.id, kind: 'note_written', at })).day).toBe('2026-03-02');
    expect((await events(la.id))[0].day).toBe('2026-03-01');
    expect((await days(la.id)).map((d) => d.day)).toEqual(['2026-03-01']);
    expect((await userRow(la.id)).last_active_day).toBe('2026-03-01');

    // 16:00 in Los Angeles on 2 March is the next local day: the streak grows.
    const next = await recordActivity(t.ctx.db, { userId: la.id, kind: 'note_written', at: new Date('2026-03-03T00:00:00Z') });
    expect(next).toMatchObject({ day: '2026-03-02', currentStreak: 2 });
  });

  it('falls back to UTC for an unknown time zone at sign-up', async () => {
    const u = await registerUser(t, { timezone: 'Mars/Olympus_Mons' });
    const row = await t.ctx.db.selectFrom('users').select('timezone').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.timezone).toBe('UTC');
    expect((await recordActivity(t.ctx.db, { userId: u.id, kind: 'note_written', at: new Date('2026-03-02T03:00:00Z') })).day).toBe('2026-03-02');
  });

  it('shows a lapsed streak as 0 in GET /api/user once the last active day is before yesterday', async () => {
    const u = await registerUser(t);
    await unlockAllAchievements(t.ctx.db, u.id); // XP of the activity alone (achievements: features/achievements)
    // A 30-day session, so moving the clock does not sign the user out.
    const cookie = sessionCookie(await post(t, '/api/login', { email: u.email, password: u.password, rememberMe: true }));
    const me = async () => (await get(t, '/api/user', cookie)).json<PublicUser>();

    await recordActivity(t.ctx.db, { userId: u.id, kind: 'quiz_completed', at: t.clock.now() });
    expect(await me()).toMatchObject({ currentStreak: 1, longestStreak: 1, xpPoints: 20 });

    t.clock.advanceMinutes(DAY_MINUTES); // the next day: still alive until the day ends
    expect(await me()).toMatchObject({ currentStreak: 1, longestStreak: 1 });

    t.clock.advanceMinutes(DAY_MINUTES); // two days later: lapsed
    expect(await me()).toMatchObject({ currentStreak: 0, longestStreak: 1, xpPoints: 20 });
    // The stored streak is not rewritten by reading it.
    expect((await userRow(u.id)).current_streak).toBe(1);

    // Activity today starts a new streak.
    await recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', at: t.clock.now() });
    expect(await me()).toMatchObject({ currentStreak: 1, longestStreak: 1, xpPoints: 22 });
  });

  it('writes nothing when the outer transaction fails', async () => {
    const u = await registerUser(t);
    await unlockAllAchievements(t.ctx.db, u.id); // XP of the activity alone (achievements: features/achievements)
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        const res = await recordActivity(trx, { userId: u.id, kind: 'quiz_completed', at: new Date('2026-03-02T09:00:00Z') });
        expect(res.xpPoints).toBe(20); // visible inside the transaction…
        throw new Error('the work being rewarded failed');
      }),
    ).rejects.toThrow('the work being rewarded failed');
    // …and gone after the rollback.
    expect(await userRow(u.id)).toMatchObject({ xp_points: 0, current_streak: 0, longest_streak: 0, last_active_day: null });
    expect(await events(u.id)).toEqual([]);
    expect(await days(u.id)).toEqual([]);
  });

  it('commits with the outer transaction when it succeeds', async () => {
    const u = await registerUser(t);
    await unlockAllAchievements(t.ctx.db, u.id); // XP of the activity alone (achievements: features/achievements)
    await t.ctx.db.transaction().execute(async (trx) => {
      await recordActivity(trx, { userId: u.id, kind: 'quiz_completed', at: new Date('2026-03-02T09:00:00Z') });
      await recordActivity(trx, { userId: u.id, kind: 'chat_message', at: new Date('2026-03-02T09:05:00Z') });
    });
    expect((await userRow(u.id)).xp_points).toBe(22);
    expect(await days(u.id)).toEqual([{ day: '2026-03-02', events: 2, xp: 22, minutes: 0 }]);
  });

  it('rejects an unknown user and writes nothing', async () => {
    const ghost = '01900000-0000-7000-8000-000000000000';
    await expect(recordActivity(t.ctx.db, { userId: ghost, kind: 'chat_message' })).rejects.toThrow();
    const rows = await t.ctx.db.selectFrom('xp_events').select('id').where('user_id', '=', ghost).execute();
    expect(rows).toEqual([]);
  });

  it('keeps concurrent awards for one user (no lost XP)', async () => {
    const u = await registerUser(t);
    await unlockAllAchievements(t.ctx.db, u.id); // XP of the activity alone (achievements: features/achievements)
    const at = new Date('2026-03-02T09:00:00Z');
    await Promise.all(Array.from({ length: 10 }, () => recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', at })));
    expect((await userRow(u.id)).xp_points).toBe(20);
    expect(await days(u.id)).toEqual([{ day: '2026-03-02', events: 10, xp: 20, minutes: 0 }]);
  });

  it('unlocks a level reached by two awards at once, once, on the XP they add up to', async () => {
    const u = await registerUser(t);
    await unlockAllAchievements(t.ctx.db, u.id);
    await t.ctx.db.deleteFrom('user_achievements').where('user_id', '=', u.id).where('achievement_id', '=', 'level-2').execute();
    await t.ctx.db.updateTable('users').set({ xp_points: 985 }).where('id', '=', u.id).execute();
    const at = new Date('2026-03-02T09:00:00Z');
    // Each alone stays below level 2 (1,000 XP); together they reach it.
    const results = await Promise.all([1, 2].map(() => recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', xp: 10, at })));
    expect(results.flatMap((r) => r.unlocked.map((a) => a.id))).toEqual(['level-2']);
    const level2 = await t.ctx.db.selectFrom('user_achievements').select('achievement_id').where('user_id', '=', u.id).where('achievement_id', '=', 'level-2').execute();
    expect(level2).toHaveLength(1);
    expect((await userRow(u.id)).xp_points).toBe(985 + 20 + 50);
  });
});

describe.each(TEST_DIALECTS)('activity service: cost of one award (%s)', (dialect) => {
  let t: TestApp;
  let statements: string[] | null = null;
  beforeAll(async () => {
    t = await createTestApp(dialect, { onQuery: (q) => statements?.push(q.sql) });
  });
  afterAll(async () => t.close());

  it('records a card review in a fixed handful of statements: nothing is read back and the catalogue is not read per award', async () => {
    const u = await registerUser(t);
    const first = (await post(t, '/api/flashcards', { front: 'a', back: 'b', deckName: 'Deck' }, { cookie: u.cookie })).json<{ id: string }>();
    const second = (await post(t, '/api/flashcards', { front: 'c', back: 'd', deckName: 'Deck' }, { cookie: u.cookie })).json<{ id: string }>();
    expect((await post(t, `/api/flashcards/${first.id}/review`, { rating: 'good' }, { cookie: u.cookie })).statusCode).toBe(200);

    statements = [];
    const res = await post(t, `/api/flashcards/${second.id}/review`, { rating: 'good' }, { cookie: u.cookie });
    // Statements (PostgreSQL logs its begin and commit too).
    const ran = statements.filter((q) => !/^(begin|commit)\b/.test(q));
    statements = null;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ card: { id: string; deckName: string } }>().card).toMatchObject({ id: second.id, deckName: 'Deck' });
    // The session (with the settings row), the card with its deck, its update, the review log, then
    // the award: xp event, totals, day, the user update (the streak as the session read it), and the
    // unlock check.
    expect(ran.length, ran.join('\n')).toBeLessThanOrEqual(9);
    expect(ran.filter((q) => /from "user_settings"/.test(q) && !/"sessions"/.test(q))).toEqual([]);
    expect(ran.filter((q) => /^select/.test(q) && /from "users"/.test(q) && !/"sessions"/.test(q))).toEqual([]);
    expect(ran.filter((q) => /from "achievements"/.test(q))).toEqual([]);
    expect(ran.filter((q) => /^select/.test(q) && /from "flashcards"/.test(q))).toHaveLength(1);
  });
});

describe.each(TEST_DIALECTS)('activity service: the streak the session read (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('writes the streak from the row as the session read it, and from the row read again when it has changed since', async () => {
    const u = await registerUser(t);
    await t.ctx.db.updateTable('users').set({ current_streak: 5, longest_streak: 7, last_active_day: '2026-03-01', xp_points: 100 }).where('id', '=', u.id).execute();
    const at = new Date('2026-03-02T09:00:00Z');
    const seen = { timezone: 'UTC', current_streak: 5, longest_streak: 7, last_active_day: '2026-03-01' };
    const fresh = await recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', xp: 10, at, known: seen });
    expect(fresh).toMatchObject({ currentStreak: 6, longestStreak: 7, day: '2026-03-02' });
    // The session read the row before the award above: its streak is stale, so the row is read again.
    const stale = await recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', xp: 10, at, known: seen });
    expect(stale).toMatchObject({ currentStreak: 6, longestStreak: 7 });
    // A stale row from an earlier day does not lower or reset what is stored.
    const older = await recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', xp: 10, at, known: { timezone: 'UTC', current_streak: 1, longest_streak: 1, last_active_day: null } });
    expect(older).toMatchObject({ currentStreak: 6, longestStreak: 7 });
    const row = await t.ctx.db.selectFrom('users').select(['current_streak', 'longest_streak', 'last_active_day', 'xp_points']).where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ current_streak: 6, longest_streak: 7, last_active_day: '2026-03-02' });
    // Every award's XP is in the row (achievements' too), whichever way its streak was written.
    expect(Number(row.xp_points)).toBe(older.xpPoints);
    expect(Number(row.xp_points)).toBeGreaterThanOrEqual(130);
  });
});

describe.each(TEST_DIALECTS)('the session row serves the request (%s)', (dialect) => {
  let t: TestApp;
  let statements: string[] | null = null;
  beforeAll(async () => {
    t = await createTestApp(dialect, { onQuery: (q) => statements?.push(q.sql) });
  });
  afterAll(async () => t.close());

  /** The statements one request runs (begin and commit left out). */
  async function ran(request: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> {
    statements = [];
    const res = await request();
    const seen = statements.filter((q) => !/^(begin|commit)\b/.test(q));
    statements = null;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return seen;
  }

  it('takes the time zone and the notes revision from the row read with the session, and a save reads nothing back after its write', async () => {
    const u = await registerUser(t);
    await post(t, '/api/flashcards', { front: 'a', back: 'b', deckName: 'Deck' }, { cookie: u.cookie });
    const note = (await post(t, '/api/notes', { title: 'Cells', content: '<p>one two</p>', subject: 'Science' }, { cookie: u.cookie })).json<{ id: string; version: number }>();
    const readsUser = (qs: string[]) => qs.filter((q) => /^select/.test(q) && /from "users"/.test(q) && !/"sessions"/.test(q));

    const decks = await ran(() => get(t, '/api/decks?limit=3', u.cookie));
    expect(readsUser(decks)).toEqual([]);
    // Session, the page, the totals (one statement), today's new cards, the page's counts.
    expect(decks.length, decks.join('\n')).toBeLessThanOrEqual(5);
    expect(readsUser(await ran(() => get(t, '/api/study-sessions?days=7', u.cookie)))).toEqual([]);
    // The settings row comes with the session: never saved (the defaults), then as saved.
    const settings = await ran(() => get(t, '/api/user/settings', u.cookie));
    expect(settings, settings.join('\n')).toHaveLength(1);
    expect((await get(t, '/api/user/settings', u.cookie)).json()).toMatchObject({ desiredRetention: 0.9, theme: 'dark', detailedExplanations: true });
    const put = await t.app.inject({ method: 'PUT', url: '/api/user/settings', headers: { cookie: u.cookie }, payload: { firstName: 'Ann', lastName: 'Lee', desiredRetention: 0.85, theme: 'light', detailedExplanations: false } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await ran(() => get(t, '/api/user/settings', u.cookie))).toHaveLength(1);
    expect((await get(t, '/api/user/settings', u.cookie)).json()).toMatchObject({ firstName: 'Ann', desiredRetention: 0.85, theme: 'light', detailedExplanations: false });
    const list = await ran(() => get(t, '/api/notes', u.cookie));
    expect(readsUser(list)).toEqual([]);
    expect(list, list.join('\n')).toHaveLength(2);

    const save = await ran(() => t.app.inject({ method: 'PATCH', url: `/api/notes/${note.id}`, headers: { cookie: u.cookie }, payload: { content: '<p>one two three four</p>', version: note.version } }));
    expect(readsUser(save)).toEqual([]);
    // Session, the note, its update (returning the row), the revision bump: and the XP of the day.
    expect(save.filter((q) => /^select/.test(q) && /from "notes"/.test(q)), save.join('\n')).toHaveLength(1);
    // The saved note is what the save answered, and the list sees the new revision.
    const saved = (await get(t, `/api/notes/${note.id}`, u.cookie)).json<{ content: string; version: number }>();
    expect(saved).toMatchObject({ content: '<p>one two three four</p>', version: note.version + 1 });
    const listed = (await get(t, '/api/notes', u.cookie)).json<{ items: Array<{ id: string; wordCount: number }> }>();
    expect(listed.items.find((n) => n.id === note.id)?.wordCount).toBe(4);
  });
});
