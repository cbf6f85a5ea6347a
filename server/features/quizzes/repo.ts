import { sql, type Insertable, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { Database, QuizAttemptsTable, QuizzesTable } from '../../db/schema';
import { afterCursor, type CursorValues } from '../../lib/pagination';

type Db = Kysely<Database> | Transaction<Database>;

export type QuizRow = Selectable<QuizzesTable>;
export type AttemptRow = Selectable<QuizAttemptsTable>;

/** The columns a quiz list item needs: everything but the questions JSON. */
const SUMMARY_COLUMNS = [
  'id', 'title', 'subject', 'difficulty', 'question_type', 'learn_mode', 'is_practice', 'time_limit_minutes', 'score', 'question_count', 'created_at',
] as const;
export type QuizSummaryRow = Pick<QuizRow, (typeof SUMMARY_COLUMNS)[number]>;

/** Counts and sums come back as strings from PostgreSQL's bigint/numeric; numbers from SQLite. */
function num(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** A LIKE pattern matching `text` anywhere, with its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Queries on quizzes and their attempts. Every one is scoped by the owner's user id. */
export const quizzesRepo = {
  /**
   * One page of the quiz list, newest first (index quizzes_user_created_idx, or
   * quizzes_user_subject_created_idx with a subject); `limit + 1` rows so the caller knows if more follow.
   */
  listPage(
    db: Db,
    userId: string,
    q: { limit: number; after?: CursorValues; search?: string; subject?: string; taken?: boolean },
  ): Promise<QuizSummaryRow[]> {
    let query = db.selectFrom('quizzes').select(SUMMARY_COLUMNS).where('user_id', '=', userId);
    if (q.subject !== undefined) query = query.where('subject', '=', q.subject);
    if (q.taken !== undefined) query = query.where('score', q.taken ? 'is not' : 'is', null);
    if (q.search) query = query.where(sql<SqlBool>`lower(title) like ${containsPattern(q.search)} escape '\\'`);
    if (q.after) query = query.where(afterCursor(['created_at', 'id'], q.after, 'desc'));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit + 1).execute();
  },

  /** Submitted attempts per quiz of one page: count, best score, last submit (one grouped query). */
  async attemptSummaries(db: Db, userId: string, quizIds: string[]): Promise<Map<string, { count: number; best: number | null; last: string | null }>> {
    const out = new Map<string, { count: number; best: number | null; last: string | null }>();
    if (!quizIds.length) return out;
    const rows = await db
      .selectFrom('quiz_attempts')
      .select((eb) => [
        'quiz_id',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max<number | null>('score').as('best'),
        eb.fn.max<string | null>('submitted_at').as('last'),
      ])
      .where('user_id', '=', userId)
      .where('quiz_id', 'in', quizIds)
      .where('submitted_at', 'is not', null)
      .groupBy('quiz_id')
      .execute();
    for (const r of rows) out.set(r.quiz_id, { count: num(r.n), best: r.best === null ? null : num(r.best), last: r.last });
    return out;
  },

  find(db: Db, userId: string, id: string): Promise<QuizRow | undefined> {
    return db.selectFrom('quizzes').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  async insert(db: Db, row: Insertable<QuizzesTable>): Promise<void> {
    await db.insertInto('quizzes').values(row).execute();
  },

  async setScore(db: Db, userId: string, id: string, score: number, at: string): Promise<void> {
    await db.updateTable('quizzes').set({ score, updated_at: at }).where('id', '=', id).where('user_id', '=', userId).execute();
  },

  async remove(db: Db, userId: string, id: string): Promise<boolean> {
    const res = await db.deleteFrom('quizzes').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  async count(db: Db, userId: string): Promise<number> {
    const row = await db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async insertAttempt(db: Db, row: Insertable<QuizAttemptsTable>): Promise<void> {
    await db.insertInto('quiz_attempts').values(row).execute();
  },

  findAttempt(db: Db, userId: string, quizId: string, attemptId: string): Promise<AttemptRow | undefined> {
    return db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .where('quiz_id', '=', quizId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * Stores the grading of a started attempt, only if it has not been submitted yet: two submits
   * racing for one attempt cannot both count (the second updates nothing).
   */
  async completeAttempt(
    db: Db,
    userId: string,
    attemptId: string,
    graded: Pick<QuizAttemptsTable, 'submitted_at' | 'answers' | 'results' | 'score' | 'correct_count' | 'total' | 'time_taken_seconds'> & { late: number | boolean },
  ): Promise<boolean> {
    const res = await db
      .updateTable('quiz_attempts')
      .set(graded)
      .where('id', '=', attemptId)
      .where('user_id', '=', userId)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** One page of a quiz's submitted attempts, newest first (index quiz_attempts_user_quiz_submitted_idx). */
  attemptsPage(db: Db, userId: string, quizId: string, q: { limit: number; after?: CursorValues }): Promise<AttemptRow[]> {
    let query = db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('quiz_id', '=', quizId)
      .where('submitted_at', 'is not', null);
    if (q.after) query = query.where(afterCursor(['submitted_at', 'id'], q.after, 'desc'));
    return query.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(q.limit + 1).execute();
  },

  /**
   * The submitted attempts summed by subject, difficulty and question type: the whole of the stats
   * view's numbers and review in one grouped query, however many attempts there are.
   */
  async attemptGroups(db: Db, userId: string) {
    const rows = await db
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select([
        'q.subject',
        'q.difficulty',
        'q.question_type',
        sql<number | string>`count(*)`.as('attempts'),
        sql<number | string | null>`sum(coalesce(a.score, 0))`.as('score_sum'),
        sql<number | string | null>`max(coalesce(a.score, 0))`.as('best'),
        sql<number | string | null>`sum(coalesce(a.correct_count, 0))`.as('correct'),
        sql<number | string | null>`sum(a.total)`.as('answered'),
        sql<number | string | null>`sum(case when a.late then 1 else 0 end)`.as('late'),
      ])
      .where('a.user_id', '=', userId)
      .where('q.user_id', '=', userId)
      .where('a.submitted_at', 'is not', null)
      .groupBy(['q.subject', 'q.difficulty', 'q.question_type'])
      .execute();
    return rows.map((r) => ({
      subject: r.subject,
      difficulty: r.difficulty,
      questionType: r.question_type,
      attempts: num(r.attempts),
      scoreSum: num(r.score_sum),
      best: num(r.best),
      correct: num(r.correct),
      answered: num(r.answered),
      late: num(r.late),
    }));
  },

  /** The newest submitted attempts with their quiz's title and subject (Recent Activity). */
  recentSubmitted(db: Db, userId: string, limit: number) {
    return db
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select(['a.quiz_id', 'a.submitted_at', 'a.score', 'q.title', 'q.subject'])
      .where('a.user_id', '=', userId)
      .where('q.user_id', '=', userId)
      .where('a.submitted_at', 'is not', null)
      .orderBy('a.submitted_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  },
};
