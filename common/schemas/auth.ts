import { z } from 'zod';
import { MAX_GRADE, MIN_GRADE } from '../grades';
import { subjectInterestsField } from './subject-interests';

/** Messages the spec fixes verbatim; the client shows them and the server answers with them. */
export const AUTH_MESSAGES = {
  pinLength: 'Backup PIN must be 4-6 digits',
  pinDigits: 'Backup PIN must contain only numbers',
  passwordMin: 'Password must be at least 6 characters long',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  emailNotFound: 'Email not found',
  invalidPin: 'Invalid backup PIN',
  pinLocked: 'Too many incorrect PIN attempts. Try again in 15 minutes.',
  pinDisabled: 'Your backup PIN is switched off after too many incorrect attempts. Start again from "Forgot password?" and choose "Email me a reset link instead" to set a new password.',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .regex(EMAIL_RE, AUTH_MESSAGES.invalidEmail);

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, 'Password is too long');

export const pinField = z
  .string({ error: 'Backup PIN is required' })
  .min(4, AUTH_MESSAGES.pinLength)
  .max(6, AUTH_MESSAGES.pinLength)
  .regex(/^\d+$/, AUTH_MESSAGES.pinDigits);

const nameField = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(50, `${label} is too long`);

export const registerSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: newPasswordField,
  backupPin: pinField,
  gradeLevel: z.coerce
    .number({ error: 'Grade level is required' })
    .int('Grade level must be a whole number')
    .min(MIN_GRADE, 'Please choose a grade level')
    .max(MAX_GRADE, 'Please choose a grade level'),
  // The spec sends it empty at sign-up; whatever is sent is held to the profile's list.
  subjectInterests: subjectInterestsField.default([]),
  timezone: z.string().max(64).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const verifyEmailSchema = z.object({ email: emailField });
export const forgotPasswordSchema = z.object({ email: emailField });
export const verifyPinSchema = z.object({ email: emailField, pin: pinField });
export const resetWithPinSchema = z.object({ email: emailField, pin: pinField, newPassword: newPasswordField });
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(10, 'Token is required').max(200, 'Token is invalid'),
  password: newPasswordField,
});

/** The user as every endpoint returns it: a whitelist, never a hash. */
export interface PublicUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  gradeLevel: number;
  subjectInterests: string[];
  xpPoints: number;
  currentStreak: number;
  longestStreak: number;
  createdAt: string;
}

/** Answer shape of the recovery calls (spec-1 §7). */
export interface SuccessMessage {
  success: boolean;
  message: string;
}
