import { RETENTION_MAX, RETENTION_MIN, SETTINGS_DEFAULTS, type UpdateSettingsInput, type UserSettings } from '@common/schemas/settings';
import { PREFERENCES_DEFAULTS, type Preferences, type UpdatePreferencesInput } from '@common/schemas/profile';
import { nowIso, readBool } from '../../db/codec';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { AuthService } from '../auth/service';
import { settingsRepo, type SettingsRow } from './repo';

/** A stored retention, kept inside the allowed range whatever the column holds. */
export function readRetention(value: number | string | null | undefined): number {
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
      email_notifications: ctx.codec.bool(PREFERENCES_DEFAULTS.emailNotifications),
      push_notifications: ctx.codec.bool(PREFERENCES_DEFAULTS.pushNotifications),
      weekly_reports: ctx.codec.bool(PREFERENCES_DEFAULTS.weeklyReports),
    };
  }

  /** Profile preferences read from the same row as the settings (one source of truth). */
  function toPreferences(row: SettingsRow): Preferences {
    return {
      emailNotifications: readBool(row.email_notifications),
      pushNotifications: readBool(row.push_notifications),
      studyReminders: readBool(row.daily_reminder),
      weeklyReports: readBool(row.weekly_reports),
      darkMode: row.theme !== 'light',
      language: (['English', 'Spanish', 'French', 'German'] as const).find((l) => l === row.language) ?? 'English',
    };
  }

  /**
   * The Settings page's values. `names` and `known` (the settings row, null when never saved): what
   * the caller already read with the session; otherwise they are read.
   */
  async function get(userId: string, names?: { firstName: string; lastName: string }, known?: SettingsRow | null): Promise<UserSettings> {
    const user = names ?? (await auth.currentUser(userId));
    if (!user) throw notFound();
    const row = (known === undefined ? await settingsRepo.find(ctx.db, userId) : known) ?? defaultsRow(userId);
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
    /** The Profile page's Preferences tab (spec-2 §3), mapped onto the settings row. */
    async preferences(userId: string): Promise<Preferences> {
      return toPreferences((await settingsRepo.find(ctx.db, userId)) ?? defaultsRow(userId));
    },
    /** Saves the given preferences: dark mode is the theme, study reminders the daily reminder. */
    async updatePreferences(userId: string, input: UpdatePreferencesInput): Promise<Preferences> {
      const b = (v: boolean | undefined) => (v === undefined ? undefined : ctx.codec.bool(v));
      const patch = Object.fromEntries(
        Object.entries({
          email_notifications: b(input.emailNotifications),
          push_notifications: b(input.pushNotifications),
          daily_reminder: b(input.studyReminders),
          weekly_reports: b(input.weeklyReports),
          theme: input.darkMode === undefined ? undefined : input.darkMode ? 'dark' : 'light',
          language: input.language,
        }).filter(([, v]) => v !== undefined),
      );
      await settingsRepo.upsert(ctx.db, defaultsRow(userId), { ...patch, updated_at: nowIso(ctx.now()) });
      return toPreferences((await settingsRepo.find(ctx.db, userId)) ?? defaultsRow(userId));
    },
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
