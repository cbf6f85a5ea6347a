import type { Kysely } from 'kysely';

/**
 * The account export reads every per-student table page by page in order of creation (keyset on
 * the creation time and id, so rows added during an export are neither repeated nor skipped).
 * These indexes let each page be an index range instead of sorting all of a student's rows again
 * for every page: a heavy student's 5,000 notes of HTML were sorted 200 times per export.
 */
const INDEXES = [
  { name: 'notes_user_created_idx', table: 'notes', columns: ['user_id', 'created_at', 'id'] },
  { name: 'chat_sessions_user_created_idx', table: 'chat_sessions', columns: ['user_id', 'created_at', 'id'] },
  { name: 'assignments_user_created_idx', table: 'assignments', columns: ['user_id', 'created_at', 'id'] },
  { name: 'study_sessions_user_started_idx', table: 'study_sessions', columns: ['user_id', 'started_at', 'id'] },
  { name: 'sent_study_emails_user_sent_idx', table: 'sent_study_emails', columns: ['user_id', 'sent_at', 'kind', 'key'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const i of INDEXES) await db.schema.createIndex(i.name).ifNotExists().on(i.table).columns([...i.columns]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of INDEXES) await db.schema.dropIndex(i.name).ifExists().execute();
}
