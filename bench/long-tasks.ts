// Finds what blocked a server's event loop: reads a V8 CPU profile (BENCH_CPU_PROF=<dir> on a bench
// run writes one per thread) and prints each stretch of uninterrupted work longer than a threshold,
// with the functions that took most of it.
//
//   npx tsx bench/long-tasks.ts <file.cpuprofile> [min ms = 10] [functions per block = 6]
//
// With BENCH_STALLS=<file> (a run with BENCH_LAG_TRACE=<file>), it prints instead what the thread
// ran during each event-loop stall the server itself measured, longest first.
//
// A stretch ends at an idle sample: the thread was waiting (for I/O, a timer or another thread).
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, minArg, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/long-tasks.ts <file.cpuprofile> [min ms] [functions per block]');
  process.exit(2);
}
const minMs = Number(minArg ?? 10);
const top = Number(topArg ?? 6);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const IDLE = new Set(['(idle)', '(program)']);
const label = (n: ProfileNode) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url ? `${url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
/** The innermost frame of our own code (not node_modules, not node internals) on the sample's stack. */
const ownFrame = (id: number): string => {
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)!;
    const url = n.callFrame.url;
    if (url && !url.includes('node_modules') && !url.startsWith('node:') && n.callFrame.functionName) return label(n);
  }
  return label(byId.get(id)!);
};

interface Block {
  startMs: number;
  ms: number;
  self: Map<string, number>;
  own: Map<string, number>;
}
const blocks: Block[] = [];
let t = 0;
let current: Block | null = null;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
for (let i = 0; i < profile.samples.length; i++) {
  const delta = (profile.timeDeltas[i] ?? 0) / 1000;
  t += delta;
  const node = byId.get(profile.samples[i]!)!;
  if (IDLE.has(node.callFrame.functionName)) {
    if (current && current.ms >= minMs) blocks.push(current);
    current = null;
    continue;
  }
  current ??= { startMs: t, ms: 0, self: new Map(), own: new Map() };
  current.ms += delta;
  add(current.self, label(node), delta);
  add(current.own, ownFrame(node.id), delta);
}
if (current && current.ms >= minMs) blocks.push(current);

const busy = profile.timeDeltas.reduce((s, d, i) => s + (IDLE.has(byId.get(profile.samples[i]!)!.callFrame.functionName) ? 0 : d), 0) / 1000;
console.log(`${file}: ${(t / 1000).toFixed(1)} s profiled, ${(busy / 1000).toFixed(1)} s busy; ${blocks.length} block(s) of ${minMs} ms or more`);
const fmt = (m: Map<string, number>) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => `      ${v.toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');
// Where the busy time went overall (BENCH_FROM_S / BENCH_TO_S narrow it to a window of the run).
const from = Number(process.env.BENCH_FROM_S ?? 0) * 1000;
const to = Number(process.env.BENCH_TO_S ?? Infinity) * 1000;
const whole: Block = { startMs: from, ms: 0, self: new Map(), own: new Map() };
let clock = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = (profile.timeDeltas[i] ?? 0) / 1000;
  clock += delta;
  const node = byId.get(profile.samples[i]!)!;
  if (clock < from || clock > to || IDLE.has(node.callFrame.functionName)) continue;
  whole.ms += delta;
  add(whole.self, label(node), delta);
  add(whole.own, ownFrame(node.id), delta);
}
console.log(`\n  busy ${whole.ms.toFixed(0)} ms between ${(from / 1000).toFixed(1)} s and ${Math.min(to, t) / 1000} s\n    self:\n${fmt(whole.self)}\n    in our code:\n${fmt(whole.own)}`);
for (const b of blocks.sort((a, c) => c.ms - a.ms).slice(0, Number(process.env.BENCH_BLOCKS ?? 25))) {
  console.log(`\n  ${b.ms.toFixed(1)} ms at ${(b.startMs / 1000).toFixed(2)} s\n    self:\n${fmt(b.self)}\n    in our code:\n${fmt(b.own)}`);
}

if (process.env.BENCH_STALLS) {
  const stalls = JSON.parse(fs.readFileSync(process.env.BENCH_STALLS, 'utf8')) as Array<[number, number]>;
  // Sample times on the profile's clock (µs).
  const at: number[] = [];
  let clockUs = profile.startTime;
  for (const d of profile.timeDeltas) at.push((clockUs += d));
  console.log(`\n${stalls.length} stall(s) over 10 ms measured by the server; the longest:`);
  for (const [endUs, lateMs] of [...stalls].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_BLOCKS ?? 15))) {
    const b: Block = { startMs: (endUs - lateMs * 1000 - profile.startTime) / 1000, ms: 0, self: new Map(), own: new Map() };
    for (let i = 0; i < at.length; i++) {
      if (at[i]! < endUs - lateMs * 1000 - 2000 || at[i]! > endUs) continue;
      const node = byId.get(profile.samples[i]!)!;
      const delta = (profile.timeDeltas[i] ?? 0) / 1000;
      b.ms += delta;
      add(b.self, label(node), delta);
      add(b.own, ownFrame(node.id), delta);
    }
    console.log(`\n  stall of ${lateMs.toFixed(1)} ms at ${(b.startMs / 1000).toFixed(2)} s\n    self:\n${fmt(b.self)}\n    in our code:\n${fmt(b.own)}`);
  }
}
