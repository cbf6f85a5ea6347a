import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the profile feature on the user's own account. Every one is scoped by the user id. */
export const profileRepo = {
  findPasswordHash(db: Db, userId: string): Promise<{ password_hash: string } | undefined> {
    return db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  },

  /** Another account using this e-mail, if any (the caller's own account does not count). */
  findOtherUserWithEmail(db: Db, userId: string, email: string): Promise<{ id: string } | undefined> {
    return db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  },

  async updateProfile(
    db: Db,
    userId: string,
    set: { username: string; email: string; grade_level: number; subject_interests: string; updated_at: string },
  ): Promise<void> {
    await db.updateTable('users').set(set).where('id', '=', userId).execute();
  },

  /** Ends every session of the user except the one making the request. */
  async deleteOtherSessions(db: Db, userId: string, keepIdHash: string): Promise<number> {
    const res = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '!=', keepIdHash).executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** Deletes the account; every table holding the user's rows cascades from users.id. */
  async deleteUser(db: Db, userId: string): Promise<boolean> {
    const res = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  async studyMinutes(db: Db, userId: string): Promise<number> {
    const row = await db
      .selectFrom('daily_activity')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('minutes'), sql<number>`0`).as('minutes'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.minutes ?? 0);
  },

  /** Submitted attempts and their mean score (null when there are none). */
  async attemptStats(db: Db, userId: string): Promise<{ count: number; average: number | null }> {
    const row = await db
      .selectFrom('quiz_attempts')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.avg<number | string | null>('score').as('average')])
      .where('user_id', '=', userId)
      .where('submitted_at', 'is not', null)
      .where('score', 'is not', null)
      .executeTakeFirst();
    const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
    return { count: Number(row?.count ?? 0), average };
  },

  async noteCounts(db: Db, userId: string, essayMinWords: number): Promise<{ notes: number; essays: number }> {
    const row = await db
      .selectFrom('notes')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('notes'),
        eb.fn.sum<number | string | null>(eb.case().when('word_count', '>=', essayMinWords).then(1).else(0).end()).as('essays'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { notes: Number(row?.notes ?? 0), essays: Number(row?.essays ?? 0) };
  },

  async studyPlanCount(db: Db, userId: string): Promise<number> {
    const row = await db
      .selectFrom('study_plans')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },
};
