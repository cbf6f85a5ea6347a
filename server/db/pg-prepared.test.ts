import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../lib/error-handler';
import { createPgSchema, dropPgSchema, migrateToLatest, openDatabase, type DbHandle } from './index';
import { isStalePlan } from './stale-plan';

/**
 * PostgreSQL statements with parameters are prepared once per connection and reused, so the server
 * parses and plans each statement shape once (issue 13, load); DATABASE_PREPARED_STATEMENTS=false
 * sends them unnamed, as a pooler without prepared statements needs. Runs where CI runs the
 * PostgreSQL suites (TEST_DATABASE_URL).
 */
const url = process.env.TEST_DATABASE_URL;

/** The prepared statements of the connection that runs this, and the answers of `run` on it. */
async function onOneConnection(handle: DbHandle, run: (db: DbHandle['db']) => Promise<unknown>) {
  return handle.db.connection().execute(async (conn) => {
    const answers = [await run(conn), await run(conn), await run(conn)];
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
    return { answers, prepared: rows.map((r) => r.statement) };
  });
}

describe.runIf(url)('PostgreSQL prepared statements', () => {
  const schema = `prepared_${process.pid}_${Date.now()}`;
  let named: DbHandle;
  let unnamed: DbHandle;

  beforeAll(async () => {
    await createPgSchema(url!, schema);
    named = openDatabase({ databaseUrl: url, pgSchema: schema });
    unnamed = openDatabase({ databaseUrl: url, pgSchema: schema, preparedStatements: false });
    await migrateToLatest(named.db);
  });
  afterAll(async () => {
    await named?.close();
    await unnamed?.close();
    await dropPgSchema(url!, schema);
  });

  const byEmail = (db: DbHandle['db']) => db.selectFrom('users').select('id').where('email', '=', 'nobody@example.com').execute();

  it('prepares a statement with parameters once on its connection and answers the same on reuse', async () => {
    const { answers, prepared } = await onOneConnection(named, byEmail);
    expect(answers).toEqual([[], [], []]);
    const ours = prepared.filter((s) => s.includes('"users"'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('where "email" = $1');
  });

  it('keeps statements without parameters (begin, commit) unnamed', async () => {
    await named.db.transaction().execute((trx) => byEmail(trx));
    const { prepared } = await onOneConnection(named, (db) => sql`select 1 as one`.execute(db));
    expect(prepared.filter((s) => /^(begin|commit|select 1)/i.test(s))).toEqual([]);
  });

  it('prepares nothing when turned off', async () => {
    const { answers, prepared } = await onOneConnection(unnamed, byEmail);
    expect(answers).toEqual([[], [], []]);
    expect(prepared).toEqual([]);
  });

  it('prepares afresh when another instance changes a table under a prepared select *, answering that one request 503', async () => {
    const one = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
    // Another instance migrating: DDL that this process's pools never see.
    const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await other.connect();
    const decks = () => one.db.selectFrom('decks').selectAll().where('user_id', '=', 'nobody').execute();
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/decks', async () => ({ decks: await decks() }));
    try {
      expect(await decks()).toEqual([]);
      expect(await decks()).toEqual([]);
      await other.query('alter table decks add column archived_note text');
      const stale = await decks().catch((err: unknown) => err);
      expect(isStalePlan(stale)).toBe(true);
      // The generation moved on: the same query is prepared anew and answers, and so does the route.
      expect(await decks()).toEqual([]);
      await other.query('alter table decks drop column archived_note');
      const res = await app.inject({ method: 'GET', url: '/decks' });
      // Dropped again under the new plan: the request meets it once, as a retryable 503, never a 500.
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect((await app.inject({ method: 'GET', url: '/decks' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await other.end();
      await one.close();
    }
  });
});
