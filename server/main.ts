import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase, type DbHandle } from './db/index';
import { createStudyEmailsService, startStudyEmailJob } from './features/study-emails/service';
import { redactedUrl } from './lib/redacted-url';
import { checkRedisAtStartup, connectRedis, redisErrorLogger } from './lib/redis';

/** Longest a SIGINT/SIGTERM shutdown may take before the process exits regardless. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Entry point: config, database, migrations, listen; closes cleanly on SIGINT/SIGTERM within SHUTDOWN_DEADLINE_MS. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const sqlitePath = path.join(config.dataDir, 'studypilot.db');
  let database: DbHandle;
  try {
    database = openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, preparedStatements: config.databasePreparedStatements, sqlitePath });
    await migrateToLatest(database.db);
  } catch (err) {
    // One line that names the setting at fault (never the password in DATABASE_URL).
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      config.databaseUrl
        ? `the database at DATABASE_URL (${redactedUrl(config.databaseUrl)}) could not be used: ${reason}`
        : `the SQLite database in DATA_DIR (${sqlitePath}) could not be used: ${reason}`,
    );
  }
  // Redis errors after start-up are logged by the app (once per outage), never thrown at a request.
  let onRedisError = (_err: Error): void => undefined;
  const redis = config.redisUrl ? connectRedis(config.redisUrl, (err) => onRedisError(err)) : undefined;
  if (redis && config.redisUrl) await checkRedisAtStartup(redis, config.redisUrl);
  const { app, auth, ctx } = await buildApp({ config, database, redis });
  if (redis) onRedisError = redisErrorLogger(redis, app.log);

  const purge = setInterval(() => {
    auth.purgeExpiredSessions().catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
  }, 60 * 60 * 1000);
  purge.unref();
  const studyEmails =
    config.studyEmailsIntervalMinutes > 0
      ? startStudyEmailJob(createStudyEmailsService(ctx), { intervalMinutes: config.studyEmailsIntervalMinutes, log: app.log })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hard deadline: whatever still runs then (a stuck request, a dependency that never answers)
    // does not keep the process, or its port, past it.
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Requests get half of it to finish (saves complete; tutor streams end at once with a
    // "send it again" event); connections still open then are closed.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_DEADLINE_MS / 2).unref();
    clearInterval(purge);
    await studyEmails?.stop();
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
