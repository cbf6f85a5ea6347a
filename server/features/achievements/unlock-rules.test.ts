import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AchievementDto, UserAchievementDto } from '@common/schemas/achievements';
import type { AssignmentDto } from '@common/schemas/planner';
import { createOfflineEngine } from '../../ai/offline/engine';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { get, post, put } from '../../test/requests';

/**
 * Every achievement rule kind, earned through the real endpoints a student uses (not by calling
 * recordActivity directly): each unlocks at the action that reaches its threshold, not before and
 * not twice.
 */

type Student = Awaited<ReturnType<typeof registerUser>>;

async function unlockedIds(t: TestApp, cookie: string): Promise<string[]> {
  const res = await get(t, '/api/user-achievements', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserAchievementDto[]>().map((a) => a.achievementId);
}

async function achievement(t: TestApp, cookie: string, id: string): Promise<AchievementDto> {
  const res = await get(t, '/api/achievements', cookie);
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<AchievementDto[]>().find((a) => a.id === id);
  if (!found) throw new Error(`no achievement ${id}`);
  return found;
}

/** The ids that the step newly unlocked. */
async function newlyUnlockedBy(t: TestApp, u: Student, step: () => Promise<void>): Promise<string[]> {
  const before = new Set(await unlockedIds(t, u.cookie));
  await step();
  return (await unlockedIds(t, u.cookie)).filter((id) => !before.has(id)).sort();
}

async function askTutor(t: TestApp, u: Student, message: string): Promise<void> {
  const res = await post(t, '/api/chat/message', { message }, { cookie: u.cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).toContain('"type":"complete"');
}

async function writeNote(t: TestApp, u: Student, title: string): Promise<void> {
  const res = await post(t, '/api/notes', { title, content: `<p>${title}: notes about cells.</p>` }, { cookie: u.cookie });
  expect(res.statusCode, res.body).toBe(201);
}

async function reviewNewCard(t: TestApp, u: Student, front: string): Promise<void> {
  const card = await post(t, '/api/flashcards', { front, back: 'Answer', deckName: 'Biology' }, { cookie: u.cookie });
  expect(card.statusCode, card.body).toBe(201);
  const review = await post(t, `/api/flashcards/${card.json<{ id: string }>().id}/review`, { rating: 'good' }, { cookie: u.cookie });
  expect(review.statusCode, review.body).toBe(200);
}

async function addAssignment(t: TestApp, u: Student, title: string): Promise<AssignmentDto> {
  const res = await post(t, '/api/assignments', { title, subject: 'History', dueDate: '2026-03-09', estimatedHours: 2 }, { cookie: u.cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AssignmentDto>();
}

async function makePlan(t: TestApp, u: Student): Promise<void> {
  const res = await post(t, '/api/study-plans/optimize', {}, { cookie: u.cookie });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function complete(t: TestApp, u: Student, a: AssignmentDto): Promise<void> {
  const { title, description, subject, dueDate, importance, estimatedHours } = a;
  const res = await put(t, `/api/assignments/${a.id}`, { title, description, subject, dueDate, importance, estimatedHours, completed: true }, { cookie: u.cookie });
  expect(res.statusCode, res.body).toBe(200);
}

async function focus(t: TestApp, u: Student, minutes: number): Promise<void> {
  const end = t.clock.now();
  const res = await post(
    t,
    '/api/study-sessions',
    { id: randomUUID(), minutes, startedAt: new Date(end.getTime() - minutes * 60_000).toISOString(), endedAt: end.toISOString() },
    { cookie: u.cookie },
  );
  expect(res.statusCode, res.body).toBe(201);
}

describe.each(TEST_DIALECTS)('achievement rules through the real endpoints (%s)', (dialect) => {
  const app = appPerBlock(dialect, {
    engine: (config) => createOfflineEngine(config.ai, { chunkDelayMs: 0 }),
    env: { AI_RATE_LIMIT: '1000' },
  });
  const fresh = async () => {
    const t = app();
    t.clock.set('2026-03-02T12:00:00.000Z');
    return { t, u: await registerUser(t) };
  };

  it('tutor answers: the first completed answer unlocks Curious Mind; the 25th Question Asker', async () => {
    const { t, u } = await fresh();
    expect(await newlyUnlockedBy(t, u, () => askTutor(t, u, 'What is 2 + 2?'))).toEqual(['first-question']);
    for (let i = 2; i < 25; i += 1) await askTutor(t, u, `What is ${i} + ${i}?`);
    expect(await achievement(t, u.cookie, 'tutor-regular')).toMatchObject({ unlocked: false, progress: { current: 24, target: 25 } });
    expect(await newlyUnlockedBy(t, u, () => askTutor(t, u, 'What is 25 + 25?'))).toEqual(['tutor-regular']);
  });

  it('notes: the first note unlocks Note Taker; an edit that adds words on a later day counts as writing again', async () => {
    const { t, u } = await fresh();
    expect(await newlyUnlockedBy(t, u, () => writeNote(t, u, 'Cells'))).toEqual(['first-note']);
    for (let i = 2; i < 10; i += 1) await writeNote(t, u, `Note ${i}`);
    expect(await achievement(t, u.cookie, 'note-writer')).toMatchObject({ unlocked: false, progress: { current: 9, target: 10 } });
    // Autosaving the same note again the same day earns nothing more.
    const list = (await get(t, '/api/notes', u.cookie)).json<{ items: Array<{ id: string; title: string; version: number }> }>().items;
    const cells = list.find((n) => n.title === 'Cells');
    if (!cells) throw new Error('note missing');
    const sameDay = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/${cells.id}`,
      payload: { content: '<p>Cells: notes about cells and their organelles.</p>', version: cells.version },
      headers: { cookie: u.cookie },
    });
    expect(sameDay.statusCode, sameDay.body).toBe(200);
    expect(await achievement(t, u.cookie, 'note-writer')).toMatchObject({ unlocked: false, progress: { current: 9 } });
    // The next day, adding words is the tenth occasion (within the session's 24 idle hours).
    t.clock.set('2026-03-03T10:00:00.000Z');
    const updated = sameDay.json<{ version: number }>();
    expect(
      await newlyUnlockedBy(t, u, async () => {
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/api/notes/${cells.id}`,
          payload: { content: '<p>Cells: notes about cells, their organelles and the membrane.</p>', version: updated.version },
          headers: { cookie: u.cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
      }),
    ).toEqual(['note-writer']);
  });

  it('flashcard reviews: the first review unlocks Flash Start, creating a card alone does not', async () => {
    const { t, u } = await fresh();
    const card = await post(t, '/api/flashcards', { front: 'Mitochondria', back: 'Powerhouse', deckName: 'Biology' }, { cookie: u.cookie });
    expect(card.statusCode, card.body).toBe(201);
    expect(await unlockedIds(t, u.cookie)).toEqual([]);
    expect(await newlyUnlockedBy(t, u, () => reviewNewCard(t, u, 'Ribosome'))).toEqual(['first-review']);
    expect(await achievement(t, u.cookie, 'card-collector')).toMatchObject({ unlocked: false, progress: { current: 1, target: 100 } });
  });

  it('study plans: the first plan unlocks Planner and the fifth Plan Architect (even on the same day, when it earns no XP)', async () => {
    const { t, u } = await fresh();
    await addAssignment(t, u, 'Essay on the French Revolution');
    expect(await unlockedIds(t, u.cookie)).toEqual([]);
    expect(await newlyUnlockedBy(t, u, () => makePlan(t, u))).toEqual(['first-plan']);
    for (let i = 2; i < 5; i += 1) await makePlan(t, u);
    expect(await achievement(t, u.cookie, 'plan-architect')).toMatchObject({ unlocked: false, progress: { current: 4, target: 5 } });
    expect(await newlyUnlockedBy(t, u, () => makePlan(t, u))).toEqual(['plan-architect']);
  });

  it('assignments: completing one unlocks Task Crusher; adding one already done or re-completing it does not count', async () => {
    const { t, u } = await fresh();
    const done = await post(t, '/api/assignments', { title: 'Old homework', subject: 'History', dueDate: '2026-03-01', completed: true }, { cookie: u.cookie });
    expect(done.statusCode, done.body).toBe(201);
    expect(await unlockedIds(t, u.cookie)).toEqual([]);
    const essay = await addAssignment(t, u, 'History essay');
    expect(await newlyUnlockedBy(t, u, () => complete(t, u, essay))).toEqual(['first-assignment']);
    // Reopened and completed again: still one completion.
    const { title, description, subject, dueDate, importance, estimatedHours } = essay;
    const reopened = await put(t, `/api/assignments/${essay.id}`, { title, description, subject, dueDate, importance, estimatedHours, completed: false }, { cookie: u.cookie });
    expect(reopened.statusCode, reopened.body).toBe(200);
    await complete(t, u, essay);
    expect(await achievement(t, u.cookie, 'assignment-pro')).toMatchObject({ unlocked: false, progress: { current: 1, target: 10 } });
  });

  it('study minutes and streaks: the timer minutes reach Focused Hour; three days in a row unlock On a Roll', async () => {
    const { t, u } = await fresh();
    expect(await newlyUnlockedBy(t, u, () => focus(t, u, 25))).toEqual([]);
    t.clock.set('2026-03-03T10:00:00.000Z');
    expect(await newlyUnlockedBy(t, u, () => focus(t, u, 25))).toEqual([]);
    expect(await achievement(t, u.cookie, 'study-hour')).toMatchObject({ unlocked: false, progress: { current: 50, target: 60 } });
    expect(await achievement(t, u.cookie, 'streak-3')).toMatchObject({ unlocked: false, progress: { current: 2, target: 3 } });
    t.clock.set('2026-03-04T08:00:00.000Z');
    expect(await newlyUnlockedBy(t, u, () => focus(t, u, 10))).toEqual(['streak-3', 'study-hour']);
  });

  it('levels: the reward XP that crosses 1000 unlocks Level Up in the same action, listed before the unlocks that earned it', async () => {
    const { t, u } = await fresh();
    await t.database.db.updateTable('users').set({ xp_points: 980 }).where('id', '=', u.id).execute();
    expect(await newlyUnlockedBy(t, u, () => writeNote(t, u, 'Cells'))).toEqual(['first-note', 'level-2']);
    // Newest first: the level, earned by the note's rewards, comes before the note's own badge.
    expect(await unlockedIds(t, u.cookie)).toEqual(['level-2', 'first-note']);
  });
});
