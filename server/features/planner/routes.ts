import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentListQuerySchema,
  assignmentPageSchema,
  createAssignmentSchema,
  optimizeRequestSchema,
  studyPlanListQuerySchema,
  updateAssignmentSchema,
} from '@common/schemas/planner';
import { requireUser } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import type { PlannerService } from './service';
import { signalWhenClientLeaves } from '../../lib/client-gone';

const idParam = z.object({ id: z.string().min(1).max(64) });
const ICS_TYPE = 'text/calendar; charset=utf-8';

/** Study planner endpoints: assignments (CRUD, .ics), optimisation and saved study plans (.ics). */
export async function plannerRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; planner: PlannerService; aiLimit: preHandlerAsyncHookHandler },
): Promise<void> {
  const { ctx, planner, aiLimit } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/assignments', { schema: { querystring: assignmentListQuerySchema, response: { 200: assignmentPageSchema } } }, async (req) =>
    planner.listAssignments(requireUser(req), req.query),
  );

  r.get('/api/assignments/export.ics', async (req, reply) => {
    const ics = await planner.assignmentsIcs(requireUser(req));
    return reply.type(ICS_TYPE).header('content-disposition', 'attachment; filename="assignments.ics"').send(ics);
  });

  r.post('/api/assignments', { schema: { body: createAssignmentSchema } }, async (req, reply) =>
    reply.code(201).send(await planner.createAssignment(requireUser(req), req.body)),
  );

  r.put('/api/assignments/:id', { schema: { params: idParam, body: updateAssignmentSchema } }, async (req) =>
    planner.updateAssignment(requireUser(req), req.params.id, req.body),
  );

  r.delete('/api/assignments/:id', { schema: { params: idParam } }, async (req) => planner.deleteAssignment(requireUser(req), req.params.id));

  r.get('/api/study-plans', { schema: { querystring: studyPlanListQuerySchema } }, async (req) => planner.listPlans(requireUser(req), req.query));

  r.post('/api/study-plans/optimize', { schema: { body: optimizeRequestSchema }, preHandler: aiLimit }, async (req, reply) => {
    const userId = requireUser(req);
    // The model call stops when the student goes away or the AI takes too long; the plan itself
    // never needs the model (it falls back to the computed recommendations).
    return planner.optimize(userId, req.body, signalWhenClientLeaves(reply, ctx.config.ai.timeoutMs));
  });

  r.get('/api/study-plans/:id', { schema: { params: idParam } }, async (req) => planner.getPlan(requireUser(req), req.params.id));

  r.get('/api/study-plans/:id/export.ics', { schema: { params: idParam } }, async (req, reply) => {
    const { ics, fileName } = await planner.planIcs(requireUser(req), req.params.id);
    return reply.type(ICS_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).send(ics);
  });

  r.delete('/api/study-plans/:id', { schema: { params: idParam } }, async (req) => planner.deletePlan(requireUser(req), req.params.id));
}
