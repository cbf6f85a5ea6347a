import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, QuizAttemptsTable, QuizzesTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type QuizRow = Selectable<QuizzesTable>;
export type AttemptRow = Selectable<QuizAttemptsTable>;

/** How many quizzes the list answers with; a student with more sees the newest. */
const LIST_LIMIT = 500;
/** How many submitted attempts the statistics read (newest first). */
const STATS_ATTEMPTS_LIMIT = 2000;

/** Queries on quizzes and their attempts. Every one is scoped by the owner's user id. */
export const quizzesRepo = {
  list(db: Db, userId: string): Promise<QuizRow[]> {
    return db
      .selectFrom('quizzes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
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

  /** Submitted attempts of one quiz, newest first. */
  attemptsOfQuiz(db: Db, userId: string, quizId: string): Promise<AttemptRow[]> {
    return db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('quiz_id', '=', quizId)
      .where('submitted_at', 'is not', null)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /** Submitted attempts with what the statistics group them by (the quiz's subject, questions and title). */
  submittedWithQuiz(db: Db, userId: string) {
    return db
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select([
        'a.id', 'a.quiz_id', 'a.submitted_at', 'a.score', 'a.results', 'a.late',
        'q.title', 'q.subject', 'q.difficulty', 'q.questions',
      ])
      .where('a.user_id', '=', userId)
      .where('q.user_id', '=', userId)
      .where('a.submitted_at', 'is not', null)
      .orderBy('a.submitted_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(STATS_ATTEMPTS_LIMIT)
      .execute();
  },
};
