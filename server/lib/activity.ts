import { sql, type Kysely, type Transaction } from 'kysely';
import { localDay, nextStreak, XP_REWARDS, type ActivityKind } from '@common/activity';
import type { Database } from '../db/schema';
import { nowIso } from '../db/codec';
import { counterOfKind, unlockEarned, type UnlockedAchievement } from './achievement-unlocks';
import { addActivityTotals } from './activity-totals';
import { newId } from './ids';

export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  /** XP to award; defaults to the base reward of the kind. */
  xp?: number;
  /** Study minutes this activity represents (timer sessions, timed quizzes). */
  minutes?: number;
  detail?: Record<string, unknown>;
  at?: Date;
  /**
   * The student's row as the request's session read it: its time zone and streak are used without
   * reading them again, and the streak update only applies while the row still holds them (else
   * the row is read and the streak worked out again).
   */
  known?: StreakRow;
}

/** What an award needs of the student's row. */
export interface StreakRow {
  timezone: string;
  current_streak: number;
  longest_streak: number;
  last_active_day: string | null;
}

export interface ActivityResult {
  xpGained: number;
  xpPoints: number;
  currentStreak: number;
  longestStreak: number;
  day: string;
  /** Achievements this activity unlocked (their XP is already in `xpPoints`, not in `xpGained`). */
  unlocked: UnlockedAchievement[];
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one place that records study activity and updates XP, the daily ledger, streaks and
 * achievements (ARCHITECTURE.md, Data). Features call it inside their own transaction when they have one, so
 * the activity and the work it rewards are committed together.
 */
export async function recordActivity(db: Db, input: ActivityInput): Promise<ActivityResult> {
  if (db.isTransaction) return record(db as Transaction<Database>, input);
  return (db as Kysely<Database>).transaction().execute((trx) => record(trx, input));
}

/**
 * How many times a student recorded an activity of this kind on their local day of `at`. Lets a
 * feature cap rewards that could be farmed (creating and ticking off throwaway assignments).
 */
export async function activityCountOnDay(db: Db, userId: string, kind: ActivityKind, at: Date): Promise<number> {
  const day = await activityDay(db, userId, at);
  const row = await db
    .selectFrom('xp_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The student's local calendar day for an instant: what "once a day" rewards compare against
 * (a note earns edit XP at most once a day), using the same day rule as the streak.
 */
export async function activityDay(db: Db, userId: string, at: Date, knownZone?: string): Promise<string> {
  return localDay(at, await studentTimezone(db, userId, knownZone));
}

/**
 * The student's time zone: "today" follows the student's own midnight. A request passes the zone it
 * read with the session (the row every signed-in request reads); only without one is it read here.
 */
export async function studentTimezone(db: Db, userId: string, knownZone?: string): Promise<string> {
  if (knownZone) return knownZone;
  const row = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst();
  return row?.timezone ?? 'UTC';
}

async function record(trx: Transaction<Database>, input: ActivityInput): Promise<ActivityResult> {
  const at = input.at ?? new Date();
  const xp = Math.max(0, Math.round(input.xp ?? XP_REWARDS[input.kind]));
  const minutes = Math.max(0, Math.round(input.minutes ?? 0));
  const readUser = () =>
    trx.selectFrom('users').select(['timezone', 'current_streak', 'longest_streak', 'last_active_day']).where('id', '=', input.userId).executeTakeFirstOrThrow();
  const seen: StreakRow = input.known ?? (await readUser());
  const day = localDay(at, seen.timezone);

  await trx
    .insertInto('xp_events')
    .values({
      id: newId(),
      user_id: input.userId,
      kind: input.kind,
      xp,
      minutes,
      day,
      detail: input.detail ? JSON.stringify(input.detail) : null,
      created_at: nowIso(at),
    })
    .execute();

  const kindEvents = await addActivityTotals(trx, input.userId, input.kind, { events: 1, xp, minutes });

  await trx
    .insertInto('daily_activity')
    .values({ user_id: input.userId, day, events: 1, xp, minutes })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        events: sql`daily_activity.events + 1`,
        xp: sql`daily_activity.xp + ${xp}`,
        minutes: sql`daily_activity.minutes + ${minutes}`,
      }),
    )
    .execute();

  // The XP after this award as the row now holds it (a parallel award included), not read + xp. With
  // the session's row, the streak is written only if the row still holds what the session read.
  const award = async (user: StreakRow, onlyIfUnchanged: boolean) => {
    const next = nextStreak({ lastActiveDay: user.last_active_day, current: user.current_streak, longest: user.longest_streak }, day);
    let update = trx
      .updateTable('users')
      .set({ xp_points: sql`xp_points + ${xp}`, current_streak: next.current, longest_streak: next.longest, last_active_day: next.lastActiveDay })
      .where('id', '=', input.userId);
    if (onlyIfUnchanged) {
      update = update
        .where('current_streak', '=', user.current_streak)
        .where('longest_streak', '=', user.longest_streak)
        .where('last_active_day', user.last_active_day === null ? 'is' : '=', user.last_active_day);
    }
    const row = await update.returning('xp_points').executeTakeFirst();
    return row ? { user, streak: next, xpPoints: Number(row.xp_points) } : null;
  };
  const done = (input.known ? await award(input.known, true) : null) ?? (await award(await readUser(), false));
  if (!done) throw new Error('The student row disappeared during an award.');
  const { user, streak, xpPoints } = done;

  // Achievements are judged in the same transaction, so an unlock commits or rolls back with the
  // activity that earned it.
  const ownCounter = counterOfKind(input.kind);
  const achievements = await unlockEarned(trx, {
    userId: input.userId,
    change: {
      kind: input.kind,
      xp,
      minutes,
      streakMoved: streak.current !== user.current_streak || streak.longest !== user.longest_streak,
      perfectQuiz: input.kind === 'quiz_completed' && input.detail?.score === 100,
    },
    known: {
      xp: xpPoints,
      currentStreak: streak.current,
      longestStreak: streak.longest,
      ...(ownCounter ? { [ownCounter]: kindEvents } : {}),
    },
    day,
    at,
  });

  return {
    xpGained: xp,
    xpPoints: xpPoints + achievements.xp,
    currentStreak: streak.current,
    longestStreak: streak.longest,
    day,
    unlocked: achievements.unlocked,
  };
}
