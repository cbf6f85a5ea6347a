import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetWithPinSchema,
  verifyEmailSchema,
  verifyPinSchema,
} from '@common/schemas/auth';
import { SESSION_COOKIE, requireStudent } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { AuthService, NewSession } from './service';

function setSessionCookie(reply: FastifyReply, ctx: AppContext, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
    // "Remember me" keeps the cookie for 30 days; otherwise it ends with the browser session.
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

/** Account endpoints of spec-1 §7 plus the e-mail reset link. Handlers only parse and delegate. */
export async function authRoutes(app: FastifyInstance, opts: { ctx: AppContext; auth: AuthService }): Promise<void> {
  const { ctx, auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/user', async (req) => auth.present(requireStudent(req)));

  r.post('/api/register', { schema: { body: registerSchema }, config: { rateLimit: RATE_LIMITS.register } }, async (req, reply) => {
    const { user, session } = await auth.register(req.body);
    // Rotate: any session this browser had before is ended once the new account exists.
    await auth.logout(req.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, ctx, session);
    return reply.code(201).send(user);
  });

  r.post('/api/login', { schema: { body: loginSchema }, config: { rateLimit: RATE_LIMITS.login } }, async (req, reply) => {
    const { user, session } = await auth.login(req.body);
    // Rotate: any session this browser had before is ended.
    await auth.logout(req.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, ctx, session);
    return user;
  });

  r.post('/api/logout', async (req, reply) => {
    await auth.logout(req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  r.post('/api/verify-email', { schema: { body: verifyEmailSchema }, config: { rateLimit: RATE_LIMITS.verifyEmail } }, async (req) =>
    auth.verifyEmail(req.body.email),
  );

  r.post('/api/verify-backup-pin', { schema: { body: verifyPinSchema }, config: { rateLimit: RATE_LIMITS.pin } }, async (req) =>
    auth.verifyBackupPin(req.body.email, req.body.pin),
  );

  r.post(
    '/api/reset-password-with-pin',
    { schema: { body: resetWithPinSchema }, config: { rateLimit: RATE_LIMITS.pin } },
    async (req) => auth.resetPasswordWithPin(req.body.email, req.body.pin, req.body.newPassword),
  );

  r.post(
    '/api/forgot-password',
    { schema: { body: forgotPasswordSchema }, config: { rateLimit: RATE_LIMITS.forgotPassword } },
    async (req) => auth.forgotPassword(req.body.email),
  );

  r.post(
    '/api/reset-password',
    { schema: { body: resetPasswordSchema }, config: { rateLimit: RATE_LIMITS.resetPassword } },
    async (req) => auth.resetPasswordWithToken(req.body.token, req.body.password),
  );
}
