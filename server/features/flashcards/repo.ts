import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, FlashcardReviewsTable, FlashcardsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type FlashcardRow = Selectable<FlashcardsTable>;
export type NewFlashcardRow = Insertable<FlashcardsTable>;

/** Rows per INSERT: 20 columns each keeps a statement far below both dialects' bound-parameter limits. */
const INSERT_CHUNK = 200;
/** A review queue longer than this is served in parts: the client asks again when it runs out. */
const DUE_LIMIT = 500;

export interface DeckAggregateRow {
  deck_name: string;
  card_count: number | string | bigint;
  due_now: number | string | bigint | null;
  new_count: number | string | bigint | null;
  next_due: string | null;
  latest_created_at: string;
}

/** Queries on flashcards and their review log. Every one is scoped by the owner's user id. */
export const flashcardsRepo = {
  /** All of a user's cards, newest first. */
  list(db: Db, userId: string): Promise<FlashcardRow[]> {
    return db.selectFrom('flashcards').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  },

  find(db: Db, userId: string, id: string): Promise<FlashcardRow | undefined> {
    return db.selectFrom('flashcards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /** One deck's cards in the order they were made (export, the first card's subject). */
  deckCards(db: Db, userId: string, deckName: string): Promise<FlashcardRow[]> {
    return db
      .selectFrom('flashcards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deck_name', '=', deckName)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  async countDeck(db: Db, userId: string, deckName: string): Promise<number> {
    const row = await db
      .selectFrom('flashcards')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('deck_name', '=', deckName)
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
  async updateSrs(db: Db, userId: string, id: string, expectedReps: number, patch: Updateable<FlashcardsTable>): Promise<boolean> {
    const res = await db
      .updateTable('flashcards')
      .set(patch)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('reps', '=', expectedReps)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async delete(db: Db, userId: string, id: string): Promise<boolean> {
    const res = await db.deleteFrom('flashcards').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  async renameDeck(db: Db, userId: string, from: string, to: string, at: string): Promise<number> {
    const res = await db
      .updateTable('flashcards')
      .set({ deck_name: to, updated_at: at })
      .where('user_id', '=', userId)
      .where('deck_name', '=', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  },

  /** Deletes a deck's cards (their review log goes with them, by cascade). */
  async deleteDeck(db: Db, userId: string, deckName: string): Promise<number> {
    const res = await db.deleteFrom('flashcards').where('user_id', '=', userId).where('deck_name', '=', deckName).executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** Per-deck counts for the Library, computed by the database. */
  deckAggregates(db: Db, userId: string, now: string): Promise<DeckAggregateRow[]> {
    return db
      .selectFrom('flashcards')
      .select((eb) => [
        'deck_name',
        eb.fn.countAll().as('card_count'),
        sql<number>`sum(case when state <> 'new' and due <= ${now} then 1 else 0 end)`.as('due_now'),
        sql<number>`sum(case when state = 'new' then 1 else 0 end)`.as('new_count'),
        sql<string | null>`min(case when state <> 'new' and due > ${now} then due end)`.as('next_due'),
        eb.fn.max('created_at').as('latest_created_at'),
      ])
      .where('user_id', '=', userId)
      .groupBy('deck_name')
      .orderBy('latest_created_at', 'desc')
      .orderBy('deck_name')
      .execute();
  },

  /** The newest card of each deck: its subject and difficulty describe the deck (as GET /api/flashcards lists it first). */
  newestCardPerDeck(db: Db, userId: string): Promise<Array<{ deck_name: string; subject: string; difficulty: string }>> {
    return db
      .selectFrom('flashcards as f')
      .select(['f.deck_name', 'f.subject', 'f.difficulty'])
      .where('f.user_id', '=', userId)
      .where('f.id', '=', (eb) =>
        eb
          .selectFrom('flashcards as g')
          .select('g.id')
          .whereRef('g.user_id', '=', 'f.user_id')
          .whereRef('g.deck_name', '=', 'f.deck_name')
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(1),
      )
      .execute();
  },

  /** Reviewed cards due now, the longest overdue first. */
  dueReviews(db: Db, userId: string, now: string, deck?: string): Promise<FlashcardRow[]> {
    let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId).where('state', '<>', 'new').where('due', '<=', now);
    if (deck !== undefined) q = q.where('deck_name', '=', deck);
    return q.orderBy('due', 'asc').orderBy('id', 'asc').limit(DUE_LIMIT).execute();
  },

  /** Cards never reviewed, in the order they were made. */
  newCards(db: Db, userId: string, limit: number, deck?: string): Promise<FlashcardRow[]> {
    if (limit <= 0) return Promise.resolve([]);
    let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId).where('state', '=', 'new');
    if (deck !== undefined) q = q.where('deck_name', '=', deck);
    return q.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(limit).execute();
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

  /** The user's own time zone, so "today" for the new-card limit is the student's day. */
  async timezone(db: Db, userId: string): Promise<string> {
    const row = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst();
    return row?.timezone ?? 'UTC';
  },
};
