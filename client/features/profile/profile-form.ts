import { PROFILE_MESSAGES } from '@common/schemas/profile';

/** A toast the page shows instead of sending a form the server would refuse. */
export interface FormProblem {
  title: string;
  description: string;
}

/**
 * Spec-2 §5 profile checks, in the spec's order, so the student gets the spec's words before any
 * request is sent (the server repeats the same rules).
 */
export function profileProblem(form: { username: string; email: string }): FormProblem | null {
  const title = 'Validation Error';
  if (!form.username.trim()) return { title, description: PROFILE_MESSAGES.usernameRequired };
  if (!form.email.trim()) return { title, description: PROFILE_MESSAGES.emailRequired };
  if (!form.email.includes('@')) return { title, description: PROFILE_MESSAGES.invalidEmail };
  return null;
}

/** Spec-2 §5: the new password and its confirmation must match; no length rule on the client. */
export function passwordProblem(form: { newPassword: string; confirmPassword: string }): FormProblem | null {
  if (form.newPassword !== form.confirmPassword) {
    return { title: PROFILE_MESSAGES.passwordMismatchTitle, description: PROFILE_MESSAGES.passwordMismatch };
  }
  return null;
}

/** Adds or removes one interest chip, keeping the list's order stable. */
export function toggleInterest(list: readonly string[], interest: string): string[] {
  return list.includes(interest) ? list.filter((i) => i !== interest) : [...list, interest];
}

/** "March 2, 2026" for the Member Since line (the date the account was created, in the viewer's zone). */
export function memberSince(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The file name inside a Content-Disposition header, or the fallback when it has none. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1]?.trim() || fallback;
}
