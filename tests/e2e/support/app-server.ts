import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { migrateToLatest, openDatabase, type DbHandle } from '../../../server/db/index';

export interface RunningApp {
  url: string;
  dataDir: string;
  app: FastifyInstance;
  database: DbHandle;
  stop(): Promise<void>;
}

/**
 * The real app (built client, SQLite file, dev outbox) on a free loopback port, in a temporary
 * DATA_DIR of its own, so each journey starts from an empty database.
 */
export async function startApp(): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-e2e-'));
  const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('dist/client is missing: run `npm run build` first');
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: '0' }), clientDir };
  const database = openDatabase({ sqlitePath: path.join(dataDir, 'studypilot.db') });
  await migrateToLatest(database.db);
  const { app } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  config.appUrl = url;
  return {
    url,
    dataDir,
    app,
    database,
    async stop() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest message in the dev outbox, decoded enough to find a link in it. */
export function readLatestOutboxMail(dataDir: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  if (!files.length) throw new Error('the outbox is empty');
  const raw = fs.readFileSync(path.join(outbox, files[files.length - 1]), 'utf8');
  // Undo quoted-printable soft line breaks and =XX escapes.
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
