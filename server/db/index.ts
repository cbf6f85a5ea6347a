import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, sql, type CompiledQuery, type LogConfig, type MigrationProvider } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { createCodec, type Codec, type Dialect } from './codec';
import { migrations } from './migrations/index';
import type { Database } from './schema';
import { startCheckpointer, type Checkpointer } from './sqlite-checkpointer';
import { SplitSqliteDialect } from './sqlite-split-driver';
import { isStalePlan } from './stale-plan';

export interface DbHandle {
  db: Kysely<Database>;
  codec: Codec;
  dialect: Dialect;
  /**
   * How another thread opens this database to read it (an export in a worker); undefined for an
   * in-memory database, which no other connection can see.
   */
  readerOptions?: OpenOptions;
  /**
   * A SQLite file's bulk writes from another thread (a 50,000-card import in a worker): how that
   * thread opens its writing connection, and `exclusively`, which holds this handle's own writes
   * back while it writes. Undefined for PostgreSQL (its writes share the server fairly) and an
   * in-memory database.
   */
  bulkWriter?: { options: OpenOptions; exclusively<T>(work: () => Promise<T>): Promise<T> };
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests isolate each run in its own). */
  pgSchema?: string;
  /** Sees every query the app runs (the query-plan test explains each one). */
  onQuery?: (query: CompiledQuery) => void;
  /** Reads only (a worker thread's export): one read-only SQLite connection, or two PostgreSQL connections. */
  readOnly?: boolean;
  /**
   * A worker thread's bulk write to a SQLite file (DbHandle.bulkWriter): one writing connection,
   * no reader, no checkpointer of its own (the app's copies the log), no migrations.
   */
  bulkWrite?: boolean;
  /**
   * PostgreSQL connections for requests (DATABASE_POOL_SIZE). A review or a quiz submission holds
   * one for a dozen round trips, so with too few, requests queue for a connection while both the
   * server and the database have cores to spare.
   */
  poolSize?: number;
  /** PostgreSQL: prepare each statement once per connection (default true; see preparedOnce). */
  preparedStatements?: boolean;
  /** PostgreSQL's limit on one statement (default PG_STATEMENT_TIMEOUT_MS; tests shorten it). */
  statementTimeoutMs?: number;
}

function queryLog(onQuery: OpenOptions['onQuery']): LogConfig | undefined {
  if (!onQuery) return undefined;
  return (event) => {
    if (event.level === 'query') onQuery(event.query);
  };
}

/** Longest wait for a PostgreSQL connection (a new one, or a free one from the pool). */
export const PG_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Longest one statement may run on PostgreSQL. The app's queries take milliseconds (every list pages
 * on the server); a runaway one is cancelled by the server instead of holding a connection.
 */
export const PG_STATEMENT_TIMEOUT_MS = 15_000;
/** PostgreSQL connections for requests when OpenOptions.poolSize is not given (DATABASE_POOL_SIZE's default). */
export const PG_POOL_SIZE = 20;
/** The client waits this much longer than the statement limit for an answer: a server gone silent fails the query. */
const PG_QUERY_GRACE_MS = 5_000;

/** How many distinct SQL texts keep their prepared statement (the app issues far fewer). */
const STATEMENT_CACHE_SIZE = 500;

/** Hashes of SQL texts, for their prepared statements' names (the app has a few hundred shapes). */
const statementHashes = new LRUCache<string, string>({ max: 2000 });
/**
 * Bumped when the schema may have changed under prepared statements (DDL through a pool here, or
 * PostgreSQL refusing a cached plan because another instance migrated): every connection then
 * prepares afresh under new names instead of reusing a plan of the old schema.
 */
let schemaGeneration = 0;

function statementName(text: string): string {
  let hash = statementHashes.get(text);
  if (!hash) {
    hash = createHash('sha1').update(text).digest('hex').slice(0, 20);
    statementHashes.set(text, hash);
  }
  return `s${schemaGeneration}_${hash}`;
}

/**
 * Kysely sends every PostgreSQL statement unnamed, so the server parses and plans it again on each
 * call. Named, a statement is parsed once per connection (node-postgres remembers which names a
 * connection has prepared) and its plan cached by PostgreSQL: under 100 students' load, PostgreSQL
 * used 28% less CPU for 27% more requests (bench:load). Statements without parameters (begin,
 * commit, set, DDL) stay unnamed; DDL starts a new generation of names, and so does a stale plan
 * (its request is answered 503, retry: error-handler.ts).
 */
function preparedOnce(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (callback !== undefined || typeof text !== 'string') return callback === undefined ? query(text, values) : query(text, values, callback);
    if (!Array.isArray(values) || values.length === 0) {
      const ddl = /^\s*(?:alter|create|drop|truncate|comment)\b/i.test(text);
      return ddl ? query(text, values).finally(() => schemaGeneration++) : query(text, values);
    }
    return query({ name: statementName(text), text, values }).catch((err: unknown) => {
      if (isStalePlan(err)) schemaGeneration++;
      throw err;
    });
  };
}

