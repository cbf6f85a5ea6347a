import type { Kysely } from 'kysely';

/**
 * Which study e-mails went out (daily reminder per local day, deadline notice per assignment and
 * deadline, weekly report per week). The primary key is the claim: an instance inserts the row
 * before sending, so several app instances sharing the database never send one e-mail twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sent_study_emails')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sent_study_emails_pk', ['user_id', 'kind', 'key'])
    .execute();
  await db.schema.createIndex('sent_study_emails_sent_at_idx').on('sent_study_emails').column('sent_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_study_emails').ifExists().execute();
}
