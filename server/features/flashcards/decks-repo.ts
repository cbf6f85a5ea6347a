import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, DecksTable } from '../../db/schema';
import { afterCursor, type CursorValues } from '../../lib/pagination';
import { likeContains } from '../../lib/sql-like';

type Db = Kysely<Database> | Transaction<Database>;

export type DeckRow = Selectable<DecksTable>;

/** Per-deck card counts, as the database sums them. */
export interface DeckCountsRow {
  deck_id: string;
  card_count: number | string | bigint;
  due_now: number | string | bigint | null;
  new_count: number | string | bigint | null;
  next_due: string | null;
}

export type DeckSort = 'recent' | 'name';

/** The sort key of each deck order, the id last: `updated_at desc` or `name asc`. */
export const DECK_SORT_KEYS: Record<DeckSort, { columns: readonly string[]; kinds: ReadonlyArray<'string'>; direction: 'asc' | 'desc' }> = {
  recent: { columns: ['updated_at', 'id'], kinds: ['string', 'string'], direction: 'desc' },
  name: { columns: ['name', 'id'], kinds: ['string', 'string'], direction: 'asc' },
};

/** Queries on decks. Every one is scoped by the owner's user id. */
export const decksRepo = {
  /** A page of decks in the given order (limit + 1 rows, see toPage). */
  page(db: Db, userId: string, opts: { sort: DeckSort; limit: number; after?: CursorValues; search?: string }): Promise<DeckRow[]> {
    const key = DECK_SORT_KEYS[opts.sort];
    let q = db.selectFrom('decks').selectAll().where('user_id', '=', userId);
    if (opts.search) q = q.where(sql<boolean>`lower(name) like ${likeContains(opts.search.toLowerCase())} escape '\\'`);
    if (opts.after) q = q.where(afterCursor(key.columns, opts.after, key.direction));
    for (const c of key.columns) q = q.orderBy(sql.ref(c), key.direction);
    return q.limit(opts.limit + 1).execute();
  },

  find(db: Db, userId: string, id: string): Promise<DeckRow | undefined> {
    return db.selectFrom('decks').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  findByName(db: Db, userId: string, name: string): Promise<DeckRow | undefined> {
    return db.selectFrom('decks').selectAll().where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
  },

  /** Several decks by id (the owner's only), e.g. the decks of a page of cards. */
  findMany(db: Db, userId: string, ids: string[]): Promise<DeckRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('decks').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
  },

  async insert(db: Db, row: Insertable<DecksTable>): Promise<void> {
    await db.insertInto('decks').values(row).execute();
  },

  async update(db: Db, userId: string, id: string, patch: Updateable<DecksTable>): Promise<boolean> {
    const res = await db.updateTable('decks').set(patch).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Marks decks as changed (cards added, moved or edited), so "recent" order shows them first. */
  async touch(db: Db, userId: string, ids: string[], at: string): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('decks').set({ updated_at: at }).where('user_id', '=', userId).where('id', 'in', ids).execute();
  },

  /** Deletes a deck; its cards and their review log go with it (foreign keys cascade). */
  async delete(db: Db, userId: string, id: string): Promise<boolean> {
    const res = await db.deleteFrom('decks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  /**
   * Card counts of the given decks in one grouped query, answered from the
   * (user_id, deck_id, state, due) index without reading the cards themselves.
   */
  counts(db: Db, userId: string, deckIds: string[], now: string): Promise<DeckCountsRow[]> {
    if (deckIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('flashcards')
      .select((eb) => [
        'deck_id',
        eb.fn.countAll().as('card_count'),
        sql<number>`sum(case when state <> 'new' and due <= ${now} then 1 else 0 end)`.as('due_now'),
        sql<number>`sum(case when state = 'new' then 1 else 0 end)`.as('new_count'),
        sql<string | null>`min(case when state <> 'new' and due > ${now} then due end)`.as('next_due'),
      ])
      .where('user_id', '=', userId)
      .where('deck_id', 'in', deckIds)
      .groupBy('deck_id')
      .execute();
  },

  /**
   * Counts over all of the student's decks: cards and new cards from the decks' counters (kept by
   * triggers, migration 0016), cards due now from one index range of the due reviews; never a
   * count of all of the student's cards.
   */
  /** The student's totals in one statement: decks, cards and new cards summed, due cards counted (a scalar subquery). */
  async totals(db: Db, userId: string, now: string): Promise<{ decks: number; cards: number; dueNow: number; newCount: number }> {
    const row = await db
      .selectFrom('decks')
      .select((eb) => [
        eb.fn.countAll().as('decks'),
        eb.fn.sum<number>('card_count').as('cards'),
        eb.fn.sum<number>('new_count').as('new_count'),
        eb
          .selectFrom('flashcards')
          .select((sub) => sub.fn.countAll().as('n'))
          .where('flashcards.user_id', '=', userId)
          .where('flashcards.state', 'in', ['learning', 'review', 'relearning'])
          .where('flashcards.due', '<=', now)
          .as('due'),
      ])
      .where('decks.user_id', '=', userId)
      .executeTakeFirst();
    return {
      decks: Number(row?.decks ?? 0),
      cards: Number(row?.cards ?? 0),
      dueNow: Number(row?.due ?? 0),
      newCount: Number(row?.new_count ?? 0),
    };
  },
};
