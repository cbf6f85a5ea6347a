import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import { CHAT_MESSAGE_MAX, type AiStatusDto, type ChatMessageDto, type ChatSessionSummary } from '@common/schemas/chat';
import { XP_REWARDS } from '@common/activity';
import type { Page } from '@common/schemas/pagination';
import { createOfflineEngine } from '../../ai/offline/engine';
import { backfillChatSummaries } from '../../db/migrations/0013-notes-chat-paging';
import { expectCompleted, parseStream, sessionsWithMessages, storedChat, type SessionWithMessages } from '../../test/chat';
import { appPerBlock, TEST_DIALECTS, registerUser, type TestApp } from '../../test/harness';
import { unlockAllAchievements } from '../../test/achievements';
import { del, expectError, get, post } from '../../test/requests';

type Dialect = 'sqlite' | 'postgres';

/**
 * One app per describe block on the offline engine (the default: no AI provider configured). The
 * engine streams without its 12 ms pause between chunks unless `realDelay` is set, to keep the suite
 * fast; the stream is chunked the same way either way.
 */
function useApp(dialect: Dialect, opts: { env?: NodeJS.ProcessEnv; realDelay?: boolean } = {}): () => TestApp {
  return appPerBlock(dialect, {
    env: opts.env,
    engine: opts.realDelay ? undefined : (config) => createOfflineEngine(config.ai, { chunkDelayMs: 0 }),
  });
}

function sendMessage(t: TestApp, cookie: string, body: object) {
  return post(t, '/api/chat/message', body, { cookie });
}

