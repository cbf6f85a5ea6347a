import type { Page } from '@common/schemas/pagination';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import type { AttemptResultDto, AttemptStartDto, QuizDto, QuizStatsDto, QuizSummaryDto } from '@common/schemas/quizzes';
import { NEEDS_MATERIAL } from '../../ai/offline/quiz';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { unlockAllAchievements } from '../../test/achievements';
import { messageText, startMockOpenAiServer, type MockOpenAiServer } from '../../test/mock-openai-server';
import { allPages, getPage } from '../../test/paging';
import { del, expectError, get, post } from '../../test/requests';
import { NO_ATTEMPTS_REVIEW } from './review';
import { QUIZ_MESSAGES, quizXp, type StoredQuestion } from './service';

const BIOLOGY = `Photosynthesis is the process by which green plants use sunlight to make glucose. It takes place in the chloroplasts, which contain a green pigment called chlorophyll. The mitochondria are the powerhouse of the cell. During respiration, cells break down glucose to release energy. Carbon dioxide enters the leaf through small pores called stomata. In 1771, Joseph Priestley showed that plants restore air. Oxygen is released as a by-product of photosynthesis. The Calvin cycle uses ATP and NADPH to fix carbon dioxide. Chlorophyll absorbs red and blue light and reflects green light. Water is absorbed by the roots and carried to the leaves through the xylem.`;

const CHEMISTRY = `An atom is the smallest unit of a chemical element. A molecule is a group of atoms bonded together.
Protons carry a positive charge, while electrons carry a negative charge. Neutrons have no electric charge and sit in the nucleus with the protons.
The periodic table arranges the elements by atomic number. Hydrogen is the lightest element, and helium is the second lightest.
A covalent bond is a bond in which two atoms share a pair of electrons. An ionic bond forms when one atom gives electrons to another.
Water is a compound of hydrogen and oxygen. Sodium chloride is an ionic compound known as table salt.`;

type Body = Record<string, unknown>;

