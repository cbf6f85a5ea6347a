import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import { SETTINGS_COLUMNS, type SettingsRow } from '../settings/repo';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Queries on accounts, sessions and reset tokens. Every user-data query is scoped by user id. */
export const authRepo = {
  findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  },

  findUserById(db: Db, id: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async insertUser(db: Db, user: Insertable<UsersTable>): Promise<void> {
    await db.insertInto('users').values(user).execute();
  },

  async updatePassword(db: Db, userId: string, passwordHash: string, at: string): Promise<void> {
    await db
      .updateTable('users')
      // A new password (by the owner, the PIN or the e-mail link) ends every lockout and count.
      .set({ password_hash: passwordHash, pin_failed_attempts: 0, pin_locked_until: null, pin_lockouts: 0, login_failures: 0, login_retry_at: null, updated_at: at })
      .where('id', '=', userId)
      .execute();
  },

  async updateNames(db: Db, userId: string, names: { first_name?: string; last_name?: string }, at: string): Promise<void> {
    await db.updateTable('users').set({ ...names, updated_at: at }).where('id', '=', userId).execute();
  },

  /**
   * Counts one PIN attempt in a single statement, so parallel guesses each get their own number
   * instead of all reading the same count. A lock that has run out starts a fresh count.
   */
  async countPinAttempt(db: Db, userId: string, now: string): Promise<{ attempts: number; lockedUntil: string | null }> {
    const lapsed = sql<boolean>`pin_locked_until is not null and pin_locked_until <= ${now}`;
    const row = await db
      .updateTable('users')
      .set({
        pin_failed_attempts: sql<number>`case when ${lapsed} then 1 else pin_failed_attempts + 1 end`,
        pin_locked_until: sql<string | null>`case when ${lapsed} then null else pin_locked_until end`,
      })
      .where('id', '=', userId)
      .returning(['pin_failed_attempts', 'pin_locked_until'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.pin_failed_attempts), lockedUntil: row.pin_locked_until };
  },

  /**
   * Locks the PIN path and counts the lockout, unless a parallel request locked it first (then
   * null). `lockUntil[i]` is when the (i+1)-th lockout ends; later lockouts use the last one.
   */
  async lockPin(db: Db, userId: string, now: string, lockUntil: readonly string[]): Promise<number | null> {
    const until = sql<string>`case ${sql.join(lockUntil.slice(0, -1).map((at, i) => sql`when pin_lockouts = ${i} then ${at}`), sql` `)} else ${lockUntil.at(-1)} end`;
    const row = await db
      .updateTable('users')
      .set({ pin_failed_attempts: 0, pin_lockouts: sql<number>`pin_lockouts + 1`, pin_locked_until: until })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('pin_locked_until', 'is', null), eb('pin_locked_until', '<=', now)]))
      .returning('pin_lockouts')
      .executeTakeFirst();
    return row ? Number(row.pin_lockouts) : null;
  },

  /** The right PIN: every count and lockout of the PIN path ends. */
  async clearPinFailures(db: Db, userId: string): Promise<void> {
    await db.updateTable('users').set({ pin_failed_attempts: 0, pin_locked_until: null, pin_lockouts: 0 }).where('id', '=', userId).execute();
  },

  /**
   * Claims one password attempt: moves the account's count from `seen` to `seen + 1` and sets when
   * the attempt after it may be checked, only if no parallel attempt moved it first. So 50 parallel
   * guesses are checked one count at a time, never all against the same count.
   */
  async claimLoginAttempt(db: Db, userId: string, seen: number, retryAt: string | null): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ login_failures: seen + 1, login_retry_at: retryAt })
      .where('id', '=', userId)
      .where('login_failures', '=', seen)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async loginCount(db: Db, userId: string): Promise<{ failures: number; retryAt: string | null } | undefined> {
    const row = await db.selectFrom('users').select(['login_failures', 'login_retry_at']).where('id', '=', userId).executeTakeFirst();
    return row && { failures: Number(row.login_failures), retryAt: row.login_retry_at };
  },

  async clearLoginFailures(db: Db, userId: string): Promise<void> {
    await db.updateTable('users').set({ login_failures: 0, login_retry_at: null }).where('id', '=', userId).execute();
  },

  /** Records that the owner is being alerted, unless they were since `since` (then false: do not send again). */
  async markLoginAlerted(db: Db, userId: string, at: string, since: string): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ login_alerted_at: at })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('login_alerted_at', 'is', null), eb('login_alerted_at', '<', since)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async insertSession(
    db: Db,
    s: { idHash: string; userId: string; persistent: number | boolean; createdAt: string; expiresAt: string },
  ): Promise<void> {
    await db
      .insertInto('sessions')
      .values({
        id_hash: s.idHash,
        user_id: s.userId,
        persistent: s.persistent,
        created_at: s.createdAt,
        expires_at: s.expiresAt,
        last_seen_at: s.createdAt,
      })
      .execute();
  },

  /**
   * A session with its student's row and settings row (null when never saved), in one read: every
   * signed-in request starts with it, and the settings page, reviews and the due queue use them.
   */
  async findSessionWithUser(db: Db, idHash: string) {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
      .selectAll('users')
      .select(['sessions.persistent as session_persistent', 'sessions.expires_at as session_expires_at', 'sessions.last_seen_at as session_last_seen_at'])
      .select(SETTINGS_COLUMNS.map((c) => `user_settings.${c} as settings_${c}` as const))
      .where('sessions.id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_persistent, session_expires_at, session_last_seen_at, ...rest } = row;
    const user: Record<string, unknown> = {};
    const joined: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (key.startsWith('settings_')) joined[key.slice('settings_'.length)] = value;
      else user[key] = value;
    }
    const settings = joined.user_id === null ? null : (joined as SettingsRow);
    return { session: { persistent: session_persistent, expires_at: session_expires_at, last_seen_at: session_last_seen_at }, user: user as UserRow, settings };
  },

  async touchSession(db: Db, idHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
    await db.updateTable('sessions').set({ last_seen_at: lastSeenAt, expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
  },

  async deleteSession(db: Db, idHash: string): Promise<void> {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  },

  async deleteUserSessions(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  },

  async deleteExpiredSessions(db: Db, now: string): Promise<void> {
    await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  },

  async insertResetToken(db: Db, t: { tokenHash: string; userId: string; createdAt: string; expiresAt: string }): Promise<void> {
    await db
      .insertInto('password_reset_tokens')
      .values({ token_hash: t.tokenHash, user_id: t.userId, created_at: t.createdAt, expires_at: t.expiresAt, used_at: null })
      .execute();
  },

  findResetToken(db: Db, tokenHash: string) {
    return db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  },

  /** Marks a token used only if it still is unused: returns false when another request won. */
  async consumeResetToken(db: Db, tokenHash: string, at: string): Promise<boolean> {
    const res = await db
      .updateTable('password_reset_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async invalidateUserResetTokens(db: Db, userId: string, at: string): Promise<void> {
    await db
      .updateTable('password_reset_tokens')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  },
};
