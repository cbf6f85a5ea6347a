// One fresh database per benchmark run: a SQLite file in a new temporary folder by default, or — with
// DATABASE_URL set to a PostgreSQL server — a new database of the given name made there (dropped
// first if a crashed run left it) and dropped again by cleanup().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

export interface FreshDatabase {
  /** DATA_DIR (and DATABASE_URL for PostgreSQL) for the app, its seeding and its server process. */
  env: NodeJS.ProcessEnv;
  label: 'SQLite' | 'PostgreSQL';
  /** Removes the temporary folder, and drops the PostgreSQL database. */
  cleanup: () => Promise<void>;
}

/**
 * A fresh database: `<tmp>/<tmpPrefix>XXXXXX/` as DATA_DIR (SQLite's file lives there), and with
 * DATABASE_URL set, the PostgreSQL database `databaseName` on that server, made empty.
 */
export async function freshDatabase(opts: { databaseName: string; tmpPrefix: string }): Promise<FreshDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), opts.tmpPrefix));
  const base = process.env.DATABASE_URL;
  if (!base) return { env: { DATA_DIR: dataDir }, label: 'SQLite', cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = opts.databaseName;
  const admin = () => new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: base, max: 1 }) }) });
  const first = admin();
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(first);
    await sql`create database ${sql.id(name)}`.execute(first);
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  } finally {
    await first.destroy();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    label: 'PostgreSQL',
    cleanup: async () => {
      const again = admin();
      try {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again);
      } finally {
        await again.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
