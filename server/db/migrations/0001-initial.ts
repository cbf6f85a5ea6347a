import type { Kysely } from 'kysely';

/** Accounts, sessions, recovery tokens, settings and the activity ledger (XP, streaks). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('grade_level', 'integer', (c) => c.notNull())
    .addColumn('subject_interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('xp_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_day', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('pin_failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('persistent', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_id_idx').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('study_goals', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('daily_reminder', 'boolean', (c) => c.notNull())
    .addColumn('deadline_notifications', 'boolean', (c) => c.notNull())
    .addColumn('detailed_explanations', 'boolean', (c) => c.notNull())
    .addColumn('follow_up_questions', 'boolean', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('dark'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('English'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('xp_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('xp_events_user_created_idx').on('xp_events').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('daily_activity')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('xp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_activity_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['daily_activity', 'xp_events', 'user_settings', 'password_reset_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
