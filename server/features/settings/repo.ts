import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, UserSettingsTable } from '../../db/schema';

export type SettingsRow = Selectable<UserSettingsTable>;

/** Every column of user_settings, for reads that join it under a prefix (the session read). */
export const SETTINGS_COLUMNS = Object.keys({
  user_id: true,
  study_goals: true,
  daily_reminder: true,
  deadline_notifications: true,
  detailed_explanations: true,
  follow_up_questions: true,
  theme: true,
  language: true,
  desired_retention: true,
  updated_at: true,
  email_notifications: true,
  push_notifications: true,
  weekly_reports: true,
} satisfies Record<keyof SettingsRow, true>) as (keyof SettingsRow)[];

/** Queries on user_settings, always by the owner's id. */
export const settingsRepo = {
  find(db: Kysely<Database>, userId: string): Promise<SettingsRow | undefined> {
    return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  async upsert(db: Kysely<Database> | Transaction<Database>, row: SettingsRow, patch: Updateable<UserSettingsTable>): Promise<void> {
    await db
      .insertInto('user_settings')
      .values({ ...row, ...patch })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(patch))
      .execute();
  },
};
