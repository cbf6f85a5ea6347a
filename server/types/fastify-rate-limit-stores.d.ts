/**
 * The two stores @fastify/rate-limit ships (CommonJS, untyped). Our resilient store
 * (server/lib/rate-limit-store.ts) composes them: Redis while it answers, in-process otherwise.
 */
declare module '@fastify/rate-limit/store/*.js' {
  import type { Redis } from 'ioredis';

  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

  interface BundledStore {
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    read(key: string, callback: Counted, timeWindow: number, max: number): void;
  }

  interface BundledStoreCtor {
    new (continueExceeding: boolean, exponentialBackoff: boolean, redisOrCache?: Redis | number, key?: string): BundledStore;
  }

  const Store: BundledStoreCtor;
  export default Store;
}
