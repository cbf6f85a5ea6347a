import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, FlashcardReviewsTable, FlashcardsTable } from '../../db/schema';
import { afterCursor, type CursorValues } from '../../lib/pagination';
import { likeContains } from '../../lib/sql-like';

type Db = Kysely<Database> | Transaction<Database>;

export type FlashcardRow = Selectable<FlashcardsTable>;
export type NewFlashcardRow = Insertable<FlashcardsTable>;

/** Rows per INSERT: 20 columns each keeps a statement far below both dialects' bound-parameter limits. */
const INSERT_CHUNK = 200;
/** A review queue longer than this is served in parts: the client asks again when it runs out. */
export const DUE_LIMIT = 100;

/** Front or back contains the text, case-insensitively (a scan of the owner's, or one deck's, rows). */
function searchCards(text: string) {
  const pattern = likeContains(text.toLowerCase());
  return sql<boolean>`(lower(front) like ${pattern} escape '\\' or lower(back) like ${pattern} escape '\\')`;
}

/** Queries on flashcards and their review log. Every one is scoped by the owner's user id. */
export const flashcardsRepo = {
  /** A page of the student's cards, newest first, of one deck or all (limit + 1 rows, see toPage). */
  page(db: Db, userId: string, opts: { limit: number; after?: CursorValues; deckId?: string; search?: string }): Promise<FlashcardRow[]> {
    let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId);
    if (opts.deckId !== undefined) q = q.where('deck_id', '=', opts.deckId);
    if (opts.search) q = q.where(searchCards(opts.search));
    if (opts.after) q = q.where(afterCursor(['created_at', 'id'], opts.after, 'desc'));
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(opts.limit + 1).execute();
  },

  /** A page of one deck's cards in the order they were made (browse, study). */
  deckPage(db: Db, userId: string, deckId: string, opts: { limit: number; after?: CursorValues; search?: string }): Promise<FlashcardRow[]> {
    let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId).where('deck_id', '=', deckId);
    if (opts.search) q = q.where(searchCards(opts.search));
    if (opts.after) q = q.where(afterCursor(['created_at', 'id'], opts.after, 'asc'));
    return q.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(opts.limit + 1).execute();
  },

  find(db: Db, userId: string, id: string): Promise<FlashcardRow | undefined> {
    return db.selectFrom('flashcards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /** A card with the name of its deck, in one read. */
  findWithDeckName(db: Db, userId: string, id: string): Promise<(FlashcardRow & { deck_name: string }) | undefined> {
    return db
      .selectFrom('flashcards')
      .innerJoin('decks', 'decks.id', 'flashcards.deck_id')
      .selectAll('flashcards')
      .select('decks.name as deck_name')
      .where('flashcards.id', '=', id)
      .where('flashcards.user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * One deck's cards in the order they were made, read in keyset pages of `batch` so a deck of any
   * size is exported with constant memory.
   */
  async *deckCardsInBatches(db: Db, userId: string, deckId: string, batch = 1000): AsyncGenerator<FlashcardRow[]> {
    let after: CursorValues | undefined;
    for (;;) {
      const rows = await flashcardsRepo.deckPage(db, userId, deckId, { limit: batch - 1, after });
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = [last.created_at, last.id];
    }
  },

  async countDeck(db: Db, userId: string, deckId: string): Promise<number> {
    const row = await db
      .selectFrom('flashcards')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('deck_id', '=', deckId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async insertMany(db: Db, rows: NewFlashcardRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db.insertInto('flashcards').values(rows.slice(i, i + INSERT_CHUNK)).execute();
    }
  },

  async update(db: Db, userId: string, id: string, patch: Updateable<FlashcardsTable>): Promise<boolean> {
    const res = await db.updateTable('flashcards').set(patch).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /**
   * Stores a review's new scheduling state only if the card has not been reviewed since it was read
   * (same `reps`), so two answers to the same card racing each other cannot both apply.
   */
  /**
   * Writes a review's new schedule if the card still has the repetitions it was read with, and
   * returns the card as saved; undefined when another answer got there first.
   */
  updateSrs(db: Db, userId: string, id: string, expectedReps: number, patch: Updateable<FlashcardsTable>): Promise<FlashcardRow | undefined> {
    return db
      .updateTable('flashcards')
      .set(patch)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('reps', '=', expectedReps)
      .returningAll()
      .executeTakeFirst();
  },

  async delete(db: Db, userId: string, id: string): Promise<boolean> {
    const res = await db.deleteFrom('flashcards').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  /** Reviewed cards due now, the longest overdue first. */
  dueReviews(db: Db, userId: string, now: string, deckId?: string): Promise<FlashcardRow[]> {
    let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId).where('state', 'in', ['learning', 'review', 'relearning']).where('due', '<=', now);
    if (deckId !== undefined) q = q.where('deck_id', '=', deckId);
    return q.orderBy('due', 'asc').orderBy('id', 'asc').limit(DUE_LIMIT).execute();
  },

  /**
   * Cards never reviewed, in the order they were made: a new card's due time is when it was made
   * and does not change until its first review, so (state, due, id) orders them from the index.
   */
  newCards(db: Db, userId: string, limit: number, deckId?: string): Promise<FlashcardRow[]> {
    if (limit <= 0) return Promise.resolve([]);
    let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId).where('state', '=', 'new');
    if (deckId !== undefined) q = q.where('deck_id', '=', deckId);
    return q.orderBy('due', 'asc').orderBy('id', 'asc').limit(limit).execute();
  },

  /** When the user first reviewed a new card, since `since` (to apply the daily new-card limit). */
  async newCardReviewTimes(db: Db, userId: string, since: string): Promise<string[]> {
    const rows = await db
      .selectFrom('flashcard_reviews')
      .select('reviewed_at')
      .where('user_id', '=', userId)
      .where('state_before', '=', 'new')
      .where('reviewed_at', '>=', since)
      .execute();
    return rows.map((r) => r.reviewed_at);
  },

  async insertReview(db: Db, row: Insertable<FlashcardReviewsTable>): Promise<void> {
    await db.insertInto('flashcard_reviews').values(row).execute();
  },
};
