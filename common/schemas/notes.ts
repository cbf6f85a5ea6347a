import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './pagination';

/** Subjects and folders of spec-2 §9; defaults General and Personal. */
export const NOTE_SUBJECTS = [
  'General', 'Mathematics', 'Science', 'English', 'History', 'Language Arts', 'Social Studies', 'Art', 'Music', 'Physical Education',
] as const;
export const NOTE_FOLDERS = ['Personal', 'School', 'Projects', 'Research', 'AI Generated'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];
export type NoteFolder = (typeof NOTE_FOLDERS)[number];

/** A note's HTML may be at most 1 MB (UTF-8 bytes); larger is refused with this message. */
export const NOTE_CONTENT_MAX_BYTES = 1024 * 1024;
export const NOTE_TOO_LARGE_MESSAGE = 'This note is too large to save (the limit is 1 MB). Split it into smaller notes.';
export const NOTE_TITLE_MAX = 200;
/** Longest search query accepted by GET /api/notes?q=. */
export const NOTE_QUERY_MAX = 200;

const title = z.string().max(NOTE_TITLE_MAX, `Title is too long (at most ${NOTE_TITLE_MAX} characters)`);
/** The byte limit is checked by the service (it needs the UTF-8 length); this bound stops absurd bodies early. */
const content = z.string().max(NOTE_CONTENT_MAX_BYTES * 2, NOTE_TOO_LARGE_MESSAGE);

/** POST /api/notes. A new note needs a non-blank title or content (spec-2 §5); a blank title is stored as 'Untitled'. */
export const createNoteSchema = z.object({
  title: title.optional().default(''),
  content: content.optional().default(''),
  subject: z.enum(NOTE_SUBJECTS).optional().default('General'),
  folder: z.enum(NOTE_FOLDERS).optional().default('Personal'),
  isFavorite: z.boolean().optional().default(false),
});
export type CreateNoteInput = z.infer<typeof createNoteSchema>;

/**
 * PATCH /api/notes/{id}. Any edit of title, content, subject or folder must carry `version`, the
 * version the client last saw: a stale one answers 409 with the current note (no silent overwrite).
 * A favourite-only change needs no version and does not bump it (it cannot lose words).
 */
export const updateNoteSchema = z.object({
  title: title.optional(),
  content: content.optional(),
  subject: z.enum(NOTE_SUBJECTS).optional(),
  folder: z.enum(NOTE_FOLDERS).optional(),
  isFavorite: z.boolean().optional(),
  version: z.number().int().min(1).optional(),
});
export type UpdateNoteInput = z.infer<typeof updateNoteSchema>;

/** Orders of the notes list: most recently updated first (the default), or title A–Z. */
export const NOTE_SORTS = ['updated', 'title'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];

/**
 * GET /api/notes: one page of the student's notes, searched (`q`, title and text), filtered by
 * folder, subject and favourite, and sorted, all on the server.
 */
export const listNotesQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(NOTE_QUERY_MAX, `q: at most ${NOTE_QUERY_MAX} characters`).optional(),
  folder: z.enum(NOTE_FOLDERS, { error: 'folder: is not a known folder' }).optional(),
  subject: z.enum(NOTE_SUBJECTS, { error: 'subject: is not a known subject' }).optional(),
  favorite: z
    .enum(['true', 'false'], { error: 'favorite: must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(NOTE_SORTS, { error: 'sort: must be updated or title' }).optional().default('updated'),
});
export type ListNotesQuery = z.infer<typeof listNotesQuerySchema>;

/** Longest excerpt a list item carries (plain text, from the stored text of the note). */
export const NOTE_EXCERPT_MAX = 200;

/** One note in a list: what the list shows, never the HTML content (GET /api/notes/{id} has it). */
export const noteListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.enum(NOTE_SUBJECTS),
  folder: z.enum(NOTE_FOLDERS),
  isFavorite: z.boolean(),
  /** Plain text of the start of the note, whitespace collapsed, at most NOTE_EXCERPT_MAX characters. */
  excerpt: z.string(),
  wordCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoteListItem = z.infer<typeof noteListItemSchema>;
export const notePageSchema = pageSchema(noteListItemSchema);

/** A note's excerpt from its plain text: whitespace collapsed, cut at a word near the limit. */
export function noteExcerpt(text: string, max = NOTE_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** GET /api/notes/{id}: the whole note. */
export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  subject: z.enum(NOTE_SUBJECTS),
  folder: z.enum(NOTE_FOLDERS),
  isFavorite: z.boolean(),
  version: z.number().int(),
  wordCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export interface NoteDto {
  id: string;
  title: string;
  /** Sanitised HTML (the editor's marks only). */
  content: string;
  subject: NoteSubject;
  folder: NoteFolder;
  isFavorite: boolean;
  /** Starts at 1, +1 on every content/title/subject/folder change. */
  version: number;
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Body of a 409 answer to a stale PATCH. */
export interface NoteConflictBody {
  error: 'conflict';
  message: string;
  note: NoteDto;
}

/** The AI note assistant's actions: the six quick actions, the three slash-menu AI items and a free request. */
export const NOTE_ASSIST_ACTIONS = [
  'summarize', 'organize', 'key-points', 'questions', 'fix-grammar', 'definitions', 'improve', 'expand', 'custom',
] as const;
export type NoteAssistAction = (typeof NOTE_ASSIST_ACTIONS)[number];
export const NOTE_ASSIST_MESSAGE_MAX = 4000;

/** POST /api/ai/note-assistant (spec: message, context). `action` says which button; 'custom' when absent. */
export const noteAssistSchema = z.object({
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(NOTE_ASSIST_MESSAGE_MAX, `Message is too long (at most ${NOTE_ASSIST_MESSAGE_MAX} characters)`),
  /** The note's current HTML (or plain text). */
  context: content.optional().default(''),
  action: z.enum(NOTE_ASSIST_ACTIONS).optional().default('custom'),
});
export type NoteAssistInput = z.infer<typeof noteAssistSchema>;

export interface NoteAssistResponse {
  /** The result as editor HTML (sanitised on the server): what "apply" puts into the note. */
  response: string;
  action: NoteAssistAction;
  /** For fix-grammar / improve: each change made, e.g. "teh → the". */
  changes?: string[];
  /** A short plain-text remark for the panel, e.g. "Kept 3 of 12 sentences." */
  remark?: string;
}