/**
 * Kysely's SQLite driver prepares every statement anew on each query; preparing was about 9% of
 * the CPU of GET /api/notes. Kysely compiles the same SQL text for the same query shape (values are
 * parameters), so statements are kept by text in an LRU and reused. SQLite re-prepares a cached
 * statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database): { prepare(sql: string): SQLite.Statement; close(): void } {
  const cache = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    prepare(text: string) {
      let stmt = cache.get(text);
      // A statement still iterating (a streamed query) cannot be reused: prepare a fresh one.
      if (!stmt || stmt.busy) {
        stmt = sqlite.prepare(text);
        cache.set(text, stmt);
      }
      return stmt;
    },
    close: () => sqlite.close(),
  };
}

/** What every connection that writes a SQLite file sets (WAL itself is a property of the file). */
function sqliteWriterSettings(conn: SQLite.Database): void {
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  conn.pragma('synchronous = NORMAL');
}

/**
 * Opens the database: SQLite with WAL, foreign keys and a busy timeout by default, or a pg pool
 * when a PostgreSQL URL is given. One Kysely type serves both so feature code has one path.
 */
export function openDatabase(opts: OpenOptions): DbHandle {
  if (opts.databaseUrl) {
    const statementTimeoutMs = opts.statementTimeoutMs ?? PG_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.readOnly ? 2 : (opts.poolSize ?? PG_POOL_SIZE),
      // A server that accepts and never answers fails a connection attempt instead of hanging it.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + PG_QUERY_GRACE_MS,
      // A transaction left open (a crashed request) does not hold its locks for ever.
      idle_in_transaction_session_timeout: statementTimeoutMs,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    if (opts.preparedStatements !== false) pool.on('connect', (client) => preparedOnce(client));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(opts.onQuery) });
    const readerOptions = { databaseUrl: opts.databaseUrl, pgSchema: opts.pgSchema, readOnly: true, preparedStatements: opts.preparedStatements };
    return { db, codec: createCodec('postgres'), dialect: 'postgres', readerOptions, close: () => db.destroy() };
  }
  const file = opts.sqlitePath ?? ':memory:';
  if (opts.readOnly && file !== ':memory:') {
    const only = new SQLite(file, { readonly: true });
    only.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SplitSqliteDialect(withStatementCache(only), undefined, true), log: queryLog(opts.onQuery) });
    return { db, codec: createCodec('sqlite'), dialect: 'sqlite', readerOptions: { sqlitePath: file, readOnly: true }, close: () => db.destroy() };
  }
  if (opts.bulkWrite && file !== ':memory:') {
    const bulk = new SQLite(file);
    sqliteWriterSettings(bulk);
    bulk.pragma('wal_autocheckpoint = 0');
    const db = new Kysely<Database>({ dialect: new SplitSqliteDialect(withStatementCache(bulk), undefined), log: queryLog(opts.onQuery) });
    return { db, codec: createCodec('sqlite'), dialect: 'sqlite', close: () => db.destroy() };
  }
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqliteWriterSettings(sqlite);
  // A second, read-only connection serves reads outside transactions (see SplitSqliteDriver); an
  // in-memory database cannot be shared by two connections, so it keeps one.
  let reader: SQLite.Database | undefined;
  let checkpointer: Checkpointer | undefined;
  if (file !== ':memory:') {
    reader = new SQLite(file, { readonly: true });
    reader.pragma('busy_timeout = 5000');
    // The write-ahead log is copied into the file by a thread of its own, never by a commit on the
    // request thread (sqlite-checkpointer.ts); if that thread fails, commits checkpoint again.
    sqlite.pragma('journal_size_limit = 67108864');
    sqlite.pragma('wal_autocheckpoint = 0');
    checkpointer = startCheckpointer(file, (err) => {
      sqlite.pragma('wal_autocheckpoint = 1000');
      process.emitWarning(`SQLite checkpoints are back on the request thread: ${err.message}`);
    });
  }
  const dialect = new SplitSqliteDialect(withStatementCache(sqlite), reader && withStatementCache(reader));
  const db = new Kysely<Database>({ dialect, log: queryLog(opts.onQuery) });
  return {
    db,
    codec: createCodec('sqlite'),
    dialect: 'sqlite',
    readerOptions: file === ':memory:' ? undefined : { sqlitePath: file, readOnly: true },
    bulkWriter: file === ':memory:' ? undefined : { options: { sqlitePath: file, bulkWrite: true }, exclusively: (work) => dialect.exclusively(work) },
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The schema unqualified names resolve to on PostgreSQL. Kysely looks for its migration tables in
 * every schema of the database unless told which one, so another schema holding them (a parallel
 * test run, another app sharing the database) would make it skip creating its own and fail.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/**
 * Runs `work` on one PostgreSQL connection with no statement time limit: a migration building an
 * index over a heavy student's data may take longer than any request may.
 */
export async function withoutStatementTimeout<T>(conn: Kysely<Database>, work: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  await sql`set statement_timeout = 0`.execute(conn);
  try {
    return await work(conn);
  } finally {
    await sql`reset statement_timeout`.execute(conn);
  }
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const schema = await migrationSchema(db);
  const run = (on: Kysely<Database>) => new Migrator({ db: on, provider, migrationTableSchema: schema }).migrateToLatest();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { error, results } = postgres ? await db.connection().execute((conn) => withoutStatementTimeout(conn, run)) : await run(db);
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** Creates a PostgreSQL schema for an isolated test run (name checked to be a plain identifier). */
export async function createPgSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('invalid schema name');
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** Drops a test schema and everything in it. */
export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
  try {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  } finally {
    await db.destroy();
  }
}
