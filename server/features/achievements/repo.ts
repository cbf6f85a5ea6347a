import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { activityTotals } from '../../lib/activity-totals';

type Db = Kysely<Database> | Transaction<Database>;

/** Counts and sums come back as strings from PostgreSQL's bigint/numeric; numbers from SQLite. */
function num(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Queries of the achievements page and analytics. Every one is scoped by the owner's user id. */
export const achievementsRepo = {
  /** The student's unlocked achievements with their catalogue fields, newest first. */
  unlocked(db: Db, userId: string) {
    return db
      .selectFrom('user_achievements as ua')
      .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
      .select(['ua.achievement_id', 'ua.unlocked_at', 'a.name', 'a.description', 'a.icon_name', 'a.badge_color', 'a.xp_reward'])
      .where('ua.user_id', '=', userId)
      .orderBy('ua.unlocked_at', 'desc')
      .orderBy('a.sort_order', 'desc')
      .execute();
  },

  /** The fields of the user row the analytics need. */
  user(db: Db, userId: string) {
    return db
      .selectFrom('users')
      .select(['xp_points', 'current_streak', 'longest_streak', 'last_active_day', 'timezone'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** Daily ledger rows between two local days (inclusive). */
  async days(db: Db, userId: string, from: string, to: string) {
    const rows = await db
      .selectFrom('daily_activity')
      .select(['day', 'xp', 'minutes', 'events'])
      .where('user_id', '=', userId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .execute();
    return rows.map((r) => ({ day: r.day, xp: num(r.xp), minutes: num(r.minutes), events: num(r.events) }));
  },

  /**
   * Events, XP and minutes per activity kind over the student's whole history: the maintained
   * totals (a few rows), never a count over every event.
   */
  totalsByKind(db: Db, userId: string) {
    return activityTotals(db, userId);
  },
};
