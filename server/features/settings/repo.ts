import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, UserSettingsTable } from '../../db/schema';

export type SettingsRow = Selectable<UserSettingsTable>;

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
