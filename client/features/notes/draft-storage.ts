import { htmlToText } from '@common/note-text';
import { NOTE_FOLDER_OPTIONS, NOTE_SUBJECT_OPTIONS, sameFields, type NoteDto, type NoteFields, type NoteFolder, type NoteSubject } from './note-constants';
import { isBlankNote } from './save-plan';

/**
 * Unsaved words kept on this device (localStorage), one entry per note id or "new", so that a
 * failed save, a closed tab or a crash never loses what the student typed.
 */
export interface LocalDraft extends NoteFields {
  v: 1;
  /** The note's id, or null for a note not created yet. */
  noteId: string | null;
  /** The server version the draft was typed on (null for a new note). */
  baseVersion: number | null;
  /** When the draft was written (ms since epoch). */
  savedAt: number;
}

/** The subset of the Storage interface the drafts use (localStorage, or a Map in tests). */
export interface DraftStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'studypilot.notes.draft.';

export function draftKey(noteId: string | null): string {
  return PREFIX + (noteId ?? 'new');
}

/** Parses a stored draft; anything malformed or from another format is treated as absent. */
export function parseDraft(raw: string | null): LocalDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<LocalDraft>;
    if (d.v !== 1 || typeof d.title !== 'string' || typeof d.content !== 'string' || typeof d.savedAt !== 'number') return null;
    if (!NOTE_SUBJECT_OPTIONS.includes(d.subject as NoteSubject) || !NOTE_FOLDER_OPTIONS.includes(d.folder as NoteFolder)) return null;
    if (d.noteId !== null && typeof d.noteId !== 'string') return null;
    if (d.baseVersion !== null && typeof d.baseVersion !== 'number') return null;
    return {
      v: 1,
      noteId: d.noteId ?? null,
      baseVersion: d.baseVersion ?? null,
      savedAt: d.savedAt,
      title: d.title,
      content: d.content,
      subject: d.subject as NoteSubject,
      folder: d.folder as NoteFolder,
    };
  } catch {
    return null;
  }
}

export function makeDraft(noteId: string | null, baseVersion: number | null, fields: NoteFields, now: number): LocalDraft {
  return { v: 1, noteId, baseVersion, savedAt: now, ...fields };
}

/** Writes a draft; a full or unavailable storage is not an error (the save itself still runs). */
export function writeDraft(store: DraftStore | null, draft: LocalDraft): boolean {
  try {
    store?.setItem(draftKey(draft.noteId), JSON.stringify(draft));
    return Boolean(store);
  } catch {
    return false;
  }
}

export function readDraft(store: DraftStore | null, noteId: string | null): LocalDraft | null {
  try {
    return parseDraft(store?.getItem(draftKey(noteId)) ?? null);
  } catch {
    return null;
  }
}

export function clearDraft(store: DraftStore | null, noteId: string | null): void {
  try {
    store?.removeItem(draftKey(noteId));
  } catch {
    /* nothing to clear */
  }
}

/** localStorage when the browser allows it. */
export function browserDraftStore(): DraftStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export type DraftDecision = 'none' | 'discard' | 'offer';

/**
 * Whether a stored draft holds words the server does not have. A draft equal to the server's note
 * is stale. When the server moved past the draft's version with the same text, the draft's save
 * landed (e.g. the keep-alive request at unload) and only the server's HTML normalisation differs.
 * Anything else is offered back to the student, who decides.
 */
export function decideDraft(draft: LocalDraft | null, server: NoteDto | null): DraftDecision {
  if (!draft) return 'none';
  if (!server) return isBlankNote(draft) ? 'discard' : 'offer';
  if (sameFields(draft, server)) return 'discard';
  const sameMeta = draft.title === server.title && draft.subject === server.subject && draft.folder === server.folder;
  const landed = draft.baseVersion !== null && server.version > draft.baseVersion;
  if (sameMeta && landed && htmlToText(draft.content) === htmlToText(server.content)) return 'discard';
  return 'offer';
}
