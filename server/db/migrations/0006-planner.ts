import type { Kysely } from 'kysely';

/**
 * Study planner: assignments and saved study plans.
 *
 * `due_date` is an ISO-8601 UTC instant; `due_all_day` marks a due date sent as a calendar date
 * (stored as that date at 00:00Z, so the part before 'T' is the date the student chose; planning
 * treats it as due at the end of that day in the student's zone). `xp_awarded` makes the first
 * completion the only one that earns XP. A plan keeps its blocks, recommendations, unscheduled
 * work and the preferences it was made with as JSON text, and the zone its times were planned in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('due_all_day', 'boolean', (c) => c.notNull())
    .addColumn('importance', 'text', (c) => c.notNull())
    .addColumn('estimated_hours', 'double precision', (c) => c.notNull())
    .addColumn('completed', 'boolean', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('xp_awarded', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assignments_user_due_idx').on('assignments').columns(['user_id', 'due_date']).execute();

  await db.schema
    .createTable('study_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subjects', 'text', (c) => c.notNull())
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('recommendations', 'text', (c) => c.notNull())
    .addColumn('unscheduled', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('study_plans_user_created_idx').on('study_plans').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['study_plans', 'assignments']) await db.schema.dropTable(t).ifExists().execute();
}
