// Child processes for benchmarks: the real app (bundled and started with the production node flags,
// as npm start runs it) and plain node scripts, each announcing its URL on its first stdout line.
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { SERVER_NODE_FLAGS, buildServer } from '../../scripts/build-server.mjs';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Sends SIGTERM; resolves once the process has exited (after its CPU profile is written), or after 10 s. */
  stop(): Promise<void>;
}

/** Spawns `node <flags> <script> <args>` and waits for the JSON `{ url }` line it prints when listening. */
export async function startServerProcess(script: string, opts: { args?: string[]; flags?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(opts.flags ?? []), script, ...(opts.args ?? [])], {
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url: string = await new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
  };
  return { url, child, stop };
}

/** The app as production runs it: bench/support/serve.ts bundled by esbuild, node with the server's flags. */
export async function startBundledApp(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const bundle = await buildServer({ entry: 'bench/support/serve.ts', outdir: 'dist/bench' });
  // BENCH_CPU_PROF=<dir>: the server writes V8 CPU profiles there when it stops (read them with bench/long-tasks.ts).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_NODE_FLAGS="<flags>" replaces the production flags (to compare V8 settings).
  const flags = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : SERVER_NODE_FLAGS;
  return startServerProcess(bundle, { flags: [...flags, ...profile], env: { NODE_ENV: 'production', ...env } });
}

/** Registers a bench student and answers the session cookie. */
export async function registerBenchUser(appUrl: string): Promise<string> {
  const reg = await fetch(`${appUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'User', email: 'bench@example.com', password: 'bench123', backupPin: '1234', gradeLevel: 10 }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  return (reg.headers.get('set-cookie') ?? '').split(';')[0];
}
