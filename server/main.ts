import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/index';

/** Entry point: config, database, migrations, listen; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, 'studypilot.db'),
  });
  await migrateToLatest(database.db);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  const { app, auth } = await buildApp({ config, database, redis });

  const purge = setInterval(() => {
    auth.purgeExpiredSessions().catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
  }, 60 * 60 * 1000);
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purge);
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `StudyPilot is ready at ${config.appUrl} (${database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}${redis ? ', Redis rate limits' : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error('StudyPilot could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
