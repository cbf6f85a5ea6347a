import type { Kysely } from 'kysely';

/**
 * Flashcards with their FSRS state (ts-fsrs), the review log, and the desired retention setting.
 * FSRS numbers (stability, difficulty) are doubles; times are ISO-8601 UTC text like every table,
 * so `due <= now` compares correctly as text in both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flashcards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deck_name', 'text', (c) => c.notNull())
    .addColumn('front', 'text', (c) => c.notNull())
    .addColumn('back', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // FSRS state: 'new' | 'learning' | 'review' | 'relearning'
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('due', 'text', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('srs_difficulty', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review', 'text')
    .execute();
  await db.schema.createIndex('flashcards_user_deck_idx').on('flashcards').columns(['user_id', 'deck_name']).execute();
  await db.schema.createIndex('flashcards_user_due_idx').on('flashcards').columns(['user_id', 'due']).execute();

  await db.schema
    .createTable('flashcard_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull().references('flashcards.id').onDelete('cascade'))
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('state_before', 'text', (c) => c.notNull())
    .addColumn('due_before', 'text', (c) => c.notNull())
    .addColumn('due_after', 'text', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flashcard_reviews_user_idx').on('flashcard_reviews').columns(['user_id', 'reviewed_at']).execute();
  await db.schema.createIndex('flashcard_reviews_card_idx').on('flashcard_reviews').column('card_id').execute();

  await db.schema
    .alterTable('user_settings')
    .addColumn('desired_retention', 'double precision', (c) => c.notNull().defaultTo(0.9))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('desired_retention').execute();
  for (const t of ['flashcard_reviews', 'flashcards']) await db.schema.dropTable(t).ifExists().execute();
}
