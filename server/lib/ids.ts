import { v7 as uuidv7 } from 'uuid';

/** Sortable ids (UUIDv7): newer rows sort after older ones in both dialects. */
export function newId(): string {
  return uuidv7();
}
