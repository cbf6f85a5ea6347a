import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guard';
import type { AchievementsService } from './service';

/** Spec-2 §7: the achievements catalogue, the unlocked list and the study analytics (all read-only). */
export async function achievementsRoutes(app: FastifyInstance, opts: { achievements: AchievementsService }): Promise<void> {
  const { achievements } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/achievements', async (req) => achievements.list(requireUser(req)));

  r.get('/api/user-achievements', async (req) => achievements.unlocked(requireUser(req)));

  r.get('/api/study-analytics', async (req) => achievements.analytics(requireUser(req)));
}
