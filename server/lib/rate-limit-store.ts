import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

/** Prefix of every rate-limit key in Redis. */
export const RATE_LIMIT_NAMESPACE = 'studypilot-rl:';

/** After Redis fails a command, this long passes before a request tries it again (the others count locally). */
export const REDIS_RETRY_MS = 5_000;

/** Keys each in-process count keeps (least recently used go first): students and addresses seen lately. */
const LOCAL_KEYS = 20_000;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Method = 'incr' | 'read';

/** What a route's limit says about itself when @fastify/rate-limit asks for its store. */
interface LimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  routeInfo: { method?: string | string[]; url?: string };
}

/**
 * Whether Redis may be asked right now, shared by every limit of one app. A failed or timed-out
 * command makes the limits count in this process for REDIS_RETRY_MS (so a Redis that has gone
 * silent costs one command timeout every few seconds, not one per request); the first command that
 * succeeds afterwards shares them again. Each change is logged once.
 */
class RedisHealth {
  private degraded = false;
  private retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  usable(): boolean {
    if (this.redis.status !== 'ready') {
      this.failed(new Error(`Redis connection is ${this.redis.status}`));
      return false;
    }
    return Date.now() >= this.retryAt;
  }

  failed(err: Error): void {
    this.retryAt = Date.now() + REDIS_RETRY_MS;
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn({ reason: err.message }, 'Redis is not answering: rate limits and lockouts are counted in this process until it does');
  }

  succeeded(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.log.info('Redis answers again: rate limits are shared across instances again');
  }
}

/**
 * The fields of a limit's options the store reads. @fastify/rate-limit hands the store its merged
 * options under its route's option type, so they are read field by field.
 */
function limitOptions(options: object): LimitOptions {
  const field = (name: string): unknown => Reflect.get(options, name);
  const routeInfo = field('routeInfo');
  const method = routeInfo && typeof routeInfo === 'object' ? Reflect.get(routeInfo, 'method') : undefined;
  const url = routeInfo && typeof routeInfo === 'object' ? Reflect.get(routeInfo, 'url') : undefined;
  return {
    continueExceeding: field('continueExceeding') === true,
    exponentialBackoff: field('exponentialBackoff') === true,
    groupId: typeof field('groupId') === 'string' ? String(field('groupId')) : undefined,
    routeInfo: {
      method: typeof method === 'string' || Array.isArray(method) ? method : undefined,
      url: typeof url === 'string' ? url : undefined,
    },
  };
}

/**
 * Where a limit keeps its counts. Limits that name a `groupId` share one count wherever they are
 * used (both PIN routes count against one budget); other route limits count per route; limits made
 * with `app.rateLimit()` (no route) rely on their own key's prefix.
 */
function keyPrefix(options: LimitOptions): string {
  if (options.groupId) return `group:${options.groupId}:`;
  const { method, url } = options.routeInfo;
  return url ? `${Array.isArray(method) ? method.join(',') : (method ?? '')}${url}:` : '';
}

/**
 * The rate-limit store: Redis when configured and answering, so limits hold across instances;
 * counts in this process otherwise, so a Redis outage never turns sign-in into a 500 or a hang
 * (ioredis is set up to fail a command fast: server/lib/redis.ts) and lockouts still hold per
 * instance. Without Redis, every count is in this process.
 */
export function resilientRateLimitStore(redis: Redis | undefined, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const health = redis ? new RedisHealth(redis, log) : undefined;
  // One in-process store per prefix, so limits sharing a group share their local count too.
  const locals = new Map<string, InstanceType<typeof LocalStore>>();
  const localFor = (prefix: string, options: LimitOptions) => {
    let local = locals.get(prefix);
    if (!local) locals.set(prefix, (local = new LocalStore(Boolean(options.continueExceeding), Boolean(options.exponentialBackoff), LOCAL_KEYS)));
    return local;
  };

  class ResilientStore implements FastifyRateLimitStore {
    private readonly local: InstanceType<typeof LocalStore>;
    private readonly shared: InstanceType<typeof RedisStore> | undefined;

    constructor(options: FastifyRateLimitOptions, prefix = '') {
      const limit = limitOptions(options);
      this.local = localFor(prefix, limit);
      this.shared = redis && new RedisStore(Boolean(limit.continueExceeding), Boolean(limit.exponentialBackoff), redis, `${RATE_LIMIT_NAMESPACE}${prefix}`);
    }

    private count(method: Method, key: string, done: Counted, timeWindow: number, max: number): void {
      if (!this.shared || !health?.usable()) return this.local[method](key, done, timeWindow, max);
      this.shared[method](
        key,
        (err, result) => {
          if (err || !result) {
            health.failed(err ?? new Error('Redis gave no count'));
            return this.local[method](key, done, timeWindow, max);
          }
          health.succeeded();
          done(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Counted, timeWindow: number, max: number): void {
      this.count('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Counted, timeWindow: number, max: number): void {
      this.count('read', key, done, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new ResilientStore(routeOptions, keyPrefix(limitOptions(routeOptions)));
    }
  }
  return ResilientStore;
}
