import { RETENTION_MAX, RETENTION_MIN, SETTINGS_DEFAULTS, type UpdateSettingsInput, type UserSettings } from '@common/schemas/settings';
import { nowIso, readBool } from '../../db/codec';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { AuthService } from '../auth/service';
import { settingsRepo, type SettingsRow } from './repo';

/** A stored retention, kept inside the allowed range whatever the column holds. */
function readRetention(value: number | string | null | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= RETENTION_MIN && n <= RETENTION_MAX ? n : SETTINGS_DEFAULTS.desiredRetention;
}

/** Settings of spec-2 §3, with the spec's defaults for anything never saved. */
export function createSettingsService(ctx: AppContext, auth: AuthService) {
  function defaultsRow(userId: string): SettingsRow {
    return {
      user_id: userId,
      study_goals: SETTINGS_DEFAULTS.studyGoals,
      daily_reminder: ctx.codec.bool(SETTINGS_DEFAULTS.dailyReminder),
      deadline_notifications: ctx.codec.bool(SETTINGS_DEFAULTS.deadlineNotifications),
      detailed_explanations: ctx.codec.bool(SETTINGS_DEFAULTS.detailedExplanations),
      follow_up_questions: ctx.codec.bool(SETTINGS_DEFAULTS.followUpQuestions),
      theme: SETTINGS_DEFAULTS.theme,
      language: SETTINGS_DEFAULTS.language,
      desired_retention: SETTINGS_DEFAULTS.desiredRetention,
      updated_at: nowIso(ctx.now()),
    };
  }

  async function get(userId: string): Promise<UserSettings> {
    const user = await auth.currentUser(userId);
    if (!user) throw notFound();
    const row = (await settingsRepo.find(ctx.db, userId)) ?? defaultsRow(userId);
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      studyGoals: row.study_goals,
      dailyReminder: readBool(row.daily_reminder),
      deadlineNotifications: readBool(row.deadline_notifications),
      detailedExplanations: readBool(row.detailed_explanations),
      followUpQuestions: readBool(row.follow_up_questions),
      theme: row.theme === 'light' ? 'light' : 'dark',
      language: (['English', 'Spanish', 'French', 'German'] as const).find((l) => l === row.language) ?? 'English',
      desiredRetention: readRetention(row.desired_retention),
    };
  }

  return {
    get,
    /** Only the FSRS retention, for every flashcard review (cheaper than the whole settings read). */
    async desiredRetention(userId: string): Promise<number> {
      return readRetention((await settingsRepo.find(ctx.db, userId))?.desired_retention);
    },
    async update(userId: string, input: UpdateSettingsInput): Promise<UserSettings> {
      const b = (v: boolean | undefined) => (v === undefined ? undefined : ctx.codec.bool(v));
      const patch = Object.fromEntries(
        Object.entries({
          study_goals: input.studyGoals,
          daily_reminder: b(input.dailyReminder),
          deadline_notifications: b(input.deadlineNotifications),
          detailed_explanations: b(input.detailedExplanations),
          follow_up_questions: b(input.followUpQuestions),
          theme: input.theme,
          language: input.language,
          desired_retention: input.desiredRetention,
        }).filter(([, v]) => v !== undefined),
      );
      await ctx.db.transaction().execute(async (trx) => {
        await auth.updateNames(userId, { firstName: input.firstName, lastName: input.lastName }, trx);
        await settingsRepo.upsert(trx, defaultsRow(userId), { ...patch, updated_at: nowIso(ctx.now()) });
      });
      return get(userId);
    },
  };
}
