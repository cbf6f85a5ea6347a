import type { Kysely } from 'kysely';

/**
 * A per-student revision of the notes list, bumped in the same transaction as every note write.
 * GET /api/notes keeps the serialised list of recent students in memory and serves it again while
 * the stored revision is unchanged: one primary-key read instead of reading and serialising every
 * note. Being in the database, it stays right with several app instances sharing it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('notes_rev', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notes_rev').execute();
}
