import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase, type DbHandle } from './db/index';

/** A built client in miniature: each text file with the .br and .gz copies the build writes beside it. */
function writeClient(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
    fs.writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
  }
}

describe('serving the built web app', () => {
  let dir: string;
  let database: DbHandle;
  let built: BuiltApp;
  const script = `console.log(${JSON.stringify('study '.repeat(400))});`;
  const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-static-'));
    writeClient(dir, { 'index.html': indexHtml, 'home.html': '<!doctype html><title>Home</title>', 'assets/app-abc123.js': script });
    database = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(database.db);
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir }), clientDir: dir };
    built = await buildApp({ config, database, logger: false });
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and plain bytes otherwise', async () => {
    const br = await built.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await built.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await built.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the app page served for client routes too, and never caches it', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/study-planner', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });
});
