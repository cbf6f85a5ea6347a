import { Readable } from 'node:stream';
import type { OpenOptions } from '../db/index';
import { receiveChunks } from './chunk-stream';
import type { ExportJob } from './export-jobs';
import type { WorkerPool } from './pool';

/** Longest an export may take in its worker (a heavy student's account is a few seconds). */
export const EXPORT_TIME_LIMIT_MS = 10 * 60_000;
/** Exports that may wait for the export worker; more are answered 429 with Retry-After. */
export const EXPORT_QUEUE = 8;

export interface ExportRunner {
  /**
   * The job's file as a byte stream: produced in the export pool's worker, which reads the database
   * through a connection of its own, so neither the reading nor the serialising holds the request
   * thread. An in-memory database (tests) cannot be opened from another thread: there the job runs
   * here, page by page (`inThread`).
   */
  stream(job: ExportJob, inThread: () => AsyncIterable<string>): Promise<Readable>;
}

export function createExportRunner(pool: WorkerPool, database: OpenOptions | undefined): ExportRunner {
  return {
    async stream(job, inThread) {
      if (!database) return IN_THREAD_EXPORTS.stream(job, inThread);
      return receiveChunks((chunks) => pool.run({ kind: 'export', database, job, chunks }, { transferList: [chunks], timeoutMs: EXPORT_TIME_LIMIT_MS }));
    },
  };
}

/** Runs every export on the request thread, page by page (a database no other thread can open). */
export const IN_THREAD_EXPORTS: ExportRunner = {
  stream: async (_job, inThread) => Readable.from(inThread(), { objectMode: false }),
};
