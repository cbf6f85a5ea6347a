import { sql, type Kysely } from 'kysely';
import { deriveSessionTitle } from '@common/session-title';

/** Sessions whose titles are backfilled per statement batch. */
const BATCH = 500;

/**
 * Paged notes and chats (docs/decisions/0003-paged-notes-and-chat.md).
 *
 * Notes: one index per list order and filter, each ending with the id (the keyset's tie-break):
 * newest change first, title A–Z, and folder / subject / favourite filters in the newest order.
 *
 * Chats: a conversation's title and message count are stored on `chat_sessions` (maintained in
 * the transaction that inserts its messages), so the conversations list is one indexed query and
 * never reads messages. Existing sessions are backfilled here: counts by one grouped update, titles
 * from each session's first question (the same rule the app applies, common/session-title.ts).
 * Messages page by (position, id) within their session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notes_user_updated_idx').ifExists().execute();
  await db.schema.createIndex('notes_user_updated_id_idx').on('notes').columns(['user_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('notes_user_title_idx').on('notes').columns(['user_id', 'title', 'id']).execute();
  await db.schema.createIndex('notes_user_folder_idx').on('notes').columns(['user_id', 'folder', 'updated_at', 'id']).execute();
  await db.schema.createIndex('notes_user_subject_idx').on('notes').columns(['user_id', 'subject', 'updated_at', 'id']).execute();
  await db.schema.createIndex('notes_user_favorite_idx').on('notes').columns(['user_id', 'is_favorite', 'updated_at', 'id']).execute();

  await db.schema.alterTable('chat_sessions').addColumn('title', 'text', (c) => c.notNull().defaultTo('New Chat')).execute();
  await db.schema.alterTable('chat_sessions').addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.dropIndex('chat_sessions_user_idx').ifExists().execute();
  await db.schema.createIndex('chat_sessions_user_updated_idx').on('chat_sessions').columns(['user_id', 'updated_at', 'id']).execute();
  await db.schema.dropIndex('chat_messages_session_idx').ifExists().execute();
  await db.schema.createIndex('chat_messages_session_position_idx').on('chat_messages').columns(['session_id', 'position', 'id']).execute();

  await backfillChatSummaries(db);
}

/** Each session's message count and title from its messages (exported for its test). */
export async function backfillChatSummaries<DB>(db: Kysely<DB>): Promise<void> {
  await sql`
    update chat_sessions set message_count = (
      select count(*) from chat_messages where chat_messages.session_id = chat_sessions.id
    )
  `.execute(db);

  let after = '';
  for (;;) {
    const sessions = await sql<{ id: string; message_count: number | string }>`
      select id, message_count from chat_sessions where id > ${after} order by id limit ${sql.lit(BATCH)}
    `.execute(db);
    if (sessions.rows.length === 0) break;
    const ids = sessions.rows.map((s) => s.id);
    const firsts = await sql<{ session_id: string; content: string }>`
      select m.session_id, m.content from chat_messages m
      join (
        select session_id, min(position) as first_position from chat_messages
        where role = 'user' and session_id in (${sql.join(ids)})
        group by session_id
      ) f on f.session_id = m.session_id and f.first_position = m.position
      where m.role = 'user'
    `.execute(db);
    const question = new Map(firsts.rows.map((r) => [r.session_id, r.content]));
    for (const s of sessions.rows) {
      const content = question.get(s.id);
      const title =
        content !== undefined
          ? deriveSessionTitle([{ role: 'user', content }])
          : deriveSessionTitle(Number(s.message_count) > 0 ? [{ role: 'assistant', content: '' }] : []);
      await sql`update chat_sessions set title = ${title} where id = ${s.id}`.execute(db);
    }
    after = ids[ids.length - 1];
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_session_position_idx').ifExists().execute();
  await db.schema.createIndex('chat_messages_session_idx').on('chat_messages').columns(['session_id', 'position']).execute();
  await db.schema.dropIndex('chat_sessions_user_updated_idx').ifExists().execute();
  await db.schema.createIndex('chat_sessions_user_idx').on('chat_sessions').columns(['user_id', 'updated_at']).execute();
  await db.schema.alterTable('chat_sessions').dropColumn('message_count').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('title').execute();
  for (const i of ['notes_user_favorite_idx', 'notes_user_subject_idx', 'notes_user_folder_idx', 'notes_user_title_idx', 'notes_user_updated_id_idx']) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  await db.schema.createIndex('notes_user_updated_idx').on('notes').columns(['user_id', 'updated_at']).execute();
}
