import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook from the `sid` cookie; null when signed out. */
    userId: string | null;
  }
}

export const SESSION_COOKIE = 'sid';

/** The signed-in user's id, or a 401: every protected handler starts with this. */
export function requireUser(req: FastifyRequest): string {
  if (!req.userId) throw unauthorized();
  return req.userId;
}
