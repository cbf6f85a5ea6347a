import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './network';

/** How a spawned server is run. */
export interface ServerProcessOptions {
  /** DATA_DIR: the SQLite file lives here (and the dev outbox, on either database). */
  dataDir: string;
  /** postgres://… runs it on PostgreSQL; SQLite in `dataDir` otherwise. */
  databaseUrl?: string;
  /** More environment (overrides the defaults below). */
  env?: Record<string, string>;
  /** How long start-up, migrations included, may take before the start counts as failed. */
  startTimeoutMs?: number;
}

/** A running `server/main.ts`. */
export interface ServerProcess {
  port: number;
  /** `http://127.0.0.1:<port>`, also its APP_URL (the origin state-changing requests carry). */
  url: string;
  child: ChildProcess;
  /** Settles once the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** The last 64 KB the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends `signal` (SIGKILL by default) unless it has exited already, and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const OUTPUT_KEPT = 64 * 1024;

/** Every child still running, killed if the test process exits before its test cleaned up. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns the real server process (`node --import tsx server/main.ts`, as production runs it) on a
 * free port, without waiting for it: for tests of start-up itself (a failure it must report).
 */
export async function spawnServer(opts: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      REDIS_URL: '',
      AI_PROVIDER: 'offline',
      LOG_LEVEL: 'warn',
      WORKER_THREADS: '1',
      STUDY_EMAILS_INTERVAL_MINUTES: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (text: string) => {
    output = (output + text).slice(-OUTPUT_KEPT);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal);
    });
  });
  return {
    port,
    url,
    child,
    exited,
    output: () => output,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Spawns the real server process and resolves once it answers GET /api/health; a process that
 * exits first, or does not answer within the time limit, fails the start with what it printed.
 * Tests of what the process itself does (signals, crash recovery) need this rather than `app.inject`.
 */
export async function startServer(opts: ServerProcessOptions): Promise<ServerProcess> {
  const server = await spawnServer(opts);
  try {
    await untilHealthy(server, opts.startTimeoutMs ?? 30_000);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

/** Polls GET /api/health until it answers 200; throws when the process exits or time runs out. */
async function untilHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    await res?.arrayBuffer();
    if (res?.status === 200) return;
    if (gone) throw new Error(`the server exited (${await server.exited}) before answering /api/health:\n${server.output()}`);
    await Promise.race([delay(100), server.exited]);
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}

/** A JSON answer: its status and parsed body (the raw text when it is not JSON). */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A small JSON client for a spawned server: sends the origin header the CSRF check wants and keeps
 * the session cookie the server sets. Point it at a restarted server with `baseUrl`.
 */
export class ApiClient {
  constructor(
    public baseUrl: string,
    public cookie = '',
  ) {}

  async request<T = unknown>(method: string, pathname: string, body?: unknown, signal?: AbortSignal): Promise<ApiAnswer<T>> {
    const res = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: {
        origin: this.baseUrl,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0];
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the caller gets the text.
    }
    return { status: res.status, body: parsed as T };
  }

  get<T = unknown>(pathname: string, signal?: AbortSignal) {
    return this.request<T>('GET', pathname, undefined, signal);
  }

  post<T = unknown>(pathname: string, body?: unknown, signal?: AbortSignal) {
    return this.request<T>('POST', pathname, body, signal);
  }

  patch<T = unknown>(pathname: string, body: unknown, signal?: AbortSignal) {
    return this.request<T>('PATCH', pathname, body, signal);
  }
}

let studentCounter = 0;

/** Registers a new student through `client` (which then holds the session); throws unless 201. */
export async function registerStudent(client: ApiClient, firstName = 'Storm'): Promise<{ email: string; id: string }> {
  studentCounter += 1;
  const email = `${firstName.toLowerCase()}${studentCounter}.${process.pid}.${Date.now()}@example.com`;
  const res = await client.post<{ id: string }>('/api/register', {
    firstName,
    lastName: 'Tester',
    email,
    password: 'durable123',
    backupPin: '1234',
    gradeLevel: 10,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, id: res.body.id };
}

/** A PostgreSQL database made for one test file, which a spawned server migrates from empty. */
export interface ScratchDatabase {
  url: string;
  /** Drops it, cutting any connection still open (a killed server's). */
  drop(): Promise<void>;
}

/**
 * Creates `<prefix>_<pid>_<time>` through `adminUrl` (a database of that server the user may
 * create databases from). A database rather than a schema, because the spawned server takes
 * nothing but DATABASE_URL.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid database name ${name}`);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
