import { z } from 'zod';
import { MAX_GRADE, MIN_GRADE } from '../grades';
import { AUTH_MESSAGES, PASSWORD_MAX, newPasswordField } from './auth';
import { LANGUAGES } from './settings';
import { subjectInterestsField } from './subject-interests';

export { SUBJECT_INTERESTS, type SubjectInterest } from './subject-interests';



/** Messages the spec fixes verbatim (spec-2 §5 and §8), shared by the page and the server. */
export const PROFILE_MESSAGES = {
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  emailInUse: 'That email address is already used by another account.',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailChangeNeedsPassword: 'Enter your current password to change your email.',
  passwordMismatchTitle: 'Password mismatch',
  passwordMismatch: "New password and confirmation don't match.",
  deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
} as const;

/** The word a student types to enable the Delete Account button. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/**
 * The spec only asks for an "@" on the client; the server keeps the sign-up rule (something@host.tld)
 * so an address that can never receive a reset mail is not saved.
 */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** PUT /api/profile (spec-2 §3 Profile update payload). */
export const updateProfileSchema = z.object({
  username: z
    .string({ error: PROFILE_MESSAGES.usernameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.usernameRequired)
    .max(50, 'Username is too long'),
  email: z
    .string({ error: PROFILE_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, PROFILE_MESSAGES.emailRequired)
    .max(254, 'Email is too long')
    .regex(EMAIL_RE, PROFILE_MESSAGES.invalidEmail),
  gradeLevel: z
    .number({ error: 'Grade level is required' })
    .int('Grade level must be a whole number')
    .min(MIN_GRADE, 'Please choose a grade level')
    .max(MAX_GRADE, 'Please choose a grade level'),
  subjectInterests: subjectInterestsField,
  /**
   * Needed only to change the e-mail: the address receives password-reset links, so a stolen
   * session must not be able to redirect them (checked on the server; not part of spec-2's payload).
   */
  currentPassword: z.string().max(200).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The answer of PUT /api/profile: the same fields back, as saved. */
export interface ProfileDto {
  username: string;
  email: string;
  gradeLevel: number;
  subjectInterests: string[];
}

/** PUT /api/profile/password (spec-2 §3 Password payload). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, 'Password is too long'),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: 'Please confirm the new password' }).max(PASSWORD_MAX, 'Password is too long'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PROFILE_MESSAGES.passwordMismatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Notification and display preferences (spec-2 §3 Preferences payload). */
export interface Preferences {
  emailNotifications: boolean;
  pushNotifications: boolean;
  studyReminders: boolean;
  weeklyReports: boolean;
  darkMode: boolean;
  language: (typeof LANGUAGES)[number];
}

/** Spec-2 §9: email on, push off, study reminders on, weekly reports on, dark mode on, English. */
export const PREFERENCES_DEFAULTS: Preferences = {
  emailNotifications: true,
  pushNotifications: false,
  studyReminders: true,
  weeklyReports: true,
  darkMode: true,
  language: 'English',
};

/** PUT /api/profile/preferences: every field optional, so a client may save just one switch. */
export const updatePreferencesSchema = z.object({
  emailNotifications: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
  studyReminders: z.boolean().optional(),
  weeklyReports: z.boolean().optional(),
  darkMode: z.boolean().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesSchema>;

/**
 * What counts as an essay in the statistics: a note of at least this many words. The product has
 * no separate essay type, and a 500-word note is essay length in every school system we know.
 */
export const ESSAY_MIN_WORDS = 500;

/** GET /api/dashboard/stats (spec-2 §3 Dashboard stats read by the profile). */
export interface DashboardStats {
  studyStreak: number;
  /** Study minutes from the activity ledger, in hours with one decimal. */
  totalHours: number;
  /** Submitted quiz attempts. */
  totalQuizzes: number;
  totalNotes: number;
  /** Notes of at least ESSAY_MIN_WORDS words. */
  totalEssays: number;
  totalStudyPlans: number;
  /** Mean score of submitted attempts in percent, rounded; 0 when none. */
  averageScore: number;
}

/** Name of the data export download for a UTC day, e.g. studypilot-export-2026-03-02.json. */
export function exportFileName(now: Date): string {
  return `studypilot-export-${now.toISOString().slice(0, 10)}.json`;
}

/** Minutes to hours with one decimal, as the statistics show them. */
export function minutesToHours(minutes: number): number {
  return Math.round((Math.max(0, minutes) / 60) * 10) / 10;
}
