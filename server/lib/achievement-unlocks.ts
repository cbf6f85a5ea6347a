import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  achievementIcon,
  isRuleKind,
  newlyMet,
  ZERO_COUNTERS,
  type AchievementIcon,
  type AchievementRule,
  type AchievementRuleKind,
  type BadgeColor,
  type ProgressCounters,
} from '@common/achievements';
import type { ActivityKind } from '@common/activity';
import type { AchievementsTable, Database } from '../db/schema';
import { nowIso } from '../db/codec';
import { activityTotals, addActivityTotals } from './activity-totals';
import { newId } from './ids';

type Db = Kysely<Database> | Transaction<Database>;

/** One catalogue row with its rule parsed; rows whose rule this build does not know are dropped. */
export interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  iconName: AchievementIcon;
  badgeColor: BadgeColor;
  xpReward: number;
  rule: AchievementRule;
  sortOrder: number;
}

/** What recordActivity reports for each achievement it unlocked. */
export interface UnlockedAchievement {
  id: string;
  name: string;
  iconName: AchievementIcon;
  badgeColor: BadgeColor;
  xpReward: number;
}

function badgeColor(value: string): BadgeColor {
  return value === 'gold' || value === 'silver' ? value : 'bronze';
}

function toEntry(row: Selectable<AchievementsTable>): CatalogueEntry | null {
  if (!isRuleKind(row.rule_kind)) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    iconName: achievementIcon(row.icon_name),
    badgeColor: badgeColor(row.badge_color),
    xpReward: Math.max(0, Number(row.xp_reward)),
    rule: { kind: row.rule_kind, threshold: Number(row.rule_threshold) },
    sortOrder: Number(row.sort_order),
  };
}

/** The whole catalogue in display order (a few dozen rows). */
export async function loadCatalogue(db: Db): Promise<CatalogueEntry[]> {
  const rows = await db.selectFrom('achievements').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map(toEntry).filter((e): e is CatalogueEntry => e !== null);
}

/**
 * How long recording an activity reuses the catalogue it read. The catalogue changes only with a
 * migration, so an instance running next to a newer one sees new achievements within this time.
 */
export const CATALOGUE_CACHE_MS = 60_000;
let cachedCatalogue: { at: number; entries: Promise<CatalogueEntry[]> } | undefined;

/** The catalogue for judging unlocks: read once per CATALOGUE_CACHE_MS, not once per activity. */
function catalogueForUnlocks(db: Db): Promise<CatalogueEntry[]> {
  const now = Date.now();
  if (!cachedCatalogue || now - cachedCatalogue.at > CATALOGUE_CACHE_MS) {
    const entries = loadCatalogue(db);
    cachedCatalogue = { at: now, entries };
    // A failed read is not kept: the next activity reads again.
    entries.catch(() => {
      if (cachedCatalogue?.entries === entries) cachedCatalogue = undefined;
    });
  }
  return cachedCatalogue.entries;
}

/** Which activity kind feeds each counted rule kind (the ones read from xp_events). */
const EVENT_KIND_OF: Partial<Record<AchievementRuleKind, ActivityKind>> = {
  chat_messages: 'chat_message',
  notes_written: 'note_written',
  quizzes_completed: 'quiz_completed',
  cards_reviewed: 'cards_reviewed',
  plans_created: 'plan_created',
  assignments_completed: 'assignment_completed',
};

const COUNTER_OF: Partial<Record<AchievementRuleKind, keyof ProgressCounters>> = {
  chat_messages: 'chatMessages',
  notes_written: 'notesWritten',
  quizzes_completed: 'quizzesCompleted',
  cards_reviewed: 'cardsReviewed',
  plans_created: 'plansCreated',
  assignments_completed: 'assignmentsCompleted',
};

/** What one activity changed, as recordActivity knows it after its writes. */
export interface ActivityChange {
  kind: ActivityKind;
  xp: number;
  minutes: number;
  /** The current or longest streak changed (the first activity of a day). */
  streakMoved: boolean;
  /** A quiz completed with a score of 100. */
  perfectQuiz: boolean;
}

/**
 * The rule kinds one activity can move: its own counter, and streaks, study time and the level only
 * when they changed. Only these are judged on an award, so recording stays a handful of writes.
 */
export function ruleKindsMoved(change: ActivityChange): Set<AchievementRuleKind> {
  const kinds = new Set<AchievementRuleKind>();
  for (const [rule, event] of Object.entries(EVENT_KIND_OF) as [AchievementRuleKind, ActivityKind][]) if (event === change.kind) kinds.add(rule);
  if (change.streakMoved) kinds.add('streak_days');
  if (change.minutes > 0) kinds.add('study_minutes');
  if (change.xp > 0) kinds.add('level');
  if (change.perfectQuiz) kinds.add('perfect_quizzes');
  return kinds;
}

/** The counter an activity kind's own events feed, if any rule counts them. */
export function counterOfKind(kind: ActivityKind): keyof ProgressCounters | undefined {
  const rule = (Object.keys(EVENT_KIND_OF) as AchievementRuleKind[]).find((r) => EVENT_KIND_OF[r] === kind);
  return rule ? COUNTER_OF[rule] : undefined;
}

