import { isValidTimeZone } from '@common/activity';
import {
  AUTH_MESSAGES,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  type SuccessMessage,
} from '@common/schemas/auth';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../db/codec';
import type { Database, UserSettingsTable } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../lib/passwords';
import { presentUser } from '../../lib/presenters';
import { hashToken, randomToken } from '../../lib/tokens';
import { authRepo, type UserRow } from './repo';
import {
  LOGIN_ALERT_EVERY_HOURS,
  LOGIN_ALERT_FAILURES,
  PIN_MAX_FAILURES,
  PIN_MAX_LOCKOUTS,
  loginDelaySeconds,
  pinLockMinutes,
  waitText,
} from './sign-in-policy';

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

  /** Refused for a while: 429 with Retry-After, and a message saying how long. */
  function tooSoon(code: 'pin_locked' | 'login_throttled', until: string, now: Date): AppError {
    const ms = Math.max(1000, Date.parse(until) - now.getTime());
    const message =
      code === 'pin_locked'
        ? `Too many incorrect PIN attempts. Try again in ${waitText(ms)}.`
        : `Too many incorrect passwords for this account. Try again in ${waitText(ms)}, or use "Forgot password?" to choose a new one.`;
    return new AppError(code, message, 429, { success: false }, { 'retry-after': String(Math.ceil(ms / 1000)) });
  }

  /** Mail to the owner about someone guessing; sent in the background, failures logged. */
  function alertOwner(user: UserRow, subject: string, what: string): void {
    const text =
      `Hi ${user.first_name},\n\n${what}\n\n` +
      `If it was you, you can choose a new password here: ${ctx.config.appUrl}/forgot-password\n` +
      `If it was not you, nobody has signed in: StudyPilot slows down and then stops the guessing. ` +
      `If your password is short or used elsewhere too, change it in your Profile.\n`;
    ctx.mailer.send({ to: user.email, subject, text }).catch((err: unknown) => ctx.log.error({ err }, 'could not send the sign-in alert mail'));
  }

  /**
   * PIN check shared by verify and reset: counts attempts per account and locks the account's PIN
   * path after PIN_MAX_FAILURES wrong PINs, for longer each time (sign-in-policy.ts); the last
   * lockout shuts the PIN path until the password is reset with the e-mail link, and tells the
   * owner. The attempt is counted atomically before the PIN is checked, so parallel guesses cannot
   * get past the limit. An unknown e-mail gets the same answer and timing as a wrong PIN.
   */
  async function checkPin(email: string, pin: string): Promise<UserRow> {
    const user = await authRepo.findUserByEmail(db, email);
    if (!user) {
      await verifyAgainstDummy(pin);
      throw new AppError('invalid_pin', AUTH_MESSAGES.invalidPin, 400, { success: false });
    }
    const disabled = new AppError('pin_disabled', AUTH_MESSAGES.pinDisabled, 403, { success: false });
    if (Number(user.pin_lockouts) >= PIN_MAX_LOCKOUTS) throw disabled;
    const now = ctx.now();
    const nowText = nowIso(now);
    if (user.pin_locked_until && user.pin_locked_until > nowText) throw tooSoon('pin_locked', user.pin_locked_until, now);
    const attempt = await authRepo.countPinAttempt(db, user.id, nowText);
    if (attempt.lockedUntil && attempt.lockedUntil > nowText) throw tooSoon('pin_locked', attempt.lockedUntil, now);
    const lock = async (): Promise<never> => {
      // When each lockout would end, the first… the last before the PIN path shuts.
      const lockUntil = Array.from({ length: PIN_MAX_LOCKOUTS - 1 }, (_, i) => nowIso(addMinutes(now, pinLockMinutes(i + 1) ?? 0)));
      const lockouts = await authRepo.lockPin(db, user.id, nowText, lockUntil);
      if (lockouts !== null && lockouts >= PIN_MAX_LOCKOUTS) {
        const what = `Someone entered a wrong backup PIN for your StudyPilot account ${PIN_MAX_FAILURES * PIN_MAX_LOCKOUTS} times, so the PIN is switched off. To sign in again, choose a new password with a reset link sent by e-mail.`;
        alertOwner(user, 'Your StudyPilot backup PIN is switched off', what);
        throw disabled;
      }
      // Locked by this request or, just before it, by a parallel one: either way, until when it says.
      const locked = await authRepo.findUserById(db, user.id);
      if (locked && Number(locked.pin_lockouts) >= PIN_MAX_LOCKOUTS) throw disabled;
      throw tooSoon('pin_locked', locked?.pin_locked_until ?? lockUntil[0], now);
    };
    // Parallel guesses beyond the limit are refused without being checked.
    if (attempt.attempts > PIN_MAX_FAILURES) return lock();
    if (await verifySecret(user.pin_hash, pin)) {
      await authRepo.clearPinFailures(db, user.id);
      return user;
    }
    if (attempt.attempts >= PIN_MAX_FAILURES) return lock();
    throw new AppError('invalid_pin', AUTH_MESSAGES.invalidPin, 400, { success: false });
  }

  /**
   * Claims a password attempt on a known account (sign-in-policy.ts): refused with 429 while the
   * account's delay runs, otherwise counted before the password is checked — the delay for the
   * attempt after it is set at once, so parallel guesses wait too. Returns the count with this one.
   */
  async function claimPasswordAttempt(user: UserRow, now: Date): Promise<number> {
    let seen: { failures: number; retryAt: string | null } | undefined = { failures: Number(user.login_failures), retryAt: user.login_retry_at };
    for (let tries = 0; tries < 5 && seen; tries++) {
      if (seen.retryAt && seen.retryAt > nowIso(now)) throw tooSoon('login_throttled', seen.retryAt, now);
      const failures = seen.failures + 1;
      const delay = loginDelaySeconds(failures);
      if (await authRepo.claimLoginAttempt(db, user.id, seen.failures, delay ? nowIso(new Date(now.getTime() + delay * 1000)) : null)) return failures;
      seen = await authRepo.loginCount(db, user.id);
    }
    // Many parallel attempts on one account: refused for now rather than checked.
    throw tooSoon('login_throttled', nowIso(new Date(now.getTime() + 1000)), now);
  }

  /** After a burst of wrong passwords, the owner hears about it (at most once a day). */
  async function alertOnBurst(user: UserRow, failures: number, now: Date): Promise<void> {
    if (failures < LOGIN_ALERT_FAILURES) return;
    const since = nowIso(new Date(now.getTime() - LOGIN_ALERT_EVERY_HOURS * 3_600_000));
    if (!(await authRepo.markLoginAlerted(db, user.id, nowIso(now), since))) return;
    alertOwner(
      user,
      'Wrong passwords entered for your StudyPilot account',
      `Someone entered a wrong password for your StudyPilot account ${failures} times in a row, most recently at ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    );
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
      if (!user) {
        await verifyAgainstDummy(input.password);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      const now = ctx.now();
      const failures = await claimPasswordAttempt(user, now);
      if (!(await verifySecret(user.password_hash, input.password))) {
        await alertOnBurst(user, failures, now);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      await authRepo.clearLoginFailures(db, user.id);
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
    async resolveSession(sessionId: string | undefined): Promise<{ userId: string; user: UserRow; settings: Selectable<UserSettingsTable> | null } | null> {
      if (!sessionId || sessionId.length > 100) return null;
      const idHash = hashToken(sessionId);
      const found = await authRepo.findSessionWithUser(db, idHash);
      if (!found) return null;
      const { session, user, settings } = found;
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
      return { userId: user.id, user, settings };
    },

    async currentUser(userId: string): Promise<PublicUser | null> {
      const user = await authRepo.findUserById(db, userId);
      return user ? presentUser(user, ctx.now()) : null;
    },

    /** The account as the API shows it, from a row already read (the session's). */
    present(user: UserRow): PublicUser {
      return presentUser(user, ctx.now());
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
