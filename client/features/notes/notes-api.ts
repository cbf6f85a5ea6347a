import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { htmlToText } from '@common/note-text';
import { noteExcerpt, type NoteAssistResponse, type NoteListItem, type NoteSort } from '@common/schemas/notes';
import type { Page } from '@common/schemas/pagination';
import { apiJson } from '@client/lib/api';
import type { NoteAssistAction, NoteDto, NoteFields } from './note-constants';

/** The notes list path; every cached list (any search or filter) sits under this key. */
export const NOTES_PATH = '/api/notes';
export const NOTES_ROOT_KEY = [NOTES_PATH] as const;

/** Spec-2 §7: the list is retried 3 times, 1 second apart (a 4xx answer is final). */
export const NOTES_LIST_RETRY = 3;
export const NOTES_LIST_RETRY_DELAY_MS = 1000;

/** The filters of one notes list (GET /api/notes query); undefined means "any". */
export interface NotesListParams {
  q?: string;
  folder?: NoteDto['folder'];
  subject?: NoteDto['subject'];
  favorite?: boolean;
  sort?: NoteSort;
  limit?: number;
  [key: string]: string | number | boolean | undefined;
}

/** The whole note, to open it in the editor (the list carries no HTML). */
export function fetchNote(id: string): Promise<NoteDto> {
  return apiJson<NoteDto>('GET', `${NOTES_PATH}/${encodeURIComponent(id)}`);
}

/** The cache key of one whole note; outside the list prefix, so list updates never touch it. */
export const noteQueryKey = (id: string) => ['/api/notes/:id', id] as const;

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

/** A saved note as the list shows it: the excerpt from its text, never its HTML. */
export function toListItem(note: NoteDto): NoteListItem {
  const { content, ...rest } = note;
  return { ...rest, excerpt: noteExcerpt(htmlToText(content)) };
}

/** Cached pages of one notes list. */
export type NotesPages = InfiniteData<Page<NoteListItem>, string | null>;

/** Whether a note passes a list's filters (a search is the server's call: only notes already found stay). */
function fitsFilters(params: NotesListParams, item: NoteListItem): boolean {
  return (
    (params.folder === undefined || params.folder === item.folder) &&
    (params.subject === undefined || params.subject === item.subject) &&
    (params.favorite === undefined || params.favorite === item.isFavorite)
  );
}

/**
 * A list's pages after a save: the item is updated, leaves a list whose filters it no longer
 * passes, and in the newest-first order moves to the top (where the server would now list it).
 * A new note joins lists without a search whose filters it passes.
 */
export function upsertInPages(data: NotesPages, item: NoteListItem, params: NotesListParams): NotesPages {
  const present = data.pages.some((p) => p.items.some((n) => n.id === item.id));
  const fits = fitsFilters(params, item) && (present || !params.q);
  if ((params.sort ?? 'updated') === 'title') {
    if (!present) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, items: fits ? p.items.map((n) => (n.id === item.id ? item : n)) : p.items.filter((n) => n.id !== item.id) })),
    };
  }
  const pages = data.pages.map((p) => ({ ...p, items: p.items.filter((n) => n.id !== item.id) }));
  if (fits && pages.length > 0) pages[0] = { ...pages[0], items: [item, ...pages[0].items] };
  return { ...data, pages };
}

/** A list's pages with one item changed in place (the favourite star). */
export function patchInPages(data: NotesPages, id: string, change: Partial<NoteListItem>): NotesPages {
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((n) => (n.id === id ? { ...n, ...change } : n)) })) };
}

/** A list's pages without one note. */
export function removeFromPages(data: NotesPages, id: string): NotesPages {
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((n) => n.id !== id) })) };
}

/** Every cached notes list, with its filters. */
function cachedLists(queryClient: QueryClient): Array<[QueryKey, NotesPages, NotesListParams]> {
  const out: Array<[QueryKey, NotesPages, NotesListParams]> = [];
  for (const [key, data] of queryClient.getQueriesData<NotesPages>({ queryKey: NOTES_ROOT_KEY })) {
    if (!data || !Array.isArray(data.pages)) continue;
    const params = key[1];
    out.push([key, data, typeof params === 'object' && params !== null ? (params as NotesListParams) : {}]);
  }
  return out;
}

/** Puts a saved note into every cached list (updated, moved or added as the server would list it) and its own cache. */
export function storeNoteInCache(queryClient: QueryClient, note: NoteDto): void {
  const item = toListItem(note);
  for (const [key, data, params] of cachedLists(queryClient)) queryClient.setQueryData<NotesPages>(key, upsertInPages(data, item, params));
  queryClient.setQueryData(noteQueryKey(note.id), note);
}

/** Changes a list item in every cached list without moving it (starring is not editing). */
export function patchNoteInCache(queryClient: QueryClient, id: string, change: Partial<NoteListItem>): void {
  for (const [key, data] of cachedLists(queryClient)) queryClient.setQueryData<NotesPages>(key, patchInPages(data, id, change));
}

export function removeNoteFromCache(queryClient: QueryClient, id: string): void {
  for (const [key, data] of cachedLists(queryClient)) queryClient.setQueryData<NotesPages>(key, removeFromPages(data, id));
  queryClient.removeQueries({ queryKey: noteQueryKey(id) });
}
