import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createStudySessionSchema, studySessionsQuerySchema } from '@common/schemas/timer';
import { requireStudent, requireUser } from '../../lib/auth-guard';
import type { TimerService } from './service';

/**
 * A student finishes a focus phase every few minutes at most; a retrying client flushes a small
 * backlog. Anything beyond this is a script, keyed by the student (or the address when signed out).
 */
export const STUDY_SESSION_RATE_LIMIT = {
  max: 30,
  timeWindow: 15 * 60_000,
  groupId: 'study-sessions',
  hook: 'preHandler' as const,
  keyGenerator: (req: { userId: string | null; ip: string }) => `study-sessions:${req.userId ?? req.ip}`,
};

/** The pomodoro study timer: record a completed focus phase, list recent ones. */
export async function timerRoutes(app: FastifyInstance, opts: { timer: TimerService }): Promise<void> {
  const { timer } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/study-sessions',
    { schema: { body: createStudySessionSchema }, config: { rateLimit: STUDY_SESSION_RATE_LIMIT } },
    async (req, reply) => {
      const outcome = await timer.record(requireUser(req), req.body);
      return reply.code(outcome.created ? 201 : 200).send(outcome.result);
    },
  );

  r.get('/api/study-sessions', { schema: { querystring: studySessionsQuerySchema } }, async (req) =>
    timer.list(requireUser(req), req.query.days, requireStudent(req).timezone),
  );
}
