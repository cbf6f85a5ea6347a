import type { Kysely } from 'kysely';

/**
 * Profile preferences (spec-2 §3 Preferences payload) stored with the other settings of the user,
 * so deleting the account removes them with user_settings. Dark mode and language are not stored
 * twice: they are the settings' `theme` and `language`, and Study Reminders is the settings' daily
 * reminder, so the Profile's Preferences tab and the Settings page always agree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_settings')
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('user_settings')
    .addColumn('push_notifications', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('user_settings')
    .addColumn('weekly_reports', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['weekly_reports', 'push_notifications', 'email_notifications']) {
    await db.schema.alterTable('user_settings').dropColumn(column).execute();
  }
}
