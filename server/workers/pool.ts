import os from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AiCannotServeError, AiOutputError } from '../ai/engine';
import { AppError } from '../lib/errors';
import type { TaskFailure, TaskMessage, TaskOutcome, WorkerResults, WorkerTask, WorkerTaskKind } from './tasks';

/** Said to the student when a task runs over its time limit (422 `too_slow`). */
export const TOO_SLOW = 'This problem took too long to work out. Try a simpler or smaller version of it.';
/** Said when a task runs out of its worker's memory (422 `too_big`). */
export const TOO_BIG = 'This problem needed too much memory to work out. Try a simpler or smaller version of it.';
/** Said when every worker is busy and the queue is full (429 `busy`, with Retry-After). */
export const BUSY = 'StudyPilot is busy working on other requests right now. Please try again in a few seconds.';
/** Seconds a client is told to wait when the queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface WorkerPoolOptions {
  /** Worker threads (default: one fewer than the cores, at least one). */
  threads: number;
  /** Tasks that may wait for a free worker; more are refused with 429. */
  maxQueue: number;
  /** Longest a task may compute, from the moment it starts in its worker. */
  taskTimeoutMs: number;
  /** Old-generation heap of each worker: one bad input cannot take the process down. */
  maxMemoryMb: number;
  /** The worker module (tests); by default the one next to this file, source or bundle. */
  filename?: string;
}

/** Default sizing from the machine: leave one core to the request thread. */
export function defaultWorkerThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * The worker module: when this file runs as TypeScript (tsx, Vitest), the small .mjs entry that
 * registers tsx in the worker; in the esbuild bundle (docs/decisions/0002), the bundled
 * `worker-tasks.mjs` that scripts/build-server.mjs writes beside the server's own chunks.
 */
function defaultWorkerFile(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './entry.mjs' : './worker-tasks.mjs', here).href;
}

export interface WorkerPoolStats {
  threads: number;
  /** Tasks computing in a worker right now. */
  running: number;
  /** Tasks accepted and not yet started (waiting, or their worker still starting). */
  waiting: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Ports the task carries (a chunk stream's), moved to the worker. */
  transferList?: MessagePort[];
  /** This task's own time limit, instead of the pool's. */
  timeoutMs?: number;
}

export interface WorkerPool {
  /**
   * Runs a task in a worker. Rejects with AppError 422 `too_slow` over the time limit (the worker is
   * stopped), 422 `too_big` when it runs out of memory, 429 `busy` when the queue is full; with the
   * signal's reason when the caller aborts (the task is dropped from the queue or its worker stopped).
   */
  run<K extends WorkerTaskKind>(task: Extract<WorkerTask, { kind: K }>, opts?: RunOptions): Promise<WorkerResults[K]>;
  stats(): WorkerPoolStats;
  /** Waits for running tasks, then stops the workers. */
  close(): Promise<void>;
}

const TIMED_OUT = new Error('worker task time limit');

function rebuild(failure: TaskFailure): Error {
  switch (failure.type) {
    case 'app':
      return new AppError(failure.code, failure.message, failure.status, failure.extra);
    case 'cannot_serve':
      return new AiCannotServeError(failure.message);
    case 'output':
      return new AiOutputError(failure.message);
  }
}

function busy(): AppError {
  return new AppError('busy', BUSY, 429, undefined, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
}

/**
 * The one worker-thread pool (piscina) of an app instance: nothing CPU-heavy runs on the request
 * thread (ARCHITECTURE.md, AI engine). Bounded queue, per-task time limit, memory limit per worker.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  // Created on first use: an instance (or a test app) that never needs a worker starts none. At
  // least one thread is kept from then on: piscina replaces a stopped worker (time limit, abort)
  // only up to minThreads, and a queued task would otherwise wait for a worker that never comes.
  let piscina: Piscina<TaskMessage, TaskOutcome> | undefined;
  const workers = () =>
    (piscina ??= new Piscina<TaskMessage, TaskOutcome>({
      filename: options.filename ?? defaultWorkerFile(),
      minThreads: 1,
      maxThreads: options.threads,
      // Our own count below refuses beyond the bound first; piscina's is the backstop.
      maxQueue: options.maxQueue + options.threads,
      idleTimeout: 5 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
      closeTimeout: options.taskTimeoutMs + 1000,
    }));
  // A task that cannot even start (a worker that cannot load) still ends: time to start plus its limit.
  const startAllowanceMs = 60_000;
  let inFlight = 0;
  let running = 0;

  async function run<K extends WorkerTaskKind>(task: Extract<WorkerTask, { kind: K }>, opts: RunOptions = {}): Promise<WorkerResults[K]> {
    const taskTimeoutMs = opts.timeoutMs ?? options.taskTimeoutMs;
    const outer = opts.signal;
    outer?.throwIfAborted();
    if (inFlight >= options.threads + options.maxQueue) throw busy();
    inFlight += 1;
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    const { port1, port2 } = new MessageChannel();
    let started = false;
    let limit = setTimeout(() => controller.abort(TIMED_OUT), taskTimeoutMs + startAllowanceMs);
    port1.on('message', () => {
      if (started) return;
      started = true;
      running += 1;
      clearTimeout(limit);
      limit = setTimeout(() => controller.abort(TIMED_OUT), taskTimeoutMs);
    });
    port1.unref();
    try {
      const outcome = await workers().run({ task, port: port2 }, { transferList: [port2, ...(opts.transferList ?? [])], signal: controller.signal });
      if (!outcome.ok) throw rebuild(outcome.failure);
      // The worker ran this task's kind, which answers WorkerResults[K] (tasks.ts).
      return outcome.value as WorkerResults[K];
    } catch (err) {
      if (controller.signal.aborted) {
        if (controller.signal.reason === TIMED_OUT) throw new AppError('too_slow', TOO_SLOW, 422);
        throw outer?.reason ?? err;
      }
      if (err instanceof Error && 'code' in err && err.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new AppError('too_big', TOO_BIG, 422);
      if (err instanceof Error && /task queue is at limit/i.test(err.message)) throw busy();
      throw err;
    } finally {
      clearTimeout(limit);
      outer?.removeEventListener('abort', onOuterAbort);
      port1.close();
      inFlight -= 1;
      if (started) running -= 1;
    }
  }

  return {
    run,
    stats: () => ({ threads: piscina?.threads.length ?? 0, running, waiting: inFlight - running }),
    close: async () => {
      await piscina?.close();
    },
  };
}
