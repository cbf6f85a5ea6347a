/**
 * How hard sign-in pushes back on guessing (issue 13), as pure functions of the counts kept on the
 * account. A 4-digit PIN has 10,000 values: at 5 guesses per lockout and three lockouts before the
 * PIN path shuts, a guesser gets 15 tries (0.15%) before the owner must use the e-mail link.
 */

/** Wrong PINs that lock the PIN path. */
export const PIN_MAX_FAILURES = 5;
/** How long each lockout lasts, in minutes: the first, the second… */
export const PIN_LOCK_MINUTES = [15, 60] as const;
/** The lockout that shuts the PIN path until the password is reset by e-mail. */
export const PIN_MAX_LOCKOUTS = PIN_LOCK_MINUTES.length + 1;

/** Minutes the `lockouts`-th lockout lasts, or null when it shuts the PIN path. */
export function pinLockMinutes(lockouts: number): number | null {
  return lockouts >= PIN_MAX_LOCKOUTS ? null : PIN_LOCK_MINUTES[Math.max(0, lockouts - 1)];
}

/** Wrong passwords in a row that cost nothing: typos. */
export const LOGIN_FREE_FAILURES = 5;
/** The first delay after the free attempts, doubling with each further wrong password… */
export const LOGIN_FIRST_DELAY_S = 30;
/** …up to this. */
export const LOGIN_MAX_DELAY_S = 15 * 60;
/** Wrong passwords in a row that make a burst worth telling the owner about… */
export const LOGIN_ALERT_FAILURES = 10;
/** …at most once in this many hours. */
export const LOGIN_ALERT_EVERY_HOURS = 24;

/** Seconds before the attempt after the `failures`-th wrong password in a row may be checked. */
export function loginDelaySeconds(failures: number): number {
  if (failures <= LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_DELAY_S, LOGIN_FIRST_DELAY_S * 2 ** Math.min(20, failures - LOGIN_FREE_FAILURES - 1));
}

/** A wait as a student reads it: "30 seconds", "2 minutes", "1 hour" (rounded up). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
