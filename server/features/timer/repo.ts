import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, StudySessionsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type StudySessionRow = Selectable<StudySessionsTable>;

/** At most this many sessions answer one list (90 days of a busy student fit easily). */
const LIST_LIMIT = 1000;

/** Queries on study timer sessions. Every one is scoped by the owner's user id. */
export const timerRepo = {
  find(db: Db, userId: string, id: string): Promise<StudySessionRow | undefined> {
    return db.selectFrom('study_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /**
   * Inserts the session unless its id exists (for anyone): false when nothing was inserted. Two
   * posts of one id racing each other insert once; PostgreSQL makes the second wait for the first.
   */
  async insertIfAbsent(db: Db, row: Insertable<StudySessionsTable>): Promise<boolean> {
    const res = await db
      .insertInto('study_sessions')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async setXp(db: Db, userId: string, id: string, xp: number): Promise<void> {
    await db.updateTable('study_sessions').set({ xp }).where('id', '=', id).where('user_id', '=', userId).execute();
  },

  /** Whether one of the student's sessions overlaps the interval (start, end) — both ISO instants. */
  async overlaps(db: Db, userId: string, start: string, end: string): Promise<boolean> {
    const row = await db
      .selectFrom('study_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('started_at', '<', end)
      .where('ended_at', '>', start)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Sessions that ended at or after `since`, newest first. */
  listSince(db: Db, userId: string, since: string): Promise<StudySessionRow[]> {
    return db
      .selectFrom('study_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('ended_at', '>=', since)
      .orderBy('ended_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
  },
};
