import type { Readable } from 'node:stream';
import {
  ESSAY_MIN_WORDS,
  PROFILE_MESSAGES,
  minutesToHours,
  type ChangePasswordInput,
  type DashboardStats,
  type Preferences,
  type ProfileDto,
  type UpdatePreferencesInput,
  type UpdateProfileInput,
} from '@common/schemas/profile';
import { nowIso } from '../../db/codec';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import type { AuthService } from '../auth/service';
import type { createSettingsService } from '../settings/service';
import { createExportRunner, type ExportRunner } from '../../workers/export-runner';
import { authRepo } from '../auth/repo';
import { profileRepo } from './repo';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e?.message ?? '');
}

/**
 * The student's own account: profile fields, password, preferences, statistics, the data export and
 * account deletion (spec-2 §2 Profile and Settings, §7).
 */
export function createProfileService(
  ctx: AppContext,
  deps: { auth: AuthService; settings: ReturnType<typeof createSettingsService>; exports?: ExportRunner },
) {
  const { db } = ctx;
  const { auth, settings } = deps;
  const exports = deps.exports ?? createExportRunner(ctx);

  async function requireAccount(userId: string) {
    const user = await auth.currentUser(userId);
    // A session whose account vanished (deleted in another tab) is treated as signed out.
    if (!user) throw unauthorized();
    return user;
  }

  /** The account's password, re-entered: for a new password, and for a new e-mail (it gets reset links). */
  async function checkCurrentPassword(userId: string, password: string | undefined): Promise<void> {
    if (!password) throw new AppError('password_required', PROFILE_MESSAGES.emailChangeNeedsPassword, 400);
    const row = await profileRepo.findPasswordHash(db, userId);
    if (!row) throw unauthorized();
    if (!(await verifySecret(row.password_hash, password))) {
      throw new AppError('invalid_password', PROFILE_MESSAGES.currentPasswordIncorrect, 400);
    }
  }

  return {
    /** PUT /api/profile: an e-mail another account uses is refused (409), never silently taken. */
    async updateProfile(userId: string, input: UpdateProfileInput): Promise<ProfileDto> {
      const account = await requireAccount(userId);
      if (input.email !== account.email.toLowerCase()) await checkCurrentPassword(userId, input.currentPassword);
      const clash = () => conflict(PROFILE_MESSAGES.emailInUse);
      if (await profileRepo.findOtherUserWithEmail(db, userId, input.email)) throw clash();
      try {
        await profileRepo.updateProfile(db, userId, {
          username: input.username,
          email: input.email,
          grade_level: input.gradeLevel,
          subject_interests: ctx.codec.json(input.subjectInterests),
          updated_at: nowIso(ctx.now()),
        });
      } catch (err) {
        // Two accounts racing for the same address: the unique index decides.
        if (isUniqueViolation(err)) throw clash();
        throw err;
      }
      const user = await requireAccount(userId);
      return { username: user.username, email: user.email, gradeLevel: user.gradeLevel, subjectInterests: user.subjectInterests };
    },

    /**
     * PUT /api/profile/password. The current password is checked first; a new one ends every other
     * session (a thief signed in elsewhere is signed out) and any reset link still pending.
     */
    async changePassword(userId: string, currentSessionId: string | undefined, input: ChangePasswordInput): Promise<{ success: true; message: string }> {
      await checkCurrentPassword(userId, input.currentPassword);
      const hash = await hashSecret(input.newPassword);
      const at = nowIso(ctx.now());
      await db.transaction().execute(async (trx) => {
        await authRepo.updatePassword(trx, userId, hash, at);
        await profileRepo.deleteOtherSessions(trx, userId, hashToken(currentSessionId ?? ''));
        await authRepo.invalidateUserResetTokens(trx, userId, at);
      });
      return { success: true, message: 'Password updated' };
    },

    async preferences(userId: string): Promise<Preferences> {
      await requireAccount(userId);
      return settings.preferences(userId);
    },

    async updatePreferences(userId: string, input: UpdatePreferencesInput): Promise<Preferences> {
      await requireAccount(userId);
      return settings.updatePreferences(userId, input);
    },

    /**
     * GET /api/dashboard/stats: real numbers from the ledger and the user's rows. An "essay" is a
     * note of at least ESSAY_MIN_WORDS words (the product has no separate essay type).
     */
    async stats(userId: string): Promise<DashboardStats> {
      const user = await requireAccount(userId);
      const [minutes, attempts, notes, plans] = await Promise.all([
        profileRepo.studyMinutes(db, userId),
        profileRepo.attemptStats(db, userId),
        profileRepo.noteCounts(db, userId, ESSAY_MIN_WORDS),
        profileRepo.studyPlanCount(db, userId),
      ]);
      return {
        studyStreak: user.currentStreak,
        totalHours: minutesToHours(minutes),
        totalQuizzes: attempts.count,
        totalNotes: notes.notes,
        totalEssays: notes.essays,
        totalStudyPlans: plans,
        averageScore: attempts.average === null ? 0 : Math.round(attempts.average),
      };
    },

    /**
     * GET /api/user/export: everything the student has stored, through whitelisting presenters, as
     * JSON text produced a page at a time (export.ts). The account is checked before anything is sent.
     */
    async exportData(userId: string): Promise<Readable> {
      await requireAccount(userId);
      const job = { kind: 'account', userId, settings: await settings.get(userId), preferences: await settings.preferences(userId), nowIso: ctx.now().toISOString() } as const;
      return exports.stream(job);
    },

    /**
     * DELETE /api/user/account: one statement inside a transaction; every table with user data has
     * `on delete cascade` to users.id, so all of the student's rows go with the account or none do.
     */
    async deleteAccount(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await profileRepo.deleteUser(trx, userId))) throw unauthorized();
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