/** Counts come back as strings from PostgreSQL's bigint; numbers from SQLite. */
function num(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * A student's progress counters from the activity ledger: one indexed count per needed event kind
 * (activity_totals by user_id + kind), perfect quizzes from the quiz events' score, study minutes from the
 * daily ledger (one row per day) and streaks/XP from the user row. `only` limits the work to the
 * rule kinds that matter (the others stay 0); `known` holds counters the caller already has, which
 * are not read again.
 */
export async function loadCounters(
  db: Db,
  userId: string,
  only?: ReadonlySet<AchievementRuleKind>,
  known: Partial<ProgressCounters> = {},
): Promise<ProgressCounters> {
  const wants = (k: AchievementRuleKind) => !only || only.has(k);
  const counters: ProgressCounters = { ...ZERO_COUNTERS, ...known };

  const eventKinds = (Object.keys(EVENT_KIND_OF) as AchievementRuleKind[]).filter((k) => wants(k) && known[COUNTER_OF[k] as keyof ProgressCounters] === undefined);
  // The maintained per-kind totals: a few rows, however many events the student has.
  const countRows = await activityTotals(
    db,
    userId,
    eventKinds.map((k) => EVENT_KIND_OF[k] as ActivityKind),
  );
  for (const rule of eventKinds) {
    const row = countRows.find((r) => r.kind === EVENT_KIND_OF[rule]);
    const key = COUNTER_OF[rule];
    if (key) counters[key] = num(row?.events);
  }

  if (wants('perfect_quizzes') && known.perfectQuizzes === undefined) {
    // The quiz feature records `score` (0–100) in the event's detail JSON: 100 is the only score
    // whose text starts with "100".
    const row = await db
      .selectFrom('xp_events')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'quiz_completed')
      .where('detail', 'like', '%"score":100%')
      .executeTakeFirst();
    counters.perfectQuizzes = num(row?.n);
  }

  if (wants('study_minutes') && known.studyMinutes === undefined) {
    const row = await db
      .selectFrom('daily_activity')
      .select(sql<number | string | null>`sum(minutes)`.as('m'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    counters.studyMinutes = num(row?.m);
  }

  if (known.xp === undefined || known.currentStreak === undefined || known.longestStreak === undefined) {
    const user = await db
      .selectFrom('users')
      .select(['xp_points', 'current_streak', 'longest_streak'])
      .where('id', '=', userId)
      .executeTakeFirst();
    counters.xp = num(user?.xp_points);
    counters.currentStreak = num(user?.current_streak);
    counters.longestStreak = num(user?.longest_streak);
  }
  return counters;
}

/** The ids of the achievements a student has unlocked. */
export async function unlockedIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('user_achievements').select('achievement_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.achievement_id));
}

/** More rounds than any chain of level rules needs; a guard, not a limit anyone reaches. */
const MAX_ROUNDS = 5;

/**
 * Unlocks every achievement the student now meets among the rules this activity moved, inside the
 * caller's transaction (recordActivity only). The insert is the check: it skips rows that already
 * exist and returns the ones it added, and XP is awarded only for those, so repeated or parallel
 * activity can never award an achievement twice. An unlock's XP can lift the level, so level rules
 * are looked at again until nothing new is met. `known` carries the counters recordActivity has
 * just written (XP, streaks, the activity's own total), which are not read back.
 */
export async function unlockEarned(
  trx: Transaction<Database>,
  input: { userId: string; change: ActivityChange; known: Partial<ProgressCounters>; day: string; at: Date },
): Promise<{ unlocked: UnlockedAchievement[]; xp: number }> {
  let kinds = ruleKindsMoved(input.change);
  if (!kinds.size) return { unlocked: [], xp: 0 };
  const catalogue = await catalogueForUnlocks(trx);
  // Achievements met in an earlier round (unlocked now or before) are not inserted again.
  const have = new Set<string>();
  const known = { ...input.known };
  const unlocked: UnlockedAchievement[] = [];
  let totalXp = 0;

  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const candidates = catalogue.filter((a) => kinds.has(a.rule.kind) && !have.has(a.id));
    if (!candidates.length) break;
    const counters = await loadCounters(trx, input.userId, kinds, known);
    const met = newlyMet(candidates, counters, have);
    if (!met.length) break;

    const unlockedAt = nowIso(input.at);
    const inserted = await trx
      .insertInto('user_achievements')
      .values(met.map((a) => ({ user_id: input.userId, achievement_id: a.id, unlocked_at: unlockedAt })))
      .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
      .returning('achievement_id')
      .execute();
    const insertedIds = new Set(inserted.map((r) => r.achievement_id));
    for (const a of met) have.add(a.id);
    const fresh = met.filter((a) => insertedIds.has(a.id));
    if (!fresh.length) break;

    let roundXp = 0;
    for (const a of fresh) {
      roundXp += a.xpReward;
      unlocked.push({ id: a.id, name: a.name, iconName: a.iconName, badgeColor: a.badgeColor, xpReward: a.xpReward });
    }
    await trx
      .insertInto('xp_events')
      .values(
        fresh.map((a, i) => ({
          id: newId(),
          user_id: input.userId,
          kind: 'achievement_unlocked',
          xp: a.xpReward,
          minutes: 0,
          day: input.day,
          detail: JSON.stringify({ achievementId: a.id }),
          // After the activity that earned it, in catalogue order.
          created_at: nowIso(new Date(input.at.getTime() + i + 1)),
        })),
      )
      .execute();
    await addActivityTotals(trx, input.userId, 'achievement_unlocked', { events: fresh.length, xp: roundXp, minutes: 0 });
    if (roundXp > 0) {
      // The day's XP includes the rewards; `events` counts study actions only.
      await trx
        .updateTable('daily_activity')
        .set({ xp: sql`xp + ${roundXp}` })
        .where('user_id', '=', input.userId)
        .where('day', '=', input.day)
        .execute();
      await trx
        .updateTable('users')
        .set({ xp_points: sql`xp_points + ${roundXp}` })
        .where('id', '=', input.userId)
        .execute();
    }
    totalXp += roundXp;
    if (roundXp <= 0) break;
    known.xp = counters.xp + roundXp;
    // Only the level can move because of the rewards themselves.
    kinds = new Set<AchievementRuleKind>(['level']);
  }
  return { unlocked, xp: totalXp };
}
