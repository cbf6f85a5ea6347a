import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { BACKGROUND_NICE } from '../workers/thread-priority';

/** How often the background thread copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 500;

/**
 * The checkpointer thread, in plain JavaScript (it runs the same from the TypeScript sources and
 * from the production bundle): its own connection to the database file, and a PASSIVE checkpoint
 * every interval. PASSIVE never waits for or blocks a reader or a writer; pages a reader still
 * needs are copied at a later round.
 */
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// Background work: below the request thread's CPU priority (server/workers/thread-priority.ts).
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch (err) {
  // Not Linux, or not permitted: the default priority.
}
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const round = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    // Busy (another checkpoint, a schema change): the next round tries again.
  }
};
const timer = setInterval(round, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the thread after its current round; resolves once its connection is closed. */
  stop(): Promise<void>;
}

/**
 * Copies a SQLite database's write-ahead log into the database file from a thread of its own.
 * SQLite otherwise checkpoints on the connection that commits, on the request thread: after a
 * 50,000-card import that meant 125–160 ms during which no other student's request was served.
 * The app's connection turns its automatic checkpoints off only while this thread runs (`onFailure`
 * lets the caller turn them back on, so the log never grows without bound).
 */
export function startCheckpointer(file: string, onFailure: (err: Error) => void, intervalMs = CHECKPOINT_INTERVAL_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER_SOURCE, { eval: true, workerData: { file, driver, intervalMs, nice: BACKGROUND_NICE } });
  // The thread never keeps the process alive; the app closes the database on shutdown.
  worker.unref();
  let stopped = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let failed = false;
  const fail = (err: Error) => {
    if (stopped || failed) return;
    failed = true;
    onFailure(err);
  };
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the SQLite checkpointer thread stopped (exit code ${code})`)));
  return {
    stop: async () => {
      stopped = true;
      // Kept alive until its connection is closed, even when nothing else is left to run.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
