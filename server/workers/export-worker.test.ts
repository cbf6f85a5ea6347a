import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportDeckResponse } from '@common/schemas/flashcards';
import { createTestApp, registerUser, TEST_DIALECTS, type TestApp } from '../test/harness';
import { get, post } from '../test/requests';
import type { UserExport } from '../features/profile/export';

/**
 * Downloads are produced in the export worker from a connection of its own (SQLite in a file, or
 * PostgreSQL): the request thread reads none of the exported rows and serialises none of them.
 */
describe.each(TEST_DIALECTS)('exports in the export worker (%s)', (dialect) => {
  const queries: string[] = [];
  let capturing = false;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { sqliteFile: true, onQuery: (q) => void (capturing && queries.push(q.sql)) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the whole account and a deck, while the request thread runs no query of their rows', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    const cards = Array.from({ length: 450 }, (_, i) => ({ front: `Term ${i}`, back: `Definition, "quoted" ${i}` }));
    const imported = (await post(t, '/api/decks/import', { deckName: 'Biology', cards }, { cookie: u.cookie })).json<ImportDeckResponse>();
    await post(t, '/api/decks/import', { deckName: 'Not mine', cards: cards.slice(0, 3) }, { cookie: other.cookie });
    await post(t, '/api/notes', { title: 'Cells', content: '<p>Mitochondria</p>', subject: 'Science' }, { cookie: u.cookie });

    capturing = true;
    const account = await get(t, '/api/user/export', u.cookie);
    const deck = await get(t, `/api/decks/${imported.deckId}/export?format=csv`, u.cookie);
    capturing = false;

    expect(account.statusCode, account.body.slice(0, 200)).toBe(200);
    const doc = JSON.parse(account.body) as UserExport;
    expect(doc.flashcards.map((c) => c.front)).toEqual(cards.map((c) => c.front));
    expect(doc.notes).toMatchObject([{ title: 'Cells', content: '<p>Mitochondria</p>' }]);
    expect(doc.decks).toMatchObject([{ name: 'Biology' }]);

    expect(deck.statusCode, deck.body.slice(0, 200)).toBe(200);
    const lines = deck.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(cards.length + 1);
    expect(lines[1]).toContain('"Definition, ""quoted"" 0"');

    // The request thread checked the account and the deck; the rows came from the worker.
    const rowReads = queries.filter((q) => /from "(flashcards|notes|flashcard_reviews|chat_sessions|quizzes)"/.test(q));
    expect(rowReads).toEqual([]);
    expect(queries.length).toBeGreaterThan(0);
  });
});
