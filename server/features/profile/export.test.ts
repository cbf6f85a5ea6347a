import http from 'node:http';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '@common/schemas/profile';
import type { UserSettings } from '@common/schemas/settings';
import { seedCardsWithReviews } from '../../test/export-seed';
import { appPerBlock, registerUser, TEST_DIALECTS } from '../../test/harness';
import { newId } from '../../lib/ids';
import { get } from '../../test/requests';
import { exportPageRows, streamExport, type UserExport } from './export';

/**
 * GET /api/user/export at scale: a heavy student's 20,000 cards (40,000 reviews) come out whole,
 * in order, each with its review history, written a page at a time rather than built in memory.
 */
const CARDS = 20_000;
const REVIEWS_PER_CARD = 2;

/** Counts the queries a Kysely instance runs. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The export over a real socket: status, headers, body and how many pieces it arrived in. */
function download(port: number, cookie: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; pieces: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/user/export', headers: { cookie } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8'), pieces: parts.length }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe.each(TEST_DIALECTS)('streamed export of a heavy student (%s)', (dialect) => {
  const app = appPerBlock(dialect);

  it('exports every card with its reviews, in order, as one JSON document sent in chunks', async () => {
    const t = app();
    const u = await registerUser(t);
    const other = await registerUser(t);
    const ids = await seedCardsWithReviews(t.database.db, u.id, { cards: CARDS, reviewsPerCard: REVIEWS_PER_CARD });
    const theirs = await seedCardsWithReviews(t.database.db, other.id, { cards: 5, reviewsPerCard: 1 });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
    const res = await download(address.port, u.cookie);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="studypilot-export-2026-03-02.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // Sent as it is written: chunked, with no length known in advance.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.pieces).toBeGreaterThan(1);

    const data: UserExport = JSON.parse(res.body);
    expect(data.format).toBe('studypilot-export');
    expect(data.profile).toMatchObject({ id: u.id });
    expect(data.flashcards.map((c) => c.id)).toEqual(ids);
    expect(data.flashcards[0]).toMatchObject({ front: 'Front 0: what is the term for card number 0?', state: 'review', reps: REVIEWS_PER_CARD });
    for (const card of data.flashcards) {
      const reviews = card.reviews as Array<{ reviewedAt: string }>;
      expect(reviews).toHaveLength(REVIEWS_PER_CARD);
      expect(reviews.map((r) => r.reviewedAt)).toEqual([...reviews.map((r) => r.reviewedAt)].sort());
    }
    for (const id of theirs) expect(res.body).not.toContain(id);
    // Every other section is present (empty for this student but for what registering records).
    for (const key of ['notes', 'quizzes', 'chatSessions', 'assignments', 'studyPlans', 'achievements', 'studySessions', 'studyEmails', 'xpEvents', 'dailyActivity', 'aiUsage'] as const) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
  }, 120_000);

  it('reads the database a page at a time, only as fast as the document is taken', async () => {
    const t = app();
    const u = await registerUser(t);
    const pageRows = exportPageRows(t.database.db);
    await seedCardsWithReviews(t.database.db, u.id, { cards: 5 * pageRows, reviewsPerCard: 1 });
    const settings = (await get(t, '/api/user/settings', u.cookie)).json<UserSettings>();
    const preferences = (await get(t, '/api/profile/preferences', u.cookie)).json<Preferences>();
    const counter = new QueryCounter();
    const ctx = { ...t.ctx, db: t.ctx.db.withPlugin(counter) };

    const chunks = streamExport(ctx.db, ctx.now(), u.id, settings, preferences)[Symbol.asyncIterator]();
    let text = '';
    // The head, the notes section (empty), the decks, then the first page of cards.
    while (!text.includes('Front 0:')) {
      const next = await chunks.next();
      if (next.done) throw new Error('the export ended before the first card');
      text += next.value;
    }
    // One query for the user, one for the (empty) notes, one for the decks, one page of cards and
    // its reviews: not the 5 pages of cards that exist.
    expect(counter.count).toBeLessThanOrEqual(5);
    expect(text).not.toContain(`Front ${pageRows}:`);
    const afterFirstPage = counter.count;

    // Reading on pulls the remaining pages, each page one query for cards and one for reviews.
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) text += next.value;
    expect(counter.count - afterFirstPage).toBeGreaterThanOrEqual(2 * 4);
    const data: UserExport = JSON.parse(text);
    expect(data.flashcards).toHaveLength(5 * pageRows);
    expect(new Set(data.flashcards.map((c) => c.id)).size).toBe(5 * pageRows);
  }, 120_000);
  it('pages quizzes with their attempts and chats with their messages across page boundaries', async () => {
    const t = app();
    const u = await registerUser(t);
    const { db, codec } = t.database;
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString();
    const quizIds: string[] = [];
    const sessionIds: string[] = [];
    // 450 quizzes (pages of 200) with 2 attempts each; 250 chats (pages of 100) with 3 messages each.
    for (let i = 0; i < 450; i++) {
      const id = newId();
      quizIds.push(id);
      await db
        .insertInto('quizzes')
        .values({ id, user_id: u.id, title: `Quiz ${i}`, subject: 'math', difficulty: 'easy', question_type: 'multiple-choice', learn_mode: codec.bool(false), is_practice: codec.bool(false), time_limit_minutes: null, questions: '[]', score: 50, source: 'topic', created_at: at(i), updated_at: at(i) })
        .execute();
      for (let a = 0; a < 2; a++) {
        await db
          .insertInto('quiz_attempts')
          .values({ id: newId(), user_id: u.id, quiz_id: id, started_at: at(i + a * 10), deadline: null, submitted_at: at(i + a * 10 + 5), answers: '{}', results: '[]', score: a * 100, correct_count: a, total: 1, time_taken_seconds: 5 })
          .execute();
      }
    }
    for (let i = 0; i < 250; i++) {
      const id = newId();
      sessionIds.push(id);
      await db.insertInto('chat_sessions').values({ id, user_id: u.id, created_at: at(i), updated_at: at(i) }).execute();
      for (let m = 0; m < 3; m++) {
        await db
          .insertInto('chat_messages')
          .values({ id: newId(), session_id: id, user_id: u.id, role: m % 2 ? 'assistant' : 'user', content: `Chat ${i} message ${m}`, feedback: null, position: m, created_at: at(i) })
          .execute();
      }
    }
    const res = await get(t, '/api/user/export', u.cookie);
    expect(res.statusCode).toBe(200);
    const data: UserExport = res.json();
    expect(data.quizzes.map((q) => q.id)).toEqual(quizIds);
    for (const q of data.quizzes) expect((q.attempts as Array<{ score: number }>).map((a) => a.score)).toEqual([0, 100]);
    expect(data.chatSessions.map((s) => s.id)).toEqual(sessionIds);
    data.chatSessions.forEach((s, i) => {
      expect((s.messages as Array<{ content: string }>).map((m) => m.content)).toEqual([0, 1, 2].map((m) => `Chat ${i} message ${m}`));
    });
  }, 120_000);
});
