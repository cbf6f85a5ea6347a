import type { Page } from '@common/schemas/pagination';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import type { AssignmentDto, OptimizeResponse, StudyPlanDto } from '@common/schemas/planner';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { messageText, startMockOpenAiServer, type MockOpenAiServer } from '../../test/mock-openai-server';
import { allPages, getPage } from '../../test/paging';
import { del, expectError, get, post, put } from '../../test/requests';
import { PLANNER_MESSAGES, REWARDED_COMPLETIONS_PER_DAY } from './service';

type Body = Record<string, unknown>;

const essay = (over: Body = {}): Body => ({
  title: 'History essay',
  description: 'Causes of the French Revolution',
  subject: 'History',
  dueDate: '2026-03-06',
  importance: 'high',
  estimatedHours: 4,
  ...over,
});

async function create(t: TestApp, cookie: string, body: Body = essay()): Promise<AssignmentDto> {
  const res = await post(t, '/api/assignments', body, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AssignmentDto>();
}

async function xpOf(t: TestApp, cookie: string): Promise<number> {
  return (await get(t, '/api/user', cookie)).json<PublicUser>().xpPoints;
}

function xpEvents(t: TestApp, userId: string, kind: string) {
  return t.database.db.selectFrom('xp_events').select(['kind', 'xp', 'detail']).where('user_id', '=', userId).where('kind', '=', kind).execute();
}

/** Unfolds RFC 5545 content lines (CRLF + space continues the previous line). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

const START = '2026-03-02T12:00:00.000Z';

/** The block's app with its clock back at Monday 2026-03-02 12:00 UTC (tests in a block share it). */
function start(app: () => TestApp): TestApp {
  const t = app();
  t.clock.set(START);
  return t;
}

const DEFAULT_PREFS = { preferredStudyTimes: ['morning', 'afternoon'], sessionLength: '2', breakDuration: '15', studyStyle: 'focused' };

describe.each(TEST_DIALECTS)('study planner API (%s)', (dialect) => {
  const app = appPerBlock(dialect);

  describe('signed out', () => {
    it.each([
      ['GET', '/api/assignments'],
      ['GET', '/api/assignments/export.ics'],
      ['POST', '/api/assignments'],
      ['PUT', '/api/assignments/x'],
      ['DELETE', '/api/assignments/x'],
      ['GET', '/api/study-plans'],
      ['GET', '/api/study-plans/x'],
      ['GET', '/api/study-plans/x/export.ics'],
      ['DELETE', '/api/study-plans/x'],
      ['POST', '/api/study-plans/optimize'],
    ] as const)('%s %s answers 401', async (method, url) => {
      const t = start(app);
      const payload = method === 'POST' || method === 'PUT' ? (url.includes('optimize') ? {} : essay()) : undefined;
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expectError(res, 401, 'unauthorized');
    });
  });

  describe('assignments', () => {
    const app = appPerBlock(dialect);
    it('creates with the spec defaults and lists soonest due first, only the student\'s own', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const other = await registerUser(t);
      const later = await create(t, u.cookie, essay({ title: 'Later', dueDate: '2026-03-20' }));
      const res = await post(t, '/api/assignments', { title: '  Lab report ', subject: 'Chemistry', dueDate: '2026-03-04T15:30:00Z' }, { cookie: u.cookie });
      expect(res.statusCode).toBe(201);
      const lab = res.json<AssignmentDto>();
      expect(lab).toMatchObject({
        title: 'Lab report',
        description: '',
        subject: 'Chemistry',
        dueDate: '2026-03-04T15:30:00.000Z',
        importance: 'medium',
        estimatedHours: 2,
        completed: false,
        completedAt: null,
        createdAt: '2026-03-02T12:00:00.000Z',
      });
      expect(Object.keys(lab).sort()).toEqual(['completed', 'completedAt', 'createdAt', 'description', 'dueDate', 'estimatedHours', 'id', 'importance', 'subject', 'title', 'updatedAt']);
      await create(t, other.cookie, essay({ title: 'Not yours' }));
      const list = (await get(t, '/api/assignments', u.cookie)).json<Page<AssignmentDto>>().items;
      expect(list.map((a) => a.id)).toEqual([lab.id, later.id]);
      // A calendar date is kept as that date (the edit form reads the part before 'T').
      expect(later.dueDate).toBe('2026-03-20T00:00:00.000Z');
    });

    it('keeps fractional hours and falls back to 2 for a non-numeric entry', async () => {
      const t = start(app);
      const u = await registerUser(t);
      expect((await create(t, u.cookie, essay({ estimatedHours: 1.5 }))).estimatedHours).toBe(1.5);
      expect((await create(t, u.cookie, essay({ estimatedHours: 'lots' }))).estimatedHours).toBe(2);
    });

    let validationUser: Awaited<ReturnType<typeof registerUser>> | undefined;
    it.each([
      [{ title: '' }, 'title: Title is required'],
      [{ title: 'x'.repeat(201) }, 'title: Title is too long (at most 200 characters)'],
      [{ subject: 'Astrology' }, 'subject: Subject must be one of the listed subjects'],
      [{ dueDate: '' }, 'dueDate: Due date is required'],
      [{ dueDate: 'next friday' }, 'dueDate: Due date must be a valid date'],
      [{ estimatedHours: 0 }, 'estimatedHours: Estimated hours must be between 1 and 50'],
      [{ estimatedHours: 51 }, 'estimatedHours: Estimated hours must be between 1 and 50'],
      [{ importance: 'urgent' }, undefined],
      [{ description: 'x'.repeat(5001) }, 'description: Description is too long'],
    ])('refuses %j with 400', async (over, message) => {
      const t = start(app);
      validationUser ??= await registerUser(t);
      const u = validationUser;
      const body = expectError(await post(t, '/api/assignments', essay(over), { cookie: u.cookie }), 400, 'validation');
      if (message) expect(body.message).toBe(message);
      expect((await get(t, '/api/assignments', u.cookie)).json<Page<AssignmentDto>>().items).toEqual([]);
    });

    it('refuses a missing subject and title with 400', async () => {
      const t = start(app);
      const u = await registerUser(t);
      expectError(await post(t, '/api/assignments', { dueDate: '2026-03-06' }, { cookie: u.cookie }), 400, 'validation');
    });

    it('updates the whole object; another student\'s id or an unknown id is 404', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const other = await registerUser(t);
      const a = await create(t, u.cookie);
      t.clock.advanceMinutes(5);
      const res = await put(t, `/api/assignments/${a.id}`, { ...a, title: 'Revised essay', estimatedHours: 6, importance: 'low', id: 'ignored', createdAt: 'x' }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AssignmentDto>()).toMatchObject({ id: a.id, title: 'Revised essay', estimatedHours: 6, importance: 'low', createdAt: a.createdAt, updatedAt: '2026-03-02T12:05:00.000Z' });
      expectError(await put(t, `/api/assignments/${a.id}`, { ...a, title: 'Hijack' }, { cookie: other.cookie }), 404, 'not_found', PLANNER_MESSAGES.assignmentNotFound);
      expectError(await put(t, '/api/assignments/nope', { ...a }, { cookie: u.cookie }), 404, 'not_found');
      expectError(await put(t, `/api/assignments/${a.id}`, { ...a, subject: 'Cooking' }, { cookie: u.cookie }), 400, 'validation');
      expect((await get(t, '/api/assignments', u.cookie)).json<Page<AssignmentDto>>().items[0].title).toBe('Revised essay');
    });

    it('the first completion sets completedAt and earns XP once; reopening clears it and re-completing earns nothing', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const a = await create(t, u.cookie);
      const xp0 = await xpOf(t, u.cookie);
      t.clock.advanceMinutes(30);
      const done = (await put(t, `/api/assignments/${a.id}`, { ...a, completed: true }, { cookie: u.cookie })).json<AssignmentDto>();
      expect(done).toMatchObject({ completed: true, completedAt: '2026-03-02T12:30:00.000Z', dueDate: a.dueDate });
      // 10 XP for the completion (achievements it unlocks may add their own reward on top).
      const xp1 = await xpOf(t, u.cookie);
      expect(xp1).toBeGreaterThanOrEqual(xp0 + 10);
      // Editing a completed assignment keeps its completion time.
      t.clock.advanceMinutes(5);
      const edited = (await put(t, `/api/assignments/${a.id}`, { ...done, title: 'Essay (final)' }, { cookie: u.cookie })).json<AssignmentDto>();
      expect(edited.completedAt).toBe('2026-03-02T12:30:00.000Z');
      const reopened = (await put(t, `/api/assignments/${a.id}`, { ...edited, completed: false }, { cookie: u.cookie })).json<AssignmentDto>();
      expect(reopened).toMatchObject({ completed: false, completedAt: null });
      await put(t, `/api/assignments/${a.id}`, { ...reopened, completed: true }, { cookie: u.cookie });
      expect(await xpOf(t, u.cookie)).toBe(xp1);
      const events = await xpEvents(t, u.id, 'assignment_completed');
      expect(events.map((e) => e.xp)).toEqual([10]);
      expect(JSON.parse(events[0].detail ?? '{}')).toEqual({ assignmentId: a.id });
    });

    it('rewards at most REWARDED_COMPLETIONS_PER_DAY completions a day, and the next day again', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const complete = async () => {
        const a = await create(t, u.cookie);
        await put(t, `/api/assignments/${a.id}`, { ...a, completed: true }, { cookie: u.cookie });
        await del(t, `/api/assignments/${a.id}`, u.cookie);
      };
      for (let i = 0; i < REWARDED_COMPLETIONS_PER_DAY + 3; i++) await complete();
      expect(await xpEvents(t, u.id, 'assignment_completed')).toHaveLength(REWARDED_COMPLETIONS_PER_DAY);
      t.clock.advanceMinutes(13 * 60); // 01:00 the next day (the student's zone is UTC)
      await complete();
      expect(await xpEvents(t, u.id, 'assignment_completed')).toHaveLength(REWARDED_COMPLETIONS_PER_DAY + 1);
    });

    it('an assignment created already completed earns no XP, even when toggled later', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const xp0 = await xpOf(t, u.cookie);
      const a = await create(t, u.cookie, essay({ completed: true }));
      expect(a).toMatchObject({ completed: true, completedAt: '2026-03-02T12:00:00.000Z' });
      await put(t, `/api/assignments/${a.id}`, { ...a, completed: false }, { cookie: u.cookie });
      await put(t, `/api/assignments/${a.id}`, { ...a, completed: true }, { cookie: u.cookie });
      expect(await xpOf(t, u.cookie)).toBe(xp0);
      expect(await xpEvents(t, u.id, 'assignment_completed')).toEqual([]);
    });

    it('deletes the student\'s own assignment; another student\'s is 404 and survives', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const other = await registerUser(t);
      const a = await create(t, u.cookie);
      expectError(await del(t, `/api/assignments/${a.id}`, other.cookie), 404, 'not_found');
      const res = await del(t, `/api/assignments/${a.id}`, u.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expectError(await del(t, `/api/assignments/${a.id}`, u.cookie), 404, 'not_found');
      expect((await get(t, '/api/assignments', u.cookie)).json<Page<AssignmentDto>>().items).toEqual([]);
    });

    it('refuses an over-long id with 400', async () => {
      const t = start(app);
      const u = await registerUser(t);
      expectError(await del(t, `/api/assignments/${'x'.repeat(65)}`, u.cookie), 400, 'validation');
    });
  });

  describe('optimize and saved plans', () => {
    const app = appPerBlock(dialect);
    it('answers 400 with the spec message when there is nothing to plan', async () => {
      const t = start(app);
      const u = await registerUser(t);
      expectError(await post(t, '/api/study-plans/optimize', { assignments: [], preferences: DEFAULT_PREFS, gradeLevel: 10 }, { cookie: u.cookie }), 400, 'bad_request', PLANNER_MESSAGES.noAssignments);
      expect(PLANNER_MESSAGES.noAssignments).toBe('Please add some assignments before optimizing your schedule.');
      // Completed assignments do not count.
      await create(t, u.cookie, essay({ completed: true }));
      expectError(await post(t, '/api/study-plans/optimize', {}, { cookie: u.cookie }), 400, 'bad_request', PLANNER_MESSAGES.noAssignments);
    });

    it('refuses bad preferences with 400', async () => {
      const t = start(app);
      const u = await registerUser(t);
      await create(t, u.cookie);
      const body = expectError(
        await post(t, '/api/study-plans/optimize', { preferences: { ...DEFAULT_PREFS, sessionLength: '9' } }, { cookie: u.cookie }),
        400,
        'validation',
      );
      expect(body.message).toMatch(/^preferences\.sessionLength: /);
      expectError(await post(t, '/api/study-plans/optimize', { preferences: { ...DEFAULT_PREFS, preferredStudyTimes: ['dawn'] } }, { cookie: u.cookie }), 400, 'validation');
      expectError(await post(t, '/api/study-plans/optimize', { assignments: Array.from({ length: 501 }, (_, i) => ({ id: `a${i}` })) }, { cookie: u.cookie }), 400, 'validation');
    });

    it('plans from the stored assignments, not what the client sends, and ignores other students\' ids', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const other = await registerUser(t);
      const a = await create(t, u.cookie, essay({ estimatedHours: 3, dueDate: '2026-03-05T17:00:00Z' }));
      const b = await create(t, u.cookie, essay({ title: 'Algebra set', subject: 'Mathematics', estimatedHours: 2, importance: 'medium', dueDate: '2026-03-06T17:00:00Z' }));
      const theirs = await create(t, other.cookie, essay({ title: 'Not yours', estimatedHours: 5 }));
      const res = await post(
        t,
        '/api/study-plans/optimize',
        {
          assignments: [
            { ...a, title: 'Forged title', estimatedHours: 50, dueDate: '2030-01-01' },
            { id: b.id },
            { id: theirs.id, title: 'Not yours' },
          ],
          preferences: DEFAULT_PREFS,
          gradeLevel: 17,
          timeZone: 'UTC',
        },
        { cookie: u.cookie },
      );
      expect(res.statusCode, res.body).toBe(200);
      const plan = res.json<OptimizeResponse>();
      expect(plan.unscheduled).toEqual([]);
      expect(new Set(plan.schedule.map((s) => s.assignmentId))).toEqual(new Set([a.id, b.id]));
      const hours = (id: string) => plan.schedule.filter((s) => s.assignmentId === id).reduce((n, s) => n + s.duration, 0);
      expect(hours(a.id)).toBe(3);
      expect(hours(b.id)).toBe(2);
      expect(plan.schedule.every((s) => s.title !== 'Forged title')).toBe(true);
      // Now is Monday 12:00 UTC: the first block is Monday afternoon, then in order.
      expect(plan.schedule[0]).toMatchObject({ assignmentId: a.id, date: '2026-03-02', timeSlot: '13:00 - 15:00', start: '2026-03-02T13:00:00.000Z', end: '2026-03-02T15:00:00.000Z', duration: 2, title: 'History essay', subject: 'History', importance: 'high' });
      expect(plan.schedule[0].tips).toMatch(/timeline/);
      expect(plan.recommendations.length).toBeGreaterThan(0);
      expect(plan.recommendations.join(' ')).toMatch(/balanced/);

      // Only the ids sent narrow the choice.
      const narrowed = (await post(t, '/api/study-plans/optimize', { assignments: [{ id: b.id }] }, { cookie: u.cookie })).json<OptimizeResponse>();
      expect(new Set(narrowed.schedule.map((s) => s.assignmentId))).toEqual(new Set([b.id]));
      // Only another student's ids: nothing of this student's to plan.
      expectError(await post(t, '/api/study-plans/optimize', { assignments: [{ id: theirs.id }] }, { cookie: u.cookie }), 400, 'bad_request', PLANNER_MESSAGES.noAssignments);
    });

    it('plans in the student\'s time zone and keeps a calendar due date until the end of that local day', async () => {
      const t = start(app);
      const u = await registerUser(t);
      // Monday 12:00 UTC is 07:00 in New York: the morning window starts at 08:00 local (13:00 UTC).
      const a = await create(t, u.cookie, essay({ dueDate: '2026-03-02', estimatedHours: 5 }));
      const plan = (
        await post(t, '/api/study-plans/optimize', { preferences: { ...DEFAULT_PREFS, preferredStudyTimes: ['morning', 'evening'] }, timeZone: 'America/New_York' }, { cookie: u.cookie })
      ).json<OptimizeResponse>();
      expect(plan.schedule.map((s) => [s.date, s.timeSlot])).toEqual([
        ['2026-03-02', '08:00 - 10:00'],
        ['2026-03-02', '10:30 - 12:00'],
        ['2026-03-02', '18:00 - 19:30'],
      ]);
      expect(plan.schedule[0].start).toBe('2026-03-02T13:00:00.000Z');
      expect(plan.unscheduled).toEqual([]);
      expect(plan.schedule.at(-1)!.assignmentId).toBe(a.id);
    });

    it('reports work that cannot fit and past-due work, and says so in the recommendations', async () => {
      const t = start(app);
      const u = await registerUser(t);
      await create(t, u.cookie, essay({ title: 'Overdue map', subject: 'Geography', dueDate: '2026-02-27' }));
      await create(t, u.cookie, essay({ title: 'Tomorrow exam', subject: 'Biology', estimatedHours: 20, dueDate: '2026-03-03T12:00:00Z' }));
      const plan = (await post(t, '/api/study-plans/optimize', { preferences: DEFAULT_PREFS, timeZone: 'UTC' }, { cookie: u.cookie })).json<OptimizeResponse>();
      expect(plan.unscheduled.map((x) => [x.title, x.hoursShort])).toEqual([
        ['Overdue map', 4],
        ['Tomorrow exam', 20 - plan.schedule.reduce((n, s) => n + s.duration, 0)],
      ]);
      expect(plan.recommendations[0]).toBe('"Overdue map" was due on February 27 and is not marked complete. Finish it or ask about an extension, then mark it complete.');
      expect(plan.recommendations.some((r) => r.startsWith('"Tomorrow exam" needs'))).toBe(true);
    });

    it('saves each plan, lists them newest first, reads and deletes one; another student\'s plan is 404', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const other = await registerUser(t);
      await create(t, u.cookie);
      const xp0 = await xpOf(t, u.cookie);
      const first = (await post(t, '/api/study-plans/optimize', { preferences: DEFAULT_PREFS, timeZone: 'UTC' }, { cookie: u.cookie })).json<OptimizeResponse>();
      const xp1 = await xpOf(t, u.cookie);
      expect(xp1).toBeGreaterThanOrEqual(xp0 + 5);
      t.clock.advanceMinutes(10);
      const second = (await post(t, '/api/study-plans/optimize', { preferences: { ...DEFAULT_PREFS, studyStyle: 'spaced' }, timeZone: 'UTC' }, { cookie: u.cookie })).json<OptimizeResponse>();
      // plan_created is recorded every time (the streak), with XP for the first plan of the day only.
      expect((await xpEvents(t, u.id, 'plan_created')).map((e) => e.xp).sort()).toEqual([0, 5]);
      expect(await xpOf(t, u.cookie)).toBe(xp1);

      const list = (await get(t, '/api/study-plans', u.cookie)).json<Page<StudyPlanDto>>().items;
      expect(list.map((p) => p.id)).toEqual([second.planId, first.planId]);
      const saved = list[1];
      expect(saved).toMatchObject({ subjects: ['History'], recommendations: first.recommendations, preferences: DEFAULT_PREFS, unscheduled: [], createdAt: '2026-03-02T12:00:00.000Z' });
      expect(saved.title).toBe('Study plan: March 2 – March 3');
      const items = Object.entries(saved.schedule).flatMap(([date, xs]) => xs.map((x) => ({ date, ...x })));
      expect(items.map((i) => [i.date, i.timeSlot, i.duration])).toEqual(first.schedule.map((s) => [s.date, s.timeSlot, s.duration]));
      expect(items[0]).toMatchObject({ title: 'History essay', subject: 'History', importance: 'high', description: first.schedule[0].tips });
      expect(items[1].description).toBe('Session 2 of 3');
      expect(list[0].preferences.studyStyle).toBe('spaced');

      expect((await get(t, `/api/study-plans/${first.planId}`, u.cookie)).json<StudyPlanDto>()).toEqual(saved);
      expectError(await get(t, `/api/study-plans/${first.planId}`, other.cookie), 404, 'not_found', PLANNER_MESSAGES.planNotFound);
      expect((await get(t, '/api/study-plans', other.cookie)).json<Page<unknown>>().items).toEqual([]);
      expectError(await del(t, `/api/study-plans/${first.planId}`, other.cookie), 404, 'not_found');
      expect((await del(t, `/api/study-plans/${first.planId}`, u.cookie)).json()).toEqual({ success: true });
      expectError(await get(t, `/api/study-plans/${first.planId}`, u.cookie), 404, 'not_found');
      expect((await get(t, '/api/study-plans', u.cookie)).json<Page<StudyPlanDto>>().items.map((p) => p.id)).toEqual([second.planId]);
    });
  });

  describe('iCalendar export', () => {
    const app = appPerBlock(dialect);
    it('exports incomplete assignments: all-day on the due date or at the due time, folded at 75 octets', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const other = await registerUser(t);
      const longTitle = `Réponse; finale, "chapitre" \\ ${'très long titre '.repeat(8)}`;
      const allDay = await create(t, u.cookie, essay({ title: longTitle, description: 'Line one\nLine two' }));
      const timed = await create(t, u.cookie, essay({ title: 'Lab', subject: 'Chemistry', dueDate: '2026-03-04T15:30:00Z' }));
      const done = await create(t, u.cookie, essay({ title: 'Done already', completed: true }));
      await create(t, other.cookie, essay({ title: 'Someone else' }));
      const res = await get(t, '/api/assignments/export.ics', u.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="assignments.ics"');
      const ics = res.body;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      // RFC 5545: every content line ends with CRLF, the last one too.
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(ics.split('\r\n').some((l) => l.startsWith(' '))).toBe(true); // something was folded
      const lines = unfold(ics);
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
      expect(lines).toContain(`UID:assignment-${allDay.id}@studypilot`);
      expect(lines).toContain(`UID:assignment-${timed.id}@studypilot`);
      expect(ics).not.toContain(done.id);
      expect(ics).not.toContain('Someone else');
      expect(lines).toContain('DTSTART;VALUE=DATE:20260306');
      expect(lines).toContain('DTEND;VALUE=DATE:20260307');
      expect(lines).toContain('DTSTART:20260304T153000Z');
      // A due time is an instant: no DTEND equal to DTSTART (RFC 5545 wants DTEND later than DTSTART).
      const timedEvent = lines.slice(lines.indexOf(`UID:assignment-${timed.id}@studypilot`));
      expect(timedEvent.slice(0, timedEvent.indexOf('END:VEVENT')).some((l) => l.startsWith('DTEND'))).toBe(false);
      expect(lines).toContain(`SUMMARY:Due: Réponse\\; finale\\, "chapitre" \\\\ ${'très long titre '.repeat(8).trimEnd()}`);
      expect(lines).toContain('DESCRIPTION:History · high priority · 4 h estimated\\n\\nLine one\\nLine two');
      expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    });

    it('exports a saved plan with one VEVENT per block in UTC; another student\'s plan is 404', async () => {
      const t = start(app);
      const u = await registerUser(t);
      const other = await registerUser(t);
      await create(t, u.cookie, essay({ estimatedHours: 7 }));
      await create(t, u.cookie, essay({ title: 'Poem', subject: 'Literature', estimatedHours: 3, importance: 'low' }));
      const plan = (await post(t, '/api/study-plans/optimize', { preferences: { ...DEFAULT_PREFS, studyStyle: 'mixed' }, timeZone: 'Europe/Berlin' }, { cookie: u.cookie })).json<OptimizeResponse>();
      const res = await get(t, `/api/study-plans/${plan.planId}/export.ics`, u.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="study-plan-2026-03-02.ics"');
      for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const lines = unfold(res.body);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(plan.schedule.length);
      const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(lines.filter((l) => l.startsWith('DTSTART:'))).toEqual(plan.schedule.map((s) => `DTSTART:${compact(s.start)}`));
      expect(lines.filter((l) => l.startsWith('DTEND:'))).toEqual(plan.schedule.map((s) => `DTEND:${compact(s.end)}`));
      expect(lines.filter((l) => l.startsWith('SUMMARY:'))[0]).toBe(`SUMMARY:Study: ${plan.schedule[0].title}`);
      expect(new Set(lines.filter((l) => l.startsWith('UID:'))).size).toBe(plan.schedule.length);
      expectError(await get(t, `/api/study-plans/${plan.planId}/export.ics`, other.cookie), 404, 'not_found');
    });
  });

  describe('deleting the account', () => {
    const app = appPerBlock(dialect);
    it('removes the student\'s assignments and plans with the user row', async () => {
      const t = start(app);
      const u = await registerUser(t);
      await create(t, u.cookie);
      await post(t, '/api/study-plans/optimize', {}, { cookie: u.cookie });
      await t.database.db.deleteFrom('users').where('id', '=', u.id).execute();
      expect(await t.database.db.selectFrom('assignments').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
      expect(await t.database.db.selectFrom('study_plans').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    });
  });
});

describe('optimize rate limit', () => {
  const app = appPerBlock('sqlite', { env: { AI_RATE_LIMIT: '2' } });
  it('shares the AI limit: the third optimisation in the window is 429', async () => {
    const t = start(app);
    const u = await registerUser(t);
    await create(t, u.cookie);
    for (let i = 0; i < 2; i++) expect((await post(t, '/api/study-plans/optimize', {}, { cookie: u.cookie })).statusCode).toBe(200);
    expectError(await post(t, '/api/study-plans/optimize', {}, { cookie: u.cookie }), 429, 'rate_limited');
  });
});

describe('optimize with an AI provider (OpenAI-compatible mock server)', () => {
  let mock: MockOpenAiServer;
  beforeAll(async () => {
    mock = await startMockOpenAiServer();
  });
  afterAll(async () => {
    await mock.close();
  });
  beforeEach(() => {
    mock.reset();
  });
  const app = appPerBlock('sqlite', () => ({ env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: mock.url, AI_MODEL: 'mock-model' } }));

  it('shows the model\'s rephrased recommendations and its tips, and sends it the stored facts', async () => {
    const t = start(app);
    const u = await registerUser(t, { gradeLevel: 8 });
    const a = await create(t, u.cookie);
    mock.enqueue({
      kind: 'text',
      chunks: [JSON.stringify({ recommendations: ['You are in great shape: 4 hours on Monday.', 'Try the Pomodoro technique.'], tips: [{ assignmentId: a.id, tip: 'Start with an outline.' }, { assignmentId: 'made-up', tip: 'x' }] })],
      usage: { prompt_tokens: 300, completion_tokens: 60 },
    });
    const plan = (await post(t, '/api/study-plans/optimize', { preferences: DEFAULT_PREFS, timeZone: 'UTC' }, { cookie: u.cookie })).json<OptimizeResponse>();
    expect(plan.recommendations).toEqual(['You are in great shape: 4 hours on Monday.', 'Try the Pomodoro technique.']);
    expect(plan.schedule[0].tips).toBe('Start with an outline.');
    expect(plan.schedule.slice(1).every((s) => s.tips === undefined)).toBe(true);
    expect(mock.requests).toHaveLength(1);
    const [system, user] = mock.requests[0].body.messages;
    expect(messageText(system)).toMatch(/8th Grade/);
    expect(messageText(user)).toContain(`id ${a.id}: "History essay" (History, high priority`);
    expect(messageText(user)).toMatch(/Your workload is balanced/);
    const usage = await t.database.db.selectFrom('ai_usage').select(['feature', 'input_tokens', 'output_tokens']).where('user_id', '=', u.id).execute();
    expect(usage).toEqual([{ feature: 'planner', input_tokens: 300, output_tokens: 60 }]);
    // The saved plan keeps what was shown.
    expect((await get(t, `/api/study-plans/${plan.planId}`, u.cookie)).json<StudyPlanDto>().recommendations).toEqual(plan.recommendations);
  });

  it('retries a malformed answer once, then falls back to the computed recommendations', async () => {
    const t = start(app);
    const u = await registerUser(t);
    await create(t, u.cookie);
    mock.enqueue({ kind: 'text', chunks: ['not json at all'] }, { kind: 'text', chunks: ['{"recommendations": []}'] });
    const res = await post(t, '/api/study-plans/optimize', { preferences: DEFAULT_PREFS, timeZone: 'UTC' }, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    const plan = res.json<OptimizeResponse>();
    expect(mock.requests).toHaveLength(2);
    expect(plan.recommendations).toEqual(['Your workload is balanced: at most 3.5 hours of study on any day, over 2 days.']);
    expect(plan.schedule.every((s) => s.tips === undefined)).toBe(true);
  });

  it('still plans when the provider fails', async () => {
    const t = start(app);
    const u = await registerUser(t);
    await create(t, u.cookie);
    mock.enqueue({ kind: 'http-error', status: 500 }, { kind: 'http-error', status: 500 }, { kind: 'http-error', status: 500 }, { kind: 'http-error', status: 500 });
    const res = await post(t, '/api/study-plans/optimize', { preferences: DEFAULT_PREFS, timeZone: 'UTC' }, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<OptimizeResponse>().schedule.length).toBeGreaterThan(0);
    expect(res.json<OptimizeResponse>().recommendations[0]).toMatch(/balanced/);
  });
});

describe.each(TEST_DIALECTS)('planner lists page on the server (%s)', (dialect) => {
  const app = appPerBlock(dialect);
  let seq = 0;

  /** Assignments straight into the table (fast); dates are calendar days stored at 00:00Z like the API does. */
  async function seed(t: TestApp, userId: string, rows: Array<{ title: string; due: string; completed?: boolean; importance?: string; subject?: string }>) {
    const values = rows.map((r) => {
      seq += 1;
      return {
        id: `as-${String(seq).padStart(6, '0')}`,
        user_id: userId,
        title: r.title,
        description: '',
        subject: r.subject ?? 'History',
        due_date: r.due.length === 10 ? `${r.due}T00:00:00.000Z` : r.due,
        due_all_day: t.database.codec.bool(r.due.length === 10),
        importance: r.importance ?? 'medium',
        estimated_hours: 2,
        completed: t.database.codec.bool(r.completed ?? false),
        completed_at: r.completed ? START : null,
        xp_awarded: t.database.codec.bool(false),
        created_at: START,
        updated_at: START,
      };
    });
    for (let i = 0; i < values.length; i += 200) await t.database.db.insertInto('assignments').values(values.slice(i, i + 200)).execute();
    return values.map((v) => v.id);
  }

  const day = (n: number) => new Date(Date.parse('2026-03-01T00:00:00.000Z') + n * 86_400_000).toISOString().slice(0, 10);

  it('GET /api/assignments: 401 signed out, 400 for bad paging or filters', async () => {
    const t = app();
    const u = await registerUser(t);
    expectError(await get(t, '/api/assignments?limit=5'), 401, 'unauthorized');
    for (const q of ['limit=0', 'limit=201', 'limit=x', 'cursor=bad', `cursor=${Buffer.from('["a","b"]').toString('base64url')}`, 'from=yesterday', 'to=2026-13-45', 'status=done', 'priority=urgent', 'sort=title', `search=${'x'.repeat(201)}`]) {
      expectError(await get(t, `/api/assignments?${q}`, u.cookie), 400, 'validation');
    }
  });

  it('pages cover every assignment once, soonest due first, stable when assignments are added; the last page says so', async () => {
    const t = app();
    const u = await registerUser(t);
    const other = await registerUser(t);
    // 25 assignments, pairs sharing a due date (the id breaks the tie)
    const ids = await seed(t, u.id, Array.from({ length: 25 }, (_, i) => ({ title: `A${i}`, due: day(Math.floor(i / 2)) })));
    await seed(t, other.id, [{ title: 'Not yours', due: day(3) }]);
    const { pages, items } = await allPages<AssignmentDto>(t, u.cookie, '/api/assignments', 10);
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(items.map((a) => a.id)).toEqual(ids);

    const first = await getPage<AssignmentDto>(t, u.cookie, '/api/assignments', { limit: 10 });
    // one added due before the cursor and one long after: the next pages neither repeat nor skip
    const [early] = await seed(t, u.id, [{ title: 'Early', due: day(0) }]);
    const rest = await allPages<AssignmentDto>(t, u.cookie, '/api/assignments', 10, { cursor: first.nextCursor ?? undefined });
    const seen = [...first.items, ...rest.items].map((a) => a.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id !== early)).toEqual(ids);
  });

  it('answers exactly the due-date range the calendar asks for, with status, priority and search filters', async () => {
    const t = app();
    const u = await registerUser(t);
    await seed(t, u.id, [
      { title: 'Before', due: day(0) },
      { title: 'Sunday essay', due: day(7), importance: 'high', subject: 'English' },
      { title: 'Timed quiz', due: `${day(9)}T15:30:00.000Z`, completed: true },
      { title: 'Saturday lab', due: day(13), importance: 'low', subject: 'Chemistry' },
      { title: 'Next week', due: day(14) },
    ]);
    const titles = async (params: Record<string, string>) => (await getPage<AssignmentDto>(t, u.cookie, '/api/assignments', params)).items.map((a) => a.title);
    expect(await titles({ from: day(7), to: day(14) })).toEqual(['Sunday essay', 'Timed quiz', 'Saturday lab']);
    expect(await titles({ from: `${day(9)}T15:30:00.000Z`, to: `${day(13)}T00:00:00.000Z` })).toEqual(['Timed quiz']);
    expect(await titles({ from: day(7), to: day(14), status: 'pending' })).toEqual(['Sunday essay', 'Saturday lab']);
    expect(await titles({ status: 'completed' })).toEqual(['Timed quiz']);
    expect(await titles({ priority: 'high' })).toEqual(['Sunday essay']);
    expect(await titles({ search: 'LAB' })).toEqual(['Saturday lab']);
    expect(await titles({ search: 'english' })).toEqual(['Sunday essay']);
    expect(await titles({ search: '%' })).toEqual([]);
  });

  it('sort=status lists pending work first, each part by due date, across pages', async () => {
    const t = app();
    const u = await registerUser(t);
    const rows = Array.from({ length: 13 }, (_, i) => ({ title: `T${i}`, due: day(i), completed: i % 3 === 0 }));
    await seed(t, u.id, rows);
    const expected = [...rows.filter((r) => !r.completed), ...rows.filter((r) => r.completed)].map((r) => r.title);
    for (const limit of [1, 4, 8, 9, 13, 50]) {
      const { pages, items } = await allPages<AssignmentDto>(t, u.cookie, '/api/assignments', limit, { sort: 'status' });
      expect(items.map((a) => a.title)).toEqual(expected);
      expect(pages.at(-1)?.nextCursor).toBeNull();
      expect(pages.every((p, i) => i === pages.length - 1 || p.items.length === limit)).toBe(true);
    }
    const { items } = await allPages<AssignmentDto>(t, u.cookie, '/api/assignments', 2, { sort: 'status', search: 't1' });
    expect(items.map((a) => a.title)).toEqual(['T1', 'T10', 'T11', 'T12']);
  });

  it('GET /api/study-plans pages newest first; 401 and 400', async () => {
    const t = start(app);
    const u = await registerUser(t);
    await create(t, u.cookie, essay({ dueDate: '2026-03-20' }));
    expectError(await get(t, '/api/study-plans?limit=1'), 401, 'unauthorized');
    expectError(await get(t, '/api/study-plans?limit=0', u.cookie), 400, 'validation');
    expectError(await get(t, '/api/study-plans?cursor=zzz', u.cookie), 400, 'validation');
    const planIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      t.clock.set(new Date(Date.parse(START) + i * 60_000).toISOString());
      const res = await post(t, '/api/study-plans/optimize', { preferences: DEFAULT_PREFS }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      planIds.push(res.json<OptimizeResponse>().planId);
    }
    const { pages, items } = await allPages<StudyPlanDto>(t, u.cookie, '/api/study-plans', 2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 1]);
    expect(items.map((p) => p.id)).toEqual([...planIds].reverse());
    expect(items[0].schedule).toBeTypeOf('object');
  });
});
