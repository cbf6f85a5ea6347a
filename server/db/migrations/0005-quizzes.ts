import type { Kysely } from 'kysely';

/**
 * Quizzes with their questions (JSON: question, type, options, correct, explanation, hint) and the
 * attempts taken on them. An attempt row is created when a quiz is started (the server's clock for
 * timed mode) or at submit for an untimed quiz sent without one; it holds every answer and the
 * per-question correctness so statistics never re-grade. Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('learn_mode', 'boolean', (c) => c.notNull())
    .addColumn('is_practice', 'boolean', (c) => c.notNull())
    .addColumn('time_limit_minutes', 'integer')
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('score', 'integer')
    // 'topic' | 'material' | 'note' | 'flashcards'
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quizzes_user_idx').on('quizzes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quiz_id', 'text', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('answers', 'text')
    .addColumn('results', 'text')
    .addColumn('score', 'integer')
    .addColumn('correct_count', 'integer')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('time_taken_seconds', 'integer')
    .addColumn('late', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('quiz_attempts_user_idx').on('quiz_attempts').columns(['user_id', 'submitted_at']).execute();
  await db.schema.createIndex('quiz_attempts_quiz_idx').on('quiz_attempts').columns(['quiz_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['quiz_attempts', 'quizzes']) await db.schema.dropTable(t).ifExists().execute();
}
