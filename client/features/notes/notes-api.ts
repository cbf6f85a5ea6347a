import type { QueryClient } from '@tanstack/react-query';
import type { NoteAssistResponse } from '@common/schemas/notes';
import { apiJson } from '@client/lib/api';
import type { NoteAssistAction, NoteDto, NoteFields } from './note-constants';

/** The cache key of the list for a search (the dashboard reads the unfiltered one, q = ''). */
export const notesQueryKey = (q: string) => ['/api/notes', q] as const;
export const NOTES_ROOT_KEY = ['/api/notes'] as const;

/** Spec-2 §7: the list is retried 3 times, 1 second apart (a 4xx answer is final). */
export const NOTES_LIST_RETRY = 3;
export const NOTES_LIST_RETRY_DELAY_MS = 1000;

export function fetchNotes(q: string): Promise<NoteDto[]> {
  const query = q.trim();
  return apiJson<NoteDto[]>('GET', query ? `/api/notes?q=${encodeURIComponent(query)}` : '/api/notes');
}

export function createNote(body: NoteFields): Promise<NoteDto> {
  return apiJson<NoteDto>('POST', '/api/notes', body);
}

export function updateNote(id: string, body: Partial<NoteFields> & { version: number }): Promise<NoteDto> {
  return apiJson<NoteDto>('PATCH', `/api/notes/${encodeURIComponent(id)}`, body);
}

/** A favourite-only change needs no version (it cannot lose words). */
export function setFavorite(id: string, isFavorite: boolean): Promise<NoteDto> {
  return apiJson<NoteDto>('PATCH', `/api/notes/${encodeURIComponent(id)}`, { isFavorite });
}

export function deleteNote(id: string): Promise<null> {
  return apiJson<null>('DELETE', `/api/notes/${encodeURIComponent(id)}`);
}

export function assistNote(input: { message: string; context: string; action: NoteAssistAction }): Promise<NoteAssistResponse> {
  return apiJson<NoteAssistResponse>('POST', '/api/ai/note-assistant', input);
}

/** Browsers refuse keep-alive bodies above 64 KB in total; above this a plain request is used. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * A save that outlives the page (unload, route change): a JSON fetch with keepalive. sendBeacon
 * cannot PATCH or send JSON under the app's CSRF rules. A larger note goes as a normal request,
 * which may be cut off, and its local draft is kept in either case until a save is confirmed.
 */
export function sendKeepalive(method: 'POST' | 'PATCH', url: string, body: unknown): Promise<Response> {
  const text = JSON.stringify(body);
  return fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: text,
    credentials: 'include',
    keepalive: new TextEncoder().encode(text).length <= KEEPALIVE_MAX_BYTES,
  });
}

function byNewest(a: NoteDto, b: NoteDto): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}

/** A list with the note replaced (or, when `insert`, added), newest first as the server orders it. */
export function upsertNote(list: readonly NoteDto[], note: NoteDto, insert: boolean): NoteDto[] {
  const found = list.some((n) => n.id === note.id);
  if (!found && !insert) return [...list];
  const next = found ? list.map((n) => (n.id === note.id ? note : n)) : [note, ...list];
  return next.sort(byNewest);
}

/** Puts a saved note into every cached list: updated where it is, added to the unfiltered list. */
export function storeNoteInCache(queryClient: QueryClient, note: NoteDto): void {
  for (const [key, data] of queryClient.getQueriesData<NoteDto[]>({ queryKey: NOTES_ROOT_KEY })) {
    if (!data) continue;
    queryClient.setQueryData<NoteDto[]>(key, upsertNote(data, note, key[1] === ''));
  }
}

export function removeNoteFromCache(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<NoteDto[]>({ queryKey: NOTES_ROOT_KEY }, (data) => data?.filter((n) => n.id !== id));
}

/** A list filtered by the folder buttons (spec-2 §2: All, School, Personal). */
export function inFolder(list: readonly NoteDto[], folder: 'All' | NoteDto['folder']): NoteDto[] {
  return folder === 'All' ? [...list] : list.filter((n) => n.folder === folder);
}
