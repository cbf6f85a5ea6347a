import { sql, type Kysely } from 'kysely';

/** Rows read per round while the question counts are filled in. */
const BACKFILL_BATCH = 500;

interface BackfillDb {
  quizzes: { id: string; questions: string; question_count: number };
}

function lengthOf(questions: string): number {
  try {
    const parsed: unknown = JSON.parse(questions);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Paged lists of quizzes, attempts, assignments and study plans (decision 0004):
 * - `quizzes.question_count`, kept by the app, so the quiz list never reads the questions JSON;
 * - keyset indexes on (user_id, filter, sort…, id) for every list's filter and sort;
 * - `notes (user_id, word_count)`: the dashboard's note and essay counts from the index alone;
 * - `activity_totals`: events, XP and minutes per student and activity kind, kept by
 *   recordActivity, so analytics and achievement progress never count a heavy student's 200,000
 *   review events per request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quizzes').addColumn('question_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  const q = db as Kysely<BackfillDb>;
  let after = '';
  for (;;) {
    const rows = await q.selectFrom('quizzes').select(['id', 'questions']).where('id', '>', after).orderBy('id').limit(BACKFILL_BATCH).execute();
    if (!rows.length) break;
    for (const r of rows) await q.updateTable('quizzes').set({ question_count: lengthOf(r.questions) }).where('id', '=', r.id).execute();
    after = rows[rows.length - 1].id;
  }

  // Quiz list: newest first, optionally one subject.
  await db.schema.dropIndex('quizzes_user_idx').ifExists().execute();
  await db.schema.createIndex('quizzes_user_created_idx').on('quizzes').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('quizzes_user_subject_created_idx').on('quizzes').columns(['user_id', 'subject', 'created_at', 'id']).execute();
  // A quiz's attempts newest first, and the list's per-quiz best score and attempt count.
  await db.schema
    .createIndex('quiz_attempts_user_quiz_submitted_idx')
    .on('quiz_attempts')
    .columns(['user_id', 'quiz_id', 'submitted_at', 'id'])
    .execute();
  // Assignments by due date (the calendar's range, the list) and by status then due date.
  await db.schema.dropIndex('assignments_user_due_idx').ifExists().execute();
  await db.schema.createIndex('assignments_user_due_idx2').on('assignments').columns(['user_id', 'due_date', 'id']).execute();
  await db.schema
    .createIndex('assignments_user_completed_due_idx')
    .on('assignments')
    .columns(['user_id', 'completed', 'due_date', 'id'])
    .execute();
  await db.schema.dropIndex('study_plans_user_created_idx').ifExists().execute();
  await db.schema.createIndex('study_plans_user_created_idx2').on('study_plans').columns(['user_id', 'created_at', 'id']).execute();

  // The dashboard's note and essay counts from the index alone (never reading 5,000 notes' HTML).
  await db.schema.createIndex('notes_user_words_idx').on('notes').columns(['user_id', 'word_count']).execute();

  await db.schema
    .createTable('activity_totals')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('xp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_totals_pk', ['user_id', 'kind'])
    .execute();
  await sql`insert into activity_totals (user_id, kind, events, xp, minutes)
    select user_id, kind, count(*), coalesce(sum(xp), 0), coalesce(sum(minutes), 0) from xp_events group by user_id, kind`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_totals').ifExists().execute();
  await db.schema.dropIndex('notes_user_words_idx').ifExists().execute();
  await db.schema.dropIndex('study_plans_user_created_idx2').ifExists().execute();
  await db.schema.createIndex('study_plans_user_created_idx').on('study_plans').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('assignments_user_completed_due_idx').ifExists().execute();
  await db.schema.dropIndex('assignments_user_due_idx2').ifExists().execute();
  await db.schema.createIndex('assignments_user_due_idx').on('assignments').columns(['user_id', 'due_date']).execute();
  await db.schema.dropIndex('quiz_attempts_user_quiz_submitted_idx').ifExists().execute();
  await db.schema.dropIndex('quizzes_user_subject_created_idx').ifExists().execute();
  await db.schema.dropIndex('quizzes_user_created_idx').ifExists().execute();
  await db.schema.createIndex('quizzes_user_idx').on('quizzes').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('quizzes').dropColumn('question_count').execute();
}
