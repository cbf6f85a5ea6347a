import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import type { StudySessionResultDto, StudySessionsDto } from '@common/schemas/timer';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { expectError, get, post } from '../../test/requests';
import { TIMER_MESSAGES, timerXp } from './service';

const MINUTE = 60_000;

/** A focus session of `minutes` that ended `endedMinutesAgo` before the test clock. */
function session(t: TestApp, minutes: number, endedMinutesAgo = 0, over: Record<string, unknown> = {}) {
  const end = t.clock.now().getTime() - endedMinutesAgo * MINUTE;
  return {
    id: randomUUID(),
    minutes,
    startedAt: new Date(end - minutes * MINUTE).toISOString(),
    endedAt: new Date(end).toISOString(),
    ...over,
  };
}

async function dailyActivity(t: TestApp, userId: string) {
  return t.database.db.selectFrom('daily_activity').select(['day', 'minutes', 'xp', 'events']).where('user_id', '=', userId).execute();
}

async function timerEvents(t: TestApp, userId: string) {
  return t.database.db.selectFrom('xp_events').select(['xp', 'minutes', 'day']).where('user_id', '=', userId).where('kind', '=', 'timer_session').execute();
}

async function xpOf(t: TestApp, cookie: string): Promise<number> {
  return (await get(t, '/api/user', cookie)).json<PublicUser>().xpPoints;
}

