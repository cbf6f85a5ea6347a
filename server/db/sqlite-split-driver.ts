import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** What the driver needs of a connection: prepared statements (cached by SQL text) and close. */
export interface StatementSource {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/** A FIFO lock: one transaction (or lone write) on the writing connection at a time. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; the answer releases it. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return acquired;
  }
}

function run(source: StatementSource, query: CompiledQuery): QueryResult<unknown> {
  const stmt = source.prepare(query.sql);
  const parameters = [...query.parameters];
  if (stmt.reader) return { rows: stmt.all(parameters) };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

function routedOf(connection: DatabaseConnection): RoutedConnection {
  if (!(connection instanceof RoutedConnection)) throw new Error('Not a connection of this driver');
  return connection;
}

/**
 * A connection as Kysely sees it. Inside a transaction every statement goes to the writing
 * connection, which the transaction holds. Outside one, a statement that only reads runs on the
 * reading connection at once — SQLite in WAL mode lets it read the last committed state while
 * another request's transaction is open — and a lone write waits for the writing connection.
 */
class RoutedConnection implements DatabaseConnection {
  release: (() => void) | undefined;

  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
    private readonly mutex: Mutex,
  ) {}

  get inTransaction(): boolean {
    return this.release !== undefined;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return run(this.writer, query) as QueryResult<R>;
    if (this.reader && this.reader.prepare(query.sql).readonly) return run(this.reader, query) as QueryResult<R>;
    const release = await this.mutex.lock();
    try {
      return run(this.writer, query) as QueryResult<R>;
    } finally {
      release();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const source = this.inTransaction || !this.reader ? this.writer : this.reader;
    const stmt = source.prepare(query.sql);
    if (!stmt.reader) throw new Error('Only queries that return rows can be streamed');
    // Outside a transaction without a reader, hold the lock while the rows are read.
    const release = !this.inTransaction && !this.reader ? await this.mutex.lock() : undefined;
    try {
      for (const row of stmt.iterate([...query.parameters])) yield { rows: [row as R] };
    } finally {
      release?.();
    }
  }
}

/**
 * Kysely's SQLite driver keeps one connection behind one lock, so a request that opens a
 * transaction (an import of thousands of cards, a review) makes every other request wait for it,
 * even one that only reads. This driver adds a second, read-only connection for statements run
 * outside transactions, so reads never queue behind a writer; writes still go one at a time
 * through the writing connection, as SQLite requires. Without a reader (an in-memory database,
 * which a second connection cannot share) it behaves as Kysely's own driver: everything behind
 * the lock.
 */
export class SplitSqliteDriver implements Driver {
  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
    private readonly readOnly = false,
    private readonly mutex = new Mutex(),
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.mutex);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = routedOf(connection);
    routed.release = await this.mutex.lock();
    try {
      // IMMEDIATE takes the write lock at the start. Within one process transactions already run
      // one at a time (the mutex); another process on the same file (a second instance) then waits
      // its turn (busy_timeout) instead of failing mid-transaction with SQLITE_BUSY_SNAPSHOT after
      // it has read. A read-only handle (an export worker's) only ever reads.
      run(this.writer, CompiledQuery.raw(this.readOnly ? 'begin' : 'begin immediate'));
    } catch (err) {
      this.#end(routed);
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      run(this.writer, CompiledQuery.raw('commit'));
    } finally {
      this.#end(routedOf(connection));
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      run(this.writer, CompiledQuery.raw('rollback'));
    } finally {
      this.#end(routedOf(connection));
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name.replace(/"/g, '""')}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name.replace(/"/g, '""')}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name.replace(/"/g, '""')}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A connection given back with its transaction still open (an error between begin and the
    // end) must not keep the lock.
    this.#end(routedOf(connection));
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }

  #end(connection: RoutedConnection): void {
    const release = connection.release;
    connection.release = undefined;
    release?.();
  }
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) with the split driver. */
export class SplitSqliteDialect implements Dialect {
  readonly #mutex = new Mutex();

  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
    private readonly readOnly = false,
  ) {}

  createDriver(): Driver {
    return new SplitSqliteDriver(this.writer, this.reader, this.readOnly, this.#mutex);
  }

  /**
   * Runs `work` while this database's writes wait, as they wait for one of its own transactions:
   * for a write another connection makes (a worker's bulk import), which would otherwise make this
   * connection's next write wait for SQLite's lock on the request thread (busy_timeout sleeps).
   */
  async exclusively<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.#mutex.lock();
    try {
      return await work();
    } finally {
      release();
    }
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
