import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateSettingsSchema } from '@common/schemas/settings';
import { requireStudent, requireUser } from '../../lib/auth-guard';
import type { createSettingsService } from './service';

/** GET/PUT /api/user/settings (spec-2 §7). */
export async function settingsRoutes(
  app: FastifyInstance,
  opts: { settings: ReturnType<typeof createSettingsService> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/user/settings', async (req) => {
    const student = requireStudent(req);
    return opts.settings.get(student.id, { firstName: student.first_name, lastName: student.last_name }, req.studentSettings);
  });
  r.put('/api/user/settings', { schema: { body: updateSettingsSchema } }, async (req) =>
    opts.settings.update(requireUser(req), req.body),
  );
}
