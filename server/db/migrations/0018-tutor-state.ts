import type { Kysely } from 'kysely';

/**
 * The tutor's state after each reply (issue 14): in hint mode, the problem being worked on, its
 * verified answer, the hint level and the attempts (server/ai/hint/state.ts), as JSON on the
 * assistant message. The next turn continues from the latest reply's state; regenerating a reply
 * continues from the state before it. Null when there is nothing to carry on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('tutor_state', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('tutor_state').execute();
}
