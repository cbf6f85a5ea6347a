import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AiEngine } from '../ai/engine';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createPgSchema, dropPgSchema, migrateToLatest, openDatabase, type DbHandle, type OpenOptions } from '../db/index';
import type { Mailer, MailMessage } from '../lib/mail';
import type { WorkerPool } from '../workers/pool';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A clock tests can move forward (token expiry, lockouts, streaks). */
export class TestClock {
  constructor(private current = new Date('2026-03-02T12:00:00.000Z')) {}
  now = (): Date => new Date(this.current);
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
}

/** Captures mail instead of sending it. */
export class MemoryMailer implements Mailer {
  sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  /** The reset token inside the last mail to `to`. */
  lastResetToken(to: string): string | undefined {
    const mail = [...this.sent].reverse().find((m) => m.to === to);
    return mail?.text.match(/token=([A-Za-z0-9_%-]+)/)?.[1];
  }
}

export interface TestApp extends BuiltApp {
  app: FastifyInstance;
  clock: TestClock;
  mailer: MemoryMailer;
  database: DbHandle;
  config: AppConfig;
  close(): Promise<void>;
}

let schemaCounter = 0;

/**
 * A fresh app on a fresh database: SQLite in memory, or a PostgreSQL schema of its own that is
 * dropped on close, so test files never see each other's rows.
 */
export async function createTestApp(
  dialect: TestDialect,
  opts: {
    env?: NodeJS.ProcessEnv;
    redis?: BuiltAppRedis;
    /**
     * An AI engine built from the test's config and the app's worker pool (tools, a fast offline
     * engine); AI_PROVIDER's by default.
     */
    engine?: (config: AppConfig, pool: WorkerPool) => AiEngine;
    /** Sees every query the app runs. */
    onQuery?: OpenOptions['onQuery'];
    /** SQLite in a temporary file instead of memory (other threads can then open it: exports). */
    sqliteFile?: boolean;
  } = {},
): Promise<TestApp> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/studypilot-test', ...opts.env }), clientDir: undefined };
  const pgUrl = process.env.TEST_DATABASE_URL;
  let schema: string | undefined;
  let tempDir: string | undefined;
  let database: DbHandle;
  if (dialect === 'postgres') {
    if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
    schema = `t_${process.pid}_${Date.now().toString(36)}_${schemaCounter++}`;
    await createPgSchema(pgUrl, schema);
    database = openDatabase({ databaseUrl: pgUrl, pgSchema: schema, onQuery: opts.onQuery });
  } else if (opts.sqliteFile) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-test-db-'));
    database = openDatabase({ sqlitePath: path.join(tempDir, 'studypilot.db'), onQuery: opts.onQuery });
  } else {
    database = openDatabase({ sqlitePath: ':memory:', onQuery: opts.onQuery });
  }
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const makeEngine = opts.engine;
  let built: BuiltApp;
  try {
    await migrateToLatest(database.db);
    built = await buildApp({
      config,
      database,
      mailer,
      now: clock.now,
      logger: false,
      redis: opts.redis,
      engine: makeEngine ? (pool) => makeEngine(config, pool) : undefined,
    });
    await built.app.ready();
  } catch (err) {
    // Nobody will call close(): do not leave the connection or the schema behind.
    await database.close();
    if (schema && pgUrl) await dropPgSchema(pgUrl, schema);
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...built,
    clock,
    mailer,
    database,
    config,
    async close() {
      await built.app.close();
      await database.close();
      if (schema && pgUrl) await dropPgSchema(pgUrl, schema);
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

type BuiltAppRedis = Parameters<typeof buildApp>[0]['redis'];

/** The `sid=…` pair from a response's Set-Cookie, to send back as a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `sid=${c.value}`;
}

let emailCounter = 0;
/** A valid registration body with a unique e-mail. */
export function newUserBody(over: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `student${emailCounter}.${Date.now()}@example.com`,
    password: 'secret123',
    backupPin: '4321',
    gradeLevel: 10,
    subjectInterests: [],
    ...over,
  };
}

/** Registers a user and returns its cookie, e-mail and id. */
export async function registerUser(t: TestApp, over: Record<string, unknown> = {}) {
  const body = newUserBody(over);
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), email: body.email as string, password: body.password as string, pin: body.backupPin as string, id: res.json().id as string };
}

/**
 * One app per describe block, created before its tests and closed after: each block gets its own
 * database, clock and in-process rate-limit counters. Call the returned function inside tests;
 * pass options as a function when they depend on something started in another hook.
 */
export function appPerBlock(
  dialect: TestDialect,
  opts: Parameters<typeof createTestApp>[1] | (() => Parameters<typeof createTestApp>[1]) = {},
): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    // A function is read only now, so options can depend on servers other hooks started.
    t = await createTestApp(dialect, typeof opts === 'function' ? opts() : opts);
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error('test app not ready');
    return t;
  };
}
