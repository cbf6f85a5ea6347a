import type { FastifyBaseLogger } from 'fastify';
import { countWords, htmlToText } from '@common/note-text';
import {
  NOTE_CONTENT_MAX_BYTES,
  NOTE_FOLDERS,
  NOTE_SUBJECTS,
  NOTE_TOO_LARGE_MESSAGE,
  noteExcerpt,
  type CreateNoteInput,
  type ListNotesQuery,
  type NoteAssistInput,
  type NoteAssistResponse,
  type NoteConflictBody,
  type NoteDto,
  type NoteListItem,
  type UpdateNoteInput,
} from '@common/schemas/notes';
import type { AiEngine, NoteAssistRequest, NoteAssistResult } from '../../ai/engine';
import { nowIso, readBool } from '../../db/codec';
import { activityDay, recordActivity, type StreakRow } from '../../lib/activity';
import { recordAiUsage } from '../../lib/ai-usage';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { sanitizeNoteHtml } from '../../lib/sanitize-html';
import type { AuthService } from '../auth/service';
import type { createSettingsService } from '../settings/service';
import { decodeCursor, toPage } from '../../lib/pagination';
import { createPageCache, serializePage, type SerializedPage } from './page-cache';
import { notesRepo, type NoteBody, type NoteListRow, type NoteRow } from './repo';
import { timedOut as aiTimedOut } from '../../lib/client-gone';

/** The title a note gets when it is created without one (spec-2 §4). */
export const UNTITLED = 'Untitled';

export const NOTE_MESSAGES = {
  blank: 'A note needs a title or some content.',
  titleRequired: 'Title is required',
  versionRequired: 'version: the version of the note you edited is required',
  nothingToUpdate: 'Nothing to update',
  notFound: 'Note not found',
  conflict: 'This note changed elsewhere',
  aiFailed: 'AI request failed. Please try again.',
  aiTimeout: 'The AI took too long to answer. Please try again.',
  aiEmpty: 'AI response is empty',
} as const;

const notFoundNote = () => notFound(NOTE_MESSAGES.notFound);

/** Lower-cased the way search queries are, so LIKE matches case-insensitively for every alphabet. */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function pick<T extends string>(list: readonly T[], value: string, fallback: T): T {
  return list.find((v) => v === value) ?? fallback;
}

