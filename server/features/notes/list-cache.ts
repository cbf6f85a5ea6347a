import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { NoteDto } from '@common/schemas/notes';

/** A notes list as sent: the JSON bytes, their ETag and the list revision they belong to. */
export interface SerializedList {
  revision: number;
  body: Buffer;
  etag: string;
}

/** Memory the cached lists may take in one process (LRU by size: students active now stay). */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A cache of serialised lists keyed by user id, bounded by bytes. */
export function createListCache(maxBytes = CACHE_MAX_BYTES): LRUCache<string, SerializedList> {
  return new LRUCache<string, SerializedList>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
}

/** Serialises a list once, with a strong ETag derived from the bytes themselves. */
export function serializeList(revision: number, notes: NoteDto[]): SerializedList {
  const body = Buffer.from(JSON.stringify(notes));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { revision, body, etag };
}