/** Sends a question and returns the completed reply (asserting the stream's shape). */
async function ask(t: TestApp, cookie: string, message: string, extra: { sessionId?: string; hintMode?: boolean } = {}) {
  const res = await sendMessage(t, cookie, { message, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return expectCompleted(parseStream(res.body));
}

/** Every conversation with its messages, through the paged endpoints. */
function sessionsOf(t: TestApp, cookie: string): Promise<SessionWithMessages[]> {
  return sessionsWithMessages(t, cookie);
}

async function xpOf(t: TestApp, cookie: string): Promise<number> {
  return (await get(t, '/api/user', cookie)).json<PublicUser>().xpPoints;
}

function feedback(t: TestApp, cookie: string | undefined, messageId: string, value: unknown) {
  return post(t, `/api/chat/messages/${messageId}/feedback`, { feedback: value }, { cookie });
}

function regenerate(t: TestApp, cookie: string | undefined, sessionId: string, body: object = {}) {
  return post(t, `/api/chat/sessions/${sessionId}/regenerate`, body, { cookie });
}

describe.each(TEST_DIALECTS)('tutor API on the offline engine (%s)', (dialect) => {
  describe('signed out', () => {
    const app = useApp(dialect);

    it('answers 401 on every chat endpoint', async () => {
      const t = app();
      const owner = await registerUser(t);
      const { complete } = await ask(t, owner.cookie, 'What is a prime number?');
      expectError(await get(t, '/api/ai/status'), 401, 'unauthorized');
      expectError(await get(t, '/api/chat/sessions'), 401, 'unauthorized');
      expectError(await post(t, '/api/chat/message', { message: 'Hello' }), 401, 'unauthorized');
      expectError(await regenerate(t, undefined, complete.sessionId, { messageId: complete.messageId }), 401, 'unauthorized');
      expectError(await feedback(t, undefined, complete.messageId ?? '', 'good'), 401, 'unauthorized');
      expectError(await del(t, '/api/chat/sessions'), 401, 'unauthorized');
      expectError(await get(t, '/api/chat/sessions', 'sid=garbage'), 401, 'unauthorized');
      expectError(await get(t, `/api/chat/sessions/${complete.sessionId}/messages`), 401, 'unauthorized');
      // Nothing was changed by the refused calls.
      const [session] = await sessionsOf(t, owner.cookie);
      expect(session.messages).toHaveLength(2);
      expect(session.messages[1]).toMatchObject({ content: complete.fullResponse, feedback: null });
    });
  });

  describe('POST /api/chat/message', () => {
    const app = useApp(dialect);

    it('answers 400 for a missing, empty or whitespace-only message, and stores nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      expectError(await sendMessage(t, u.cookie, { message: '' }), 400, 'validation', 'message: Message is required');
      expectError(await sendMessage(t, u.cookie, { message: '   \n\t ' }), 400, 'validation', 'message: Message is required');
      expectError(await sendMessage(t, u.cookie, {}), 400, 'validation', 'message: Message is required');
      expectError(await sendMessage(t, u.cookie, { message: 42 }), 400, 'validation');
      expectError(await sendMessage(t, u.cookie, { message: 'Hi', hintMode: 'yes' }), 400, 'validation');
      const stored = await storedChat(t, u.id);
      expect(stored.sessions).toEqual([]);
      expect(stored.messages).toEqual([]);
    });

    it(`answers 400 for a message over ${CHAT_MESSAGE_MAX} characters, and accepts exactly ${CHAT_MESSAGE_MAX}`, async () => {
      const t = app();
      const u = await registerUser(t);
      expectError(
        await sendMessage(t, u.cookie, { message: 'a'.repeat(CHAT_MESSAGE_MAX + 1) }),
        400,
        'validation',
        `message: Message is too long (at most ${CHAT_MESSAGE_MAX} characters)`,
      );
      expect((await storedChat(t, u.id)).messages).toEqual([]);
      const { complete } = await ask(t, u.cookie, 'b'.repeat(CHAT_MESSAGE_MAX));
      const [session] = await sessionsOf(t, u.cookie);
      expect(session.id).toBe(complete.sessionId);
      expect(session.messages[0].content).toHaveLength(CHAT_MESSAGE_MAX);
    });

    it('streams chunk events then one complete event, and stores the exchange as a new session', async () => {
      const t = app();
      const u = await registerUser(t);
      const question = 'How does photosynthesis work in plants?';
      const res = await sendMessage(t, u.cookie, { message: `  ${question}  ` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['cache-control']).toBe('no-store');
      // Every event is one `data: {json}` line followed by a blank line.
      expect(res.body).toMatch(/^(data: \{.*\}\n\n)+$/);
      const events = parseStream(res.body);
      const { chunks, complete } = expectCompleted(events);
      expect(chunks.length).toBeGreaterThan(1);
      expect(events.filter((e) => e.type === 'complete')).toHaveLength(1);
      expect(complete.fullResponse).toMatch(/offline/);
      expect(complete.fullResponse).toContain(question);

      const sessions = await sessionsOf(t, u.cookie);
      expect(sessions).toHaveLength(1);
      const [s] = sessions;
      expect(s).toMatchObject({ id: complete.sessionId, title: 'Photosynthesis Work Plants' });
      expect(s.createdAt).toBe(t.clock.now().toISOString());
      expect(s.updatedAt).toBe(s.createdAt);
      expect(s.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(s.messages[0]).toMatchObject({ role: 'user', content: question, feedback: null });
      expect(s.messages[1]).toEqual({
        id: complete.messageId,
        role: 'assistant',
        content: complete.fullResponse,
        feedback: null,
        createdAt: t.clock.now().toISOString(),
      });
    });

    it('appends a follow-up to the same session, positions in order, and refreshes updatedAt', async () => {
      const t = app();
      const u = await registerUser(t);
      const first = await ask(t, u.cookie, 'Explain the Pythagorean theorem');
      t.clock.advanceMinutes(5);
      const second = await ask(t, u.cookie, 'Can you give an example?', { sessionId: first.complete.sessionId });
      expect(second.complete.sessionId).toBe(first.complete.sessionId);
      expect(second.complete.messageId).not.toBe(first.complete.messageId);

      const sessions = await sessionsOf(t, u.cookie);
      expect(sessions).toHaveLength(1);
      const [s] = sessions;
      expect(s.title).toBe('Pythagorean Theorem Chat');
      expect(s.updatedAt).toBe(t.clock.now().toISOString());
      expect(s.updatedAt > s.createdAt).toBe(true);
      expect(s.messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'Explain the Pythagorean theorem'],
        ['assistant', first.complete.fullResponse],
        ['user', 'Can you give an example?'],
        ['assistant', second.complete.fullResponse],
      ]);
      const rows = (await storedChat(t, u.id)).messages;
      expect(rows.map((m) => m.position)).toEqual([0, 1, 2, 3]);
      expect(rows.every((m) => m.session_id === s.id)).toBe(true);

      // A question without a session id starts a second conversation, listed first.
      t.clock.advanceMinutes(5);
      const third = await ask(t, u.cookie, 'What is mitosis?');
      expect(third.complete.sessionId).not.toBe(s.id);
      const after = await sessionsOf(t, u.cookie);
      expect(after.map((x) => x.id)).toEqual([third.complete.sessionId, s.id]);
      expect(after[0].messages).toHaveLength(2);
    });

    it('keeps positions unique when two questions go into the same session at once', async () => {
      const t = app();
      const u = await registerUser(t);
      const first = await ask(t, u.cookie, 'Tell me about triangles');
      const sessionId = first.complete.sessionId;
      const replies = await Promise.all(
        ['And a square?', 'And a circle?', 'And a hexagon?'].map((message) => sendMessage(t, u.cookie, { message, sessionId })),
      );
      for (const r of replies) expect(expectCompleted(parseStream(r.body)).complete.sessionId).toBe(sessionId);
      const rows = (await storedChat(t, u.id)).messages;
      expect(rows.map((m) => m.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      // Each answer directly follows its own question.
      for (let i = 0; i < rows.length; i += 2) {
        expect(rows[i].role).toBe('user');
        expect(rows[i + 1].role).toBe('assistant');
        expect(rows[i + 1].content).toContain(rows[i].content);
      }
    });

    it("answers 404 for another user's session id or an unknown one, and stores nothing", async () => {
      const t = app();
      const owner = await registerUser(t);
      const intruder = await registerUser(t);
      const { complete } = await ask(t, owner.cookie, 'What is osmosis?');
      expectError(
        await sendMessage(t, intruder.cookie, { message: 'Show me', sessionId: complete.sessionId }),
        404,
        'not_found',
        'Conversation not found',
      );
      expectError(await sendMessage(t, intruder.cookie, { message: 'Show me', sessionId: 'no-such-session' }), 404, 'not_found');
      const intruderRows = await storedChat(t, intruder.id);
      expect(intruderRows.sessions).toEqual([]);
      expect(intruderRows.messages).toEqual([]);
      expect(intruderRows.usage).toEqual([]);
      const ownerRows = await storedChat(t, owner.id);
      expect(ownerRows.messages).toHaveLength(2);
      expect(await sessionsOf(t, intruder.cookie)).toEqual([]);
    });

    it("records a 'chat_message' activity (XP) and an ai_usage row for each completed reply", async () => {
      const t = app();
      const u = await registerUser(t);
      await unlockAllAchievements(t.ctx.db, u.id); // the reply's own XP, without achievement rewards
      expect(await xpOf(t, u.cookie)).toBe(0);
      const first = await ask(t, u.cookie, 'What is a noun?');
      expect(await xpOf(t, u.cookie)).toBe(XP_REWARDS.chat_message);
      await ask(t, u.cookie, 'And a verb?', { sessionId: first.complete.sessionId });
      expect(await xpOf(t, u.cookie)).toBe(2 * XP_REWARDS.chat_message);

      const stored = await storedChat(t, u.id);
      expect(stored.xpEvents).toHaveLength(2);
      for (const e of stored.xpEvents) {
        expect(e).toMatchObject({ kind: 'chat_message', xp: XP_REWARDS.chat_message, day: '2026-03-02' });
        expect(JSON.parse(e.detail ?? '{}')).toEqual({ sessionId: first.complete.sessionId });
      }
      expect(stored.usage).toHaveLength(2);
      for (const row of stored.usage) {
        expect(row).toMatchObject({ feature: 'tutor', engine: 'offline', model: 'studypilot-offline' });
        expect(row.input_tokens).toBeGreaterThan(0);
        expect(row.output_tokens).toBeGreaterThan(0);
      }
      // The second question is sent with the history, so it costs more input.
      expect(stored.usage[1].input_tokens).toBeGreaterThan(stored.usage[0].input_tokens);
      expect((await get(t, '/api/user', u.cookie)).json<PublicUser>().currentStreak).toBe(1);
    });
  });

  describe('GET /api/chat/sessions and /api/chat/sessions/:id/messages (paged)', () => {
    const app = useApp(dialect);

    async function sessionsPage(t: TestApp, cookie: string, query = ''): Promise<Page<ChatSessionSummary>> {
      const res = await get(t, `/api/chat/sessions${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Page<ChatSessionSummary>>();
    }

    async function messagesPage(t: TestApp, cookie: string, id: string, query = ''): Promise<Page<ChatMessageDto>> {
      const res = await get(t, `/api/chat/sessions/${id}/messages${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Page<ChatMessageDto>>();
    }

    it('lists summaries (title, message count, activity; no messages), most recent first, each exactly once across pages', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      await ask(t, other.cookie, 'Not yours to see');
      const ids: string[] = [];
      for (const q of ['What is osmosis?', 'Explain the water cycle', 'Define entropy', 'Why is the sky blue?', 'How do volcanoes erupt?']) {
        ids.unshift((await ask(t, u.cookie, q)).complete.sessionId);
        t.clock.advanceMinutes(1);
      }
      await ask(t, u.cookie, 'And in the ocean?', { sessionId: ids[4] });
      const first = await sessionsPage(t, u.cookie, '?limit=2');
      expect(first.items[0]).toEqual({
        id: ids[4],
        title: 'Osmosis Help',
        messageCount: 4,
        createdAt: expect.any(String),
        updatedAt: t.clock.now().toISOString(),
      });
      // A newer conversation started between pages does not shift the next page.
      t.clock.advanceMinutes(1);
      const newest = (await ask(t, u.cookie, 'What is a prime number?')).complete.sessionId;
      const seen = [...first.items.map((s) => s.id)];
      let cursor = first.nextCursor;
      while (cursor) {
        const next = await sessionsPage(t, u.cookie, `?limit=2&cursor=${cursor}`);
        seen.push(...next.items.map((s) => s.id));
        cursor = next.nextCursor;
      }
      expect(seen).toEqual([ids[4], ids[0], ids[1], ids[2], ids[3]]);
      expect((await sessionsPage(t, u.cookie)).items.map((s) => s.id)).toEqual([newest, ids[4], ids[0], ids[1], ids[2], ids[3]]);
      expect((await sessionsPage(t, u.cookie, '?limit=6')).nextCursor).toBeNull();
      expect((await sessionsPage(t, u.cookie)).items.every((s) => !('messages' in s))).toBe(true);
    });

    it('pages messages backwards: newest page first, each page in order, stable while the chat goes on', async () => {
      const t = app();
      const u = await registerUser(t);
      const { complete } = await ask(t, u.cookie, 'Question 0');
      const sessionId = complete.sessionId;
      for (let i = 1; i < 4; i += 1) await ask(t, u.cookie, `Question ${i}`, { sessionId });
      const all = (await storedChat(t, u.id)).messages.map((m) => m.id);
      expect(all).toHaveLength(8);
      const newest = await messagesPage(t, u.cookie, sessionId, '?limit=3');
      expect(newest.items.map((m) => m.id)).toEqual(all.slice(5, 8));
      expect(newest.items.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
      // The conversation continues: older pages are where they were.
      await ask(t, u.cookie, 'Question 4', { sessionId });
      const older = await messagesPage(t, u.cookie, sessionId, `?limit=3&cursor=${newest.nextCursor}`);
      expect(older.items.map((m) => m.id)).toEqual(all.slice(2, 5));
      const oldest = await messagesPage(t, u.cookie, sessionId, `?limit=3&cursor=${older.nextCursor}`);
      expect(oldest.items.map((m) => m.id)).toEqual(all.slice(0, 2));
      expect(oldest.items[0]).toMatchObject({ role: 'user', content: 'Question 0', feedback: null });
      expect(oldest.nextCursor).toBeNull();
      const whole = await messagesPage(t, u.cookie, sessionId, '?limit=10');
      expect(whole.items).toHaveLength(10);
      expect(whole.nextCursor).toBeNull();
      expect((await sessionsPage(t, u.cookie)).items[0].messageCount).toBe(10);
    });

    it("answers 404 for another user's session or an unknown one", async () => {
      const t = app();
      const owner = await registerUser(t);
      const intruder = await registerUser(t);
      const { complete } = await ask(t, owner.cookie, 'My private question');
      expectError(await get(t, `/api/chat/sessions/${complete.sessionId}/messages`, intruder.cookie), 404, 'not_found', 'Conversation not found');
      expectError(await get(t, '/api/chat/sessions/no-such-session/messages', owner.cookie), 404, 'not_found');
      expect((await sessionsPage(t, intruder.cookie)).items).toEqual([]);
    });

    it('migration 0013 backfills the stored title and message count of existing conversations', async () => {
      const t = app();
      const u = await registerUser(t);
      const { complete } = await ask(t, u.cookie, 'Explain the Pythagorean theorem');
      await ask(t, u.cookie, 'Can you give an example?', { sessionId: complete.sessionId });
      const empty = await ask(t, u.cookie, 'Hello?');
      await t.ctx.db.deleteFrom('chat_messages').where('session_id', '=', empty.complete.sessionId).execute();
      // As a session stood before 0013: no stored title or count.
      await t.ctx.db.updateTable('chat_sessions').set({ title: 'New Chat', message_count: 0 }).where('user_id', '=', u.id).execute();
      await backfillChatSummaries(t.ctx.db);
      const byId = new Map((await sessionsPage(t, u.cookie)).items.map((s) => [s.id, s]));
      expect(byId.get(complete.sessionId)).toMatchObject({ title: 'Pythagorean Theorem Chat', messageCount: 4 });
      expect(byId.get(empty.complete.sessionId)).toMatchObject({ title: 'New Chat', messageCount: 0 });
    });

    it('answers 400 for a bad cursor or limit', async () => {
      const t = app();
      const u = await registerUser(t);
      const { complete } = await ask(t, u.cookie, 'What is gravity?');
      const sessionsCursor = (await sessionsPage(t, u.cookie)).items.length ? Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url') : '';
      for (const path of ['/api/chat/sessions', `/api/chat/sessions/${complete.sessionId}/messages`]) {
        for (const query of ['cursor=garbage', `cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'limit=0', 'limit=201', 'limit=many']) {
          const body = expectError(await get(t, `${path}?${query}`, u.cookie), 400, 'validation');
          expect(body.message, `${path}?${query}`).toMatch(/^(cursor|limit): /);
        }
      }
      // A sessions cursor (two strings) is not a messages cursor (a position and an id).
      expectError(await get(t, `/api/chat/sessions/${complete.sessionId}/messages?cursor=${sessionsCursor}`, u.cookie), 400, 'validation');
    });
  });

  describe('POST /api/chat/messages/:id/feedback', () => {
    const app = useApp(dialect);

    it('sets, changes and clears feedback on an assistant message', async () => {
      const t = app();
      const u = await registerUser(t);
      const { complete } = await ask(t, u.cookie, 'What is gravity?');
      const id = complete.messageId ?? '';

      const good = await feedback(t, u.cookie, id, 'good');
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json()).toEqual({ id, feedback: 'good' });
      expect((await sessionsOf(t, u.cookie))[0].messages[1].feedback).toBe('good');

      const bad = await feedback(t, u.cookie, id, 'bad');
      expect(bad.json()).toEqual({ id, feedback: 'bad' });
      expect((await sessionsOf(t, u.cookie))[0].messages[1].feedback).toBe('bad');

      const cleared = await feedback(t, u.cookie, id, null);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toEqual({ id, feedback: null });
      expect((await sessionsOf(t, u.cookie))[0].messages[1].feedback).toBeNull();
    });

    it("answers 404 for another user's message, a user message, or an unknown id", async () => {
      const t = app();
      const owner = await registerUser(t);
      const intruder = await registerUser(t);
      const { complete } = await ask(t, owner.cookie, 'What is inertia?');
      const id = complete.messageId ?? '';
      expectError(await feedback(t, intruder.cookie, id, 'bad'), 404, 'not_found', 'Message not found');
      const [session] = await sessionsOf(t, owner.cookie);
      const userMessage = session.messages[0];
      expect(userMessage.role).toBe('user');
      expectError(await feedback(t, owner.cookie, userMessage.id, 'good'), 404, 'not_found');
      expectError(await feedback(t, owner.cookie, 'no-such-message', 'good'), 404, 'not_found');
      const rows = (await storedChat(t, owner.id)).messages;
      expect(rows.map((m) => m.feedback)).toEqual([null, null]);
    });

    it('answers 400 for a value other than good, bad or null', async () => {
      const t = app();
      const u = await registerUser(t);
      const { complete } = await ask(t, u.cookie, 'What is a cell?');
      const id = complete.messageId ?? '';
      expectError(await feedback(t, u.cookie, id, 'great'), 400, 'validation');
      expectError(await feedback(t, u.cookie, id, 1), 400, 'validation');
      expectError(await post(t, `/api/chat/messages/${id}/feedback`, {}, { cookie: u.cookie }), 400, 'validation');
      expect((await sessionsOf(t, u.cookie))[0].messages[1].feedback).toBeNull();
    });
  });

  describe('POST /api/chat/sessions/:id/regenerate', () => {
    const app = useApp(dialect);

    it('streams a new answer that replaces the assistant message in place and clears its feedback', async () => {
      const t = app();
      const u = await registerUser(t);
      const first = await ask(t, u.cookie, 'Tell me about atoms');
      const second = await ask(t, u.cookie, 'What is a molecule?', { sessionId: first.complete.sessionId });
      const sessionId = first.complete.sessionId;
      const targetId = first.complete.messageId ?? '';
      // Make the stored answer stale so the replacement is visible (the offline engine is deterministic).
      await t.ctx.db.updateTable('chat_messages').set({ content: 'stale answer' }).where('id', '=', targetId).execute();
      expect((await feedback(t, u.cookie, targetId, 'bad')).statusCode).toBe(200);
      const before = await storedChat(t, u.id);
      const xpBefore = await xpOf(t, u.cookie);

      const res = await regenerate(t, u.cookie, sessionId, { messageId: targetId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      const { complete } = expectCompleted(parseStream(res.body));
      expect(complete).toMatchObject({ sessionId, messageId: targetId });
      // Regenerated from the conversation up to that question: the offline engine quotes it.
      expect(complete.fullResponse).toContain('Tell me about atoms');

      const [session] = await sessionsOf(t, u.cookie);
      expect(session.messages).toHaveLength(4);
      expect(session.messages.map((m) => m.id)).toEqual(before.messages.map((m) => m.id));
      expect(session.messages[1]).toMatchObject({ id: targetId, content: complete.fullResponse, feedback: null });
      expect(session.messages[3]).toMatchObject({ id: second.complete.messageId, content: second.complete.fullResponse });
      const after = await storedChat(t, u.id);
      expect(after.messages.map((m) => m.position)).toEqual([0, 1, 2, 3]);
      // One more usage row, no XP for a regenerated answer.
      expect(after.usage).toHaveLength(before.usage.length + 1);
      expect(await xpOf(t, u.cookie)).toBe(xpBefore);
    });

    it('regenerates the latest assistant message when no message id is given', async () => {
      const t = app();
      const u = await registerUser(t);
      const first = await ask(t, u.cookie, 'What is a verb?');
      const second = await ask(t, u.cookie, 'Tell me about adverbs', { sessionId: first.complete.sessionId });
      await t.ctx.db.updateTable('chat_messages').set({ content: 'stale' }).where('id', '=', second.complete.messageId ?? '').execute();
      const res = await regenerate(t, u.cookie, first.complete.sessionId);
      const { complete } = expectCompleted(parseStream(res.body));
      expect(complete.messageId).toBe(second.complete.messageId);
      expect(complete.fullResponse).toContain('Tell me about adverbs');
      const [session] = await sessionsOf(t, u.cookie);
      expect(session.messages.map((m) => m.content)).toEqual([
        'What is a verb?',
        first.complete.fullResponse,
        'Tell me about adverbs',
        complete.fullResponse,
      ]);
    });

    it("answers 404 for another user's session, an unknown session, or a message that is not an answer in it", async () => {
      const t = app();
      const owner = await registerUser(t);
      const intruder = await registerUser(t);
      const a = await ask(t, owner.cookie, 'What is a fraction?');
      const b = await ask(t, owner.cookie, 'What is a decimal?');
      const before = await storedChat(t, owner.id);
      expectError(
        await regenerate(t, intruder.cookie, a.complete.sessionId, { messageId: a.complete.messageId }),
        404,
        'not_found',
        'Conversation not found',
      );
      expectError(await regenerate(t, intruder.cookie, a.complete.sessionId), 404, 'not_found');
      expectError(await regenerate(t, owner.cookie, 'no-such-session'), 404, 'not_found');
      // A message of another session of the same user, and a user message, are not answers of this session.
      expectError(await regenerate(t, owner.cookie, a.complete.sessionId, { messageId: b.complete.messageId }), 404, 'not_found');
      const [userMsg] = before.messages.filter((m) => m.session_id === a.complete.sessionId && m.role === 'user');
      expectError(await regenerate(t, owner.cookie, a.complete.sessionId, { messageId: userMsg.id }), 404, 'not_found');
      expectError(await regenerate(t, owner.cookie, a.complete.sessionId, { messageId: 42 }), 400, 'validation');
      const after = await storedChat(t, owner.id);
      expect(after.messages).toEqual(before.messages);
      expect(after.usage).toHaveLength(before.usage.length);
      expect((await storedChat(t, intruder.id)).usage).toEqual([]);
    });
  });

  describe('DELETE /api/chat/sessions', () => {
    const app = useApp(dialect);

    it("removes all of the user's sessions and messages, and only theirs", async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      const a = await ask(t, u.cookie, 'What is erosion?');
      await ask(t, u.cookie, 'And weathering?', { sessionId: a.complete.sessionId });
      await ask(t, u.cookie, 'What is a volcano?');
      await ask(t, other.cookie, 'What is a glacier?');
      const otherBefore = await storedChat(t, other.id);

      const res = await del(t, '/api/chat/sessions', u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, deleted: 2 });

      const db = t.ctx.db;
      expect(await db.selectFrom('chat_sessions').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
      expect(await db.selectFrom('chat_messages').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
      // No orphan message of a deleted session remains, whoever it belongs to.
      expect(
        await db
          .selectFrom('chat_messages')
          .select('id')
          .where('session_id', 'in', [a.complete.sessionId])
          .execute(),
      ).toEqual([]);
      expect(await sessionsOf(t, u.cookie)).toEqual([]);
      const otherAfter = await storedChat(t, other.id);
      expect(otherAfter.sessions).toEqual(otherBefore.sessions);
      expect(otherAfter.messages).toEqual(otherBefore.messages);
      expect(await sessionsOf(t, other.cookie)).toHaveLength(1);

      // Clearing an empty history is fine, and the user can start again.
      expect((await del(t, '/api/chat/sessions', u.cookie)).json()).toEqual({ success: true, deleted: 0 });
      await ask(t, u.cookie, 'Fresh start');
      expect(await sessionsOf(t, u.cookie)).toHaveLength(1);
    });
  });

  describe('AI rate limit', () => {
    const app = useApp(dialect, { env: { AI_RATE_LIMIT: '3' } });

    it('answers 429 JSON after AI_RATE_LIMIT requests, per user, shared by send and regenerate', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      const first = await ask(t, u.cookie, 'What is a sonnet?');
      await ask(t, u.cookie, 'What is a haiku?', { sessionId: first.complete.sessionId });
      const regen = await regenerate(t, u.cookie, first.complete.sessionId);
      expectCompleted(parseStream(regen.body));
      const before = await storedChat(t, u.id);

      const limited = await sendMessage(t, u.cookie, { message: 'What is a limerick?' });
      const body = expectError(limited, 429, 'rate_limited');
      expect(body.message).toMatch(/^You've reached the limit of 3 AI requests\. Please try again in .+\.$/);
      expectError(await regenerate(t, u.cookie, first.complete.sessionId), 429, 'rate_limited');
      const after = await storedChat(t, u.id);
      expect(after.messages).toEqual(before.messages);
      expect(after.usage).toHaveLength(before.usage.length);

      // Another student is not affected, and reading history is not limited.
      await ask(t, other.cookie, 'What is a limerick?');
      expect(await sessionsOf(t, u.cookie)).toHaveLength(1);

      // The window passes in real time only, so the limit holds for the rest of this test.
      expectError(await sendMessage(t, u.cookie, { message: 'Still me' }), 429, 'rate_limited');
    });
  });
});

describe.each(TEST_DIALECTS)('tutor API with the default engine (%s)', (dialect) => {
  const app = useApp(dialect, { realDelay: true });

  it('GET /api/ai/status reports the offline engine when no provider is configured', async () => {
    const t = app();
    const u = await registerUser(t);
    const res = await get(t, '/api/ai/status', u.cookie);
    expect(res.statusCode).toBe(200);
    const status = res.json<AiStatusDto>();
    expect(status).toEqual({ engine: 'offline', model: 'studypilot-offline', label: expect.stringMatching(/offline/i) });
  });

  it('streams the offline answer in several chunks with its real pacing', async () => {
    const t = app();
    const u = await registerUser(t);
    await unlockAllAchievements(t.ctx.db, u.id); // the reply's own XP, without achievement rewards
    const started = Date.now();
    const { chunks, complete } = await ask(t, u.cookie, 'What is the derivative of 3x^4 - 2x^2 + 7x - 5?');
    expect(chunks.length).toBeGreaterThan(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(chunks.length * 8);
    expect(complete.fullResponse).toContain("f'(x) = 12x^{3} - 4x + 7");
    expect(await xpOf(t, u.cookie)).toBe(XP_REWARDS.chat_message);
  });
});
