import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { UserSettingsTable, UsersTable } from '../db/schema';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook from the `sid` cookie; null when signed out. */
    userId: string | null;
    /**
     * The signed-in student's row as the session hook read it (one read with the session), for
     * handlers that only show it. A handler that changes the account reads it again.
     */
    student: Selectable<UsersTable> | null;
    /** The student's settings row read with the session; null when signed out or never saved (the defaults apply). */
    studentSettings: Selectable<UserSettingsTable> | null;
  }
}

export const SESSION_COOKIE = 'sid';

/** The signed-in user's id, or a 401: every protected handler starts with this. */
export function requireUser(req: FastifyRequest): string {
  if (!req.userId) throw unauthorized();
  return req.userId;
}

/** The signed-in student's row as read with the session, or a 401. */
export function requireStudent(req: FastifyRequest): Selectable<UsersTable> {
  if (!req.userId || !req.student) throw unauthorized();
  return req.student;
}
