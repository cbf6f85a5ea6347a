import { ApiError, apiJson } from '@client/lib/api';
import type { SuccessMessage } from '@common/schemas/auth';

/** Spec-1 §8: what a student reads when the request never reached the server. */
export const NETWORK_ERROR = 'Something went wrong. Please try again.';

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** The `message` of a JSON error body, or undefined when the body is not ours (proxy page, empty). */
export function jsonMessage(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One recovery call (spec-1 §8): a non-OK answer or `success: false` yields the server's message
 * or the step's fallback; a network failure yields the generic retry message.
 */
export async function postRecovery(path: string, body: unknown, fallback: string): Promise<Outcome> {
  try {
    const data = await apiJson<Partial<SuccessMessage> | null>('POST', path, body);
    if (!data || data.success !== true) {
      return { ok: false, message: (typeof data?.message === 'string' && data.message) || fallback };
    }
    return { ok: true, message: data.message ?? '' };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: jsonMessage(err.bodyText) ?? fallback };
    return { ok: false, message: NETWORK_ERROR };
  }
}
