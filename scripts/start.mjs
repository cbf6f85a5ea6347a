// `npm start`: build the client and the server bundle when missing or older than their sources,
// then run the server. Keeps the quick start to two commands (`npm install && npm start`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS, buildServer, newestMtime, serverBundleIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const serverBundle = path.join(root, 'dist/server/main.mjs');

const sourcesMtime = Math.max(
  newestMtime(path.join(root, 'client')),
  newestMtime(path.join(root, 'common')),
  fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
);
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < sourcesMtime) {
  console.log('Building the web app (first start or sources changed)...');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (serverBundleIsStale(serverBundle)) await buildServer();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start` runs this script through a shell (`sh -c`), and SIGTERM sent to npm ends that shell
// without reaching us: the server would keep running and hold its port. When our parent goes
// away, the server is stopped as if it had received SIGTERM (it exits within its 10 s deadline).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
