import { describe, expect, it } from 'vitest';
import { appPerBlock, registerUser, sessionCookie, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { post, put } from '../../test/requests';
import { createStudyEmailsService } from './service';

type Student = Awaited<ReturnType<typeof registerUser>>;

/** A student signed in with "Remember me", so the session outlives the days these tests move through. */
async function student(t: TestApp, over: Record<string, unknown> = {}): Promise<Student> {
  const s = await registerUser(t, over);
  const res = await post(t, '/api/login', { email: s.email, password: s.password, rememberMe: true });
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, cookie: sessionCookie(res) };
}

function mailsTo(t: TestApp, s: Student) {
  return t.mailer.sent.filter((m) => m.to === s.email);
}

async function addCard(t: TestApp, s: Student, front = 'Osmosis') {
  const res = await post(t, '/api/flashcards', { front, back: 'Movement of water across a membrane', deckName: 'Biology' }, { cookie: s.cookie });
  expect(res.statusCode, res.body).toBe(201);
}

async function addAssignment(t: TestApp, s: Student, title: string, dueDate: string): Promise<string> {
  const res = await post(t, '/api/assignments', { title, subject: 'Biology', dueDate, estimatedHours: 2 }, { cookie: s.cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function studyNow(t: TestApp, s: Student, minutes = 25) {
  const end = t.clock.now().getTime();
  const res = await post(
    t,
    '/api/study-sessions',
    { id: crypto.randomUUID(), minutes, startedAt: new Date(end - minutes * 60_000).toISOString(), endedAt: new Date(end).toISOString() },
    { cookie: s.cookie },
  );
  expect(res.statusCode, res.body).toBe(201);
}

async function claims(t: TestApp, s: Student) {
  return t.database.db.selectFrom('sent_study_emails').select(['kind', 'key']).where('user_id', '=', s.id).execute();
}

describe.each(TEST_DIALECTS)('study e-mails (%s)', (dialect) => {
  const app = appPerBlock(dialect);
  const run = (t: TestApp) => createStudyEmailsService(t.ctx).runOnce();

  it('sends the evening reminder once, from 18:00 in the student’s zone, with the due cards', async () => {
    const t = app();
    t.clock.set('2026-03-02T09:00:00.000Z');
    const maya = await student(t);
    const tokyo = await student(t, { timezone: 'Asia/Tokyo' });
    await addCard(t, maya);
    await addCard(t, maya, 'Mitosis');
    await addCard(t, tokyo);

    // 17:59 UTC: too early for Maya; 02:59 in Tokyo: night.
    t.clock.set('2026-03-02T17:59:00.000Z');
    await run(t);
    expect(mailsTo(t, maya)).toEqual([]);
    expect(mailsTo(t, tokyo)).toEqual([]);

    t.clock.set('2026-03-02T18:30:00.000Z');
    const first = await run(t);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(t, maya);
    expect(mail.subject).toBe('2 flashcards ready for review');
    expect(mail.text).toContain('2 flashcards are due for review: http://localhost:3000/flashcards');
    expect(mail.text).toContain('Hi Ada,');
    expect(mailsTo(t, tokyo)).toEqual([]);

    // Later runs, a second instance and two runs racing each other send nothing more.
    t.clock.set('2026-03-02T19:45:00.000Z');
    await Promise.all([run(t), createStudyEmailsService(t.ctx).runOnce(), run(t)]);
    expect(mailsTo(t, maya)).toHaveLength(1);
    expect(await claims(t, maya)).toEqual([{ kind: 'daily_reminder', key: '2026-03-02' }]);

    // Tokyo's evening is 09:00–12:59 UTC the next day.
    t.clock.set('2026-03-03T09:30:00.000Z');
    await run(t);
    expect(mailsTo(t, tokyo).map((m) => m.subject)).toEqual(['1 flashcard ready for review']);

    // The next evening is a new day: one more reminder for Maya.
    t.clock.set('2026-03-03T18:05:00.000Z');
    await run(t);
    expect(mailsTo(t, maya)).toHaveLength(2);
  });

  it('sends no reminder after a day of study, when the reminder or all e-mail is switched off, or with nothing to do', async () => {
    const t = app();
    t.clock.set('2026-03-05T08:00:00.000Z');
    const studied = await student(t);
    const noReminder = await student(t);
    const noEmail = await student(t);
    const idle = await student(t);
    const control = await student(t);
    for (const s of [studied, noReminder, noEmail, control]) await addCard(t, s);
    await studyNow(t, studied);
    expect((await put(t, '/api/user/settings', { dailyReminder: false }, { cookie: noReminder.cookie })).statusCode).toBe(200);
    expect((await put(t, '/api/profile/preferences', { emailNotifications: false }, { cookie: noEmail.cookie })).statusCode).toBe(200);

    t.clock.set('2026-03-05T18:10:00.000Z');
    await run(t);
    expect(mailsTo(t, control)).toHaveLength(1);
    for (const s of [studied, noReminder, noEmail, idle]) expect(mailsTo(t, s)).toEqual([]);
  });

  it('names a streak at stake and the student’s own deadlines, never another student’s', async () => {
    const t = app();
    t.clock.set('2026-03-09T17:00:00.000Z');
    const maya = await student(t);
    const other = await student(t);
    await studyNow(t, maya);
    t.clock.set('2026-03-10T17:00:00.000Z');
    await studyNow(t, maya);
    await addAssignment(t, maya, 'Cell biology essay', '2026-03-12T09:00:00.000Z');
    await addAssignment(t, other, 'Secret history project', '2026-03-12T09:00:00.000Z');

    t.clock.set('2026-03-11T18:00:00.000Z');
    await run(t);
    const [mail] = mailsTo(t, maya);
    expect(mail.subject).toBe('Keep your 2-day streak going');
    expect(mail.text).toContain('Your 2-day streak ends at midnight unless you study today.');
    expect(mail.text).toContain('- Cell biology essay (Biology), due Thu 12 Mar, 09:00');
    expect(mail.text).not.toContain('Secret history project');
  });

  it('notices each deadline once, a day ahead, by day only; a moved due date is noticed again, a completed one never', async () => {
    const t = app();
    t.clock.set('2026-03-02T10:00:00.000Z');
    const maya = await student(t);
    await studyNow(t, maya); // no daily reminder in the way
    const essay = await addAssignment(t, maya, 'Essay', '2026-03-03T08:00:00.000Z');
    const lab = await addAssignment(t, maya, 'Lab report', '2026-03-03T09:00:00.000Z');
    const done = await addAssignment(t, maya, 'Worksheet', '2026-03-03T09:00:00.000Z');
    await addAssignment(t, maya, 'Far away', '2026-03-06T09:00:00.000Z');
    const res = await put(t, `/api/assignments/${done}`, { title: 'Worksheet', subject: 'Biology', dueDate: '2026-03-03T09:00:00.000Z', completed: true }, { cookie: maya.cookie });
    expect(res.statusCode, res.body).toBe(200);

    // Added half an hour ago: fresh in mind, no notice yet.
    t.clock.set('2026-03-02T10:30:00.000Z');
    await run(t);
    expect(mailsTo(t, maya)).toEqual([]);

    t.clock.set('2026-03-02T11:30:00.000Z');
    await run(t);
    const notices = mailsTo(t, maya);
    expect(notices.map((m) => m.subject)).toEqual(['2 assignments due in the next 24 hours']);
    expect(notices[0].text).toContain('- Essay (Biology), due Tue 3 Mar, 08:00');
    expect(notices[0].text).toContain('- Lab report (Biology), due Tue 3 Mar, 09:00');
    expect(notices[0].text).not.toMatch(/Worksheet|Far away/);

    await run(t);
    expect(mailsTo(t, maya)).toHaveLength(1);

    // The lab report moves to the evening: a new notice for it alone.
    const moved = await put(t, `/api/assignments/${lab}`, { title: 'Lab report', subject: 'Biology', dueDate: '2026-03-03T10:00:00.000Z' }, { cookie: maya.cookie });
    expect(moved.statusCode, moved.body).toBe(200);
    t.clock.set('2026-03-02T12:00:00.000Z');
    await run(t);
    expect(mailsTo(t, maya).map((m) => m.subject)).toEqual(['2 assignments due in the next 24 hours', 'Due soon: Lab report']);
    expect((await claims(t, maya)).filter((c) => c.kind === 'deadline').map((c) => c.key).sort()).toEqual([
      `${essay}@2026-03-03T08:00:00.000Z`,
      `${lab}@2026-03-03T09:00:00.000Z`,
      `${lab}@2026-03-03T10:00:00.000Z`,
    ]);
  });

  it('sends the weekly report on Sunday evening with the week’s study', async () => {
    const t = app();
    t.clock.set('2026-03-05T10:00:00.000Z');
    const maya = await student(t);
    const off = await student(t);
    for (const s of [maya, off]) await studyNow(t, s, 50);
    t.clock.set('2026-03-06T10:00:00.000Z');
    await studyNow(t, maya, 25);
    expect((await put(t, '/api/profile/preferences', { weeklyReports: false }, { cookie: off.cookie })).statusCode).toBe(200);

    // Saturday evening: no report; Sunday 2026-03-08 at 17:30 UTC: the report.
    t.clock.set('2026-03-07T17:30:00.000Z');
    await run(t);
    expect(mailsTo(t, maya).filter((m) => m.subject.startsWith('Your week'))).toEqual([]);
    t.clock.set('2026-03-08T17:30:00.000Z');
    await run(t);
    await run(t);
    const reports = mailsTo(t, maya).filter((m) => m.subject.startsWith('Your week'));
    expect(reports).toHaveLength(1);
    expect(reports[0].text).toContain('(2026-03-02 to 2026-03-08)');
    expect(reports[0].text).toContain('- Study days: 2 of 7');
    expect(reports[0].text).toContain('- Focus time: 1 hour 15 minutes');
    expect(mailsTo(t, off).filter((m) => m.subject.startsWith('Your week'))).toEqual([]);
  });

  it('gives the claim back when sending fails, and sends on the next run', async () => {
    const t = app();
    t.clock.set('2026-03-02T09:00:00.000Z');
    const maya = await student(t);
    await addCard(t, maya);
    t.clock.set('2026-03-02T20:00:00.000Z');
    const send = t.mailer.send.bind(t.mailer);
    t.mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const failed = await run(t);
      expect(failed.failed).toBeGreaterThanOrEqual(1);
      expect(await claims(t, maya)).toEqual([]);
    } finally {
      t.mailer.send = send;
    }
    await run(t);
    expect(mailsTo(t, maya).map((m) => m.subject)).toEqual(['1 flashcard ready for review']);
  });
});
