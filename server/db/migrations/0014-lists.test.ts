import { describe, expect, it } from 'vitest';
import type { Migration } from 'kysely';
import { recordActivity } from '../../lib/activity';
import { appPerBlock, registerUser, TEST_DIALECTS } from '../../test/harness';
import { post } from '../../test/requests';
import * as m0014 from './0014-lists';

const PASSAGE = `Photosynthesis is the process by which green plants use sunlight to make glucose. It takes place in the chloroplasts, which contain a green pigment called chlorophyll. The mitochondria are the powerhouse of the cell. During respiration, cells break down glucose to release energy. Carbon dioxide enters the leaf through small pores called stomata. Oxygen is released as a by-product of photosynthesis.`;

describe.each(TEST_DIALECTS)('migration 0014 fills what it adds from existing rows (%s)', (dialect) => {
  const app = appPerBlock(dialect);

  it('backfills question counts and the per-kind activity totals, and its down step undoes it', async () => {
    const t = app();
    const u = await registerUser(t);
    const res = await post(t, '/api/quizzes/generate', { topic: PASSAGE, questionCount: 5, questionType: 'fill-blank' }, { cookie: u.cookie });
    expect(res.statusCode, res.body).toBe(201);
    for (let i = 0; i < 3; i += 1) await recordActivity(t.database.db, { userId: u.id, kind: 'cards_reviewed', at: t.clock.now() });
    await recordActivity(t.database.db, { userId: u.id, kind: 'timer_session', minutes: 30, at: t.clock.now() });
    // run as the Migrator runs it (a Migration takes any database)
    const migration: Migration = m0014;
    await migration.down?.(t.database.db);
    await migration.up(t.database.db);

    const quiz = await t.database.db.selectFrom('quizzes').select(['questions', 'question_count']).where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(quiz.question_count).toBe((JSON.parse(quiz.questions) as unknown[]).length);
    expect(quiz.question_count).toBeGreaterThan(0);
    const totals = await t.database.db.selectFrom('activity_totals').select(['kind', 'events', 'xp', 'minutes']).where('user_id', '=', u.id).where('kind', 'in', ['cards_reviewed', 'timer_session']).orderBy('kind').execute();
    expect(totals.map((r) => ({ ...r, events: Number(r.events), xp: Number(r.xp), minutes: Number(r.minutes) }))).toEqual([
      { kind: 'cards_reviewed', events: 3, xp: expect.any(Number), minutes: 0 },
      { kind: 'timer_session', events: 1, xp: expect.any(Number), minutes: 30 },
    ]);
  });
});
