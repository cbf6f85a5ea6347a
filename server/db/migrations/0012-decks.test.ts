import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgSchema, dropPgSchema, openDatabase, type DbHandle } from '../index';
import type { Database } from '../schema';
import { TEST_DIALECTS, type TestDialect } from '../../test/harness';
import { migrations } from './index';
import { userRow as user } from '../../test/rows';

/**
 * 0012-decks on a database that has cards from before it: every card keeps its deck (by name), its
 * FSRS state and its review log; each (student, deck name) becomes one deck described by its newest
 * card; another student's deck of the same name stays theirs.
 */

let open: { handle: DbHandle; schema?: string } | undefined;

async function freshDatabase(dialect: TestDialect): Promise<Kysely<Database>> {
  const url = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres' && url) {
    const schema = `m12_${process.pid}_${Date.now().toString(36)}`;
    await createPgSchema(url, schema);
    open = { handle: openDatabase({ databaseUrl: url, pgSchema: schema }), schema };
  } else {
    open = { handle: openDatabase({ sqlitePath: ':memory:' }) };
  }
  return open.handle.db;
}

afterEach(async () => {
  if (!open) return;
  await open.handle.close();
  if (open.schema && process.env.TEST_DATABASE_URL) await dropPgSchema(process.env.TEST_DATABASE_URL, open.schema);
  open = undefined;
});

function migrator(db: Kysely<Database>, schema?: string) {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, migrationTableSchema: schema });
}

const card = (id: string, userId: string, deck: string, subject: string, createdAt: string, state = 'new') => ({
  id,
  user_id: userId,
  deck_name: deck,
  front: `front ${id}`,
  back: `back ${id}`,
  subject,
  difficulty: 'medium',
  created_at: createdAt,
  updated_at: createdAt,
  state,
  due: createdAt,
  stability: state === 'new' ? 0 : 3.5,
  srs_difficulty: state === 'new' ? 0 : 5.1,
  reps: state === 'new' ? 0 : 2,
});

describe.each(TEST_DIALECTS)('migration 0012-decks (%s)', (dialect) => {
  it('moves every card into a deck row without losing its state or reviews', async () => {
    const db = await freshDatabase(dialect);
    const m = migrator(db, open?.schema);
    const before = await m.migrateTo('0011-sent-study-emails');
    expect(before.error).toBeUndefined();
    const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw.insertInto('users').values([user('u1'), user('u2')]).execute();
    await raw
      .insertInto('flashcards')
      .values([
        card('c1', 'u1', 'Biology', 'science', '2026-01-01T10:00:00.000Z', 'review'),
        card('c2', 'u1', 'Biology', 'history', '2026-01-02T10:00:00.000Z'),
        card('c3', 'u1', 'Spanish', 'language', '2026-01-03T10:00:00.000Z'),
        card('c4', 'u2', 'Biology', 'math', '2026-01-04T10:00:00.000Z'),
      ])
      .execute();
    await raw
      .insertInto('flashcard_reviews')
      .values({
        id: 'r1',
        user_id: 'u1',
        card_id: 'c1',
        rating: 'good',
        state_before: 'learning',
        due_before: '2026-01-01T10:00:00.000Z',
        due_after: '2026-01-04T10:00:00.000Z',
        stability: 3.5,
        difficulty: 5.1,
        elapsed_days: 0,
        scheduled_days: 3,
        reviewed_at: '2026-01-01T10:10:00.000Z',
      })
      .execute();

    const after = await m.migrateToLatest();
    expect(after.error).toBeUndefined();

    const decks = await db.selectFrom('decks').selectAll().orderBy('user_id').orderBy('name').execute();
    expect(decks.map((d) => [d.user_id, d.name, d.subject, d.created_at, d.updated_at])).toEqual([
      ['u1', 'Biology', 'history', '2026-01-01T10:00:00.000Z', '2026-01-02T10:00:00.000Z'],
      ['u1', 'Spanish', 'language', '2026-01-03T10:00:00.000Z', '2026-01-03T10:00:00.000Z'],
      ['u2', 'Biology', 'math', '2026-01-04T10:00:00.000Z', '2026-01-04T10:00:00.000Z'],
    ]);
    const byName = new Map(decks.map((d) => [`${d.user_id}/${d.name}`, d.id]));
    const cards = await db.selectFrom('flashcards').select(['id', 'deck_id', 'state', 'stability', 'reps']).orderBy('id').execute();
    expect(cards.map((c) => [c.id, c.deck_id])).toEqual([
      ['c1', byName.get('u1/Biology')],
      ['c2', byName.get('u1/Biology')],
      ['c3', byName.get('u1/Spanish')],
      ['c4', byName.get('u2/Biology')],
    ]);
    expect(cards[0]).toMatchObject({ state: 'review', reps: 2 });
    expect(Number(cards[0].stability)).toBe(3.5);
    expect(await db.selectFrom('flashcard_reviews').select('card_id').execute()).toEqual([{ card_id: 'c1' }]);
    // The repeated name is gone from the cards; a second deck of the same name is refused.
    const columns = await sql<{ deck_name?: string }>`select * from flashcards where id = 'c1'`.execute(db);
    expect(Object.keys(columns.rows[0] ?? {})).not.toContain('deck_name');
    await expect(
      db
        .insertInto('decks')
        .values({ id: 'dup', user_id: 'u1', name: 'Biology', subject: 'x', difficulty: 'medium', description: '', settings: '{}', created_at: 'x', updated_at: 'x' })
        .execute(),
    ).rejects.toThrow();
  });
});
