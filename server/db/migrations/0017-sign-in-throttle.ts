import type { Kysely } from 'kysely';

/**
 * Sign-in throttling per account (issue 13):
 * - `pin_lockouts`: PIN lockouts since the PIN last worked or the password was reset by e-mail; each
 *   lockout lasts longer, and past the last one the PIN path stays shut until the e-mail link is used.
 * - `login_failures`, `login_retry_at`: wrong passwords in a row, and when the next attempt may be
 *   checked (a growing delay once the free attempts are used).
 * - `login_alerted_at`: when the owner was last e-mailed about a burst of wrong passwords.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pin_lockouts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('login_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('login_retry_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('login_alerted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['login_alerted_at', 'login_retry_at', 'login_failures', 'pin_lockouts']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
