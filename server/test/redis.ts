import { Redis } from 'ioredis';
import { checkRedisAtStartup, connectRedis } from '../lib/redis';

/** The Redis every test machine runs (CI starts it). */
export const REDIS = { host: '127.0.0.1', port: 6379 };

/** True when Redis answers PING within a second; CI always has it, a laptop may not. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis({ ...REDIS, lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer within 1 s')), 1000);
    });
    await Promise.race([probe.connect().then(() => probe.ping()), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    probe.disconnect();
  }
}


/** A Redis connection made the way server/main.ts makes the app's (timeouts, no offline queue), connected. */
export async function appRedis(url = `redis://${REDIS.host}:${REDIS.port}`): Promise<Redis> {
  const redis = connectRedis(url, () => undefined);
  await checkRedisAtStartup(redis, url);
  return redis;
}
