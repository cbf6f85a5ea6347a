import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Adds events to the student's running totals of one activity kind (activity_totals, migration
 * 0014): analytics and achievement progress read these few rows instead of counting every xp_event
 * (a heavy student has 200,000 review events). Called wherever an xp_event is inserted, in the same
 * transaction. Returns the kind's event total after the addition (what achievement rules compare).
 */
export async function addActivityTotals(db: Db, userId: string, kind: string, add: { events: number; xp: number; minutes: number }): Promise<number> {
  const row = await db
    .insertInto('activity_totals')
    .values({ user_id: userId, kind, events: add.events, xp: add.xp, minutes: add.minutes })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        events: sql`activity_totals.events + ${add.events}`,
        xp: sql`activity_totals.xp + ${add.xp}`,
        minutes: sql`activity_totals.minutes + ${add.minutes}`,
      }),
    )
    .returning('events')
    .executeTakeFirstOrThrow();
  return num(row.events);
}

/** Counts and sums from PostgreSQL may be strings; numbers from SQLite. */
function num(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** The student's totals per activity kind (one row per kind that ever happened). */
export async function activityTotals(db: Db, userId: string, kinds?: readonly string[]): Promise<Array<{ kind: string; events: number; xp: number; minutes: number }>> {
  if (kinds && kinds.length === 0) return [];
  let query = db.selectFrom('activity_totals').select(['kind', 'events', 'xp', 'minutes']).where('user_id', '=', userId);
  if (kinds) query = query.where('kind', 'in', kinds);
  const rows = await query.execute();
  return rows.map((r) => ({ kind: r.kind, events: num(r.events), xp: num(r.xp), minutes: num(r.minutes) }));
}
