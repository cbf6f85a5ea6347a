import type { Kysely } from 'kysely';

/**
 * Smart notes. `content` is sanitised HTML; `text_content` its plain text (word counts, previews);
 * `search_text` is title and text lower-cased in JavaScript (Unicode-aware: SQLite's lower() only
 * folds ASCII), so one `LIKE` answers case-insensitive substring search the same way on both
 * dialects. `version` guards against silent overwrites; `xp_day` is the student's local day the
 * note last earned XP for an edit (at most once a day).
 *
 * No full-text index: search is substring search ("photo" finds "photosynthesis"), which a
 * tsvector index cannot answer, and each student's notes are found through (user_id, updated_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('text_content', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('is_favorite', 'boolean', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('xp_day', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notes_user_updated_idx').on('notes').columns(['user_id', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notes').ifExists().execute();
}
