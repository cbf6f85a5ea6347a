import { ApiError } from '@client/lib/api';

/**
 * What a failure toast says: the server's own `message` when it sent one (they are written for
 * students), else the spec's fallback — never a raw HTML error page or "Failed to fetch".
 */
export function friendlyMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.bodyText) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    } catch {
      /* not JSON */
    }
    return fallback;
  }
  if (err instanceof TypeError) return fallback; // fetch's network failure
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
