import { z } from 'zod';

export const THEMES = ['dark', 'light'] as const;
export const LANGUAGES = ['English', 'Spanish', 'French', 'German'] as const;
/** FSRS desired retention: the recall probability reviews are scheduled for (Anki's range of sensible values). */
export const RETENTION_MIN = 0.7;
export const RETENTION_MAX = 0.97;
export const RETENTION_DEFAULT = 0.9;

/** User settings (spec-2 §3). Defaults when missing: reminders on, follow-ups off, dark, English. */
export interface UserSettings {
  firstName: string;
  lastName: string;
  studyGoals: string;
  dailyReminder: boolean;
  deadlineNotifications: boolean;
  detailedExplanations: boolean;
  followUpQuestions: boolean;
  theme: (typeof THEMES)[number];
  language: (typeof LANGUAGES)[number];
  /** Flashcard reviews are scheduled so the student recalls a card with this probability. */
  desiredRetention: number;
}

export const SETTINGS_DEFAULTS: Omit<UserSettings, 'firstName' | 'lastName'> = {
  studyGoals: '',
  dailyReminder: true,
  deadlineNotifications: true,
  detailedExplanations: true,
  followUpQuestions: false,
  theme: 'dark',
  language: 'English',
  desiredRetention: RETENTION_DEFAULT,
};

/** PUT /api/user/settings: every field optional, so the theme toggle can send just `theme`. */
export const updateSettingsSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(50, 'First name is too long').optional(),
  lastName: z.string().trim().min(1, 'Last name is required').max(50, 'Last name is too long').optional(),
  studyGoals: z.string().max(2000, 'Study goals are too long').optional(),
  dailyReminder: z.boolean().optional(),
  deadlineNotifications: z.boolean().optional(),
  detailedExplanations: z.boolean().optional(),
  followUpQuestions: z.boolean().optional(),
  theme: z.enum(THEMES).optional(),
  language: z.enum(LANGUAGES).optional(),
  desiredRetention: z
    .number()
    .min(RETENTION_MIN, 'Desired retention must be between 0.70 and 0.97')
    .max(RETENTION_MAX, 'Desired retention must be between 0.70 and 0.97')
    .optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;
