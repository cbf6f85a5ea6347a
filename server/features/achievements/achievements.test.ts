import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import type { AchievementDto, StudyAnalyticsDto, UserAchievementDto } from '@common/schemas/achievements';
import type { QuizDto } from '@common/schemas/quizzes';
import { recordActivity } from '../../lib/activity';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { expectError, get, post } from '../../test/requests';
import { quizXp } from '../quizzes/service';

const BIOLOGY = `Photosynthesis is the process by which green plants use sunlight to make glucose. It takes place in the chloroplasts, which contain a green pigment called chlorophyll. The mitochondria are the powerhouse of the cell. During respiration, cells break down glucose to release energy. Carbon dioxide enters the leaf through small pores called stomata. In 1771, Joseph Priestley showed that plants restore air. Oxygen is released as a by-product of photosynthesis. The Calvin cycle uses ATP and NADPH to fix carbon dioxide. Chlorophyll absorbs red and blue light and reflects green light. Water is absorbed by the roots and carried to the leaves through the xylem.`;

async function achievements(t: TestApp, cookie: string): Promise<AchievementDto[]> {
  const res = await get(t, '/api/achievements', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AchievementDto[]>();
}

async function unlocked(t: TestApp, cookie: string): Promise<UserAchievementDto[]> {
  const res = await get(t, '/api/user-achievements', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserAchievementDto[]>();
}

async function analytics(t: TestApp, cookie: string): Promise<StudyAnalyticsDto> {
  const res = await get(t, '/api/study-analytics', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StudyAnalyticsDto>();
}

async function xpOf(t: TestApp, cookie: string): Promise<number> {
  return (await get(t, '/api/user', cookie)).json<PublicUser>().xpPoints;
}

async function unlockEvents(t: TestApp, userId: string) {
  const rows = await t.database.db
    .selectFrom('xp_events')
    .select(['xp', 'detail'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'achievement_unlocked')
    .execute();
  return rows.map((r) => ({ xp: r.xp, achievementId: (JSON.parse(r.detail ?? '{}') as { achievementId?: string }).achievementId }));
}

/** Generates a quiz from the passage on the offline engine and submits it with every answer right, or with none. */
async function takeQuiz(t: TestApp, cookie: string, perfect: boolean) {
  const gen = await post(t, '/api/quizzes/generate', { topic: BIOLOGY, questionCount: 5, questionType: 'fill-blank', subject: 'Biology' }, { cookie });
  expect(gen.statusCode, gen.body).toBe(201);
  const quiz = gen.json<QuizDto>();
  const row = await t.database.db.selectFrom('quizzes').select('questions').where('id', '=', quiz.id).executeTakeFirstOrThrow();
  const questions = JSON.parse(row.questions) as { correct: string }[];
  const answers = Object.fromEntries(questions.map((q, i) => [String(i), perfect ? q.correct : 'not the answer']));
  const res = await post(t, `/api/quizzes/${quiz.id}/submit`, { answers }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ score: number }>();
}

describe.each(TEST_DIALECTS)('achievements API (%s)', (dialect) => {
  describe('signed out', () => {
    const app = appPerBlock(dialect);

    it('answers 401 on every achievements endpoint', async () => {
      const t = app();
      for (const url of ['/api/achievements', '/api/user-achievements', '/api/study-analytics']) {
        expectError(await get(t, url), 401, 'unauthorized');
        expectError(await get(t, url, 'sid=garbage'), 401, 'unauthorized');
      }
    });
  });

  describe('a new student', () => {
    const app = appPerBlock(dialect);

    it('sees the whole catalogue locked with zero progress, nothing unlocked and empty analytics', async () => {
      const t = app();
      const u = await registerUser(t);
      const list = await achievements(t, u.cookie);
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
      for (const a of list) {
        expect(a).toMatchObject({ unlocked: false, unlockedAt: null, progress: { current: 0, percent: 0 } });
        expect(['Trophy', 'Star', 'Award', 'Zap']).toContain(a.iconName);
        expect(['gold', 'silver', 'bronze']).toContain(a.badgeColor);
        expect(a.xpReward).toBeGreaterThan(0);
        expect(a.name.length).toBeGreaterThan(0);
        expect(a.description.length).toBeGreaterThan(0);
      }
      // Every area of the product has something to earn.
      const kinds = new Set(list.map((a) => a.rule.kind));
      for (const k of ['chat_messages', 'notes_written', 'quizzes_completed', 'perfect_quizzes', 'cards_reviewed', 'plans_created', 'assignments_completed', 'streak_days', 'study_minutes', 'level']) {
        expect(kinds).toContain(k);
      }
      expect(list.find((a) => a.id === 'first-quiz')).toMatchObject({ name: 'First Quiz', progress: { current: 0, target: 1, percent: 0 } });
      expect(await unlocked(t, u.cookie)).toEqual([]);

      const stats = await analytics(t, u.cookie);
      expect(stats.days).toHaveLength(30);
      expect(stats.days[29]).toEqual({ day: '2026-03-02', xp: 0, minutes: 0, events: 0 });
      expect(stats.days[0].day).toBe('2026-02-01');
      expect(stats).toMatchObject({
        totals: [],
        totalXp: 0,
        totalMinutes: 0,
        currentStreak: 0,
        longestStreak: 0,
        level: { level: 1, xpInLevel: 0, percent: 0 },
        achievements: { unlocked: 0, total: list.length, percent: 0, xpFromAchievements: 0 },
      });
    });
  });

  describe('unlocking', () => {
    const app = appPerBlock(dialect);

    it("a quiz submitted through the API unlocks 'First Quiz' once, with its XP, for that student only", async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      const catalogue = await achievements(t, u.cookie);
      const reward = catalogue.find((a) => a.id === 'first-quiz')?.xpReward ?? NaN;

      const result = await takeQuiz(t, u.cookie, false);
      expect(result.score).toBe(0);
      const mine = await unlocked(t, u.cookie);
      expect(mine).toEqual([
        { achievementId: 'first-quiz', unlockedAt: '2026-03-02T12:00:00.000Z', name: 'First Quiz', description: 'Complete your first quiz', iconName: 'Trophy', badgeColor: 'bronze', xpReward: reward },
      ]);
      expect(await xpOf(t, u.cookie)).toBe(quizXp(0) + reward);
      expect(await unlockEvents(t, u.id)).toEqual([{ xp: reward, achievementId: 'first-quiz' }]);
      // Not a perfect score: that one stays locked.
      const list = await achievements(t, u.cookie);
      expect(list.find((a) => a.id === 'first-quiz')).toMatchObject({ unlocked: true, unlockedAt: '2026-03-02T12:00:00.000Z', progress: { current: 1, target: 1, percent: 100 } });
      expect(list.find((a) => a.id === 'perfect-score')).toMatchObject({ unlocked: false, progress: { current: 0 } });
      expect(list.find((a) => a.id === 'quiz-enthusiast')).toMatchObject({ unlocked: false, progress: { current: 1, target: 10, percent: 10 } });

      // A second quiz, now perfect: 'Perfect Score' unlocks, 'First Quiz' is not awarded again.
      t.clock.advanceMinutes(5);
      await takeQuiz(t, u.cookie, true);
      const after = await unlocked(t, u.cookie);
      expect(after.map((a) => a.achievementId)).toEqual(['perfect-score', 'first-quiz']);
      expect((await unlockEvents(t, u.id)).map((e) => e.achievementId).sort()).toEqual(['first-quiz', 'perfect-score']);

      // Analytics tell the same story.
      const stats = await analytics(t, u.cookie);
      const perfectReward = list.find((a) => a.id === 'perfect-score')?.xpReward ?? NaN;
      expect(stats.achievements).toEqual({
        unlocked: 2,
        total: list.length,
        percent: Math.round((2 / list.length) * 100),
        xpFromAchievements: reward + perfectReward,
      });
      expect(stats.totals.find((x) => x.kind === 'quiz_completed')).toMatchObject({ events: 2, xp: quizXp(0) + quizXp(100) });
      expect(stats.totals.find((x) => x.kind === 'achievement_unlocked')).toMatchObject({ events: 2, xp: reward + perfectReward });
      expect(stats.totalXp).toBe(await xpOf(t, u.cookie));
      expect(stats.days[29]).toMatchObject({ day: '2026-03-02', events: 2, xp: stats.totalXp });
      expect(stats.currentStreak).toBe(1);

      // The other student has earned nothing and sees nothing of the first one's.
      expect(await unlocked(t, other.cookie)).toEqual([]);
      expect((await achievements(t, other.cookie)).every((a) => !a.unlocked)).toBe(true);
      expect((await analytics(t, other.cookie)).achievements.unlocked).toBe(0);
    });

    it('keeps the per-kind activity totals equal to the events they sum, which progress and analytics read', async () => {
      const t = app();
      const u = await registerUser(t);
      for (let i = 0; i < 60; i += 1) await recordActivity(t.database.db, { userId: u.id, kind: 'cards_reviewed', at: t.clock.now() });
      await recordActivity(t.database.db, { userId: u.id, kind: 'timer_session', minutes: 25, at: t.clock.now() });
      await takeQuiz(t, u.cookie, true);
      const grouped = await t.database.db
        .selectFrom('xp_events')
        .select((eb) => ['kind', eb.fn.countAll<number | string>().as('events'), eb.fn.sum<number | string>('xp').as('xp'), eb.fn.sum<number | string>('minutes').as('minutes')])
        .where('user_id', '=', u.id)
        .groupBy('kind')
        .execute();
      const totals = await t.database.db.selectFrom('activity_totals').select(['kind', 'events', 'xp', 'minutes']).where('user_id', '=', u.id).execute();
      const norm = (rows: Array<{ kind: string; events: unknown; xp: unknown; minutes: unknown }>) =>
        rows.map((r) => ({ kind: r.kind, events: Number(r.events), xp: Number(r.xp), minutes: Number(r.minutes) })).sort((a, b) => a.kind.localeCompare(b.kind));
      expect(norm(totals)).toEqual(norm(grouped));
      expect(norm(totals).find((r) => r.kind === 'cards_reviewed')).toMatchObject({ events: 60 });
      const cards = (await achievements(t, u.cookie)).filter((a) => a.rule.threshold > 0 && a.rule.kind === 'cards_reviewed');
      expect(cards.length).toBeGreaterThan(0);
      for (const a of cards) expect(a.progress.current).toBe(a.unlocked ? a.progress.target : 60);
      expect((await analytics(t, u.cookie)).totals.find((x) => x.kind === 'cards_reviewed')).toMatchObject({ events: 60 });
    });

    it('never awards an achievement twice under repeated or parallel activity', async () => {
      const t = app();
      const u = await registerUser(t);
      const at = new Date('2026-03-02T09:00:00Z');
      const results = await Promise.all(
        Array.from({ length: 12 }, () => recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', at })),
      );
      // Exactly one of the parallel calls reports the unlock.
      const reported = results.flatMap((r) => r.unlocked.map((a) => a.id));
      expect(reported).toEqual(['first-question']);
      const reward = results.flatMap((r) => r.unlocked).find((a) => a.id === 'first-question')?.xpReward ?? NaN;
      expect(await unlockEvents(t, u.id)).toEqual([{ xp: reward, achievementId: 'first-question' }]);
      expect(await xpOf(t, u.cookie)).toBe(12 * 2 + reward);

      // More of the same activity changes nothing.
      for (let i = 0; i < 3; i += 1) {
        expect((await recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', at })).unlocked).toEqual([]);
      }
      const rows = await t.database.db.selectFrom('user_achievements').select('achievement_id').where('user_id', '=', u.id).execute();
      expect(rows.map((r) => r.achievement_id)).toEqual(['first-question']);
      const day = await t.database.db.selectFrom('daily_activity').select(['events', 'xp']).where('user_id', '=', u.id).executeTakeFirstOrThrow();
      expect({ events: Number(day.events), xp: Number(day.xp) }).toEqual({ events: 15, xp: 15 * 2 + reward });
    });

    it('unlocks streak, study-time and level achievements, and lets reward XP lift the level', async () => {
      const t = app();
      const u = await registerUser(t);
      const on = (iso: string, minutes = 0) => recordActivity(t.ctx.db, { userId: u.id, kind: 'timer_session', xp: 0, minutes, at: new Date(iso) });
      expect((await on('2026-03-01T10:00:00Z', 30)).unlocked).toEqual([]);
      expect((await on('2026-03-02T10:00:00Z', 30)).unlocked.map((a) => a.id)).toEqual(['study-hour']);
      expect((await on('2026-03-03T10:00:00Z')).unlocked.map((a) => a.id)).toEqual(['streak-3']);

      // Bring the student close to level 2 (as if after much study): the next rewards cross it.
      await t.database.db.updateTable('users').set({ xp_points: 960 }).where('id', '=', u.id).execute();
      const res = await recordActivity(t.ctx.db, { userId: u.id, kind: 'chat_message', at: new Date('2026-03-03T11:00:00Z') });
      // 960 + 2 + 25 (first question) = 987: still level 1.
      expect(res.unlocked.map((a) => a.id)).toEqual(['first-question']);
      expect(res.xpPoints).toBe(987);
      const next = await recordActivity(t.ctx.db, { userId: u.id, kind: 'note_written', at: new Date('2026-03-03T12:00:00Z') });
      // 987 + 5 + 25 (first note) = 1017: level 2, whose own reward is added in the same call.
      expect(next.unlocked.map((a) => a.id)).toEqual(['first-note', 'level-2']);
      expect(next.xpPoints).toBe(1017 + 50);
      expect(await xpOf(t, u.cookie)).toBe(1067);
      const list = await achievements(t, u.cookie);
      expect(list.find((a) => a.id === 'level-5')).toMatchObject({ unlocked: false, progress: { current: 1067, target: 4000, percent: 26 } });
      expect(list.find((a) => a.id === 'streak-7')).toMatchObject({ unlocked: false, progress: { current: 3, target: 7 } });
    });

    it('unlocks nothing when the activity that earned it is rolled back', async () => {
      const t = app();
      const u = await registerUser(t);
      await expect(
        t.ctx.db.transaction().execute(async (trx) => {
          const res = await recordActivity(trx, { userId: u.id, kind: 'quiz_completed', detail: { score: 100 } });
          expect(res.unlocked.map((a) => a.id)).toEqual(['first-quiz', 'perfect-score']);
          throw new Error('the quiz failed to save');
        }),
      ).rejects.toThrow('the quiz failed to save');
      expect(await unlocked(t, u.cookie)).toEqual([]);
      expect(await xpOf(t, u.cookie)).toBe(0);
    });
  });
});
