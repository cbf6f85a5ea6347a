import type { Kysely } from 'kysely';

/**
 * Completed focus phases of the pomodoro study timer. `id` is the client's UUID for the phase, so a
 * retried post is recognised; `xp` is what the session earned when first recorded, so a repeat can
 * answer the same result. Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('study_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('study_sessions_user_idx').on('study_sessions').columns(['user_id', 'ended_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('study_sessions').ifExists().execute();
}
