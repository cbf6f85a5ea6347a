import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptPageSchema, generateQuizSchema, quizAttemptsQuerySchema, quizListQuerySchema, quizPageSchema, submitQuizSchema } from '@common/schemas/quizzes';
import { requireStudent, requireUser } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import type { QuizzesService } from './service';
import { signalWhenClientLeaves } from '../../lib/client-gone';

const idParam = z.object({ id: z.string().min(1).max(64) });

/** Quiz generator endpoints: list, one quiz, generate, attempts (start, submit, history), delete, stats. */
export async function quizzesRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; quizzes: QuizzesService; aiLimit: preHandlerAsyncHookHandler },
): Promise<void> {
  const { ctx, quizzes, aiLimit } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/quizzes', { schema: { querystring: quizListQuerySchema, response: { 200: quizPageSchema } } }, async (req) =>
    quizzes.list(requireUser(req), req.query),
  );

  r.get('/api/quizzes/stats', async (req) => quizzes.stats(requireUser(req)));

  r.get('/api/quizzes/:id', { schema: { params: idParam } }, async (req) => quizzes.get(requireUser(req), req.params.id));

  r.post('/api/quizzes/generate', { schema: { body: generateQuizSchema }, preHandler: aiLimit }, async (req, reply) => {
    const userId = requireUser(req);
    // The model call stops when the student goes away or the AI takes too long.
    return reply.code(201).send(await quizzes.generate(userId, req.body, signalWhenClientLeaves(reply, ctx.config.ai.timeoutMs)));
  });

  r.post('/api/quizzes/:id/attempts', { schema: { params: idParam } }, async (req, reply) =>
    reply.code(201).send(await quizzes.start(requireUser(req), req.params.id)),
  );

  r.post('/api/quizzes/:id/submit', { schema: { params: idParam, body: submitQuizSchema } }, async (req) =>
    quizzes.submit(requireUser(req), req.params.id, req.body, requireStudent(req)),
  );

  r.get(
    '/api/quizzes/:id/attempts',
    { schema: { params: idParam, querystring: quizAttemptsQuerySchema, response: { 200: attemptPageSchema } } },
    async (req) => quizzes.attempts(requireUser(req), req.params.id, req.query),
  );

  r.delete('/api/quizzes/:id', { schema: { params: idParam } }, async (req) => quizzes.remove(requireUser(req), req.params.id));
}
