import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, errorHandler } from '../lib/error-handler';
import { createPgSchema, dropPgSchema, migrateToLatest, openDatabase, withoutStatementTimeout, type DbHandle } from './index';

/**
 * PostgreSQL time limits (issue 13): a runaway statement is cancelled by the server instead of
 * holding a pooled connection, the pool is usable straight after, and migrations are exempt (an
 * index over a heavy student's data may take longer than any request). Runs where CI runs the
 * PostgreSQL suites (TEST_DATABASE_URL).
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL statement time limit', () => {
  const schema = `timeouts_${process.pid}_${Date.now()}`;
  let handle: DbHandle;

  beforeAll(async () => {
    await createPgSchema(url!, schema);
    handle = openDatabase({ databaseUrl: url, pgSchema: schema, statementTimeoutMs: 300 });
  });
  afterAll(async () => {
    await handle?.close();
    await dropPgSchema(url!, schema);
  });

  it('cancels a statement that runs past the limit, and the pool serves the next query', async () => {
    const started = Date.now();
    await expect(sql`select pg_sleep(5)`.execute(handle.db)).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(2000);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows[0].one).toBe(1);
  });

  it('answers a request whose query ran out of time with 503 and Retry-After, not a 500', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/slow', async () => sql`select pg_sleep(5)`.execute(handle.db).then(() => ({})));
    try {
      const res = await app.inject({ method: 'GET', url: '/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: 'unavailable', message: DATABASE_UNAVAILABLE });
    } finally {
      await app.close();
    }
  });

  it('lifts the limit for migrations on their connection only, and restores it afterwards', async () => {
    await handle.db.connection().execute(async (conn) => {
      await withoutStatementTimeout(conn, (c) => sql`select pg_sleep(0.6)`.execute(c));
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(conn);
      expect(rows[0].statement_timeout).toBe('300ms');
    });
    await migrateToLatest(handle.db);
    const { rows } = await sql<{ n: string }>`select count(*) as n from users`.execute(handle.db);
    expect(Number(rows[0].n)).toBe(0);
  });
});

describe.runIf(url)('PostgreSQL connection pool', () => {
  it('opens as many connections for requests as DATABASE_POOL_SIZE asks, and no more', async () => {
    const handle = openDatabase({ databaseUrl: url, poolSize: 3 });
    try {
      const backends = await Promise.all(
        Array.from({ length: 9 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(handle.db)),
      );
      expect(new Set(backends.map((r) => r.rows[0].pid)).size).toBe(3);
    } finally {
      await handle.close();
    }
  });
});