function toDto(row: NoteRow): NoteDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    subject: pick(NOTE_SUBJECTS, row.subject, 'General'),
    folder: pick(NOTE_FOLDERS, row.folder, 'Personal'),
    isFavorite: readBool(row.is_favorite),
    version: Number(row.version),
    wordCount: Number(row.word_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toListItem(row: NoteListRow): NoteListItem {
  return {
    id: row.id,
    title: row.title,
    subject: pick(NOTE_SUBJECTS, row.subject, 'General'),
    folder: pick(NOTE_FOLDERS, row.folder, 'Personal'),
    isFavorite: readBool(row.is_favorite),
    excerpt: noteExcerpt(row.excerpt_source),
    wordCount: Number(row.word_count),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Refuses HTML over the note limit, measured in UTF-8 bytes as sent (before sanitising). */
function checkSize(html: string): void {
  if (Buffer.byteLength(html, 'utf8') > NOTE_CONTENT_MAX_BYTES) throw new AppError('payload_too_large', NOTE_TOO_LARGE_MESSAGE, 413);
}

interface PreparedContent {
  content: string;
  textContent: string;
  wordCount: number;
}

/** Sanitised HTML, its text and its words, from what the student sent (the costly part of a write). */
function prepareContent(rawContent: string): PreparedContent {
  checkSize(rawContent);
  const content = sanitizeNoteHtml(rawContent);
  const textContent = htmlToText(content);
  return { content, textContent, wordCount: countWords(textContent) };
}

/** A stored note's content in prepared form (already sanitised). */
function storedContent(row: NoteRow): PreparedContent {
  return { content: row.content, textContent: htmlToText(row.content), wordCount: Number(row.word_count) };
}

/** Every stored form of a note's body; the search key covers the title and the text. */
function noteBody(title: string, prepared: PreparedContent): NoteBody {
  return { title, ...prepared, searchText: searchKey(`${title}\n${prepared.textContent}`) };
}

/**
 * Smart notes: CRUD scoped to the student, sanitised on every write, with optimistic versioning
 * (a stale edit is refused with the current note, never silently overwritten), XP for writing,
 * and the AI note assistant.
 */
export function createNotesService(
  ctx: AppContext,
  deps: { engine: AiEngine; auth: AuthService; settings: ReturnType<typeof createSettingsService> },
) {
  const { db } = ctx;

  async function assistContext(userId: string): Promise<NoteAssistRequest['context']> {
    const [user, settings] = await Promise.all([deps.auth.currentUser(userId), deps.settings.get(userId)]);
    if (!user) throw notFound();
    return {
      firstName: user.firstName,
      gradeLevel: user.gradeLevel,
      language: settings.language,
      detailedExplanations: settings.detailedExplanations,
      followUpQuestions: settings.followUpQuestions,
    };
  }

  // Serialised list pages of recently active students, each valid for one list revision.
  const pageCache = createPageCache();

  async function current(userId: string, id: string): Promise<NoteRow> {
    const row = await notesRepo.find(db, userId, id);
    if (!row) throw notFoundNote();
    return row;
  }

  return {
    /**
     * One page of the notes list as JSON bytes with an ETag (GET /api/notes). Pages without a
     * search are kept in memory while the student's list revision is unchanged; the revision is
     * read before the rows, so a cached page is never older than the revision it is filed under.
     */
    async listPage(userId: string, query: ListNotesQuery, knownRevision?: number): Promise<SerializedPage> {
      const search = query.q ? searchKey(query.q) : '';
      // The cursor names its sort, so a cursor of one order is never read as a place in another.
      const tag = query.sort === 'title' ? 't' : 'u';
      const decoded = decodeCursor(query.cursor, ['string', 'string', 'string']);
      if (decoded && decoded[0] !== tag) throw new AppError('validation', 'cursor: is not valid (start again from the first page)', 400);
      const after = decoded?.slice(1);
      const cacheKey = search ? undefined : `${userId}\n${JSON.stringify([query.limit, query.cursor ?? '', query.folder ?? '', query.subject ?? '', query.favorite ?? '', query.sort])}`;
      // The revision read with the session row at the start of the request is read before the rows too.
      const revision = knownRevision ?? (await notesRepo.revision(db, userId));
      if (cacheKey) {
        const hit = pageCache.get(cacheKey);
        if (hit && hit.revision === revision) return hit;
      }
      const rows = await notesRepo.listPage(db, userId, {
        search: search || undefined,
        folder: query.folder,
        subject: query.subject,
        favorite: query.favorite === undefined ? undefined : ctx.codec.bool(query.favorite),
        sort: query.sort,
        after,
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (r) => [tag, query.sort === 'title' ? r.title : r.updated_at, r.id], toListItem);
      const fresh = serializePage(revision, page);
      if (cacheKey) pageCache.set(cacheKey, fresh);
      return fresh;
    },

    /** The whole note, or undefined when it is not this student's (for other features). */
    async find(userId: string, id: string): Promise<NoteDto | undefined> {
      const row = await notesRepo.find(db, userId, id);
      return row ? toDto(row) : undefined;
    },

    /** GET /api/notes/{id}: the whole note, 404 when it is not this student's. */
    async get(userId: string, id: string): Promise<NoteDto> {
      return toDto(await current(userId, id));
    },

    /** Spec-2 §4/§5: needs a title or some text; a blank title is stored as "Untitled". Earns XP once. */
    async create(userId: string, input: CreateNoteInput): Promise<NoteDto> {
      const prepared = prepareContent(input.content);
      if (!input.title.trim() && !prepared.textContent.trim()) throw badRequest(NOTE_MESSAGES.blank);
      const full = noteBody(input.title.trim() ? input.title : UNTITLED, prepared);
      const id = newId();
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        const day = await activityDay(trx, userId, now);
        await notesRepo.insert(trx, {
          id,
          userId,
          body: full,
          subject: input.subject,
          folder: input.folder,
          isFavorite: ctx.codec.bool(input.isFavorite),
          xpDay: day,
          at: nowIso(now),
        });
        await recordActivity(trx, { userId, kind: 'note_written', at: now, detail: { noteId: id, words: full.wordCount } });
        await notesRepo.bumpRevision(trx, userId);
      });
      return toDto(await current(userId, id));
    },

    /**
     * An edit carries the version the client last saw; the check and the write are one statement
     * in one transaction, so a stale edit changes nothing and answers 409 with the current note.
     * A favourite-only change needs no version and neither bumps it nor moves updated_at (starring
     * is not editing, and must not reorder the list or conflict with an open editor). An edit that
     * adds words earns XP at most once per note per day (creation counts for its day): autosave
     * runs every 5 seconds and must not farm XP.
     */
    /** A save; `student` is the row read with the session (its zone for the once-a-day XP, its streak for the award). */
    async update(userId: string, id: string, input: UpdateNoteInput, student?: StreakRow): Promise<NoteDto> {
      const edits = input.title !== undefined || input.content !== undefined || input.subject !== undefined || input.folder !== undefined;
      if (!edits) {
        if (input.isFavorite === undefined) throw badRequest(NOTE_MESSAGES.nothingToUpdate);
        const isFavorite = ctx.codec.bool(input.isFavorite);
        const starred = await db.transaction().execute(async (trx) => {
          const changed = await notesRepo.setFavorite(trx, userId, id, isFavorite);
          if (changed) await notesRepo.bumpRevision(trx, userId);
          return changed;
        });
        if (!starred) throw notFoundNote();
        return toDto(await current(userId, id));
      }
      if (input.version === undefined) throw badRequest(NOTE_MESSAGES.versionRequired);
      if (input.title !== undefined && !input.title.trim()) throw badRequest(NOTE_MESSAGES.titleRequired);
      const version = input.version;
      // Sanitising a large note takes a while: done before the transaction, not while holding it.
      const prepared = input.content === undefined ? undefined : prepareContent(input.content);

      const now = ctx.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await notesRepo.find(trx, userId, id);
        if (!row) return { kind: 'missing' } as const;
        if (Number(row.version) !== version) return { kind: 'stale', row } as const;
        const body =
          input.title !== undefined || prepared
            ? noteBody(input.title ?? row.title, prepared ?? storedContent(row))
            : undefined;
        let xpDay: string | undefined;
        if (body && body.wordCount > Number(row.word_count)) {
          const day = await activityDay(trx, userId, now, student?.timezone);
          if (day !== row.xp_day) {
            xpDay = day;
            await recordActivity(trx, { userId, kind: 'note_written', at: now, detail: { noteId: id, words: body.wordCount }, known: student });
          }
        }
        const updated = await notesRepo.updateIfVersion(trx, userId, id, version, {
          body,
          subject: input.subject,
          folder: input.folder,
          isFavorite: input.isFavorite === undefined ? undefined : ctx.codec.bool(input.isFavorite),
          xpDay,
          at: nowIso(now),
        });
        // Another writer got in between the read and the write: undo the XP with the rest.
        if (!updated) throw new StaleWrite();
        await notesRepo.bumpRevision(trx, userId);
        return { kind: 'updated', row: updated } as const;
      }).catch((err: unknown) => {
        if (err instanceof StaleWrite) return { kind: 'raced' } as const;
        throw err;
      });

      if (outcome.kind === 'missing') throw notFoundNote();
      if (outcome.kind === 'updated') return toDto(outcome.row);
      const latest = outcome.kind === 'stale' ? outcome.row : await notesRepo.find(db, userId, id);
      if (!latest) throw notFoundNote();
      const body: Omit<NoteConflictBody, 'error' | 'message'> = { note: toDto(latest) };
      throw new AppError('conflict', NOTE_MESSAGES.conflict, 409, body);
    },

    async remove(userId: string, id: string): Promise<{ success: true }> {
      const deleted = await db.transaction().execute(async (trx) => {
        const gone = await notesRepo.delete(trx, userId, id);
        if (gone) await notesRepo.bumpRevision(trx, userId);
        return gone;
      });
      if (!deleted) throw notFoundNote();
      return { success: true };
    },

    /**
     * The note assistant: the note is sanitised before the engine sees it and the answer before
     * the student does. Failures are logged without the note's words (they are the student's).
     */
    async assist(userId: string, input: NoteAssistInput, signal: AbortSignal, log: FastifyBaseLogger): Promise<NoteAssistResponse> {
      checkSize(input.context);
      const html = sanitizeNoteHtml(input.context);
      const request: NoteAssistRequest = {
        action: input.action,
        message: input.message,
        text: htmlToText(html),
        html,
        context: await assistContext(userId),
        signal,
      };
      let result: NoteAssistResult;
      try {
        result = await deps.engine.assistNote(request);
        signal.throwIfAborted();
      } catch (err) {
        // The worker pool's own answers (422 too_slow, 429 busy) are already what the student should read.
        if (err instanceof AppError) throw err;
        const timedOut = aiTimedOut(signal);
        const e = err as { name?: string; message?: string; statusCode?: number };
        log.warn(
          { error: { name: e?.name, message: e?.message, status: e?.statusCode }, action: input.action },
          timedOut ? 'note assistant timed out' : 'note assistant failed',
        );
        if (timedOut) throw new AppError('ai_timeout', NOTE_MESSAGES.aiTimeout, 504);
        throw new AppError('ai_failed', NOTE_MESSAGES.aiFailed, 502);
      }
      // The call was made and cost what it cost, even when its answer turns out empty.
      await recordAiUsage(db, deps.engine, { userId, feature: 'notes', usage: result.usage, at: nowIso(ctx.now()) });
      const response = sanitizeNoteHtml(result.html ?? '');
      if (!htmlToText(response).trim()) throw new AppError('ai_empty', NOTE_MESSAGES.aiEmpty, 502);
      return {
        response,
        action: input.action,
        ...(result.changes?.length ? { changes: result.changes.map((c) => htmlToText(c)).slice(0, 200) } : {}),
        ...(result.remark ? { remark: htmlToText(result.remark) } : {}),
      };
    },
  };
}

/** Thrown inside the edit transaction when the compare-and-set lost a race, to roll it back. */
class StaleWrite extends Error {}

export type NotesService = ReturnType<typeof createNotesService>;
