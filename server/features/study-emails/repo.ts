import type { Kysely, Transaction } from 'kysely';
import type { StudyEmailKind } from '@common/study-emails';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A student who has at least one study e-mail switched on, with what the e-mails need. */
export interface RecipientRow {
  id: string;
  email: string;
  first_name: string;
  timezone: string;
  current_streak: number;
  longest_streak: number;
  last_active_day: string | null;
  daily_reminder: number | boolean;
  deadline_notifications: number | boolean;
  weekly_reports: number | boolean;
}

/** Queries of the study e-mails job. Every per-student query is scoped by the student's id. */
export const studyEmailsRepo = {
  /**
   * One page of students with the master switch and at least one study e-mail on, in id order
   * after `afterId` (keyset paging: the job never holds every student in memory). A student who
   * never saved settings has no settings row and gets the defaults: every switch on.
   */
  recipients(db: Db, bool: (v: boolean) => number | boolean, afterId: string, limit: number): Promise<RecipientRow[]> {
    const on = bool(true);
    return db
      .selectFrom('users as u')
      .leftJoin('user_settings as s', 's.user_id', 'u.id')
      .select((eb) => [
        'u.id',
        'u.email',
        'u.first_name',
        'u.timezone',
        'u.current_streak',
        'u.longest_streak',
        'u.last_active_day',
        eb.fn.coalesce('s.daily_reminder', eb.val(on)).as('daily_reminder'),
        eb.fn.coalesce('s.deadline_notifications', eb.val(on)).as('deadline_notifications'),
        eb.fn.coalesce('s.weekly_reports', eb.val(on)).as('weekly_reports'),
      ])
      .where((eb) =>
        eb.or([
          eb('s.user_id', 'is', null),
          eb.and([
            eb('s.email_notifications', '=', on),
            eb.or([eb('s.daily_reminder', '=', on), eb('s.deadline_notifications', '=', on), eb('s.weekly_reports', '=', on)]),
          ]),
        ]),
      )
      .where('u.id', '>', afterId)
      .orderBy('u.id')
      .limit(limit)
      .execute() as Promise<RecipientRow[]>;
  },

  async dueCards(db: Db, userId: string, nowIso: string): Promise<number> {
    const row = await db
      .selectFrom('flashcards')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('due', '<=', nowIso)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Incomplete assignments with a stored due date in [from, to] (ISO), soonest first. */
  openAssignments(db: Db, bool: (v: boolean) => number | boolean, userId: string, from: string, to: string) {
    return db
      .selectFrom('assignments')
      .select(['id', 'title', 'subject', 'due_date', 'due_all_day', 'created_at'])
      .where('user_id', '=', userId)
      .where('completed', '=', bool(false))
      .where('due_date', '>=', from)
      .where('due_date', '<=', to)
      .orderBy('due_date')
      .limit(200)
      .execute();
  },

  /** The student's ledger days from `fromDay` on (YYYY-MM-DD, the student's own days). */
  activityDays(db: Db, userId: string, fromDay: string) {
    return db.selectFrom('daily_activity').select(['day', 'events', 'xp', 'minutes']).where('user_id', '=', userId).where('day', '>=', fromDay).execute();
  },

  async quizzesSince(db: Db, userId: string, sinceIso: string): Promise<{ count: number; average: number | null }> {
    const row = await db
      .selectFrom('quiz_attempts')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.avg<number | string | null>('score').as('avg')])
      .where('user_id', '=', userId)
      .where('submitted_at', '>=', sinceIso)
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    return { count, average: count > 0 && row?.avg !== null && row?.avg !== undefined ? Math.round(Number(row.avg)) : null };
  },

  async reviewsSince(db: Db, userId: string, sinceIso: string): Promise<number> {
    const row = await db
      .selectFrom('flashcard_reviews')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('reviewed_at', '>=', sinceIso)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Which of `keys` were already claimed for this student and kind. */
  async claimedKeys(db: Db, userId: string, kind: StudyEmailKind, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db.selectFrom('sent_study_emails').select('key').where('user_id', '=', userId).where('kind', '=', kind).where('key', 'in', keys).execute();
    return new Set(rows.map((r) => r.key));
  },

  /**
   * Claims one e-mail before it is sent: true when this caller inserted the row, false when it
   * existed (sent before, or claimed by another instance at the same moment).
   */
  async claim(db: Db, userId: string, kind: StudyEmailKind, key: string, sentAt: string): Promise<boolean> {
    const res = await db
      .insertInto('sent_study_emails')
      .values({ user_id: userId, kind, key, sent_at: sentAt })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'key']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Gives a claim back when the e-mail could not be sent, so the next run tries again. */
  async release(db: Db, userId: string, kind: StudyEmailKind, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await db.deleteFrom('sent_study_emails').where('user_id', '=', userId).where('kind', '=', kind).where('key', 'in', keys).execute();
  },

  /** Forgets claims older than `beforeIso` (their day, deadline or week is long past). */
  async prune(db: Db, beforeIso: string): Promise<void> {
    await db.deleteFrom('sent_study_emails').where('sent_at', '<', beforeIso).execute();
  },
};
