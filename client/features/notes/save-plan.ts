import { htmlToText } from '@common/note-text';
import { ApiError } from '@client/lib/api';
import { UNTITLED, fieldsOf, sameFields, type NoteDto, type NoteFields } from './note-constants';

/** Where the editor stands: a note not created yet, or a stored note at the version last seen. */
export type SessionTarget = { kind: 'new' } | { kind: 'edit'; id: string; version: number };

export type SavePlan =
  /** Nothing to send: a blank new note, or no change since the last save. */
  | { kind: 'skip' }
  /** Spec-2 §5: an edit save needs a non-blank title; the draft stays on this device meanwhile. */
  | { kind: 'blocked' }
  | { kind: 'create'; body: NoteFields; snapshot: NoteFields }
  | { kind: 'update'; id: string; body: NoteFields & { version: number }; snapshot: NoteFields };

/** A note with neither a title nor any text (tags and whitespace alone do not count). */
export function isBlankNote(fields: Pick<NoteFields, 'title' | 'content'>): boolean {
  return !fields.title.trim() && !htmlToText(fields.content).trim();
}

/**
 * What a save sends (spec-2 §4): a new note is created once it has a title or text, a blank title
 * stored as "Untitled"; a stored note is updated when it changed and has a title. Every update
 * carries the version last seen, so the server can refuse to overwrite someone else's edit.
 * `snapshot` is what the note will be on the server, the baseline for "is there anything new".
 */
export function planSave(target: SessionTarget, draft: NoteFields, saved: NoteFields | null): SavePlan {
  if (target.kind === 'new') {
    if (isBlankNote(draft)) return { kind: 'skip' };
    const body = { ...draft, title: draft.title.trim() ? draft.title : UNTITLED };
    return { kind: 'create', body, snapshot: body };
  }
  if (saved && sameFields(draft, saved)) return { kind: 'skip' };
  if (!draft.title.trim()) return { kind: 'blocked' };
  return { kind: 'update', id: target.id, body: { ...draft, version: target.version }, snapshot: { ...draft } };
}

/**
 * The draft after a save landed: each field the student did not touch while the request was out
 * takes the saved value (a blank title became "Untitled"); a field edited meanwhile keeps the edit,
 * so typing during a save is never lost. The content is never replaced by the server's copy.
 */
export function mergeAfterSave(current: NoteFields, sent: NoteFields, snapshot: NoteFields): NoteFields {
  const pick = <K extends keyof NoteFields>(key: K): NoteFields[K] => (current[key] === sent[key] ? snapshot[key] : current[key]);
  return { title: pick('title'), content: pick('content'), subject: pick('subject'), folder: pick('folder') };
}

export type SaveFailure =
  /** 409: the note changed elsewhere; the server sent its current copy. */
  | { kind: 'conflict'; note: NoteDto }
  /** The note no longer exists on the server (deleted in another tab). */
  | { kind: 'gone' }
  /** No answer, a server error or a rate limit: try again later. */
  | { kind: 'offline'; status: number | null }
  /** The server refused the content (e.g. too large): retrying the same text will not help. */
  | { kind: 'rejected'; status: number; message: string };

function conflictNote(bodyText: string): NoteDto | null {
  try {
    const body = JSON.parse(bodyText) as { error?: unknown; note?: unknown };
    const note = body.note as NoteDto | undefined;
    if (body.error === 'conflict' && note && typeof note.id === 'string' && typeof note.version === 'number') return note;
  } catch {
    /* not JSON */
  }
  return null;
}

/** Sorts a failed save into what the editor does next: ask, recreate, retry, or stop and say why. */
export function classifySaveError(err: unknown): SaveFailure {
  if (!(err instanceof ApiError)) return { kind: 'offline', status: null };
  if (err.status === 409) {
    const note = conflictNote(err.bodyText);
    if (note) return { kind: 'conflict', note };
  }
  if (err.status === 404) return { kind: 'gone' };
  if (err.status >= 500 || err.status === 408 || err.status === 429) return { kind: 'offline', status: err.status };
  let message = err.bodyText;
  try {
    const body = JSON.parse(err.bodyText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    /* plain text */
  }
  return { kind: 'rejected', status: err.status, message: message || `Save failed (${err.status})` };
}

/** Wait before the n-th retry of a failed save (n ≥ 1): 2 s, 4 s, 8 s… at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

/** The spec-2 §8 log line for a failed save ("Failed to create note: 500"). */
export function saveFailureLog(kind: 'create' | 'update', failure: SaveFailure): string {
  const status = failure.kind === 'offline' ? (failure.status ?? 'network error') : failure.kind === 'rejected' ? failure.status : failure.kind === 'gone' ? 404 : 409;
  return `Failed to ${kind} note: ${status}`;
}

/**
 * A conflict that is not one: the server's note already holds exactly what this save sent. That is
 * a save that landed while its answer was lost (the connection dropped, the server restarted) and
 * was sent again; it counts as saved, with the server's note, instead of asking the student.
 */
export function landedAlready(failure: SaveFailure, sent: NoteFields): NoteDto | null {
  return failure.kind === 'conflict' && sameFields(fieldsOf(failure.note), sent) ? failure.note : null;
}
