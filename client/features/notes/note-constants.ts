import type { NoteAssistAction, NoteDto, NoteFolder, NoteSubject } from '@common/schemas/notes';

/**
 * Spec-2 §9 lists, copied from common/schemas/notes.ts (a unit test keeps them equal) so that the
 * notes chunk and the dashboard do not pull zod in with them.
 */
export const NOTE_SUBJECT_OPTIONS: readonly NoteSubject[] = [
  'General', 'Mathematics', 'Science', 'English', 'History', 'Language Arts', 'Social Studies', 'Art', 'Music', 'Physical Education',
];
export const NOTE_FOLDER_OPTIONS: readonly NoteFolder[] = ['Personal', 'School', 'Projects', 'Research', 'AI Generated'];
/** The list's folder filter buttons (spec-2 §9: only All, School, Personal). */
export const FOLDER_FILTERS = ['All', 'School', 'Personal'] as const;
export type FolderFilter = (typeof FOLDER_FILTERS)[number];

export const DEFAULT_SUBJECT: NoteSubject = 'General';
export const DEFAULT_FOLDER: NoteFolder = 'Personal';
/** Same as NOTE_TITLE_MAX in common/schemas/notes.ts. */
export const TITLE_MAX = 200;
/** Spec-2 §9: auto-save every 5 seconds. */
export const AUTOSAVE_INTERVAL_MS = 5000;
/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The title a note gets when it is created without one (spec-2 §4). */
export const UNTITLED = 'Untitled';
/** What a card shows for a note without a title (spec-2 §2). */
export const UNTITLED_CARD = 'Untitled Note';

export type { NoteAssistAction, NoteDto, NoteFolder, NoteSubject };

/** The parts of a note the editor changes, and the unit of saving, drafts and conflicts. */
export interface NoteFields {
  title: string;
  content: string;
  subject: NoteSubject;
  folder: NoteFolder;
}

export const EMPTY_NOTE_FIELDS: NoteFields = { title: '', content: '', subject: DEFAULT_SUBJECT, folder: DEFAULT_FOLDER };

/** The editable fields of a stored note. */
export function fieldsOf(note: Pick<NoteDto, 'title' | 'content' | 'subject' | 'folder'>): NoteFields {
  return { title: note.title, content: note.content, subject: note.subject, folder: note.folder };
}

export function sameFields(a: NoteFields, b: NoteFields): boolean {
  return a.title === b.title && a.content === b.content && a.subject === b.subject && a.folder === b.folder;
}