describe.each(TEST_DIALECTS)('study sessions (%s)', (dialect) => {
  const app = appPerBlock(dialect);

  it('refuses signed-out requests with 401', async () => {
    const t = app();
    expectError(await post(t, '/api/study-sessions', session(t, 25)), 401, 'unauthorized');
    expectError(await get(t, '/api/study-sessions?days=7'), 401, 'unauthorized');
  });

  it('records a focus session once: minutes and XP land in the daily ledger in the same step', async () => {
    const t = app();
    const u = await registerUser(t);
    const body = session(t, 25);
    const res = await post(t, '/api/study-sessions', body, { cookie: u.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json<StudySessionResultDto>();
    expect(first.xpGained).toBe(timerXp(25));
    expect(first.session).toEqual({
      id: body.id,
      minutes: 25,
      startedAt: body.startedAt,
      endedAt: body.endedAt,
      day: '2026-03-02',
      createdAt: t.clock.now().toISOString(),
    });
    expect(Object.keys(first.session).sort()).toEqual(['createdAt', 'day', 'endedAt', 'id', 'minutes', 'startedAt']);
    const ledger = await dailyActivity(t, u.id);
    expect(ledger).toMatchObject([{ day: '2026-03-02', minutes: 25, events: 1 }]);
    expect(await timerEvents(t, u.id)).toEqual([{ xp: 10, minutes: 25, day: '2026-03-02' }]);
    // At least the session's XP (an achievement it unlocks may add its own).
    const xpAfter = await xpOf(t, u.cookie);
    expect(xpAfter).toBeGreaterThanOrEqual(10);
    const me = (await get(t, '/api/user', u.cookie)).json<PublicUser>();
    expect(me.currentStreak).toBe(1);

    // The same id again (a retry after a lost answer): the first result, nothing awarded twice.
    t.clock.advanceMinutes(3);
    const again = await post(t, '/api/study-sessions', body, { cookie: u.cookie });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<StudySessionResultDto>()).toEqual(first);
    // Even with different numbers: the id names the session, the first report stands.
    const altered = await post(t, '/api/study-sessions', { ...body, minutes: 90, startedAt: new Date(Date.parse(body.endedAt) - 90 * MINUTE).toISOString() }, { cookie: u.cookie });
    expect(altered.statusCode, altered.body).toBe(200);
    expect(altered.json<StudySessionResultDto>()).toEqual(first);
    expect(await timerEvents(t, u.id)).toHaveLength(1);
    expect(await dailyActivity(t, u.id)).toEqual(ledger);
    expect(await xpOf(t, u.cookie)).toBe(xpAfter);
  });

  it('answers one result when the same session is posted twice at once', async () => {
    const t = app();
    const u = await registerUser(t);
    const body = session(t, 20, 600);
    const [a, b] = await Promise.all([
      post(t, '/api/study-sessions', body, { cookie: u.cookie }),
      post(t, '/api/study-sessions', body, { cookie: u.cookie }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await timerEvents(t, u.id)).toHaveLength(1);
  });

  it('lists recent sessions newest first with today’s focus minutes in the student’s zone', async () => {
    const t = app();
    // 12:00 UTC is 07:00 in New York: a session that ended at 03:00 UTC was "yesterday" there.
    const u = await registerUser(t, { timezone: 'America/New_York' });
    const yesterday = session(t, 30, 9 * 60);
    const morning = session(t, 25, 120);
    const now = session(t, 15, 0);
    for (const body of [yesterday, morning, now]) {
      const res = await post(t, '/api/study-sessions', body, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(201);
    }
    const old = session(t, 25, 6 * 24 * 60);
    expect((await post(t, '/api/study-sessions', old, { cookie: u.cookie })).statusCode).toBe(201);

    const res = await get(t, '/api/study-sessions?days=7', u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<StudySessionsDto>();
    expect(list.today).toBe('2026-03-02');
    expect(list.sessions.map((s) => s.id)).toEqual([now.id, morning.id, yesterday.id, old.id]);
    expect(list.sessions.map((s) => s.day)).toEqual(['2026-03-02', '2026-03-02', '2026-03-01', '2026-02-24']);
    expect(list.todayMinutes).toBe(40);
    expect(list.todaySessions).toBe(2);

    const one = (await get(t, '/api/study-sessions?days=1', u.cookie)).json<StudySessionsDto>();
    expect(one.sessions.map((s) => s.id)).toEqual([now.id, morning.id, yesterday.id]);
    expect(one.todayMinutes).toBe(40);
    // Default window is 7 days.
    expect((await get(t, '/api/study-sessions', u.cookie)).json<StudySessionsDto>().sessions).toHaveLength(4);

    // Another student sees none of them.
    const other = await registerUser(t);
    const theirs = (await get(t, '/api/study-sessions?days=90', other.cookie)).json<StudySessionsDto>();
    expect(theirs).toMatchObject({ sessions: [], todayMinutes: 0, todaySessions: 0 });
  });

  it('refuses malformed and implausible sessions with 400 and records nothing', async () => {
    const t = app();
    const u = await registerUser(t);
    const send = (body: Record<string, unknown>) => post(t, '/api/study-sessions', body, { cookie: u.cookie });
    const base = session(t, 25);

    for (const bad of [
      { ...base, id: 'not-a-uuid' },
      { ...base, minutes: 0 },
      { ...base, minutes: 181 },
      { ...base, minutes: 2.5 },
      { ...base, minutes: '25' },
      { ...base, startedAt: 'yesterday' },
      { ...base, endedAt: '2026-03-02' },
      { id: base.id, minutes: 25 },
    ]) {
      expectError(await send(bad), 400, 'validation');
    }

    const end = t.clock.now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const cases: Array<[Record<string, unknown>, string]> = [
      // 25 minutes claimed in 10 minutes of wall-clock time.
      [{ ...base, id: randomUUID(), startedAt: iso(end - 10 * MINUTE) }, TIMER_MESSAGES.tooShort],
      // Ends an hour from now.
      [{ ...base, id: randomUUID(), startedAt: iso(end + 35 * MINUTE), endedAt: iso(end + 60 * MINUTE) }, TIMER_MESSAGES.startedInFuture],
      [{ ...base, id: randomUUID(), startedAt: iso(end - 20 * MINUTE), endedAt: iso(end + 10 * MINUTE) }, TIMER_MESSAGES.inFuture],
      // Paused for more than a day.
      [{ ...base, id: randomUUID(), startedAt: iso(end - 25 * 60 * MINUTE) }, TIMER_MESSAGES.tooLong],
      // Eight days ago.
      [{ ...session(t, 25, 8 * 24 * 60), id: randomUUID() }, TIMER_MESSAGES.tooOld],
      // Ends before it starts.
      [{ ...base, id: randomUUID(), startedAt: iso(end + MINUTE), endedAt: iso(end) }, TIMER_MESSAGES.tooShort],
    ];
    for (const [bad, message] of cases) expectError(await send(bad), 400, 'bad_request', message);

    // A small clock skew is fine, and pauses make a session span more than its minutes.
    const skewed = { id: randomUUID(), minutes: 25, startedAt: iso(end - 60 * MINUTE), endedAt: iso(end + MINUTE) };
    expect((await send(skewed)).statusCode).toBe(201);

    // A second session over the same time cannot both be real.
    expectError(await send({ ...session(t, 25, 10), id: randomUUID() }), 400, 'bad_request', TIMER_MESSAGES.overlaps);
    // Back-to-back is fine (a skipped break).
    expect((await send(session(t, 25, -1, { startedAt: iso(end + MINUTE), endedAt: iso(end + 2 * MINUTE), minutes: 1 }))).statusCode).toBe(201);

    expect(await timerEvents(t, u.id)).toHaveLength(2);
    expectError(await get(t, '/api/study-sessions?days=0', u.cookie), 400, 'validation');
    expectError(await get(t, '/api/study-sessions?days=91', u.cookie), 400, 'validation');
    expectError(await get(t, '/api/study-sessions?days=week', u.cookie), 400, 'validation');
  });

  it('does not let one student replay or claim another student’s session id', async () => {
    const t = app();
    const a = await registerUser(t);
    const b = await registerUser(t);
    const body = session(t, 25, 300);
    expect((await post(t, '/api/study-sessions', body, { cookie: a.cookie })).statusCode).toBe(201);
    const res = await post(t, '/api/study-sessions', body, { cookie: b.cookie });
    expectError(res, 409, 'conflict', TIMER_MESSAGES.idTaken);
    expect(await timerEvents(t, b.id)).toHaveLength(0);
    expect((await get(t, '/api/study-sessions', b.cookie)).json<StudySessionsDto>().sessions).toHaveLength(0);
  });

  it('scales XP with the length of the session', () => {
    expect(timerXp(25)).toBe(10);
    expect(timerXp(50)).toBe(20);
    expect(timerXp(1)).toBe(1);
    expect(timerXp(180)).toBe(72);
  });

  it('rate-limits posting sessions per student', async () => {
    const t = app();
    const u = await registerUser(t);
    // Each post is refused as implausible, but every one counts toward the limit.
    const bad = { ...session(t, 25), startedAt: t.clock.now().toISOString() };
    let limited = 0;
    for (let i = 0; i < 32; i++) {
      const res = await post(t, '/api/study-sessions', { ...bad, id: randomUUID() }, { cookie: u.cookie });
      if (res.statusCode === 429) limited += 1;
      else expect(res.statusCode).toBe(400);
    }
    expect(limited).toBe(2);
    const res = await post(t, '/api/study-sessions', session(t, 5, 2000), { cookie: u.cookie });
    expectError(res, 429, 'rate_limited');
    // Another student is not affected.
    const other = await registerUser(t);
    expect((await post(t, '/api/study-sessions', session(t, 5, 3000), { cookie: other.cookie })).statusCode).toBe(201);
  });
});
