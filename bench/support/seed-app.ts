// The app in process for seeding a benchmark's data through its own API (app.inject), with every
// request from an address of its own (registration is rate limited per address).
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrateToLatest, openDatabase } from '../../server/db/index';
import type { Database } from '../../server/db/schema';

export interface SeedApp {
  db: Kysely<Database>;
  /** One API call; throws unless it answers 2xx. */
  call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object): Promise<LightMyRequestResponse>;
  /** Analyses PostgreSQL (rows written in seconds have no planner statistics yet) and closes the app. */
  close(): Promise<void>;
}

/** Opens the benchmark's database (`env`: DATA_DIR, DATABASE_URL), migrates it and builds the app on it. */
export async function openSeedApp(env: NodeJS.ProcessEnv, opts: { aiRateLimit: string; addressPrefix: string }): Promise<SeedApp> {
  const config = { ...loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn', AI_PROVIDER: 'offline', AI_RATE_LIMIT: opts.aiRateLimit }), clientDir: undefined };
  const database = openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqlitePath: path.join(config.dataDir, 'studypilot.db') });
  await migrateToLatest(database.db);
  const { app } = await buildApp({ config, database, logger: false });
  let ip = 0;
  return {
    db: database.db,
    async call(method, url, cookie, payload) {
      const res = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: `${opts.addressPrefix}.${(ip >> 8) & 255}.${ip++ & 255}` });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    },
    async close() {
      // A year of data has been vacuumed and has planner statistics; rows written in seconds have
      // neither until autovacuum runs, so PostgreSQL would plan the first minutes on guesses.
      if (config.databaseUrl) await sql`vacuum analyze`.execute(database.db);
      await app.close();
      await database.close();
    },
  };
}
