import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** One page of the notes list as sent: the JSON bytes, their ETag and the list revision they belong to. */
export interface SerializedPage {
  revision: number;
  body: Buffer;
  etag: string;
}

/** Memory the cached pages may take in one process (LRU by size: students active now stay). */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A cache of serialised list pages keyed by user id and the page's canonical query, bounded by
 * bytes. An entry is only served while the student's notes revision is the one it was made at.
 */
export function createPageCache(maxBytes = CACHE_MAX_BYTES): LRUCache<string, SerializedPage> {
  return new LRUCache<string, SerializedPage>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
}

/** Serialises a page once, with a strong ETag derived from the bytes themselves. */
export function serializePage(revision: number, page: unknown): SerializedPage {
  const body = Buffer.from(JSON.stringify(page));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { revision, body, etag };
}
