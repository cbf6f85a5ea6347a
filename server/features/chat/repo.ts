import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { afterCursor, type CursorValues } from '../../lib/pagination';

type Db = Kysely<Database> | Transaction<Database>;

export interface MessageRow {
  id: string;
  session_id: string;
  role: string;
  content: string;
  feedback: string | null;
  position: number;
  created_at: string;
  /** The tutor's state after this reply (JSON, assistant messages only). */
  tutor_state: string | null;
}

/** Queries on tutor conversations. Every one is scoped by the owner's user id. */
export const chatRepo = {
  /** One page of the user's conversations, most recently active first (`limit + 1` rows). */
  listSessions(db: Db, userId: string, p: { after?: CursorValues; limit: number }) {
    let q = db
      .selectFrom('chat_sessions')
      .select(['id', 'title', 'message_count', 'created_at', 'updated_at'])
      .where('user_id', '=', userId);
    if (p.after) q = q.where(afterCursor(['updated_at', 'id'], p.after, 'desc'));
    return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(p.limit + 1).execute();
  },

  /**
   * One page of a session's messages, newest first from the cursor back (`limit + 1` rows); the
   * service puts each page in chronological order. The session is checked to be the user's first.
   */
  messagesPage(db: Db, userId: string, sessionId: string, p: { before?: CursorValues; limit: number }): Promise<MessageRow[]> {
    let q = db
      .selectFrom('chat_messages')
      .select(['id', 'session_id', 'role', 'content', 'feedback', 'position', 'created_at', 'tutor_state'])
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId);
    if (p.before) q = q.where(afterCursor(['position', 'id'], p.before, 'desc'));
    return q.orderBy('position', 'desc').orderBy('id', 'desc').limit(p.limit + 1).execute();
  },

  findSession(db: Db, userId: string, sessionId: string) {
    return db
      .selectFrom('chat_sessions')
      .select(['id', 'created_at', 'updated_at'])
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  messagesOfSessions(db: Db, userId: string, sessionIds: string[]): Promise<MessageRow[]> {
    if (sessionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('chat_messages')
      .select(['id', 'session_id', 'role', 'content', 'feedback', 'position', 'created_at', 'tutor_state'])
      .where('user_id', '=', userId)
      .where('session_id', 'in', sessionIds)
      .orderBy('session_id')
      .orderBy('position')
      .execute();
  },

  async insertSession(db: Db, s: { id: string; userId: string; title: string; at: string }): Promise<void> {
    await db
      .insertInto('chat_sessions')
      .values({ id: s.id, user_id: s.userId, title: s.title, message_count: 0, created_at: s.at, updated_at: s.at })
      .execute();
  },

  /** Marks the session active at `at`; `added` messages were inserted with it (same transaction). */
  async touchSession(db: Db, userId: string, sessionId: string, at: string, added = 0): Promise<void> {
    await db
      .updateTable('chat_sessions')
      .set({ updated_at: at, ...(added ? { message_count: sql<number>`message_count + ${sql.lit(added)}` } : {}) })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .execute();
  },

  async nextPosition(db: Db, sessionId: string): Promise<number> {
    const row = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  },

  async insertMessage(
    db: Db,
    m: {
      id: string;
      sessionId: string;
      userId: string;
      role: 'user' | 'assistant';
      content: string;
      position: number;
      at: string;
      tutorState?: string | null;
    },
  ): Promise<void> {
    await db
      .insertInto('chat_messages')
      .values({
        id: m.id,
        session_id: m.sessionId,
        user_id: m.userId,
        role: m.role,
        content: m.content,
        feedback: null,
        position: m.position,
        created_at: m.at,
        tutor_state: m.tutorState ?? null,
      })
      .execute();
  },

  findMessage(db: Db, userId: string, messageId: string) {
    return db
      .selectFrom('chat_messages')
      .select(['id', 'session_id', 'role', 'position', 'feedback'])
      .where('id', '=', messageId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  async replaceMessageContent(db: Db, userId: string, messageId: string, content: string, tutorState: string | null): Promise<boolean> {
    const res = await db
      .updateTable('chat_messages')
      .set({ content, feedback: null, tutor_state: tutorState })
      .where('id', '=', messageId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async setFeedback(db: Db, userId: string, messageId: string, feedback: 'good' | 'bad' | null): Promise<boolean> {
    const res = await db
      .updateTable('chat_messages')
      .set({ feedback })
      .where('id', '=', messageId)
      .where('user_id', '=', userId)
      .where('role', '=', 'assistant')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async deleteAllSessions(db: Db, userId: string): Promise<number> {
    const res = await db.deleteFrom('chat_sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
