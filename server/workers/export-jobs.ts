import type { Preferences } from '@common/schemas/profile';
import type { UserSettings } from '@common/schemas/settings';
import { openDatabase, type DbHandle, type OpenOptions } from '../db/index';
import { deckExportChunks } from '../features/flashcards/deck-export';
import { streamExport } from '../features/profile/export';

/** A download produced in a worker thread, page by page, from its own read-only connection. */
export type ExportJob =
  | { kind: 'account'; userId: string; settings: UserSettings; preferences: Preferences; nowIso: string }
  | { kind: 'deck'; userId: string; deckId: string; deckName: string; format: 'csv' | 'anki' };

/** One read-only connection per database and worker thread, kept for the thread's life. */
const readers = new Map<string, DbHandle>();
function readerOf(options: OpenOptions): DbHandle {
  const key = JSON.stringify(options);
  let handle = readers.get(key);
  if (!handle) {
    handle = openDatabase({ ...options, readOnly: true });
    readers.set(key, handle);
  }
  return handle;
}

/** The chunks of an export job, read from the database the options name (in a worker). */
export function exportChunksFrom(database: OpenOptions, job: ExportJob): AsyncIterable<string> {
  return exportChunks(readerOf(database).db, job);
}

/** The chunks of an export job, page by page, read through `db`. */
export function exportChunks(db: DbHandle['db'], job: ExportJob): AsyncIterable<string> {
  switch (job.kind) {
    case 'account':
      return streamExport(db, new Date(job.nowIso), job.userId, job.settings, job.preferences);
    case 'deck':
      return deckExportChunks(db, job.userId, job.deckId, job.deckName, job.format);
  }
}
