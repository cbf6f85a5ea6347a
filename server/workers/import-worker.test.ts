import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckSummaryDto, ImportProgressEvent } from '@common/schemas/flashcards';
import type { Page } from '@common/schemas/pagination';
import { parsedImportOf } from '../features/flashcards/import-body';
import { createTestApp, registerUser, type TestApp } from '../test/harness';
import { get, post } from '../test/requests';
import { createImportRunner } from './import-runner';
import { createWorkerPool } from './pool';

const cardsOf = (n: number, word = 'Term') => Array.from({ length: n }, (_, i) => ({ front: `${word} ${i}`, back: `Definition ${i}` }));

/**
 * A deck import into a SQLite file saves its cards in the import worker, through a connection of
 * its own: the request thread runs none of its inserts nor its commit, other requests' writes wait
 * their turn (never SQLite's lock on the request thread), and a cancel or a failure leaves nothing.
 */
describe('deck imports in the import worker (SQLite file)', () => {
  const queries: string[] = [];
  let capturing = false;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { sqliteFile: true, onQuery: (q) => void (capturing && queries.push(q.sql)) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves every card with progress, while the request thread runs none of the inserts', async () => {
    const u = await registerUser(t);
    capturing = true;
    const res = await post(t, '/api/decks/import', { deckName: 'Anatomy', cards: cardsOf(2500) }, { cookie: u.cookie, headers: { accept: 'application/x-ndjson' } });
    capturing = false;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    const events = res.body.trim().split('\n').map((l) => JSON.parse(l) as ImportProgressEvent);
    expect(events.filter((e) => e.type === 'progress').map((e) => e.type === 'progress' && e.done)).toEqual([1000, 2000, 2500]);
    expect(events.at(-1)).toMatchObject({ type: 'complete', deckName: 'Anatomy', imported: 2500 });

    expect(queries.filter((q) => /insert into "(flashcards|decks)"/.test(q))).toEqual([]);
    const decks = (await get(t, '/api/decks', u.cookie)).json<Page<DeckSummaryDto>>();
    expect(decks.items).toMatchObject([{ name: 'Anatomy', cardCount: 2500 }]);
  });

  it("lets another student's writes wait their turn during an import, and both are kept", async () => {
    const importer = await registerUser(t);
    const writer = await registerUser(t);
    const importing = post(t, '/api/decks/import', { deckName: 'Big', cards: cardsOf(4000) }, { cookie: importer.cookie });
    const notes = Array.from({ length: 5 }, (_, i) => post(t, '/api/notes', { title: `Note ${i}`, content: '<p>x</p>', subject: 'General' }, { cookie: writer.cookie }));
    const [imported, ...saved] = await Promise.all([importing, ...notes]);
    expect(imported.statusCode, imported.body.slice(0, 200)).toBe(201);
    expect(saved.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await get(t, '/api/decks', importer.cookie)).json<Page<DeckSummaryDto>>().items).toMatchObject([{ name: 'Big', cardCount: 4000 }]);
  });

  it('rolls a failing import back in the worker: no deck, no card, and the next write goes through', async () => {
    const u = await registerUser(t);
    await sql.raw(`create trigger poison_worker before insert on flashcards when NEW.front = 'poison' begin select raise(abort, 'poisoned'); end`).execute(t.ctx.db);
    try {
      const res = await post(t, '/api/decks/import', { deckName: 'Broken', cards: [...cardsOf(1500), { front: 'poison', back: 'b' }] }, { cookie: u.cookie });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql.raw('drop trigger poison_worker').execute(t.ctx.db);
    }
    expect((await get(t, '/api/decks', u.cookie)).json<Page<DeckSummaryDto>>().items).toEqual([]);
    const next = await post(t, '/api/decks/import', { deckName: 'Fixed', cards: cardsOf(3) }, { cookie: u.cookie });
    expect(next.statusCode).toBe(201);
  });

  it('rolls a cancelled import back at its next batch and frees the writer', async () => {
    const u = await registerUser(t);
    const pool = createWorkerPool({ threads: 1, maxQueue: 1, taskTimeoutMs: 60_000, maxMemoryMb: 256 });
    try {
      const runner = createImportRunner(t.database, pool);
      const stop = new AbortController();
      const seen: number[] = [];
      const run = runner.run(u.id, parsedImportOf({ deckName: 'Cancelled', subject: 'other', difficulty: 'medium', cards: cardsOf(5000) }), {
        at: new Date(),
        signal: stop.signal,
        onProgress: (done) => {
          seen.push(done);
          stop.abort();
        },
      });
      await expect(run).rejects.toMatchObject({ code: 'cancelled', status: 499 });
      expect(seen[0]).toBe(1000);
      expect(seen.at(-1)).toBeLessThan(5000);
    } finally {
      await pool.close();
    }
    expect((await get(t, '/api/decks', u.cookie)).json<Page<DeckSummaryDto>>().items).toEqual([]);
    const note = await post(t, '/api/notes', { title: 'After', content: '<p>x</p>', subject: 'General' }, { cookie: u.cookie });
    expect(note.statusCode).toBe(201);
  });
});
