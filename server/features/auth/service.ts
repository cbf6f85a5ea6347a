import { isValidTimeZone } from '@common/activity';
import {
  AUTH_MESSAGES,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  type SuccessMessage,
} from '@common/schemas/auth';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/codec';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../lib/passwords';
import { presentUser } from '../../lib/presenters';
import { hashToken, randomToken } from '../../lib/tokens';
import { authRepo, type UserRow } from './repo';

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;
export const RESET_TOKEN_MINUTES = 60;
/** A browser-session cookie still needs a server-side end: this long after last use. */
export const BROWSER_SESSION_IDLE_HOURS = 24;
const SESSION_TOUCH_MS = 60 * 60 * 1000;

export interface NewSession {
  id: string;
  persistent: boolean;
  expiresAt: Date;
}

function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e?.message ?? '');
}

/** Account lifecycle: registration, sign-in, sessions and both recovery paths. */
export function createAuthService(ctx: AppContext) {
  const { db } = ctx;

  async function createSession(userId: string, persistent: boolean): Promise<NewSession> {
    const now = ctx.now();
    const id = randomToken();
    const expiresAt = persistent
      ? addMinutes(now, ctx.config.sessionDays * 24 * 60)
      : addMinutes(now, BROWSER_SESSION_IDLE_HOURS * 60);
    await authRepo.insertSession(db, {
      idHash: hashToken(id),
      userId,
      persistent: ctx.codec.bool(persistent),
      createdAt: nowIso(now),
      expiresAt: nowIso(expiresAt),
    });
    return { id, persistent, expiresAt };
  }

  /**
   * PIN check shared by verify and reset: counts attempts per account and locks the account's PIN
   * path for 15 minutes after 5 wrong PINs. The attempt is counted atomically before the PIN is
   * checked, so parallel guesses cannot get past the limit. An unknown e-mail gets the same answer
   * and timing.
   */
  async function checkPin(email: string, pin: string): Promise<UserRow> {
    const user = await authRepo.findUserByEmail(db, email);
    if (!user) {
      await verifyAgainstDummy(pin);
      throw new AppError('invalid_pin', AUTH_MESSAGES.invalidPin, 400, { success: false });
    }
    const now = ctx.now();
    const nowText = nowIso(now);
    const locked = new AppError('pin_locked', AUTH_MESSAGES.pinLocked, 429, { success: false });
    if (user.pin_locked_until && user.pin_locked_until > nowText) throw locked;
    const attempt = await authRepo.countPinAttempt(db, user.id, nowText);
    if (attempt.lockedUntil && attempt.lockedUntil > nowText) throw locked;
    const lockUntil = nowIso(addMinutes(now, PIN_LOCK_MINUTES));
    if (attempt.attempts > PIN_MAX_FAILURES) {
      // Parallel guesses beyond the limit are refused without being checked.
      await authRepo.lockPin(db, user.id, lockUntil);
      throw locked;
    }
    if (await verifySecret(user.pin_hash, pin)) {
      await authRepo.clearPinFailures(db, user.id);
      return user;
    }
    if (attempt.attempts >= PIN_MAX_FAILURES) {
      await authRepo.lockPin(db, user.id, lockUntil);
      throw locked;
    }
    throw new AppError('invalid_pin', AUTH_MESSAGES.invalidPin, 400, { success: false });
  }

  return {
    createSession,

    async register(input: RegisterInput): Promise<{ user: PublicUser; session: NewSession }> {
      if (await authRepo.findUserByEmail(db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const [passwordHash, pinHash] = await Promise.all([hashSecret(input.password), hashSecret(input.backupPin)]);
      const now = nowIso(ctx.now());
      const id = newId();
      const row = {
        id,
        email: input.email,
        username: input.email.split('@')[0].slice(0, 50),
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: passwordHash,
        pin_hash: pinHash,
        grade_level: input.gradeLevel,
        subject_interests: ctx.codec.json(input.subjectInterests),
        timezone: input.timezone && isValidTimeZone(input.timezone) ? input.timezone : 'UTC',
        last_active_day: null,
        pin_locked_until: null,
        created_at: now,
        updated_at: now,
      };
      try {
        // Settings need no row yet: the settings service answers the spec's defaults until a save.
        await authRepo.insertUser(db, row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      const user = await authRepo.findUserById(db, id);
      const session = await createSession(id, false);
      return { user: presentUser(user!, ctx.now()), session };
    },

    async login(input: LoginInput): Promise<{ user: PublicUser; session: NewSession }> {
      const user = await authRepo.findUserByEmail(db, input.email);
      const ok = user ? await verifySecret(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !ok) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      const session = await createSession(user.id, input.rememberMe);
      return { user: presentUser(user, ctx.now()), session };
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await authRepo.deleteSession(db, hashToken(sessionId));
    },

    /**
     * The user behind a session cookie, or null for a missing, unknown, tampered or expired one.
     * Sliding sessions are extended at most once an hour so reads do not write on every request.
     */
    async resolveSession(sessionId: string | undefined): Promise<{ userId: string } | null> {
      if (!sessionId || sessionId.length > 100) return null;
      const idHash = hashToken(sessionId);
      const session = await authRepo.findSession(db, idHash);
      if (!session) return null;
      const now = ctx.now();
      const nowText = nowIso(now);
      if (session.expires_at <= nowText) {
        await authRepo.deleteSession(db, idHash);
        return null;
      }
      if (now.getTime() - Date.parse(session.last_seen_at) > SESSION_TOUCH_MS) {
        const persistent = session.persistent === true || session.persistent === 1;
        const expiresAt = persistent ? session.expires_at : nowIso(addMinutes(now, BROWSER_SESSION_IDLE_HOURS * 60));
        await authRepo.touchSession(db, idHash, nowText, expiresAt);
      }
      return { userId: session.user_id };
    },

    async currentUser(userId: string): Promise<PublicUser | null> {
      const user = await authRepo.findUserById(db, userId);
      return user ? presentUser(user, ctx.now()) : null;
    },

    async verifyEmail(email: string): Promise<SuccessMessage> {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) throw new AppError('not_found', AUTH_MESSAGES.emailNotFound, 404, { success: false });
      return { success: true, message: 'Email verified. Enter your backup PIN.' };
    },

    async verifyBackupPin(email: string, pin: string): Promise<SuccessMessage> {
      await checkPin(email, pin);
      return { success: true, message: 'PIN verified. Choose a new password.' };
    },

    /** Re-verifies the PIN itself: a client cannot skip step 2 by calling this directly. */
    async resetPasswordWithPin(email: string, pin: string, newPassword: string): Promise<SuccessMessage> {
      const user = await checkPin(email, pin);
      const hash = await hashSecret(newPassword);
      const at = nowIso(ctx.now());
      await db.transaction().execute(async (trx) => {
        await authRepo.updatePassword(trx, user.id, hash, at);
        await authRepo.deleteUserSessions(trx, user.id);
        await authRepo.invalidateUserResetTokens(trx, user.id, at);
      });
      return { success: true, message: 'Your password has been reset. You can now sign in.' };
    },

    /**
     * Sends a single-use reset link valid for an hour. The answer is the same whether or not the
     * address has an account, and the mail goes out in the background so timing does not tell.
     */
    async forgotPassword(email: string): Promise<SuccessMessage> {
      const user = await authRepo.findUserByEmail(db, email);
      if (user) {
        const token = randomToken();
        const now = ctx.now();
        await authRepo.insertResetToken(db, {
          tokenHash: hashToken(token),
          userId: user.id,
          createdAt: nowIso(now),
          expiresAt: nowIso(addMinutes(now, RESET_TOKEN_MINUTES)),
        });
        const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const text =
          `Hi ${user.first_name},\n\nSomeone asked to reset the password of your StudyPilot account.\n` +
          `Open this link within 1 hour to choose a new password:\n\n${link}\n\n` +
          `If it was not you, ignore this message: your password stays the same.\n`;
        ctx.mailer
          .send({ to: user.email, subject: 'Reset your StudyPilot password', text })
          .catch((err: unknown) => ctx.log.error({ err }, 'could not send the password reset mail'));
      }
      return {
        success: true,
        message: 'If an account exists for that email, we sent a reset link. It expires in 1 hour.',
      };
    },

    async resetPasswordWithToken(token: string, password: string): Promise<SuccessMessage> {
      const tokenHash = hashToken(token);
      const row = await authRepo.findResetToken(db, tokenHash);
      const now = nowIso(ctx.now());
      const invalid = new AppError('invalid_token', AUTH_MESSAGES.invalidResetToken, 400, { success: false });
      if (!row || row.used_at || row.expires_at <= now) throw invalid;
      const hash = await hashSecret(password);
      await db.transaction().execute(async (trx) => {
        if (!(await authRepo.consumeResetToken(trx, tokenHash, now))) throw invalid;
        await authRepo.updatePassword(trx, row.user_id, hash, now);
        await authRepo.deleteUserSessions(trx, row.user_id);
        await authRepo.invalidateUserResetTokens(trx, row.user_id, now);
      });
      return { success: true, message: 'Your password has been reset. You can now sign in.' };
    },

    /** Used by settings: the display name lives on the account. */
    async updateNames(
      userId: string,
      names: { firstName?: string; lastName?: string },
      trx: Kysely<Database> | Transaction<Database> = db,
    ): Promise<void> {
      const set: { first_name?: string; last_name?: string } = {};
      if (names.firstName) set.first_name = names.firstName;
      if (names.lastName) set.last_name = names.lastName;
      if (Object.keys(set).length) await authRepo.updateNames(trx, userId, set, nowIso(ctx.now()));
    },

    async purgeExpiredSessions(): Promise<void> {
      await authRepo.deleteExpiredSessions(db, nowIso(ctx.now()));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