async function generate(t: TestApp, cookie: string, body: Body): Promise<QuizDto> {
  const res = await post(t, '/api/quizzes/generate', body, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<QuizDto>();
}

/** The stored questions with their answers, read from the database (a normal quiz never sends them). */
async function storedQuestions(t: TestApp, quizId: string): Promise<StoredQuestion[]> {
  const row = await t.database.db.selectFrom('quizzes').select('questions').where('id', '=', quizId).executeTakeFirstOrThrow();
  return JSON.parse(row.questions) as StoredQuestion[];
}

async function allCorrect(t: TestApp, quizId: string): Promise<Record<string, string>> {
  return Object.fromEntries((await storedQuestions(t, quizId)).map((q, i) => [String(i), q.correct]));
}

function submit(t: TestApp, cookie: string | undefined, quizId: string, body: Body) {
  return post(t, `/api/quizzes/${quizId}/submit`, body, { cookie });
}

async function submitOk(t: TestApp, cookie: string, quizId: string, body: Body): Promise<AttemptResultDto> {
  const res = await submit(t, cookie, quizId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttemptResultDto>();
}

async function start(t: TestApp, cookie: string, quizId: string): Promise<AttemptStartDto> {
  const res = await post(t, `/api/quizzes/${quizId}/attempts`, undefined, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttemptStartDto>();
}

async function xpOf(t: TestApp, cookie: string): Promise<number> {
  return (await get(t, '/api/user', cookie)).json<PublicUser>().xpPoints;
}

async function quizEvents(t: TestApp, userId: string) {
  return t.database.db.selectFrom('xp_events').select(['kind', 'xp', 'minutes']).where('user_id', '=', userId).where('kind', '=', 'quiz_completed').execute();
}

const passage = (over: Body = {}): Body => ({ topic: BIOLOGY, questionCount: 5, questionType: 'fill-blank', subject: 'Biology', ...over });

describe.each(TEST_DIALECTS)('quizzes API on the offline engine (%s)', (dialect) => {
  describe('signed out', () => {
    const app = appPerBlock(dialect);

    it('answers 401 on every quiz endpoint and changes nothing', async () => {
      const t = app();
      const owner = await registerUser(t);
      const quiz = await generate(t, owner.cookie, passage());
      expectError(await get(t, '/api/quizzes'), 401, 'unauthorized');
      expectError(await get(t, '/api/quizzes/stats'), 401, 'unauthorized');
      expectError(await get(t, `/api/quizzes/${quiz.id}`), 401, 'unauthorized');
      expectError(await post(t, '/api/quizzes/generate', passage()), 401, 'unauthorized');
      expectError(await post(t, `/api/quizzes/${quiz.id}/attempts`), 401, 'unauthorized');
      expectError(await submit(t, undefined, quiz.id, { answers: { 0: 'x' } }), 401, 'unauthorized');
      expectError(await get(t, `/api/quizzes/${quiz.id}/attempts`), 401, 'unauthorized');
      expectError(await del(t, `/api/quizzes/${quiz.id}`), 401, 'unauthorized');
      expectError(await get(t, '/api/quizzes', 'sid=garbage'), 401, 'unauthorized');
      const [still] = (await get(t, '/api/quizzes', owner.cookie)).json<Page<QuizDto>>().items;
      expect(still).toMatchObject({ id: quiz.id, score: null });
    });
  });

  describe('validation', () => {
    const app = appPerBlock(dialect);

    it('answers 400 with the spec message and the field for bad generate and submit bodies', async () => {
      const t = app();
      const u = await registerUser(t);
      const generateError = async (body: Body) => expectError(await post(t, '/api/quizzes/generate', body, { cookie: u.cookie }), 400, 'validation');
      expect((await generateError({ topic: '   ' })).message).toBe('topic: Please fill in the topic or study material.');
      expect((await generateError({})).message).toMatch(/^topic: /);
      expect((await generateError({ topic: 'Cells', questionCount: 0 })).message).toMatch(/^questionCount: /);
      expect((await generateError({ topic: 'Cells', questionCount: 51 })).message).toMatch(/^questionCount: /);
      expect((await generateError({ topic: 'Cells', questionType: 'essay' })).message).toMatch(/^questionType: /);
      expect((await generateError({ topic: 'Cells', difficulty: 'extreme' })).message).toMatch(/^difficulty: /);
      expect((await generateError({ topic: 'Cells', timeLimit: 3 })).message).toMatch(/^timeLimit: /);
      expect((await generateError({ topic: 'Cells', timeLimit: 65 })).message).toMatch(/^timeLimit: /);
      expect((await generateError({ topic: 'x'.repeat(100_001) })).message).toMatch(/^topic: The study material is too long/);

      const quiz = await generate(t, u.cookie, passage());
      expect((await expectError(await submit(t, u.cookie, quiz.id, {}), 400, 'validation')).message).toMatch(/^answers: /);
      expectError(await submit(t, u.cookie, quiz.id, { answers: 'all of them' }), 400, 'validation');
      expectError(await submit(t, u.cookie, quiz.id, { answers: { first: 'x' } }), 400, 'validation');
      expectError(await submit(t, u.cookie, quiz.id, { answers: { 0: 'x'.repeat(2001) } }), 400, 'validation');
      expectError(await submit(t, u.cookie, quiz.id, { answers: {}, attemptId: 'a'.repeat(65) }), 400, 'validation');
      expect((await get(t, `/api/quizzes/${quiz.id}/attempts`, u.cookie)).json<Page<unknown>>().items).toEqual([]);
    });
  });

  describe('ownership', () => {
    const app = appPerBlock(dialect);

    it("answers 404 for another student's quiz everywhere, and for an unknown id", async () => {
      const t = app();
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const quiz = await generate(t, owner.cookie, passage());
      const attempt = await start(t, owner.cookie, quiz.id);
      for (const id of [quiz.id, '0190f3c2-0000-7000-8000-000000000000', 'nope']) {
        expectError(await get(t, `/api/quizzes/${id}`, other.cookie), 404, 'not_found', QUIZ_MESSAGES.notFound);
        expectError(await submit(t, other.cookie, id, { answers: { 0: 'x' } }), 404, 'not_found');
        expectError(await submit(t, other.cookie, id, { answers: { 0: 'x' }, attemptId: attempt.attemptId }), 404, 'not_found');
        expectError(await post(t, `/api/quizzes/${id}/attempts`, undefined, { cookie: other.cookie }), 404, 'not_found');
        expectError(await get(t, `/api/quizzes/${id}/attempts`, other.cookie), 404, 'not_found');
        expectError(await del(t, `/api/quizzes/${id}`, other.cookie), 404, 'not_found');
      }
      expect((await get(t, '/api/quizzes', other.cookie)).json<Page<unknown>>().items).toEqual([]);
      // the owner's attempt cannot be used on another quiz either
      const second = await generate(t, owner.cookie, passage());
      expectError(await submit(t, owner.cookie, second.id, { answers: {}, attemptId: attempt.attemptId }), 404, 'not_found', QUIZ_MESSAGES.attemptNotFound);
      // nothing was changed by the refused calls
      expect((await get(t, `/api/quizzes/${quiz.id}`, owner.cookie)).json<QuizDto>()).toMatchObject({ id: quiz.id, score: null });
    });
  });

  describe('generating offline', () => {
    const app = appPerBlock(dialect);

    it('builds a quiz from a passage; answers are hidden unless learn or practice mode', async () => {
      const t = app();
      const u = await registerUser(t);
      const quiz = await generate(t, u.cookie, passage({ questionType: 'multiple-choice', difficulty: 'easy' }));
      expect(quiz).toMatchObject({
        subject: 'Biology', difficulty: 'easy', questionType: 'multiple-choice', learnMode: false, isPracticeMode: false,
        timeLimit: null, score: null, questionCount: 5,
      });
      expect(quiz.title.length).toBeGreaterThan(0);
      expect(quiz.notice).toBeUndefined();
      for (const q of quiz.questions) {
        expect(q.type).toBe('multiple-choice');
        expect(q.options).toHaveLength(4);
        expect(q).not.toHaveProperty('correct');
        expect(q).not.toHaveProperty('explanation');
        expect(q).not.toHaveProperty('hint');
      }
      const [listed] = (await get(t, '/api/quizzes', u.cookie)).json<Page<QuizSummaryDto>>().items;
      expect(listed.id).toBe(quiz.id);
      // a list item is a summary: never the questions, let alone their answers
      expect(listed).not.toHaveProperty('questions');
      expect(listed.questionCount).toBe(quiz.questions.length);
      expect(listed).toMatchObject({ score: null, bestScore: null, attemptCount: 0, lastAttemptAt: null, learnMode: false });
      expect((await get(t, `/api/quizzes/${quiz.id}`, u.cookie)).json<QuizDto>().questions[0]).not.toHaveProperty('correct');

      const learn = await generate(t, u.cookie, passage({ learnMode: true }));
      expect(learn.learnMode).toBe(true);
      for (const q of learn.questions) {
        expect(q.correct).toBeTruthy();
        expect(q.explanation).toMatch(/^From your material: "/);
        expect(q.hint).toBeTruthy();
        expect(q.question).toContain('_____');
      }
      const practice = await generate(t, u.cookie, passage({ practiceMode: true, questionType: 'true-false' }));
      expect(practice.isPracticeMode).toBe(true);
      for (const q of practice.questions) {
        expect(q.options).toEqual(['True', 'False']);
        expect(['True', 'False']).toContain(q.correct);
      }
      const list = (await get(t, '/api/quizzes', u.cookie)).json<Page<QuizSummaryDto>>().items;
      // newest first
      expect(list.map((q) => q.id)).toEqual([practice.id, learn.id, quiz.id]);
      expect(list.map((q) => [q.isPracticeMode, q.learnMode])).toEqual([[true, false], [false, true], [false, false]]);
      expect(list.every((q) => !('questions' in q))).toBe(true);

      const usage = await t.database.db.selectFrom('ai_usage').select(['feature', 'engine']).where('user_id', '=', u.id).execute();
      expect(usage).toEqual(Array(3).fill({ feature: 'quizzes', engine: 'offline' }));
    });

    it('says so when the material gives fewer questions than asked', async () => {
      const t = app();
      const u = await registerUser(t);
      const quiz = await generate(t, u.cookie, passage({ questionCount: 50 }));
      expect(quiz.questionCount).toBeLessThan(50);
      expect(quiz.questionCount).toBeGreaterThan(0);
      expect(quiz.notice).toBe(`Your material gave ${quiz.questionCount} fill-in-the-blank questions of the 50 asked. Paste more material for a longer quiz.`);
    });

    it('answers a bare topic with 422 and what would work, and stores nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await post(t, '/api/quizzes/generate', { topic: 'Photosynthesis', questionCount: 10 }, { cookie: u.cookie });
      expectError(res, 422, 'needs_material', NEEDS_MATERIAL);
      expectError(await post(t, '/api/quizzes/generate', { topic: 'Hello there. How are you?' }, { cookie: u.cookie }), 422, 'needs_material');
      expect((await get(t, '/api/quizzes', u.cookie)).json<Page<unknown>>().items).toEqual([]);
    });

    it("builds a quiz from one of the student's notes, never another student's", async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      const html = BIOLOGY.split('. ').map((s) => `<p>${s.replace(/\.$/, '')}.</p>`).join('');
      const note = await post(t, '/api/notes', { title: 'Plants', content: html, subject: 'Science' }, { cookie: u.cookie });
      expect(note.statusCode, note.body).toBe(201);
      const noteId = note.json<{ id: string }>().id;
      const quiz = await generate(t, u.cookie, { topic: 'Plants', noteId, questionCount: 5, questionType: 'short-answer', learnMode: true });
      expect(quiz.questionCount).toBe(5);
      for (const q of quiz.questions) expect(q.explanation).toMatch(/^From your material: "/);
      const row = await t.database.db.selectFrom('quizzes').select('source').where('id', '=', quiz.id).executeTakeFirstOrThrow();
      expect(row.source).toBe('note');
      expectError(await post(t, '/api/quizzes/generate', { topic: 'Plants', noteId }, { cookie: other.cookie }), 404, 'not_found', QUIZ_MESSAGES.noteNotFound);
    });

    it('turns a converted flashcard deck (spec-2 §7) into a quiz on its cards', async () => {
      const t = app();
      const u = await registerUser(t);
      const topic = ['Capitals', 'France: Paris', 'Spain: Madrid', 'Italy: Rome', 'Portugal: Lisbon', 'Germany: Berlin'].join('\n');
      const quiz = await generate(t, u.cookie, { topic, questionCount: 5, difficulty: 'medium', subject: 'General', questionType: 'multiple-choice', learnMode: true });
      expect(quiz.questionCount).toBe(5);
      expect(quiz.questions.map((q) => q.correct).sort()).toEqual(['Berlin', 'Lisbon', 'Madrid', 'Paris', 'Rome']);
      expect(quiz.questions.find((q) => q.correct === 'Paris')?.question).toBe('Which of these matches "France"?');
    });
  });

  describe('submitting and grading', () => {
    const app = appPerBlock(dialect);

    it('grades typed answers with forgiveness, stores the attempt, updates the score and records XP once', async () => {
      const t = app();
      const u = await registerUser(t);
      await unlockAllAchievements(t.ctx.db, u.id); // the quiz's own XP, without achievement rewards
      const quiz = await generate(t, u.cookie, passage());
      const questions = await storedQuestions(t, quiz.id);
      const long = questions.findIndex((q) => q.correct.length > 6 && !q.correct.includes(' '));
      expect(long).toBeGreaterThanOrEqual(0);
      const typo = questions[long].correct.slice(0, 2) + questions[long].correct.slice(3);
      const answers: Record<string, string> = {};
      questions.forEach((q, i) => {
        if (i === long) answers[i] = `  The ${typo.toUpperCase()}. `;
        else if (i === (long + 1) % questions.length) answers[i] = `${q.correct}zz`;
        else if (i === (long + 2) % questions.length) return; // unanswered: wrong
        else answers[i] = q.correct.toLowerCase();
      });
      const xpBefore = await xpOf(t, u.cookie);
      const result = await submitOk(t, u.cookie, quiz.id, { answers });
      expect(result).toMatchObject({ quizId: quiz.id, total: 5, correctCount: 3, score: 60, timeTakenSeconds: null, late: false });
      expect(result.answers[long]).toMatchObject({ isCorrect: true, correct: questions[long].correct });
      expect(result.answers[(long + 1) % 5].isCorrect).toBe(false);
      expect(result.answers[(long + 2) % 5]).toMatchObject({ answer: '', isCorrect: false });
      for (const a of result.answers) expect(a.explanation).toMatch(/^From your material: "/);

      expect((await get(t, `/api/quizzes/${quiz.id}`, u.cookie)).json<QuizDto>().score).toBe(60);
      const history = (await get(t, `/api/quizzes/${quiz.id}/attempts`, u.cookie)).json<Page<AttemptResultDto>>().items;
      expect(history).toEqual([result]);
      expect(await xpOf(t, u.cookie)).toBe(xpBefore + quizXp(60));
      expect(await quizEvents(t, u.id)).toEqual([{ kind: 'quiz_completed', xp: quizXp(60), minutes: 0 }]);

      // a retake is a new attempt; the latest score wins
      const retake = await submitOk(t, u.cookie, quiz.id, { answers: await allCorrect(t, quiz.id) });
      expect(retake.score).toBe(100);
      expect((await get(t, '/api/quizzes', u.cookie)).json<Page<QuizSummaryDto>>().items[0]).toMatchObject({ score: 100, bestScore: 100, attemptCount: 2 });
      expect((await get(t, `/api/quizzes/${quiz.id}/attempts`, u.cookie)).json<Page<AttemptResultDto>>().items.map((a) => a.attemptId)).toEqual([retake.attemptId, result.attemptId]);
      expect(await quizEvents(t, u.id)).toHaveLength(2);
    });

    it('marks choices exactly, and an attempt can be submitted only once', async () => {
      const t = app();
      const u = await registerUser(t);
      const quiz = await generate(t, u.cookie, passage({ questionType: 'multiple-choice' }));
      const questions = await storedQuestions(t, quiz.id);
      const attempt = await start(t, u.cookie, quiz.id);
      expect(attempt.deadline).toBeNull();
      const answers = Object.fromEntries(questions.map((q, i) => [String(i), i === 0 ? q.correct.toUpperCase() + ' ' : q.correct]));
      const result = await submitOk(t, u.cookie, quiz.id, { answers, attemptId: attempt.attemptId });
      expect(result).toMatchObject({ attemptId: attempt.attemptId, correctCount: 4, score: 80, timeTakenSeconds: null });
      expect(result.answers[0].isCorrect).toBe(false);
      const xp = await xpOf(t, u.cookie);
      expectError(await submit(t, u.cookie, quiz.id, { answers, attemptId: attempt.attemptId }), 409, 'conflict', QUIZ_MESSAGES.alreadySubmitted);
      expect(await xpOf(t, u.cookie)).toBe(xp);
      expect(await quizEvents(t, u.id)).toHaveLength(1);
    });

    it('refuses to save a practice quiz: practice results are not saved (spec-2 §2)', async () => {
      const t = app();
      const u = await registerUser(t);
      const quiz = await generate(t, u.cookie, passage({ practiceMode: true }));
      expectError(await submit(t, u.cookie, quiz.id, { answers: { 0: 'x' } }), 409, 'practice_not_saved', QUIZ_MESSAGES.practiceNotSaved);
      expectError(await post(t, `/api/quizzes/${quiz.id}/attempts`, undefined, { cookie: u.cookie }), 409, 'practice_not_saved');
      expect((await get(t, `/api/quizzes/${quiz.id}`, u.cookie)).json<QuizDto>().score).toBeNull();
      expect(await quizEvents(t, u.id)).toEqual([]);
    });
  });

  describe('timed mode', () => {
    const app = appPerBlock(dialect);

    it('keeps the clock on the server: in time, within the grace, and late (graded at the limit)', async () => {
      const t = app();
      const u = await registerUser(t);
      const quiz = await generate(t, u.cookie, passage({ timeLimit: 5 }));
      expect(quiz.timeLimit).toBe(5);
      const answers = await allCorrect(t, quiz.id);
      expectError(await submit(t, u.cookie, quiz.id, { answers }), 400, 'attempt_required', QUIZ_MESSAGES.attemptRequired);

      const inTime = await start(t, u.cookie, quiz.id);
      expect(Date.parse(inTime.deadline ?? '') - Date.parse(inTime.startedAt)).toBe(5 * 60_000);
      t.clock.advanceMinutes(3);
      expect(await submitOk(t, u.cookie, quiz.id, { answers, attemptId: inTime.attemptId })).toMatchObject({ timeTakenSeconds: 180, late: false, score: 100 });

      const grace = await start(t, u.cookie, quiz.id);
      t.clock.advanceMinutes(5 + 20 / 60);
      expect(await submitOk(t, u.cookie, quiz.id, { answers, attemptId: grace.attemptId })).toMatchObject({ timeTakenSeconds: 300, late: false, score: 100 });

      const late = await start(t, u.cookie, quiz.id);
      t.clock.advanceMinutes(7);
      const { 0: _dropped, ...partial } = answers;
      const result = await submitOk(t, u.cookie, quiz.id, { answers: partial, attemptId: late.attemptId });
      expect(result).toMatchObject({ timeTakenSeconds: 300, late: true, correctCount: 4, score: 80 });
      expect(result.answers[0]).toMatchObject({ answer: '', isCorrect: false });

      const events = await quizEvents(t, u.id);
      expect(events.map((e) => e.minutes)).toEqual([3, 5, 5]);
      const history = (await get(t, `/api/quizzes/${quiz.id}/attempts`, u.cookie)).json<Page<AttemptResultDto>>().items;
      expect(history.map((a) => a.late)).toEqual([true, false, false]);
    });
  });

  describe('stats', () => {
    const app = appPerBlock(dialect);

    it('totals, scores over completed attempts, the review by subject and question type, and recent activity', async () => {
      const t = app();
      const u = await registerUser(t);
      const empty = (await get(t, '/api/quizzes/stats', u.cookie)).json<QuizStatsDto>();
      expect(empty).toEqual({
        totalQuizzes: 0, averageScore: 0, completed: 0, highestScore: 0,
        review: { strengths: [], recommendations: [NO_ATTEMPTS_REVIEW] }, recentActivity: [],
      });

      const bio = await generate(t, u.cookie, passage());
      const chem = await generate(t, u.cookie, { topic: CHEMISTRY, questionCount: 5, questionType: 'multiple-choice', subject: 'Chemistry' });
      expect(chem.questionCount).toBe(5);
      await generate(t, u.cookie, passage({ subject: '' }));
      await submitOk(t, u.cookie, bio.id, { answers: await allCorrect(t, bio.id) });
      t.clock.advanceMinutes(1);
      await submitOk(t, u.cookie, chem.id, { answers: {} });
      t.clock.advanceMinutes(1);
      await submitOk(t, u.cookie, bio.id, { answers: await allCorrect(t, bio.id) });

      const stats = (await get(t, '/api/quizzes/stats', u.cookie)).json<QuizStatsDto>();
      expect(stats).toMatchObject({ totalQuizzes: 3, completed: 3, averageScore: 67, highestScore: 100 });
      expect(stats.review.strengths).toEqual(['Strong in Biology (100% over 2 quizzes)', 'Strong at fill-in-the-blank questions: 100% correct']);
      expect(stats.review.recommendations).toEqual([
        'Review Chemistry: 0% over 1 quiz. Retake those quizzes and read the explanations of the questions you missed.',
        'Practise multiple-choice questions: 0% correct',
      ]);
      expect(stats.recentActivity.map((a) => [a.quizId, a.subject, a.score])).toEqual([
        [bio.id, 'Biology', 100],
        [chem.id, 'Chemistry', 0],
        [bio.id, 'Biology', 100],
      ]);
      expect(stats.recentActivity[0].title).toBe(bio.title);
    });
  });

  describe('deleting', () => {
    const app = appPerBlock(dialect);

    it('deletes a quiz with its attempts', async () => {
      const t = app();
      const u = await registerUser(t);
      const quiz = await generate(t, u.cookie, passage());
      await submitOk(t, u.cookie, quiz.id, { answers: { 0: 'x' } });
      const res = await del(t, `/api/quizzes/${quiz.id}`, u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await get(t, '/api/quizzes', u.cookie)).json<Page<unknown>>().items).toEqual([]);
      expectError(await get(t, `/api/quizzes/${quiz.id}`, u.cookie), 404, 'not_found');
      expectError(await del(t, `/api/quizzes/${quiz.id}`, u.cookie), 404, 'not_found');
      const attempts = await t.database.db.selectFrom('quiz_attempts').select('id').where('user_id', '=', u.id).execute();
      expect(attempts).toEqual([]);
      expect((await get(t, '/api/quizzes/stats', u.cookie)).json<QuizStatsDto>()).toMatchObject({ totalQuizzes: 0, completed: 0 });
    });
  });
});

/**
 * Generation through the LLM engine: the real AI SDK OpenAI-compatible provider against the local
 * mock model server. SQLite only: nothing here depends on the dialect.
 */
describe('quiz generation with a model (mock OpenAI-compatible server)', () => {
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

  const question = (n: number) => ({
    question: `Which planet is number ${n} from the Sun?`,
    options: ['Mercury', 'Venus', 'Earth', 'Mars'],
    correct: ['Mercury', 'Venus', 'Earth', 'Mars'][n - 1],
    explanation: `Counting outwards, planet ${n} is ${['Mercury', 'Venus', 'Earth', 'Mars'][n - 1]}.`,
    hint: 'Count outwards from the Sun.',
  });
  const answer = (body: object, usage = { prompt_tokens: 120, completion_tokens: 300 }) => ({ kind: 'text' as const, chunks: [JSON.stringify(body)], usage });
  const valid = { title: 'The inner planets', questions: [question(1), question(2), question(3)] };

  it('generates from a bare topic with the student context in the prompt, and records usage', async () => {
    const t = app();
    const u = await registerUser(t, { gradeLevel: 8 });
    mock.enqueue(answer(valid));
    const quiz = await generate(t, u.cookie, { topic: 'The solar system', questionCount: 3, subject: 'Science', difficulty: 'hard' });
    expect(quiz).toMatchObject({ title: 'The inner planets', questionCount: 3, subject: 'Science', difficulty: 'hard' });
    expect(quiz.questions[0]).toEqual({ question: question(1).question, type: 'multiple-choice', options: question(1).options });
    expect((await storedQuestions(t, quiz.id))[2]).toMatchObject({ correct: 'Earth', hint: 'Count outwards from the Sun.' });

    expect(mock.requests).toHaveLength(1);
    const [system, user] = mock.requests[0].body.messages;
    expect(messageText(system)).toContain('8th Grade student, subject: Science');
    expect(messageText(system)).toContain('Write exactly 3 multiple-choice questions');
    expect(messageText(system)).toContain('Write in English');
    expect(messageText(user)).toBe('Topic: The solar system');
    const usage = await t.database.db.selectFrom('ai_usage').select(['feature', 'engine', 'input_tokens', 'output_tokens']).where('user_id', '=', u.id).execute();
    expect(usage).toEqual([{ feature: 'quizzes', engine: 'openai-compatible', input_tokens: 120, output_tokens: 300 }]);
  });

  it('asks once more, saying what was wrong, when an answer breaks the rules', async () => {
    const t = app();
    const u = await registerUser(t);
    const wrong = { ...valid, questions: [question(1), { ...question(2), correct: 'Pluto' }] };
    mock.enqueue(answer(wrong), answer(valid));
    const quiz = await generate(t, u.cookie, { topic: 'Planets', questionCount: 3, learnMode: true });
    expect(quiz.questions.map((q) => q.correct)).toEqual(['Mercury', 'Venus', 'Earth']);
    expect(mock.requests).toHaveLength(2);
    const retry = mock.requests[1].body.messages;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messageText(retry[3])).toContain('expected exactly 3 questions, got 2');
    expect(messageText(retry[3])).toContain('the correct answer is not among its options');
    const usage = await t.database.db.selectFrom('ai_usage').select(['input_tokens']).where('user_id', '=', u.id).execute();
    expect(usage).toEqual([{ input_tokens: 240 }]);
  });

  it('accepts JSON in a code fence, and true/false written in lower case', async () => {
    const t = app();
    const u = await registerUser(t);
    const tf = { title: 'Planets', questions: [{ question: 'Mars is red.', options: ['true', 'false'], correct: 'true', explanation: 'Iron oxide.', hint: '' }] };
    mock.enqueue({ kind: 'text', chunks: ['```json\n', JSON.stringify(tf), '\n```'] });
    const quiz = await generate(t, u.cookie, { topic: 'Planets', questionCount: 1, questionType: 'true-false', practiceMode: true });
    expect(quiz.questions).toEqual([{ question: 'Mars is red.', type: 'true-false', options: ['True', 'False'], correct: 'True', explanation: 'Iron oxide.' }]);
    expect(mock.requests).toHaveLength(1);
  });

  it('from material: asks up to the count, checks every answer against the material, asks once to replace unsupported ones, then drops them with a notice', async () => {
    const t = app();
    const u = await registerUser(t);
    const material = 'Mercury is the planet closest to the Sun. Venus is the hottest planet. Earth is the only planet known to have life. Mars is called the red planet because of iron oxide.';
    const invented = { question: 'Which planet has the Great Red Spot?', options: ['Jupiter', 'Venus', 'Earth', 'Mars'], correct: 'Jupiter', explanation: 'A storm.', hint: '' };
    mock.enqueue(answer({ title: 'Planets', questions: [question(1), invented] }), answer({ title: 'Planets', questions: [question(1), invented] }));
    const quiz = await generate(t, u.cookie, { topic: material, questionCount: 3, learnMode: true });
    expect(quiz.questions.map((q) => q.correct)).toEqual(['Mercury']);
    expect(quiz.notice).toBe('Your material gave 1 question of the 3 asked. Paste more material for a longer quiz.');
    expect(mock.requests).toHaveLength(2);
    expect(messageText(mock.requests[0].body.messages[0])).toContain('Write up to 3 multiple-choice questions');
    // AI_STRUCTURED_OUTPUTS (default true): the quiz's JSON schema goes to the server as response_format
    expect((mock.requests[0].body as { response_format?: { type: string } }).response_format?.type).toBe('json_schema');
    expect(messageText(mock.requests[1].body.messages[3])).toContain('Question 2 has an answer that the study material does not state');
  });

  it('keeps the accepted forms a model lists for a typed answer, shows them with the answer in learn mode and grades by them', async () => {
    const t = app();
    const u = await registerUser(t);
    const typed = { question: 'What is the least energy a collision needs to react called?', options: [], correct: 'activation energy', accepted: ['Ea'], explanation: 'Collision theory.', hint: '' };
    mock.enqueue(answer({ title: 'Rates', questions: [typed] }));
    const quiz = await generate(t, u.cookie, { topic: 'Reaction rates', questionCount: 1, questionType: 'short-answer', learnMode: true });
    expect(quiz.questions[0]).toMatchObject({ correct: 'activation energy', accepted: ['Ea'] });
    const result = await submitOk(t, u.cookie, quiz.id, { answers: { '0': 'ea' } });
    expect(result.correctCount).toBe(1);
  });

  it('answers 502 with a clear message after two unusable answers, and stores nothing', async () => {
    const t = app();
    const u = await registerUser(t);
    mock.enqueue({ kind: 'text', chunks: ['Sure! Here is a quiz about planets.'] }, answer({ title: 'x', questions: [] }));
    const res = await post(t, '/api/quizzes/generate', { topic: 'Planets', questionCount: 3 }, { cookie: u.cookie });
    expectError(res, 502, 'ai_failed', 'The AI could not write a valid quiz. Please try again.');
    expect(mock.requests).toHaveLength(2);
    expect((await get(t, '/api/quizzes', u.cookie)).json<Page<unknown>>().items).toEqual([]);

    mock.enqueue({ kind: 'http-error', status: 500 }, { kind: 'http-error', status: 500 });
    expectError(await post(t, '/api/quizzes/generate', { topic: 'Planets', questionCount: 3 }, { cookie: u.cookie }), 502, 'ai_failed', QUIZ_MESSAGES.generationFailed);
  });
});

describe.each(TEST_DIALECTS)('quiz lists page on the server (%s)', (dialect) => {
  const app = appPerBlock(dialect);
  const base = Date.parse('2026-11-01T00:00:00.000Z');
  const iso = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  let seq = 0;

  /** Quizzes straight into the table (fast), with the columns the list reads. */
  async function seedQuizzes(t: TestApp, userId: string, rows: Array<{ title: string; subject?: string; createdAt: string; score?: number | null; questions?: number }>) {
    const values = rows.map((r) => {
      seq += 1;
      const count = r.questions ?? 5;
      const questions = Array.from({ length: count }, (_, i) => ({ question: `Q${i}`, type: 'short-answer', options: [], correct: 'a', explanation: '' }));
      return {
        id: `q-${String(seq).padStart(6, '0')}`,
        user_id: userId,
        title: r.title,
        subject: r.subject ?? 'Biology',
        difficulty: 'medium',
        question_type: 'short-answer',
        learn_mode: t.database.codec.bool(false),
        is_practice: t.database.codec.bool(false),
        time_limit_minutes: null,
        questions: JSON.stringify(questions),
        question_count: count,
        score: r.score ?? null,
        source: 'topic',
        created_at: r.createdAt,
        updated_at: r.createdAt,
      };
    });
    for (let i = 0; i < values.length; i += 200) await t.database.db.insertInto('quizzes').values(values.slice(i, i + 200)).execute();
    return values.map((v) => v.id);
  }

  async function seedAttempts(t: TestApp, userId: string, quizId: string, scores: Array<{ score: number; at: string; late?: boolean; correct?: number; total?: number }>) {
    const values = scores.map((a) => {
      seq += 1;
      return {
        id: `a-${String(seq).padStart(6, '0')}`,
        user_id: userId,
        quiz_id: quizId,
        started_at: a.at,
        deadline: null,
        submitted_at: a.at,
        answers: '{}',
        results: '[]',
        score: a.score,
        correct_count: a.correct ?? Math.round(a.score / 20),
        total: a.total ?? 5,
        time_taken_seconds: null,
        late: t.database.codec.bool(a.late ?? false),
      };
    });
    for (let i = 0; i < values.length; i += 200) await t.database.db.insertInto('quiz_attempts').values(values.slice(i, i + 200)).execute();
    return values.map((v) => v.id);
  }

  it('GET /api/quizzes: 401 signed out, 400 for a bad limit or cursor, summaries newest first', async () => {
    const t = app();
    const u = await registerUser(t);
    expectError(await get(t, '/api/quizzes?limit=5'), 401, 'unauthorized');
    for (const q of ['limit=0', 'limit=201', 'limit=abc', 'limit=1.5', 'cursor=%%%', 'cursor=bm90LWpzb24', `cursor=${Buffer.from('[1,2]').toString('base64url')}`, `search=${'x'.repeat(201)}`, 'taken=maybe']) {
      expectError(await get(t, `/api/quizzes?${q}`, u.cookie), 400, 'validation');
    }
    const page = await getPage<QuizSummaryDto>(t, u.cookie, '/api/quizzes');
    expect(page).toEqual({ items: [], nextCursor: null });
  });

  it('pages cover every quiz exactly once, newest first, stable when newer quizzes arrive; the last page says so', async () => {
    const t = app();
    const u = await registerUser(t);
    const other = await registerUser(t);
    // 23 quizzes, two sharing each creation time (the id breaks the tie)
    const ids = await seedQuizzes(t, u.id, Array.from({ length: 23 }, (_, i) => ({ title: `Quiz ${i}`, createdAt: iso(Math.floor(i / 2)) })));
    await seedQuizzes(t, other.id, [{ title: 'Not yours', createdAt: iso(100) }]);
    const expected = [...ids].reverse(); // newest created_at first, then the larger id
    const { pages, items } = await allPages<QuizSummaryDto>(t, u.cookie, '/api/quizzes', 5);
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(items.map((q) => q.id)).toEqual(expected);
    // an exact multiple of the limit still ends with nextCursor null and no empty page
    const exact = await allPages<QuizSummaryDto>(t, u.cookie, '/api/quizzes', 23);
    expect(exact.pages).toHaveLength(1);
    expect(exact.pages[0].nextCursor).toBeNull();

    const first = await getPage<QuizSummaryDto>(t, u.cookie, '/api/quizzes', { limit: 10 });
    await seedQuizzes(t, u.id, [{ title: 'Brand new', createdAt: iso(500) }]);
    const rest = await allPages<QuizSummaryDto>(t, u.cookie, '/api/quizzes', 10, { cursor: first.nextCursor ?? undefined });
    expect([...first.items, ...rest.items].map((q) => q.id)).toEqual(expected);
  });

  it('searches titles on the server (case-insensitive, % and _ literal), filters by subject and by taken', async () => {
    const t = app();
    const u = await registerUser(t);
    await seedQuizzes(t, u.id, [
      { title: 'Cell biology', subject: 'Biology', createdAt: iso(1), score: 80 },
      { title: 'The CELL membrane', subject: 'Biology', createdAt: iso(2) },
      { title: 'Cells 100% done', subject: 'Chemistry', createdAt: iso(3), score: 40 },
      { title: 'Algebra_1', subject: 'Mathematics', createdAt: iso(4) },
      { title: 'Algebra 2', subject: 'Mathematics', createdAt: iso(5), score: 100 },
    ]);
    const titles = async (params: Record<string, string>) => (await getPage<QuizSummaryDto>(t, u.cookie, '/api/quizzes', params)).items.map((q) => q.title);
    expect(await titles({ search: 'cell' })).toEqual(['Cells 100% done', 'The CELL membrane', 'Cell biology']);
    expect(await titles({ search: '0%' })).toEqual(['Cells 100% done']);
    expect(await titles({ search: 'a_1' })).toEqual(['Algebra_1']);
    expect(await titles({ subject: 'Mathematics' })).toEqual(['Algebra 2', 'Algebra_1']);
    expect(await titles({ subject: 'Biology', search: 'membrane' })).toEqual(['The CELL membrane']);
    expect(await titles({ taken: 'true' })).toEqual(['Algebra 2', 'Cells 100% done', 'Cell biology']);
    expect(await titles({ taken: 'false' })).toEqual(['Algebra_1', 'The CELL membrane']);
    expect(await titles({ taken: 'true', limit: '2' } as Record<string, string>)).toEqual(['Algebra 2', 'Cells 100% done']);
    // filters page too
    const { items } = await allPages<QuizSummaryDto>(t, u.cookie, '/api/quizzes', 1, { search: 'cell' });
    expect(items.map((q) => q.title)).toEqual(['Cells 100% done', 'The CELL membrane', 'Cell biology']);
  });

  it('carries the question count, latest and best score and the attempt count of each quiz', async () => {
    const t = app();
    const u = await registerUser(t);
    const [a, b] = await seedQuizzes(t, u.id, [
      { title: 'A', createdAt: iso(1), score: 40, questions: 7 },
      { title: 'B', createdAt: iso(2), questions: 3 },
    ]);
    await seedAttempts(t, u.id, a, [{ score: 90, at: iso(10) }, { score: 40, at: iso(20) }]);
    // a started, unsubmitted attempt does not count
    await t.database.db.insertInto('quiz_attempts').values({ id: 'a-open', user_id: u.id, quiz_id: b, started_at: iso(30), total: 3 }).execute();
    const { items } = await getPage<QuizSummaryDto>(t, u.cookie, '/api/quizzes');
    expect(items).toEqual([
      expect.objectContaining({ id: b, questionCount: 3, score: null, bestScore: null, attemptCount: 0, lastAttemptAt: null }),
      expect.objectContaining({ id: a, questionCount: 7, score: 40, bestScore: 90, attemptCount: 2, lastAttemptAt: iso(20) }),
    ]);
  });

  it('GET /api/quizzes/:id/attempts pages newest first; 401, 400 and 404 for another student', async () => {
    const t = app();
    const u = await registerUser(t);
    const other = await registerUser(t);
    const [quiz] = await seedQuizzes(t, u.id, [{ title: 'A', createdAt: iso(1) }]);
    const attemptIds = await seedAttempts(t, u.id, quiz, Array.from({ length: 7 }, (_, i) => ({ score: i * 10, at: iso(10 + i) })));
    expectError(await get(t, `/api/quizzes/${quiz}/attempts?limit=2`), 401, 'unauthorized');
    expectError(await get(t, `/api/quizzes/${quiz}/attempts?limit=0`, u.cookie), 400, 'validation');
    expectError(await get(t, `/api/quizzes/${quiz}/attempts?cursor=nope`, u.cookie), 400, 'validation');
    expectError(await get(t, `/api/quizzes/${quiz}/attempts`, other.cookie), 404, 'not_found');
    expectError(await get(t, '/api/quizzes/unknown/attempts', u.cookie), 404, 'not_found');
    const { pages, items } = await allPages<AttemptResultDto>(t, u.cookie, `/api/quizzes/${quiz}/attempts`, 3);
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(items.map((a) => a.attemptId)).toEqual([...attemptIds].reverse());
    expect(items[0]).toMatchObject({ quizId: quiz, score: 60, submittedAt: iso(16) });
    // a newer attempt does not shift the pages after a cursor
    const first = await getPage<AttemptResultDto>(t, u.cookie, `/api/quizzes/${quiz}/attempts`, { limit: 4 });
    await seedAttempts(t, u.id, quiz, [{ score: 100, at: iso(99) }]);
    const second = await getPage<AttemptResultDto>(t, u.cookie, `/api/quizzes/${quiz}/attempts`, { limit: 4, cursor: first.nextCursor ?? undefined });
    expect([...first.items, ...second.items].map((a) => a.attemptId)).toEqual([...attemptIds].reverse());
    expect(second.nextCursor).toBeNull();
  });

  it('GET /api/quizzes/stats sums every attempt in grouped queries: 300 attempts over 2,000 quizzes', async () => {
    const t = app();
    const u = await registerUser(t);
    const other = await registerUser(t);
    const subjects = ['Biology', 'History', ''];
    const quizIds = await seedQuizzes(t, u.id, Array.from({ length: 2000 }, (_, i) => ({ title: `Quiz ${i}`, subject: subjects[i % 3], createdAt: iso(i) })));
    const other1 = await seedQuizzes(t, other.id, [{ title: 'Theirs', createdAt: iso(1) }]);
    await seedAttempts(t, other.id, other1[0], [{ score: 5, at: iso(5000) }]);
    const attempts: Array<{ quiz: number; score: number; late: boolean }> = Array.from({ length: 300 }, (_, i) => ({ quiz: i % 30, score: (i * 37) % 101, late: i % 50 === 0 }));
    for (let q = 0; q < 30; q += 1) {
      const mine = attempts.map((a, i) => ({ ...a, i })).filter((a) => a.quiz === q);
      await seedAttempts(t, u.id, quizIds[q], mine.map((a) => ({ score: a.score, at: iso(3000 + a.i), late: a.late, correct: Math.round(a.score / 20), total: 5 })));
    }
    const started = performance.now();
    const res = await get(t, '/api/quizzes/stats', u.cookie);
    const elapsed = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json<QuizStatsDto>();
    const scores = attempts.map((a) => a.score);
    expect(stats).toMatchObject({
      totalQuizzes: 2000,
      completed: 300,
      averageScore: Math.round(scores.reduce((s, x) => s + x, 0) / scores.length),
      highestScore: Math.max(...scores),
    });
    expect(stats.recentActivity).toHaveLength(10);
    expect(stats.recentActivity[0]).toMatchObject({ quizId: quizIds[299 % 30], score: attempts[299].score, submittedAt: iso(3299) });
    expect(stats.review.recommendations, JSON.stringify(stats.review)).toContain('Pacing: 6 timed quizzes went past the time limit. Answer the questions you know first, or choose a longer limit.');
    expect(elapsed).toBeLessThan(1000);
  });
});
