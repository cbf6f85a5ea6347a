import { MessageChannel } from 'node:worker_threads';
import type { ImportDeckResponse } from '@common/schemas/flashcards';
import type { DbHandle } from '../db/index';
import { deckImportFromParsed, type ParsedImportBody } from '../features/flashcards/import-body';
import { importCards } from '../features/flashcards/import-cards';
import type { WorkerPool } from './pool';

/** Longest a deck import may take in its worker (50,000 cards take a few seconds). */
export const IMPORT_TIME_LIMIT_MS = 5 * 60_000;
/** Imports that may wait for the import worker (they already wait their turn to write). */
export const IMPORT_QUEUE = 4;

export interface ImportOptions {
  /** The import's time: every card's created and due time. */
  at: Date;
  onProgress?: (done: number, total: number) => void;
  /** Aborting cancels the import: it rolls back, no deck and no card is left. */
  signal?: AbortSignal;
}

export interface ImportRunner {
  /** Saves a parsed import's cards in one transaction (importCards); the answer once committed. */
  run(userId: string, body: ParsedImportBody, opts: ImportOptions): Promise<ImportDeckResponse>;
}

/**
 * Deck imports for this database. On a SQLite file every statement of an import — and above all
 * its commit, which writes the whole transaction's log in one synchronous call (40–100 ms for
 * 50,000 cards) — would run on the request thread; there the import runs in the import pool's
 * worker, through a writing connection of its own, while this handle's writes wait their turn as
 * they would for its own transaction (reads go on). On PostgreSQL (asynchronous, paced) and an
 * in-memory database (no other connection can see it) it runs here.
 */
export function createImportRunner(database: Pick<DbHandle, 'db' | 'dialect' | 'bulkWriter'>, pool?: WorkerPool): ImportRunner {
  return {
    async run(userId, body, { at, onProgress, signal }) {
      const writer = database.bulkWriter;
      if (!pool || !writer) {
        return importCards(database.db, database.dialect, userId, deckImportFromParsed(body), at, { onProgress, cancelled: () => signal?.aborted === true });
      }
      return writer.exclusively(async () => {
        // The signal is not given to the pool: stopping the worker mid-transaction is left to the
        // time limit; a cancel is a flag the worker reads between batches, and it rolls back.
        const cancel = new SharedArrayBuffer(4);
        const flag = new Int32Array(cancel);
        const onAbort = () => Atomics.store(flag, 0, 1);
        if (signal?.aborted) onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        const { port1, port2 } = new MessageChannel();
        let reported = 0;
        port1.on('message', ({ done, total }: { done: number; total: number }) => {
          reported = done;
          onProgress?.(done, total);
        });
        try {
          const result = await pool.run(
            { kind: 'importDeck', database: writer.options, userId, body, at: at.toISOString(), progress: port2, cancel },
            { transferList: [port2], timeoutMs: IMPORT_TIME_LIMIT_MS },
          );
          // The last progress message may still be on its way: the count is final once committed.
          if (reported < body.total) onProgress?.(body.total, body.total);
          return result;
        } finally {
          signal?.removeEventListener('abort', onAbort);
          port1.close();
        }
      });
    },
  };
}
