import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, URL-safe, for session ids and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database does not leak live sessions or reset links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
