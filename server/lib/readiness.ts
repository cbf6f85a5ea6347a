import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Longest a readiness check waits for one dependency before calling it unreachable. */
export const READY_CHECK_TIMEOUT_MS = 1000;

export type DependencyState = 'ok' | 'unreachable' | 'not configured';

export interface Readiness {
  ready: boolean;
  database: DependencyState;
  redis: DependencyState;
}

async function within(check: () => Promise<unknown>, timeoutMs: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)))]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health/ready: whether this instance can serve students — the database answers a query
 * within a second. Redis (when configured) is pinged too and reported, but does not make the
 * instance unready: without it, rate limits and lockouts count in each instance
 * (server/lib/rate-limit-store.ts), and pulling every instance out of a load balancer because Redis
 * is away would turn a degraded service into none. GET /api/health stays the liveness check. Never
 * says why in detail: only which dependency is unreachable.
 */
export async function readiness(db: Kysely<Database>, redis: Redis | undefined, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<Readiness> {
  const [database, cache] = await Promise.all([
    within(() => sql`select 1`.execute(db), timeoutMs),
    redis ? within(() => redis.ping(), timeoutMs) : Promise.resolve<DependencyState>('not configured'),
  ]);
  return { ready: database === 'ok', database, redis: cache };
}
