import { Readable } from 'node:stream';
import type { DbHandle } from '../db/index';
import { receiveChunks } from './chunk-stream';
import { exportChunks, type ExportJob } from './export-jobs';
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
   * here, page by page.
   */
  stream(job: ExportJob): Promise<Readable>;
}

/** Exports for this database: in the pool's worker when another thread can open it, else in-thread. */
export function createExportRunner(database: Pick<DbHandle, 'db' | 'readerOptions'>, pool?: WorkerPool): ExportRunner {
  const { db, readerOptions } = database;
  return {
    async stream(job) {
      if (!pool || !readerOptions) return Readable.from(exportChunks(db, job), { objectMode: false });
      return receiveChunks((chunks) =>
        pool.run({ kind: 'export', database: readerOptions, job, chunks }, { transferList: [chunks], timeoutMs: EXPORT_TIME_LIMIT_MS }),
      );
    },
  };
}
