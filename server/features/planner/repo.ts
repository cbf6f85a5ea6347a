import { sql, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { AssignmentsTable, Database, StudyPlansTable } from '../../db/schema';
import { afterCursor, type CursorValues } from '../../lib/pagination';

type Db = Kysely<Database> | Transaction<Database>;

export type AssignmentRow = Omit<Selectable<AssignmentsTable>, 'user_id'>;
export type StudyPlanRow = Omit<Selectable<StudyPlansTable>, 'user_id'>;

const ASSIGNMENT_COLUMNS = [
  'id', 'title', 'description', 'subject', 'due_date', 'due_all_day', 'importance', 'estimated_hours',
  'completed', 'completed_at', 'xp_awarded', 'created_at', 'updated_at',
] as const;

const PLAN_COLUMNS = [
  'id', 'title', 'subjects', 'preferences', 'schedule', 'recommendations', 'unscheduled', 'time_zone', 'created_at',
] as const;

/** The stored fields of an assignment the service writes (booleans already through the codec). */
export interface AssignmentValues {
  title: string;
  description: string;
  subject: string;
  dueDate: string;
  dueAllDay: number | boolean;
  importance: string;
  estimatedHours: number;
  completed: number | boolean;
  completedAt: string | null;
}

/** Queries of the study planner. Every one is scoped by the owner's user id. */
/** The editable fields of an assignment as its columns (insert and replace write the same ones). */
function assignmentColumns(v: AssignmentValues) {
  return {
    title: v.title,
    description: v.description,
    subject: v.subject,
    due_date: v.dueDate,
    due_all_day: v.dueAllDay,
    importance: v.importance,
    estimated_hours: v.estimatedHours,
    completed: v.completed,
    completed_at: v.completedAt,
  };
}

/** A LIKE pattern matching `text` anywhere, with its own % _ and \\ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Filters of one assignments page (already parsed; `completed` through the codec). */
export interface AssignmentPageFilter {
  limit: number;
  from?: string;
  to?: string;
  completed?: number | boolean;
  importance?: string;
  search?: string;
  /** Keyset after (due_date, id). */
  after?: CursorValues;
}

export const plannerRepo = {
  /**
   * One page of assignments, soonest due first, `limit + 1` rows (index assignments_user_due_idx2,
   * or assignments_user_completed_due_idx with a status).
   */
  assignmentsPage(db: Db, userId: string, f: AssignmentPageFilter): Promise<AssignmentRow[]> {
    let query = db.selectFrom('assignments').select(ASSIGNMENT_COLUMNS).where('user_id', '=', userId);
    if (f.completed !== undefined) query = query.where('completed', '=', f.completed);
    if (f.from !== undefined) query = query.where('due_date', '>=', f.from);
    if (f.to !== undefined) query = query.where('due_date', '<', f.to);
    if (f.importance !== undefined) query = query.where('importance', '=', f.importance);
    if (f.search) {
      const pattern = containsPattern(f.search);
      query = query.where(sql<SqlBool>`(lower(title) like ${pattern} escape '\\' or lower(subject) like ${pattern} escape '\\')`);
    }
    if (f.after) query = query.where(afterCursor(['due_date', 'id'], f.after, 'asc'));
    return query.orderBy('due_date', 'asc').orderBy('id', 'asc').limit(f.limit + 1).execute();
  },

  /** One page of saved plans, newest first, `limit + 1` rows. */
  plansPage(db: Db, userId: string, q: { limit: number; after?: CursorValues }): Promise<StudyPlanRow[]> {
    let query = db.selectFrom('study_plans').select(PLAN_COLUMNS).where('user_id', '=', userId);
    if (q.after) query = query.where(afterCursor(['created_at', 'id'], q.after, 'desc'));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit + 1).execute();
  },

  /** The student's incomplete assignments, soonest due first (what the optimiser plans). */
  listIncomplete(db: Db, userId: string, falseValue: number | boolean): Promise<AssignmentRow[]> {
    return db
      .selectFrom('assignments')
      .select(ASSIGNMENT_COLUMNS)
      .where('user_id', '=', userId)
      .where('completed', '=', falseValue)
      .orderBy('due_date', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  findAssignment(db: Db, userId: string, id: string): Promise<AssignmentRow | undefined> {
    return db.selectFrom('assignments').select(ASSIGNMENT_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  async insertAssignment(db: Db, a: { id: string; userId: string; values: AssignmentValues; xpAwarded: number | boolean; at: string }): Promise<void> {
    const v = a.values;
    await db
      .insertInto('assignments')
      .values({
        id: a.id,
        user_id: a.userId,
        ...assignmentColumns(v),
        xp_awarded: a.xpAwarded,
        created_at: a.at,
        updated_at: a.at,
      })
      .execute();
  },

  /** Replaces an assignment's fields; false when it is not the student's. */
  async updateAssignment(db: Db, userId: string, id: string, v: AssignmentValues, at: string): Promise<boolean> {
    const res = await db
      .updateTable('assignments')
      .set({
        ...assignmentColumns(v),
        updated_at: at,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  /**
   * Marks the first completion as rewarded. True only for the one call that flips the flag, so
   * two concurrent completions cannot both earn XP.
   */
  async claimCompletionXp(db: Db, userId: string, id: string, codecTrue: number | boolean, codecFalse: number | boolean): Promise<boolean> {
    const res = await db
      .updateTable('assignments')
      .set({ xp_awarded: codecTrue })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('xp_awarded', '=', codecFalse)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async deleteAssignment(db: Db, userId: string, id: string): Promise<boolean> {
    const res = await db.deleteFrom('assignments').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  findPlan(db: Db, userId: string, id: string): Promise<StudyPlanRow | undefined> {
    return db.selectFrom('study_plans').select(PLAN_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /** When the student last saved a plan (ISO), or undefined. */
  async latestPlanAt(db: Db, userId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('study_plans')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  },

  async insertPlan(db: Db, p: { userId: string } & StudyPlanRow): Promise<void> {
    const { userId, ...row } = p;
    await db.insertInto('study_plans').values({ ...row, user_id: userId }).execute();
  },

  async deletePlan(db: Db, userId: string, id: string): Promise<boolean> {
    const res = await db.deleteFrom('study_plans').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /** What planning needs of the student: their stored time zone and grade level. */
  studentProfile(db: Db, userId: string): Promise<{ timezone: string; grade_level: number } | undefined> {
    return db.selectFrom('users').select(['timezone', 'grade_level']).where('id', '=', userId).executeTakeFirst();
  },
};
