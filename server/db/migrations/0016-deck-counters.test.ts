import fc from 'fast-check';
import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ImportDeckResponse } from '@common/schemas/flashcards';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { del, get, post } from '../../test/requests';
import * as m0016 from './0016-deck-counters';

/** Each deck's counters against a count of its cards. */
async function countersAndCounts(t: TestApp, userId: string) {
  const { rows } = await sql<{ id: string; card_count: number; new_count: number; cards: number; news: number }>`
    select d.id, d.card_count, d.new_count,
      (select count(*) from flashcards f where f.deck_id = d.id) as cards,
      (select count(*) from flashcards f where f.deck_id = d.id and f.state = 'new') as news
    from decks d where d.user_id = ${userId} order by d.id`.execute(t.database.db);
  return {
    counters: rows.map((r) => ({ id: r.id, cards: Number(r.card_count), news: Number(r.new_count) })),
    counted: rows.map((r) => ({ id: r.id, cards: Number(r.cards), news: Number(r.news) })),
  };
}

type Step =
  | { op: 'create'; deck: number }
  | { op: 'import'; deck: number; n: number }
  | { op: 'review'; rating: 'again' | 'good' }
  | { op: 'move'; deck: number }
  | { op: 'deleteCard' }
  | { op: 'deleteDeck'; deck: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('create' as const), deck: fc.nat(2) }),
  fc.record({ op: fc.constant('import' as const), deck: fc.nat(2), n: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ op: fc.constant('review' as const), rating: fc.constantFrom('again' as const, 'good' as const) }),
  fc.record({ op: fc.constant('move' as const), deck: fc.nat(2) }),
  fc.record({ op: fc.constant('deleteCard' as const) }),
  fc.record({ op: fc.constant('deleteDeck' as const), deck: fc.nat(2) }),
);

describe.each(TEST_DIALECTS)('deck counters (migration 0016, %s)', (dialect) => {
  const app = appPerBlock(dialect);

  it('equal a count of the deck’s cards after any sequence of adds, imports, reviews, moves and deletes', async () => {
    const t = app();
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const u = await registerUser(t);
        const deckName = (i: number) => `Deck ${i}`;
        for (const s of steps) {
          const cards = (await get(t, '/api/flashcards?limit=100', u.cookie)).json<{ items: Array<{ id: string }> }>().items;
          const any = cards[cards.length % 7 === 0 ? 0 : cards.length - 1];
          if (s.op === 'create') {
            expect((await post(t, '/api/flashcards', { front: 'F', back: 'B', deckName: deckName(s.deck), subject: 'math' }, { cookie: u.cookie })).statusCode).toBe(201);
          } else if (s.op === 'import') {
            const imported = await post(t, '/api/decks/import', { deckName: deckName(s.deck), cards: Array.from({ length: s.n }, (_, i) => ({ front: `f${i}`, back: `b${i}` })) }, { cookie: u.cookie });
            expect(imported.statusCode, imported.body).toBe(201);
          } else if (s.op === 'review' && any) {
            expect((await post(t, `/api/flashcards/${any.id}/review`, { rating: s.rating }, { cookie: u.cookie })).statusCode).toBe(200);
          } else if (s.op === 'move' && any) {
            const moved = await t.app.inject({ method: 'PATCH', url: `/api/flashcards/${any.id}`, payload: { deckName: deckName(s.deck) }, headers: { cookie: u.cookie } });
            expect(moved.statusCode, moved.body).toBe(200);
          } else if (s.op === 'deleteCard' && any) {
            expect((await del(t, `/api/flashcards/${any.id}`, u.cookie)).statusCode).toBe(200);
          } else if (s.op === 'deleteDeck') {
            const decks = (await get(t, `/api/decks?q=${encodeURIComponent(deckName(s.deck))}`, u.cookie)).json<{ items: Array<{ id: string }> }>().items;
            if (decks[0]) expect((await del(t, `/api/decks/${decks[0].id}`, u.cookie)).statusCode).toBe(200);
          }
        }
        const { counters, counted } = await countersAndCounts(t, u.id);
        expect(counters).toEqual(counted);
        seen.add(counted.length);
        // The Library's totals come from the counters.
        const page = (await get(t, '/api/decks', u.cookie)).json<{ totals: { cards: number; newCount: number } }>();
        expect(page.totals.cards).toBe(counted.reduce((s, d) => s + d.cards, 0));
        expect(page.totals.newCount).toBe(counted.reduce((s, d) => s + d.news, 0));
      }),
      { numRuns: 15 },
    );
    // The runs reached students with several decks, not only empty ones.
    expect(Math.max(...seen)).toBeGreaterThan(1);
  }, 120_000);

  it('are filled from the existing cards by the migration, and its down step removes them', async () => {
    const t = app();
    const u = await registerUser(t);
    const cards = Array.from({ length: 30 }, (_, i) => ({ front: `f${i}`, back: `b${i}` }));
    const { deckId } = (await post(t, '/api/decks/import', { deckName: 'Biology', cards }, { cookie: u.cookie })).json<ImportDeckResponse>();
    const due = (await get(t, `/api/flashcards/due?deckId=${deckId}`, u.cookie)).json<Array<{ id: string }>>();
    for (const card of due.slice(0, 4)) await post(t, `/api/flashcards/${card.id}/review`, { rating: 'good' }, { cookie: u.cookie });
    const migration: Migration = m0016;
    await migration.down?.(t.database.db);
    // Without the triggers, cards come and go uncounted; the migration counts them all again.
    await post(t, '/api/decks/import', { deckName: 'Biology', cards: cards.slice(0, 5) }, { cookie: u.cookie });
    await migration.up(t.database.db);
    const { counters, counted } = await countersAndCounts(t, u.id);
    expect(counters).toEqual(counted);
    expect(counters[0]).toMatchObject({ cards: 35, news: 31 });
  });
});
