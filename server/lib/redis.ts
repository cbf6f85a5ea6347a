import { Redis } from 'ioredis';
import { redactedUrl } from './redacted-url';

/** Longest a Redis command may take before it fails (and the rate limits count in this process). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest a connection attempt may take. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** Longest start-up waits for Redis to answer before it gives up with a message naming REDIS_URL. */
export const REDIS_STARTUP_TIMEOUT_MS = 5_000;

/**
 * The app's Redis connection, set up never to hang a request: commands fail after
 * REDIS_COMMAND_TIMEOUT_MS, commands issued while disconnected fail at once instead of queueing,
 * and the client keeps reconnecting in the background (every 0.2–5 s) so a Redis that comes back
 * is used again. Connection errors are logged as warnings, never thrown at a request.
 */
export function connectRedis(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    lazyConnect: true,
  });
  redis.on('error', onError);
  return redis;
}

/** Connects and waits for a PING answer; fails in REDIS_STARTUP_TIMEOUT_MS with one line naming REDIS_URL. */
export async function checkRedisAtStartup(redis: Redis, url: string, timeoutMs = REDIS_STARTUP_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect().then(() => redis.ping()),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs))),
    ]);
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL (${redactedUrl(url)}) could not be reached: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Logs each kind of Redis connection error once until the connection is ready again: a Redis that
 * is away for an hour is one line, not thousands.
 */
export function redisErrorLogger(redis: Redis, log: { warn(obj: object, msg: string): void }): (err: Error) => void {
  const seen = new Set<string>();
  redis.on('ready', () => seen.clear());
  return (err) => {
    const kind = (err as NodeJS.ErrnoException).code ?? err.message;
    if (seen.has(kind)) return;
    seen.add(kind);
    log.warn({ reason: err.message }, 'Redis connection error (retrying in the background)');
  };
}
