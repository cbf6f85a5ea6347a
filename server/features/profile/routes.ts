import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, exportFileName, updatePreferencesSchema, updateProfileSchema } from '@common/schemas/profile';
import { SESSION_COOKIE, requireUser } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import type { ProfileService } from './service';

const MINUTE = 60_000;
/**
 * The account alone when signed in: with the IP in the key, a stolen session could get a fresh
 * allowance of password guesses from every address it can send from. Signed out (answered 401
 * anyway), the IP.
 */
const byUser = (req: FastifyRequest) => (req.userId ? `user|${req.userId}` : `ip|${req.ip}`);

/**
 * Limits of this feature: the current password is guessable through the change form, and an export
 * reads every row the student has. Keyed by account, after the session is known.
 */
export const PROFILE_RATE_LIMITS = {
  password: { max: 10, timeWindow: 15 * MINUTE, groupId: 'profile-password', hook: 'preHandler', keyGenerator: byUser },
  exportData: { max: 10, timeWindow: 60 * MINUTE, groupId: 'profile-export', hook: 'preHandler', keyGenerator: byUser },
} as const;

/**
 * A profile update that carries the current password (an e-mail change) is a password guess too,
 * limited per account like the password form (its own allowance). Updates without one are not.
 */
const PROFILE_UPDATE_LIMIT = {
  ...PROFILE_RATE_LIMITS.password,
  groupId: 'profile-update',
  allowList: (req: FastifyRequest) => !(req.body as { currentPassword?: unknown } | undefined)?.currentPassword,
};

/** Profile, preferences, statistics, export and account deletion (spec-2 §7). Thin: parse and delegate. */
export async function profileRoutes(app: FastifyInstance, opts: { ctx: AppContext; profile: ProfileService }): Promise<void> {
  const { ctx, profile } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/profile', { schema: { body: updateProfileSchema }, config: { rateLimit: PROFILE_UPDATE_LIMIT } }, async (req) =>
    profile.updateProfile(requireUser(req), req.body),
  );

  r.put(
    '/api/profile/password',
    { schema: { body: changePasswordSchema }, config: { rateLimit: PROFILE_RATE_LIMITS.password } },
    async (req) => profile.changePassword(requireUser(req), req.cookies[SESSION_COOKIE], req.body),
  );

  r.get('/api/profile/preferences', async (req) => profile.preferences(requireUser(req)));
  r.put('/api/profile/preferences', { schema: { body: updatePreferencesSchema } }, async (req) =>
    profile.updatePreferences(requireUser(req), req.body),
  );

  r.get('/api/dashboard/stats', async (req) => profile.stats(requireUser(req)));

  r.get('/api/user/export', { config: { rateLimit: PROFILE_RATE_LIMITS.exportData } }, async (req, reply) => {
    const body = await profile.exportData(requireUser(req));
    // Streamed: the stream pulls the next page only once the socket has taken the previous one
    // (backpressure), and a client that goes away stops the reading.
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(ctx.now())}"`)
      .type('application/json; charset=utf-8')
      .send(body);
  });

  r.delete('/api/user/account', async (req, reply) => {
    await profile.deleteAccount(requireUser(req));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}
