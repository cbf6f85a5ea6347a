import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AiConfig } from '../config';
import { AppError } from './errors';

/**
 * One limiter for every route that calls the model (tutor, note assistant, generators), keyed by
 * the student, so AI_RATE_LIMIT bounds a student's total AI use, not each feature's separately.
 */
export function createAiRateLimit(app: FastifyInstance, ai: AiConfig): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max: ai.rateLimit,
    timeWindow: ai.rateWindowMinutes * 60_000,
    keyGenerator: (req) => `ai:${req.userId ?? req.ip}`,
    errorResponseBuilder: (_req, c) =>
      new AppError('rate_limited', `You've reached the limit of ${ai.rateLimit} AI requests. Please try again in ${c.after}.`, 429),
  });
}
