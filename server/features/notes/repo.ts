import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { afterCursor, type CursorValues } from '../../lib/pagination';

type Db = Kysely<Database> | Transaction<Database>;

export interface NoteRow {
  id: string;
  title: string;
  content: string;
  subject: string;
  folder: string;
  is_favorite: number | boolean;
  version: number;
  word_count: number;
  xp_day: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of the notes list: everything but the HTML, and the start of the plain text. */
export interface NoteListRow {
  id: string;
  title: string;
  subject: string;
  folder: string;
  is_favorite: number | boolean;
  version: number;
  word_count: number;
  created_at: string;
  updated_at: string;
  excerpt_source: string;
}

/** What one page of the notes list asks for. */
export interface NoteListFilter {
  search?: string;
  folder?: string;
  subject?: string;
  favorite?: number | boolean;
  sort: 'updated' | 'title';
  after?: CursorValues;
  limit: number;
}

/** Characters of the text read for an excerpt: enough for 200 after whitespace is collapsed. */
const EXCERPT_SOURCE_CHARS = 320;

const LIST_COLUMNS = ['id', 'title', 'subject', 'folder', 'is_favorite', 'version', 'word_count', 'created_at', 'updated_at'] as const;

/** The stored forms of a note's body, computed together by the service on every write. */
export interface NoteBody {
  title: string;
  content: string;
  textContent: string;
  searchText: string;
  wordCount: number;
}

const COLUMNS = [
  'id', 'title', 'content', 'subject', 'folder', 'is_favorite', 'version', 'word_count', 'xp_day', 'created_at', 'updated_at',
] as const;

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function likeContains(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Queries on notes. Every one is scoped by the owner's user id. */
export const notesRepo = {
  /**
   * One page of the user's notes as list rows (no HTML): filtered, searched and sorted in the
   * database, after the cursor row, `limit + 1` rows so the caller knows whether more follow.
   * `search` is already lower-cased like `search_text`, so a plain LIKE is case-insensitive on
   * both dialects (see 0003-notes); it scans only this user's rows, in the order of the page's
   * index, and stops once the page is full. Each sort and filter has its index (0013).
   */
  listPage(db: Db, userId: string, p: NoteListFilter): Promise<NoteListRow[]> {
    let q = db
      .selectFrom('notes')
      .select([...LIST_COLUMNS, sql<string>`substr(text_content, 1, ${sql.lit(EXCERPT_SOURCE_CHARS)})`.as('excerpt_source')])
      .where('user_id', '=', userId);
    if (p.search) q = q.where(sql<boolean>`search_text like ${likeContains(p.search)} escape '\\'`);
    if (p.folder !== undefined) q = q.where('folder', '=', p.folder);
    if (p.subject !== undefined) q = q.where('subject', '=', p.subject);
    if (p.favorite !== undefined) q = q.where('is_favorite', '=', p.favorite);
    if (p.sort === 'title') {
      if (p.after) q = q.where(afterCursor(['title', 'id'], p.after, 'asc'));
      q = q.orderBy('title', 'asc').orderBy('id', 'asc');
    } else {
      if (p.after) q = q.where(afterCursor(['updated_at', 'id'], p.after, 'desc'));
      q = q.orderBy('updated_at', 'desc').orderBy('id', 'desc');
    }
    return q.limit(p.limit + 1).execute();
  },

  find(db: Db, userId: string, id: string): Promise<NoteRow | undefined> {
    return db.selectFrom('notes').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  async insert(
    db: Db,
    n: { id: string; userId: string; body: NoteBody; subject: string; folder: string; isFavorite: number | boolean; xpDay: string | null; at: string },
  ): Promise<void> {
    await db
      .insertInto('notes')
      .values({
        id: n.id,
        user_id: n.userId,
        title: n.body.title,
        content: n.body.content,
        text_content: n.body.textContent,
        search_text: n.body.searchText,
        subject: n.subject,
        folder: n.folder,
        is_favorite: n.isFavorite,
        version: 1,
        word_count: n.body.wordCount,
        xp_day: n.xpDay,
        created_at: n.at,
        updated_at: n.at,
      })
      .execute();
  },

  /**
   * An edit, applied only if the note is still at `expectedVersion` (compare-and-set in one
   * statement, so two writers can never both succeed). False when it is not: stale, gone, or not
   * this user's.
   */
  async updateIfVersion(
    db: Db,
    userId: string,
    id: string,
    expectedVersion: number,
    patch: {
      body?: NoteBody;
      subject?: string;
      folder?: string;
      isFavorite?: number | boolean;
      xpDay?: string;
      at: string;
    },
  ): Promise<NoteRow | undefined> {
    // The row as written comes back with the write (RETURNING), so the save needs no read after it.
    return db
      .updateTable('notes')
      .set({
        ...(patch.body
          ? {
              title: patch.body.title,
              content: patch.body.content,
              text_content: patch.body.textContent,
              search_text: patch.body.searchText,
              word_count: patch.body.wordCount,
            }
          : {}),
        ...(patch.subject === undefined ? {} : { subject: patch.subject }),
        ...(patch.folder === undefined ? {} : { folder: patch.folder }),
        ...(patch.isFavorite === undefined ? {} : { is_favorite: patch.isFavorite }),
        ...(patch.xpDay === undefined ? {} : { xp_day: patch.xpDay }),
        version: sql<number>`version + 1`,
        updated_at: patch.at,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('version', '=', expectedVersion)
      .returning(COLUMNS)
      .executeTakeFirst();
  },

  /** Starring is not an edit: no version bump, no new updated_at. */
  async setFavorite(db: Db, userId: string, id: string, isFavorite: number | boolean): Promise<boolean> {
    const res = await db
      .updateTable('notes')
      .set({ is_favorite: isFavorite })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** The student's notes-list revision (0010-notes-revision); 0 when the account is gone. */
  async revision(db: Db, userId: string): Promise<number> {
    const row = await db.selectFrom('users').select('notes_rev').where('id', '=', userId).executeTakeFirst();
    return Number(row?.notes_rev ?? 0);
  },

  /** Every write to a student's notes calls this in its transaction, so cached lists go stale. */
  async bumpRevision(db: Db, userId: string): Promise<void> {
    await db.updateTable('users').set({ notes_rev: sql<number>`notes_rev + 1` }).where('id', '=', userId).execute();
  },

  async delete(db: Db, userId: string, id: string): Promise<boolean> {
    const res = await db.deleteFrom('notes').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },
};
