import { expect } from 'vitest';
import { createStreamParser, type ChatStreamEvent } from '@common/chat-stream';
import type { ChatMessageDto, ChatSessionSummary } from '@common/schemas/chat';
import type { Page } from '@common/schemas/pagination';
import type { TestApp } from './harness';

export type CompleteEvent = Extract<ChatStreamEvent, { type: 'complete' }>;

/** The events of a tutor reply stream, read with the client's own parser; no malformed line allowed. */
export function parseStream(body: string): ChatStreamEvent[] {
  const events: ChatStreamEvent[] = [];
  const malformed: string[] = [];
  const parser = createStreamParser(
    (e) => events.push(e),
    (line) => malformed.push(line),
  );
  parser.push(body);
  parser.end();
  expect(malformed).toEqual([]);
  return events;
}

/**
 * Asserts a successful reply stream: one or more chunks, then exactly one `complete` whose full
 * text is the chunks joined. Returns the chunks and the complete event.
 */
export function expectCompleted(events: ChatStreamEvent[]): { chunks: string[]; complete: CompleteEvent } {
  expect(events.length).toBeGreaterThanOrEqual(2);
  const last = events[events.length - 1];
  const chunks: string[] = [];
  for (const e of events.slice(0, -1)) {
    expect(e.type, JSON.stringify(e)).toBe('chunk');
    if (e.type === 'chunk') chunks.push(e.content);
  }
  if (last.type !== 'complete') throw new Error(`expected a complete event last, got ${JSON.stringify(last)}`);
  expect(last.fullResponse).toBe(chunks.join(''));
  expect(typeof last.messageId).toBe('string');
  return { chunks, complete: last };
}

/** Asserts a failed reply stream: maybe some chunks, then one `error` and no `complete`. */
export function expectStreamError(events: ChatStreamEvent[]): { chunks: string[]; message: string } {
  expect(events.length).toBeGreaterThanOrEqual(1);
  const last = events[events.length - 1];
  const chunks: string[] = [];
  for (const e of events.slice(0, -1)) {
    expect(e.type, JSON.stringify(e)).toBe('chunk');
    if (e.type === 'chunk') chunks.push(e.content);
  }
  if (last.type !== 'error') throw new Error(`expected an error event last, got ${JSON.stringify(last)}`);
  expect(typeof last.message).toBe('string');
  return { chunks, message: last.message ?? '' };
}

/** Everything the tutor stores for a user, read straight from the tables. */
export async function storedChat(t: TestApp, userId: string) {
  const db = t.ctx.db;
  const [sessions, messages, usage, xpEvents] = await Promise.all([
    db.selectFrom('chat_sessions').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('chat_messages').selectAll().where('user_id', '=', userId).orderBy('session_id').orderBy('position').execute(),
    db.selectFrom('ai_usage').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('xp_events').selectAll().where('user_id', '=', userId).where('kind', '=', 'chat_message').execute(),
  ]);
  return { sessions, messages, usage, xpEvents };
}

/** Asserts the user has no conversation, message, usage or chat XP stored. */
export async function expectNothingStored(t: TestApp, userId: string): Promise<void> {
  const s = await storedChat(t, userId);
  expect(s.sessions).toEqual([]);
  expect(s.messages).toEqual([]);
  expect(s.usage).toEqual([]);
  expect(s.xpEvents).toEqual([]);
}

/** A conversation summary with every one of its messages, read the way the client pages them. */
export type SessionWithMessages = ChatSessionSummary & { messages: ChatMessageDto[] };

/**
 * The user's conversations (every page of GET /api/chat/sessions) each with all its messages
 * (every page of GET /api/chat/sessions/{id}/messages, newest page first, put back in order).
 * Also checks each summary's messageCount against the messages.
 */
export async function sessionsWithMessages(t: TestApp, cookie: string, limit = 50): Promise<SessionWithMessages[]> {
  const summaries: ChatSessionSummary[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/chat/sessions?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const page: Page<ChatSessionSummary> = res.json();
    summaries.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  const out: SessionWithMessages[] = [];
  for (const s of summaries) {
    const pages: ChatMessageDto[][] = [];
    let before: string | null = null;
    do {
      const url: string = `/api/chat/sessions/${s.id}/messages?limit=${limit}${before ? `&cursor=${before}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const page: Page<ChatMessageDto> = res.json();
      pages.unshift(page.items);
      before = page.nextCursor;
    } while (before);
    const messages = pages.flat();
    expect(s.messageCount).toBe(messages.length);
    out.push({ ...s, messages });
  }
  return out;
}
