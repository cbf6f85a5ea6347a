import type { FastifyRequest } from 'fastify';

const MINUTE = 60_000;

function bodyEmail(req: FastifyRequest): string {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

interface RouteLimit {
  max: number;
  timeWindow: number;
  groupId: string;
  hook?: 'onRequest' | 'preHandler';
  keyGenerator?: (req: FastifyRequest) => string;
}

/**
 * Limits on everything guessable or costly. Per IP+email ones run after the body is parsed
 * (preHandler), so the key can include the address being tried.
 */
export const RATE_LIMITS = {
  login: {
    max: 10,
    timeWindow: 15 * MINUTE,
    groupId: 'login',
    hook: 'preHandler',
    keyGenerator: (req) => `${req.ip}|${bodyEmail(req)}`,
  },
  register: { max: 20, timeWindow: 60 * MINUTE, groupId: 'register' },
  verifyEmail: { max: 20, timeWindow: 15 * MINUTE, groupId: 'verify-email' },
  pin: { max: 30, timeWindow: 15 * MINUTE, groupId: 'pin' },
  forgotPassword: {
    max: 5,
    timeWindow: 15 * MINUTE,
    groupId: 'forgot-password',
    hook: 'preHandler',
    keyGenerator: (req) => `${req.ip}|${bodyEmail(req)}`,
  },
  resetPassword: { max: 20, timeWindow: 15 * MINUTE, groupId: 'reset-password' },
} satisfies Record<string, RouteLimit>;
