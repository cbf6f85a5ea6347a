import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XP_REWARDS } from '@common/activity';
import { parseDeckText } from '@common/deck-import';
import type { PublicUser } from '@common/schemas/auth';
import type {
  DeckPageDto,
  DeckSummaryDto,
  DueCardDto,
  FlashcardDto,
  GenerateFlashcardsResponse,
  ImportDeckResponse,
  ImportProgressEvent,
  ReviewResultDto,
} from '@common/schemas/flashcards';
import type { UserSettings } from '@common/schemas/settings';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp, type TestDialect } from '../../test/harness';
import { unlockAllAchievements } from '../../test/achievements';
import { startMockOpenAiServer, type MockOpenAiServer } from '../../test/mock-openai-server';
import { del, expectError, get, post, put } from '../../test/requests';
import { createEngine } from '../../ai/index';
import { createSettingsService } from '../settings/service';
import { createFlashcardsService } from './service';
import { parsedImportOf } from './import-body';

/**
 * The flashcards API on every test dialect: cards, offline and LLM generation, decks (Library,
 * rename, delete — all or nothing), the FSRS review queue with its log and activity, import and
 * export. Every endpoint answers 401 signed out, 400 for bad input and 404 for another user's card.
 */

const PASSAGE = `Cell Biology
The cell is the basic unit of life. Mitochondria are organelles that release energy from glucose.
Chlorophyll is a green pigment found in chloroplasts. Osmosis refers to the movement of water across a semi-permeable membrane.
Plants absorb water through their roots, and the water travels up the stem to the leaves.`;

type Cookie = string | undefined;

function patch(t: TestApp, url: string, payload: object, cookie?: Cookie) {
  return t.app.inject({ method: 'PATCH', url, payload, headers: cookie ? { cookie } : {} });
}

const deckUrl = (id: string) => `/api/decks/${encodeURIComponent(id)}`;

async function createCard(t: TestApp, cookie: string, body: Record<string, unknown> = {}): Promise<FlashcardDto> {
  const res = await post(t, '/api/flashcards', { front: 'Front', back: 'Back', deckName: 'Deck', ...body }, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FlashcardDto>();
}

/** Every page of a paged list, following nextCursor (and checking no item comes twice). */
async function allPages<T extends { id: string }>(t: TestApp, cookie: string, path: string, limit = 200, from: string | null = null): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = from;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await get(t, `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: T[]; nextCursor: string | null }>();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  return items;
}

async function listCards(t: TestApp, cookie: string): Promise<FlashcardDto[]> {
  return allPages<FlashcardDto>(t, cookie, '/api/flashcards');
}

async function decksOf(t: TestApp, cookie: string): Promise<DeckSummaryDto[]> {
  return allPages<DeckSummaryDto>(t, cookie, '/api/decks');
}

async function dueOf(t: TestApp, cookie: string, deck?: string): Promise<DueCardDto[]> {
  const res = await get(t, `/api/flashcards/due${deck ? `?deckId=${encodeURIComponent(deck)}` : ''}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DueCardDto[]>();
}

async function review(t: TestApp, cookie: string, id: string, rating: string): Promise<ReviewResultDto> {
  const res = await post(t, `/api/flashcards/${id}/review`, { rating }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReviewResultDto>();
}

/** Reviews move the clock by days and months: keep the test sessions signed in meanwhile. */
async function keepSignedIn(t: TestApp): Promise<void> {
  await t.ctx.db.updateTable('sessions').set({ persistent: t.ctx.codec.bool(true), expires_at: '9999-12-31T00:00:00.000Z' }).execute();
}

/**
 * Makes any statement that touches a card whose front is 'poison' (or, with `every`, any card) fail,
 * to prove all-or-nothing.
 */
async function poisonCards(t: TestApp, dialect: TestDialect, op: 'UPDATE' | 'DELETE' | 'INSERT', every = false): Promise<void> {
  const db = t.ctx.db;
  const row = op === 'DELETE' ? 'OLD' : 'NEW';
  const when = every ? 'true' : `${row}.front = 'poison'`;
  if (dialect === 'sqlite') {
    await sql.raw(`create trigger poison_${op.toLowerCase()} before ${op} on flashcards when ${when} begin select raise(abort, 'poisoned'); end`).execute(db);
  } else {
    await sql
      .raw(
        `create function poison_${op.toLowerCase()}() returns trigger as $$ begin if ${when} then raise exception 'poisoned'; end if; return ${row}; end $$ language plpgsql`,
      )
      .execute(db);
    await sql.raw(`create trigger poison_${op.toLowerCase()} before ${op} on flashcards for each row execute function poison_${op.toLowerCase()}()`).execute(db);
  }
}

async function unpoisonCards(t: TestApp, dialect: TestDialect, op: 'UPDATE' | 'DELETE' | 'INSERT'): Promise<void> {
  const name = `poison_${op.toLowerCase()}`;
  if (dialect === 'sqlite') await sql.raw(`drop trigger ${name}`).execute(t.ctx.db);
  else {
    await sql.raw(`drop trigger ${name} on flashcards`).execute(t.ctx.db);
    await sql.raw(`drop function ${name}()`).execute(t.ctx.db);
  }
}

describe.each(TEST_DIALECTS)('flashcards API (%s)', (dialect) => {
  describe('signed out and other users', () => {
    const app = appPerBlock(dialect);

    it('answers 401 on every endpoint when signed out, and changes nothing', async () => {
      const t = app();
      const owner = await registerUser(t);
      const card = await createCard(t, owner.cookie);
      const deck = card.deckId;
      const calls = [
        get(t, '/api/flashcards'),
        post(t, '/api/flashcards', { front: 'a', back: 'b', deckName: 'Deck' }),
        patch(t, `/api/flashcards/${card.id}`, { front: 'hijack' }),
        del(t, `/api/flashcards/${card.id}`),
        post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science' }),
        get(t, '/api/flashcards/due'),
        post(t, `/api/flashcards/${card.id}/review`, { rating: 'good' }),
        get(t, '/api/decks'),
        post(t, '/api/decks', { name: 'New' }),
        get(t, deckUrl(deck)),
        get(t, `${deckUrl(deck)}/cards`),
        patch(t, deckUrl(deck), { name: 'Renamed' }),
        del(t, deckUrl(deck)),
        post(t, '/api/decks/import', { deckName: 'X', cards: [{ front: 'a', back: 'b' }] }),
        get(t, `${deckUrl(deck)}/export?format=csv`),
        get(t, '/api/flashcards', 'sid=garbage'),
      ];
      for (const res of await Promise.all(calls)) expectError(res, 401, 'unauthorized');
      expect(await listCards(t, owner.cookie)).toEqual([card]);
    });

    it("answers 404 for another user's card or deck, and leaves it untouched", async () => {
      const t = app();
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const card = await createCard(t, owner.cookie, { deckName: 'Private deck', front: 'Secret', back: 'Answer' });
      expectError(await patch(t, `/api/flashcards/${card.id}`, { front: 'hijack' }, other.cookie), 404, 'not_found');
      expectError(await del(t, `/api/flashcards/${card.id}`, other.cookie), 404, 'not_found');
      expectError(await post(t, `/api/flashcards/${card.id}/review`, { rating: 'easy' }, { cookie: other.cookie }), 404, 'not_found');
      const deck = card.deckId;
      expectError(await patch(t, deckUrl(deck), { name: 'Mine now' }, other.cookie), 404, 'not_found');
      expectError(await del(t, deckUrl(deck), other.cookie), 404, 'not_found');
      expectError(await get(t, deckUrl(deck), other.cookie), 404, 'not_found');
      expectError(await get(t, `${deckUrl(deck)}/cards`, other.cookie), 404, 'not_found');
      expectError(await get(t, `${deckUrl(deck)}/export?format=csv`, other.cookie), 404, 'not_found');
      expectError(await get(t, `/api/flashcards/due?deckId=${deck}`, other.cookie), 404, 'not_found');
      expect(await listCards(t, other.cookie)).toEqual([]);
      expect(await allPages(t, other.cookie, `/api/flashcards?deckId=${deck}`)).toEqual([]);
      expect(await decksOf(t, other.cookie)).toEqual([]);
      expect(await dueOf(t, other.cookie)).toEqual([]);
      expect(await listCards(t, owner.cookie)).toEqual([card]);
      const reviews = await t.ctx.db.selectFrom('flashcard_reviews').selectAll().execute();
      expect(reviews).toEqual([]);
    });

    it('answers 404 for an unknown card id', async () => {
      const t = app();
      const u = await registerUser(t);
      expectError(await patch(t, '/api/flashcards/nope', { front: 'x' }, u.cookie), 404, 'not_found');
      expectError(await del(t, '/api/flashcards/nope', u.cookie), 404, 'not_found');
      expectError(await post(t, '/api/flashcards/nope/review', { rating: 'good' }, { cookie: u.cookie }), 404, 'not_found');
    });
  });

  describe('cards', () => {
    const app = appPerBlock(dialect);

    it('creates, lists newest first, edits and deletes a card', async () => {
      const t = app();
      const u = await registerUser(t);
      const first = await createCard(t, u.cookie, { front: '  What is 2 + 2? ', back: '4', deckName: 'Maths', subject: 'math', difficulty: 'easy' });
      expect(first).toMatchObject({ front: 'What is 2 + 2?', back: '4', deckName: 'Maths', subject: 'math', difficulty: 'easy' });
      expect(first.srs).toMatchObject({ state: 'new', reps: 0, lapses: 0, lastReview: null, due: t.clock.now().toISOString() });
      expect(Object.keys(first).sort()).toEqual(['back', 'createdAt', 'deckId', 'deckName', 'difficulty', 'front', 'id', 'srs', 'subject']);
      t.clock.advanceMinutes(1);
      const second = await createCard(t, u.cookie, { front: 'Capital of France', back: 'Paris', deckName: 'Geo' });
      expect(second).toMatchObject({ subject: 'other', difficulty: 'medium' });
      expect((await listCards(t, u.cookie)).map((c) => c.id)).toEqual([second.id, first.id]);

      const edited = await patch(t, `/api/flashcards/${first.id}`, { back: 'Four', deckName: 'Arithmetic', unknown: 'ignored' }, u.cookie);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<FlashcardDto>()).toMatchObject({ id: first.id, front: 'What is 2 + 2?', back: 'Four', deckName: 'Arithmetic', difficulty: 'easy' });

      const removed = await del(t, `/api/flashcards/${second.id}`, u.cookie);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      expect((await listCards(t, u.cookie)).map((c) => c.id)).toEqual([first.id]);
      expectError(await del(t, `/api/flashcards/${second.id}`, u.cookie), 404);
    });

    it.each([
      ['an empty front', { front: '  ', back: 'b', deckName: 'D' }, 'front: Front is required'],
      ['a missing back', { front: 'f', deckName: 'D' }, 'back: Back is required'],
      ['a front over 2000 characters', { front: 'x'.repeat(2001), back: 'b', deckName: 'D' }, 'front: Front is too long (at most 2000 characters)'],
      ['no deck name', { front: 'f', back: 'b' }, 'deckName: '],
      ['a deck name over 100 characters', { front: 'f', back: 'b', deckName: 'd'.repeat(101) }, 'deckName: Deck name is too long (at most 100 characters)'],
      ['an unknown difficulty', { front: 'f', back: 'b', deckName: 'D', difficulty: 'extreme' }, 'difficulty: '],
    ])('answers 400 for %s and saves nothing', async (_label, body, message) => {
      const t = app();
      const u = await registerUser(t);
      const err = expectError(await post(t, '/api/flashcards', body, { cookie: u.cookie }), 400, 'validation');
      expect(err.message.startsWith(message)).toBe(true);
      expect(await listCards(t, u.cookie)).toEqual([]);
    });

    it('answers 400 for a bad edit, and keeps the card', async () => {
      const t = app();
      const u = await registerUser(t);
      const card = await createCard(t, u.cookie);
      expectError(await patch(t, `/api/flashcards/${card.id}`, { front: '' }, u.cookie), 400, 'validation');
      expectError(await patch(t, `/api/flashcards/${card.id}`, { deckName: 'x'.repeat(101) }, u.cookie), 400, 'validation');
      expect(await listCards(t, u.cookie)).toEqual([card]);
    });
  });

  describe('offline generation', () => {
    const app = appPerBlock(dialect);

    it('makes cards from a passage, never more than asked, and saves them with fresh FSRS state', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science', difficulty: 'easy', cardCount: 3, deckName: '' }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<GenerateFlashcardsResponse>();
      expect(body.deckName).toBe('Cell Biology');
      expect(body.flashcards).toHaveLength(3);
      expect(body.message).toBeUndefined();
      for (const c of body.flashcards) {
        expect(c.front.trim()).not.toBe('');
        expect(c.back.trim()).not.toBe('');
        expect(c).toMatchObject({ deckName: 'Cell Biology', subject: 'science', difficulty: 'easy', srs: { state: 'new', reps: 0 } });
      }
      expect((await listCards(t, u.cookie)).map((c) => c.id).sort()).toEqual(body.flashcards.map((c) => c.id).sort());
      const usage = await t.ctx.db.selectFrom('ai_usage').selectAll().where('user_id', '=', u.id).execute();
      expect(usage).toHaveLength(1);
      expect(usage[0]).toMatchObject({ feature: 'flashcards', engine: 'offline' });
      expect(Number(usage[0].input_tokens)).toBeGreaterThan(0);
    });

    it('says how many it found when the text has fewer cards than asked, and keeps the deck name given', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science', cardCount: 50, deckName: 'Bio week 3' }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<GenerateFlashcardsResponse>();
      const n = body.flashcards.length;
      expect(n).toBeGreaterThan(2);
      expect(n).toBeLessThan(50);
      expect(body.message).toBe(`Found ${n} cards in this text (you asked for 50).`);
      expect(body.deckName).toBe('Bio week 3');
      const fronts = body.flashcards.map((c) => c.front.toLowerCase());
      expect(new Set(fronts).size).toBe(fronts.length);
    });

    it('answers 422 with advice when the text has nothing to make cards from', async () => {
      const t = app();
      const u = await registerUser(t);
      const err = expectError(await post(t, '/api/flashcards/generate', { text: 'hello there', subject: 'other' }, { cookie: u.cookie }), 422, 'no_cards');
      expect(err.message).toMatch(/^No flashcards could be made from this text/);
      expect(await listCards(t, u.cookie)).toEqual([]);
    });

    it.each([
      ['no text', { subject: 'science' }, 'text: '],
      ['blank text', { text: '   ', subject: 'science' }, 'text: Please provide study material for AI to generate flashcards.'],
      ['no subject', { text: PASSAGE, subject: '' }, 'subject: Please select a subject for your flashcards.'],
      ['51 cards', { text: PASSAGE, subject: 'science', cardCount: 51 }, 'cardCount: '],
      ['0 cards', { text: PASSAGE, subject: 'science', cardCount: 0 }, 'cardCount: '],
      ['text over 100,000 characters', { text: 'a'.repeat(100_001), subject: 'science' }, 'text: The study text is too long'],
    ])('answers 400 for %s', async (_label, body, message) => {
      const t = app();
      const u = await registerUser(t);
      const err = expectError(await post(t, '/api/flashcards/generate', body, { cookie: u.cookie }), 400, 'validation');
      expect(err.message.startsWith(message)).toBe(true);
    });
  });

  describe('decks', () => {
    const app = appPerBlock(dialect);

    it('summarises each deck for the Library, most recently changed first, with the totals of all decks', async () => {
      const t = app();
      const u = await registerUser(t);
      const a = await createCard(t, u.cookie, { deckName: 'Bio', subject: 'science', difficulty: 'hard', front: 'a' });
      const b = await createCard(t, u.cookie, { deckName: 'Bio', subject: 'science', difficulty: 'hard', front: 'b' });
      t.clock.advanceMinutes(5);
      const latest = await createCard(t, u.cookie, { deckName: 'History', subject: 'history', front: 'c' });
      await keepSignedIn(t);
      await review(t, u.cookie, b.id, 'good');
      const res = await get(t, '/api/decks', u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<DeckPageDto>();
      expect(page).toEqual({
        items: [
          {
            id: latest.deckId,
            name: 'History',
            description: '',
            cardCount: 1,
            dueNow: 0,
            newCount: 1,
            nextDue: null,
            subject: 'history',
            difficulty: 'medium',
            createdAt: latest.createdAt,
            updatedAt: latest.createdAt,
          },
          {
            id: a.deckId,
            name: 'Bio',
            description: '',
            cardCount: 2,
            dueNow: 0,
            newCount: 1,
            nextDue: expect.any(String) as string,
            subject: 'science',
            difficulty: 'hard',
            createdAt: a.createdAt,
            updatedAt: b.createdAt,
          },
        ],
        nextCursor: null,
        totals: { decks: 2, cards: 3, dueNow: 0, newCount: 2, newToday: 2 },
      });
      expect(b.deckId).toBe(a.deckId);
      expect(Date.parse(page.items[1].nextDue ?? '')).toBeGreaterThan(t.clock.now().getTime());
      t.clock.advanceMinutes(60 * 24);
      expect((await decksOf(t, u.cookie))[1]).toMatchObject({ dueNow: 1, nextDue: null });
      expect((await get(t, deckUrl(a.deckId), u.cookie)).json<DeckSummaryDto>()).toMatchObject({ name: 'Bio', cardCount: 2, dueNow: 1, newCount: 1 });
    });

    it('keeps a deck’s subject when cards of another subject are added to it', async () => {
      const t = app();
      const u = await registerUser(t);
      const first = await createCard(t, u.cookie, { deckName: 'Mixed', subject: 'science' });
      await createCard(t, u.cookie, { deckName: 'Mixed', subject: 'history' });
      await post(t, '/api/decks/import', { deckName: 'Mixed', subject: 'math', cards: [{ front: 'x', back: 'y' }] }, { cookie: u.cookie });
      expect((await get(t, deckUrl(first.deckId), u.cookie)).json<DeckSummaryDto>()).toMatchObject({ subject: 'science', cardCount: 3 });
    });

    it('creates an empty deck, refuses a second deck of the same name, and lists it with no cards', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await post(t, '/api/decks', { name: ' Organic chemistry ', subject: 'science', description: 'Unit 4' }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(201);
      const deck = res.json<DeckSummaryDto>();
      expect(deck).toMatchObject({ name: 'Organic chemistry', subject: 'science', description: 'Unit 4', cardCount: 0, dueNow: 0, newCount: 0, nextDue: null });
      const clash = expectError(await post(t, '/api/decks', { name: 'Organic chemistry' }, { cookie: u.cookie }), 409, 'conflict');
      expect(clash.message).toBe('A deck named "Organic chemistry" already exists. Choose another name.');
      expectError(await post(t, '/api/decks', { name: ' ' }, { cookie: u.cookie }), 400, 'validation');
      expect((await decksOf(t, u.cookie)).map((d) => [d.name, d.cardCount])).toEqual([['Organic chemistry', 0]]);
      const card = await createCard(t, u.cookie, { deckName: 'Organic chemistry' });
      expect(card.deckId).toBe(deck.id);
      // Another student may use the same name.
      const other = await registerUser(t);
      expect((await post(t, '/api/decks', { name: 'Organic chemistry' }, { cookie: other.cookie })).statusCode).toBe(201);
    });

    it('renames a deck by id in one row, refuses an existing name, and 404s an unknown deck', async () => {
      const t = app();
      const u = await registerUser(t);
      const old = 'Bio / Chem: ünits?';
      const cards = [await createCard(t, u.cookie, { deckName: old, front: '1' }), await createCard(t, u.cookie, { deckName: old, front: '2' })];
      const physics = await createCard(t, u.cookie, { deckName: 'Physics', front: '3' });
      const id = cards[0].deckId;
      // No card row is written by a rename: a trigger that fails every card update does not stop it.
      await poisonCards(t, dialect, 'UPDATE', true);
      const res = await patch(t, deckUrl(id), { name: '  Biochemistry ' }, u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DeckSummaryDto>()).toMatchObject({ id, name: 'Biochemistry', cardCount: 2 });
      await unpoisonCards(t, dialect, 'UPDATE');
      const after = await listCards(t, u.cookie);
      expect(after.filter((c) => c.deckName === 'Biochemistry').map((c) => c.id).sort()).toEqual(cards.map((c) => c.id).sort());

      const clash = expectError(await patch(t, deckUrl(id), { name: 'Physics' }, u.cookie), 409, 'conflict');
      expect(clash.message).toBe('A deck named "Physics" already exists. Choose another name.');
      expect((await decksOf(t, u.cookie)).map((d) => [d.name, d.cardCount]).sort()).toEqual([
        ['Biochemistry', 2],
        ['Physics', 1],
      ]);
      expectError(await patch(t, deckUrl('nope'), { name: 'Other' }, u.cookie), 404, 'not_found', 'Deck not found');
      expectError(await patch(t, deckUrl(physics.deckId), { name: '' }, u.cookie), 400, 'validation');
      expectError(await patch(t, deckUrl(physics.deckId), {}, u.cookie), 400, 'validation');
      // Renaming to the same name is a no-op; the description can change on its own.
      expect((await patch(t, deckUrl(physics.deckId), { name: 'Physics' }, u.cookie)).json<DeckSummaryDto>()).toMatchObject({ name: 'Physics', cardCount: 1 });
      expect((await patch(t, deckUrl(physics.deckId), { description: 'Mechanics' }, u.cookie)).json<DeckSummaryDto>()).toMatchObject({
        name: 'Physics',
        description: 'Mechanics',
      });
    });

    it('moves a card to another deck (made on the fly) and keeps its schedule', async () => {
      const t = app();
      const u = await registerUser(t);
      const card = await createCard(t, u.cookie, { deckName: 'From' });
      await review(t, u.cookie, card.id, 'good');
      const moved = await patch(t, `/api/flashcards/${card.id}`, { deckName: 'To' }, u.cookie);
      expect(moved.statusCode, moved.body).toBe(200);
      const body = moved.json<FlashcardDto>();
      expect(body).toMatchObject({ deckName: 'To', srs: { reps: 1 } });
      expect(body.deckId).not.toBe(card.deckId);
      expect((await decksOf(t, u.cookie)).map((d) => [d.name, d.cardCount]).sort()).toEqual([
        ['From', 0],
        ['To', 1],
      ]);
    });

    it('deletes a whole deck with its review log, and only that deck', async () => {
      const t = app();
      const u = await registerUser(t);
      const a = await createCard(t, u.cookie, { deckName: 'Gone' });
      await createCard(t, u.cookie, { deckName: 'Gone' });
      const kept = await createCard(t, u.cookie, { deckName: 'Kept' });
      await review(t, u.cookie, a.id, 'good');
      const res = await del(t, deckUrl(a.deckId), u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, deleted: 2 });
      expect((await listCards(t, u.cookie)).map((c) => c.id)).toEqual([kept.id]);
      expect((await decksOf(t, u.cookie)).map((d) => d.name)).toEqual(['Kept']);
      expect(await t.ctx.db.selectFrom('flashcard_reviews').selectAll().where('card_id', '=', a.id).execute()).toEqual([]);
      expectError(await del(t, deckUrl(a.deckId), u.cookie), 404, 'not_found', 'Deck not found');
    });
  });

  describe('paging', () => {
    const app = appPerBlock(dialect);

    it('pages the Library by cursor in either order, with name search on the server', async () => {
      const t = app();
      const u = await registerUser(t);
      const names = Array.from({ length: 23 }, (_, i) => `Deck ${String(i).padStart(2, '0')}`);
      for (const name of names) {
        await post(t, '/api/decks', { name }, { cookie: u.cookie });
        t.clock.advanceMinutes(1);
      }
      const recent = await allPages<DeckSummaryDto>(t, u.cookie, '/api/decks', 5);
      expect(recent.map((d) => d.name)).toEqual([...names].reverse());
      const byName = await allPages<DeckSummaryDto>(t, u.cookie, '/api/decks?sort=name', 4);
      expect(byName.map((d) => d.name)).toEqual(names);
      const first = (await get(t, '/api/decks?limit=5', u.cookie)).json<DeckPageDto>();
      expect(first.items).toHaveLength(5);
      expect(first.totals).toMatchObject({ decks: 23, cards: 0 });
      const search = await allPages<DeckSummaryDto>(t, u.cookie, `/api/decks?q=${encodeURIComponent('deck 1')}`, 3);
      expect(search.map((d) => d.name).sort()).toEqual(names.filter((n) => n.startsWith('Deck 1')));
      // 100% and _ are literal in a search.
      expect(await allPages(t, u.cookie, `/api/decks?q=${encodeURIComponent('%')}`)).toEqual([]);
    });

    it('pages a deck’s cards in the order they were made, stable while new cards arrive, with search', async () => {
      const t = app();
      const u = await registerUser(t);
      const cards = Array.from({ length: 30 }, (_, i) => ({ front: `Term ${i}`, back: i % 3 === 0 ? `Alpha ${i}` : `Beta ${i}` }));
      const imported = (await post(t, '/api/decks/import', { deckName: 'Big', cards }, { cookie: u.cookie })).json<ImportDeckResponse>();
      await createCard(t, u.cookie, { deckName: 'Other' });
      const path = `${deckUrl(imported.deckId)}/cards`;
      const firstPage = (await get(t, `${path}?limit=10`, u.cookie)).json<{ items: FlashcardDto[]; nextCursor: string }>();
      expect(firstPage.items.map((c) => c.front)).toEqual(cards.slice(0, 10).map((c) => c.front));
      // A card added meanwhile comes at the end, and no card is skipped or repeated.
      t.clock.advanceMinutes(1);
      await createCard(t, u.cookie, { deckName: 'Big', front: 'Late' });
      const rest = await allPages<FlashcardDto>(t, u.cookie, path, 10, firstPage.nextCursor);
      expect([...firstPage.items, ...rest].map((c) => c.front)).toEqual([...cards.map((c) => c.front), 'Late']);
      const alpha = await allPages<FlashcardDto>(t, u.cookie, `${path}?q=alpha`, 3);
      expect(alpha.map((c) => c.back)).toEqual(cards.filter((c) => c.back.startsWith('Alpha')).map((c) => c.back));
      // The cards of all decks, newest first, and of one deck.
      const all = await allPages<FlashcardDto>(t, u.cookie, '/api/flashcards', 7);
      expect(all).toHaveLength(32);
      expect(all[0].front).toBe('Late');
      expect(await allPages(t, u.cookie, `/api/flashcards?deckId=${imported.deckId}`, 50)).toHaveLength(31);
    });

    it('answers 400 for a bad cursor or limit', async () => {
      const t = app();
      const u = await registerUser(t);
      const card = await createCard(t, u.cookie);
      for (const url of [
        '/api/decks?limit=0',
        '/api/decks?limit=201',
        '/api/decks?limit=abc',
        '/api/decks?cursor=not-a-cursor',
        '/api/decks?sort=size',
        `${deckUrl(card.deckId)}/cards?cursor=${Buffer.from('[1,2]').toString('base64url')}`,
        '/api/flashcards?cursor=%7B%7D',
        `/api/flashcards?q=${'x'.repeat(201)}`,
      ]) {
        expectError(await get(t, url, u.cookie), 400, 'validation');
      }
    });
  });

  describe('all or nothing', () => {
    const app = appPerBlock(dialect);

    it('deletes no card of a deck when one of them cannot be deleted', async () => {
      const t = app();
      const u = await registerUser(t);
      const card = await createCard(t, u.cookie, { deckName: 'Sturdy', front: 'fine' });
      await createCard(t, u.cookie, { deckName: 'Sturdy', front: 'poison' });
      await poisonCards(t, dialect, 'DELETE');
      expectError(await del(t, deckUrl(card.deckId), u.cookie), 500, 'internal');
      expect(await listCards(t, u.cookie)).toHaveLength(2);
      expect((await decksOf(t, u.cookie)).map((d) => d.name)).toEqual(['Sturdy']);
    });

    it('imports nothing, not even the deck, when one card cannot be saved', async () => {
      const t = app();
      const u = await registerUser(t);
      await poisonCards(t, dialect, 'INSERT');
      const cards = [...Array.from({ length: 600 }, (_, i) => ({ front: `ok ${i}`, back: 'b' })), { front: 'poison', back: 'b' }];
      expectError(await post(t, '/api/decks/import', { deckName: 'Half', cards }, { cookie: u.cookie }), 500, 'internal');
      expect(await listCards(t, u.cookie)).toEqual([]);
      expect(await decksOf(t, u.cookie)).toEqual([]);
    });
  });

  describe('review queue (FSRS)', () => {
    const app = appPerBlock(dialect);

    it('queues new cards with the interval each answer would give, advances the state, logs the review and records activity', async () => {
      const t = app();
      const u = await registerUser(t);
      await unlockAllAchievements(t.ctx.db, u.id); // the review's own XP, without achievement rewards
      await keepSignedIn(t);
      const card = await createCard(t, u.cookie, { deckName: 'Bio', front: 'Osmosis', back: 'Water through a membrane' });
      await createCard(t, u.cookie, { deckName: 'Other', front: 'x' });
      const [queued] = await dueOf(t, u.cookie, card.deckId);
      expect(queued).toMatchObject({ id: card.id, srs: { state: 'new' } });
      expect(queued.intervals).toEqual({ again: '1m', hard: '6m', good: '10m', easy: expect.stringMatching(/^\d+d$/) as string });
      expect(await dueOf(t, u.cookie)).toHaveLength(2);

      const xpBefore = (await get(t, '/api/user', u.cookie)).json<PublicUser>().xpPoints;
      const first = await review(t, u.cookie, card.id, 'good');
      expect(first.card.srs).toMatchObject({ state: 'learning', reps: 1, lapses: 0, lastReview: t.clock.now().toISOString() });
      expect(Date.parse(first.nextDue) - t.clock.now().getTime()).toBe(10 * 60_000);
      expect(first.nextDue).toBe(first.card.srs.due);
      expect((await get(t, '/api/user', u.cookie)).json<PublicUser>().xpPoints).toBe(xpBefore + XP_REWARDS.cards_reviewed);
      const events = await t.ctx.db.selectFrom('xp_events').selectAll().where('user_id', '=', u.id).where('kind', '=', 'cards_reviewed').execute();
      expect(events).toHaveLength(1);

      // Not due until its learning step is over; then it comes back before new cards.
      expect((await dueOf(t, u.cookie, card.deckId)).map((c) => c.id)).toEqual([]);
      t.clock.advanceMinutes(11);
      expect((await dueOf(t, u.cookie)).map((c) => c.srs.state)).toEqual(['learning', 'new']);
      const second = await review(t, u.cookie, card.id, 'good');
      expect(second.card.srs).toMatchObject({ state: 'review', reps: 2 });
      const secondGap = Date.parse(second.nextDue) - t.clock.now().getTime();
      expect(secondGap).toBeGreaterThanOrEqual(86_400_000);

      // Good again at its due time: a longer interval. Then Again: a lapse and a short interval.
      t.clock.set(second.nextDue);
      const third = await review(t, u.cookie, card.id, 'good');
      const thirdGap = Date.parse(third.nextDue) - t.clock.now().getTime();
      expect(thirdGap).toBeGreaterThan(secondGap);
      t.clock.set(third.nextDue);
      const lapsed = await review(t, u.cookie, card.id, 'again');
      expect(lapsed.card.srs).toMatchObject({ state: 'relearning', lapses: 1, reps: 4 });
      expect(Date.parse(lapsed.nextDue) - t.clock.now().getTime()).toBeLessThan(thirdGap);

      const log = await t.ctx.db.selectFrom('flashcard_reviews').selectAll().where('card_id', '=', card.id).orderBy('reviewed_at').execute();
      expect(log.map((r) => [r.rating, r.state_before])).toEqual([
        ['good', 'new'],
        ['good', 'learning'],
        ['good', 'review'],
        ['again', 'review'],
      ]);
      expect(log[0]).toMatchObject({ user_id: u.id, due_after: first.nextDue });
      expect(log[3].due_after).toBe(lapsed.nextDue);
    });

    it('introduces at most 20 new cards a day', async () => {
      const t = app();
      const u = await registerUser(t);
      await keepSignedIn(t);
      const rows = Array.from({ length: 25 }, (_, i) => ({ front: `Q${i}`, back: `A${i}` }));
      expect((await post(t, '/api/decks/import', { deckName: 'Big', cards: rows }, { cookie: u.cookie })).statusCode).toBe(201);
      const queue = await dueOf(t, u.cookie);
      expect(queue).toHaveLength(20);
      expect(queue.map((c) => c.front)).toEqual(rows.slice(0, 20).map((r) => r.front));
      await review(t, u.cookie, queue[0].id, 'easy');
      await review(t, u.cookie, queue[1].id, 'easy');
      expect(await dueOf(t, u.cookie)).toHaveLength(18);
      t.clock.advanceMinutes(24 * 60);
      expect((await dueOf(t, u.cookie)).filter((c) => c.srs.state === 'new')).toHaveLength(20);
    });

    it('serves a long queue in parts of 100 cards due, the longest overdue first, and counts the whole backlog', async () => {
      const t = app();
      const u = await registerUser(t);
      const rows = Array.from({ length: 130 }, (_, i) => ({ front: `Q${i}`, back: `A${i}` }));
      await post(t, '/api/decks/import', { deckName: 'Backlog', cards: rows }, { cookie: u.cookie });
      const ids = (await listCards(t, u.cookie)).map((c) => c.id);
      for (const [i, id] of ids.entries()) {
        const due = new Date(t.clock.now().getTime() - (i + 1) * 3_600_000).toISOString();
        await t.ctx.db.updateTable('flashcards').set({ state: 'review', due, reps: 3, stability: 4, srs_difficulty: 5, scheduled_days: 3, last_review: '2026-02-20T12:00:00.000Z' }).where('id', '=', id).execute();
      }
      const queue = await dueOf(t, u.cookie);
      expect(queue).toHaveLength(100);
      expect(queue.map((c) => c.srs.due)).toEqual([...queue.map((c) => c.srs.due)].sort());
      expect(queue[0].id).toBe(ids[129]);
      expect((await get(t, '/api/decks', u.cookie)).json<DeckPageDto>().totals).toMatchObject({ dueNow: 130, newCount: 0, newToday: 0 });
    });

    it('answers 400 for an unknown rating, and changes nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      const card = await createCard(t, u.cookie);
      expectError(await post(t, `/api/flashcards/${card.id}/review`, { rating: 'great' }, { cookie: u.cookie }), 400, 'validation');
      expectError(await post(t, `/api/flashcards/${card.id}/review`, {}, { cookie: u.cookie }), 400, 'validation');
      expectError(await get(t, `/api/flashcards/due?deckId=${'d'.repeat(65)}`, u.cookie), 400, 'validation');
      expect((await listCards(t, u.cookie))[0].srs.reps).toBe(0);
    });

    it('keeps desired retention as a setting (default 0.90, 0.70–0.97)', async () => {
      const t = app();
      const u = await registerUser(t);
      expect((await get(t, '/api/user/settings', u.cookie)).json<UserSettings>().desiredRetention).toBe(0.9);
      const saved = await put(t, '/api/user/settings', { desiredRetention: 0.85 }, { cookie: u.cookie });
      expect(saved.json<UserSettings>().desiredRetention).toBe(0.85);
      for (const bad of [0.5, 0.99, '0.9']) {
        const err = expectError(await put(t, '/api/user/settings', { desiredRetention: bad }, { cookie: u.cookie }), 400, 'validation');
        expect(err.message.startsWith('desiredRetention: ')).toBe(true);
      }
      expect((await get(t, '/api/user/settings', u.cookie)).json<UserSettings>().desiredRetention).toBe(0.85);
    });

    it('schedules shorter intervals for a higher desired retention', async () => {
      const t = app();
      const low = await registerUser(t);
      const high = await registerUser(t);
      await put(t, '/api/user/settings', { desiredRetention: 0.7 }, { cookie: low.cookie });
      await put(t, '/api/user/settings', { desiredRetention: 0.97 }, { cookie: high.cookie });
      await keepSignedIn(t);
      const gaps: number[] = [];
      for (const u of [low, high]) {
        const card = await createCard(t, u.cookie);
        const start = t.clock.now().toISOString();
        let result = await review(t, u.cookie, card.id, 'easy');
        for (let i = 0; i < 3; i++) {
          t.clock.set(result.nextDue);
          result = await review(t, u.cookie, card.id, 'good');
        }
        gaps.push(Date.parse(result.nextDue) - t.clock.now().getTime());
        t.clock.set(start);
      }
      expect(gaps[1]).toBeLessThan(gaps[0]);
    });
  });

  describe('import and export', () => {
    const app = appPerBlock(dialect);
    const tricky = [
      { front: 'Comma, inside', back: 'Quote "inside"' },
      { front: 'Line\nbreak', back: 'Tab\tinside' },
      { front: 'Ünïcödé 🧪', back: '=1+1' },
    ];

    it('imports parsed cards into a deck and exports them as CSV and Anki text that parse back the same', async () => {
      const t = app();
      const u = await registerUser(t);
      const deck = 'Bio / Chem: ünits';
      const res = await post(t, '/api/decks/import', { deckName: deck, subject: 'science', cards: tricky }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(201);
      const imported = res.json<ImportDeckResponse>();
      expect(imported).toEqual({ deckId: expect.any(String) as string, deckName: deck, imported: 3 });
      const id = imported.deckId;
      const cards = await listCards(t, u.cookie);
      expect(cards.every((c) => c.deckName === deck && c.subject === 'science' && c.srs.state === 'new')).toBe(true);

      const csv = await get(t, `${deckUrl(id)}/export?format=csv`, u.cookie);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="Bio_Chem_units.csv"; filename*=UTF-8''${encodeURIComponent('Bio _ Chem_ ünits.csv')}`);
      const fromCsv = parseDeckText(csv.body, { format: 'csv' });
      expect(fromCsv.errors).toEqual([]);
      expect(fromCsv.cards.map(({ front, back }) => ({ front, back }))).toEqual(tricky);

      const anki = await get(t, `${deckUrl(id)}/export?format=anki`, u.cookie);
      expect(anki.statusCode).toBe(200);
      expect(anki.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(anki.headers['content-disposition']).toMatch(/^attachment; filename="Bio_Chem_units\.txt"/);
      const fromAnki = parseDeckText(anki.body);
      expect(fromAnki).toMatchObject({ format: 'anki', deckName: deck, errors: [] });
      expect(fromAnki.cards.map(({ front, back }) => ({ front, back }))).toEqual(tricky);

      // Export defaults to CSV; an unknown format or deck is refused.
      expect((await get(t, `${deckUrl(id)}/export`, u.cookie)).headers['content-type']).toBe('text/csv; charset=utf-8');
      expectError(await get(t, `${deckUrl(id)}/export?format=xml`, u.cookie), 400, 'validation');
      expectError(await get(t, `${deckUrl('nope')}/export?format=csv`, u.cookie), 404, 'not_found');
    });

    it('exports a deck of thousands of cards in order, read in pages', async () => {
      const t = app();
      const u = await registerUser(t);
      const cards = Array.from({ length: 2500 }, (_, i) => ({ front: `Term ${i}`, back: `Definition ${i}` }));
      const { deckId: id } = (await post(t, '/api/decks/import', { deckName: 'Long', cards }, { cookie: u.cookie })).json<ImportDeckResponse>();
      const csv = await get(t, `${deckUrl(id)}/export?format=csv`, u.cookie);
      const parsed = parseDeckText(csv.body, { format: 'csv' });
      expect(parsed.errors).toEqual([]);
      expect(parsed.cards.map(({ front, back }) => ({ front, back }))).toEqual(cards);
    });

    it('adds imported cards to an existing deck', async () => {
      const t = app();
      const u = await registerUser(t);
      await createCard(t, u.cookie, { deckName: 'Spanish' });
      await post(t, '/api/decks/import', { deckName: 'Spanish', cards: [{ front: 'hola', back: 'hello' }] }, { cookie: u.cookie });
      expect((await decksOf(t, u.cookie)).map((d) => [d.name, d.cardCount])).toEqual([['Spanish', 2]]);
    });

    it.each([
      ['no cards', { deckName: 'D', cards: [] }, 'cards: There are no cards to import.'],
      ['a card with an empty back', { deckName: 'D', cards: [{ front: 'a', back: ' ' }] }, 'cards.0.back: Back is required'],
      ['no deck name', { cards: [{ front: 'a', back: 'b' }] }, 'deckName: '],
      ['50001 cards', { deckName: 'D', cards: Array.from({ length: 50_001 }, () => ({ front: 'a', back: 'b' })) }, 'cards: At most 50000 cards'],
    ])('answers 400 for %s and imports nothing', async (_label, body, message) => {
      const t = app();
      const u = await registerUser(t);
      const err = expectError(await post(t, '/api/decks/import', body, { cookie: u.cookie }), 400, 'validation');
      expect(err.message.startsWith(message)).toBe(true);
      expect(await listCards(t, u.cookie)).toEqual([]);
      expect(await decksOf(t, u.cookie)).toEqual([]);
    });

    it('streams its progress as JSON lines when asked, then the result', async () => {
      const t = app();
      const u = await registerUser(t);
      const cards = Array.from({ length: 2500 }, (_, i) => ({ front: `Term ${i}`, back: `Definition ${i}` }));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/decks/import',
        payload: { deckName: 'Streamed', cards },
        headers: { cookie: u.cookie, accept: 'application/x-ndjson' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
      const events = res.body.trim().split('\n').map((l) => JSON.parse(l) as ImportProgressEvent);
      expect(events.slice(0, 3)).toEqual([
        { type: 'progress', done: 1000, total: 2500 },
        { type: 'progress', done: 2000, total: 2500 },
        { type: 'progress', done: 2500, total: 2500 },
      ]);
      expect(events[3]).toEqual({ type: 'complete', deckId: expect.any(String) as string, deckName: 'Streamed', imported: 2500 });
      expect(events).toHaveLength(4);
      expect((await decksOf(t, u.cookie))[0]).toMatchObject({ name: 'Streamed', cardCount: 2500 });
    });

    it('streams an error line and keeps nothing when saving fails midway', async () => {
      const t = app();
      const u = await registerUser(t);
      await poisonCards(t, dialect, 'INSERT');
      const cards = [...Array.from({ length: 1500 }, (_, i) => ({ front: `ok ${i}`, back: 'b' })), { front: 'poison', back: 'b' }];
      const res = await t.app.inject({ method: 'POST', url: '/api/decks/import', payload: { deckName: 'Broken', cards }, headers: { cookie: u.cookie, accept: 'application/x-ndjson' } });
      await unpoisonCards(t, dialect, 'INSERT');
      const events = res.body.trim().split('\n').map((l) => JSON.parse(l) as ImportProgressEvent);
      expect(events[0]).toEqual({ type: 'progress', done: 1000, total: 1501 });
      expect(events.at(-1)).toEqual({ type: 'error', error: 'internal', message: 'The deck could not be imported, and nothing was added. Please try again.' });
      expect(await listCards(t, u.cookie)).toEqual([]);
      expect(await decksOf(t, u.cookie)).toEqual([]);
    });

    it('rolls a cancelled import back: no deck, no card', async () => {
      const t = app();
      const u = await registerUser(t);
      const service = createFlashcardsService(t.ctx, { engine: createEngine(t.config.ai), auth: t.auth, settings: createSettingsService(t.ctx, t.auth) });
      const stop = new AbortController();
      const cards = Array.from({ length: 3000 }, (_, i) => ({ front: `Term ${i}`, back: `Definition ${i}` }));
      const seen: number[] = [];
      const run = service.importDeck(u.id, parsedImportOf({ deckName: 'Cancelled', subject: 'other', difficulty: 'medium', cards }), {
        signal: stop.signal,
        onProgress: (done) => {
          seen.push(done);
          stop.abort();
        },
      });
      await expect(run).rejects.toMatchObject({ code: 'cancelled' });
      expect(seen).toEqual([1000]);
      expect(await listCards(t, u.cookie)).toEqual([]);
      expect(await decksOf(t, u.cookie)).toEqual([]);
    });

    it('imports 5000 cards in one go', async () => {
      const t = app();
      const u = await registerUser(t);
      const cards = Array.from({ length: 5000 }, (_, i) => ({ front: `Term ${i}`, back: `Definition ${i}` }));
      const res = await post(t, '/api/decks/import', { deckName: 'Huge', cards }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(201);
      expect((await decksOf(t, u.cookie))[0]).toMatchObject({ name: 'Huge', cardCount: 5000, newCount: 5000 });
    });

    it('reads the body in a worker and answers a bad one as the app answers any bad body, adding nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      const send = (payload: string, contentType = 'application/json') =>
        t.app.inject({ method: 'POST', url: '/api/decks/import', payload, headers: { cookie: u.cookie, 'content-type': contentType } });

      expectError(await send('{"deckName": "Broken", "cards": [', 'application/json'), 400, 'bad_request', 'The request body is not valid JSON.');
      expectError(await send(''), 400, 'bad_request', 'The request body is empty.');
      expectError(await send('deckName=Form', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
      expectError(await send('[1, 2]'), 400, 'validation', 'body: a JSON object is required');
      const bad = expectError(
        await send(JSON.stringify({ deckName: 'Bad', cards: [{ front: 'fine', back: 'fine' }, { front: '   ', back: 'b' }] })),
        400,
        'validation',
        'cards.1.front: Front is required',
      );
      expect(bad).toMatchObject({ issues: [{ path: 'cards.1.front', message: 'Front is required' }] });
      expectError(await send(JSON.stringify({ deckName: 'Empty', cards: [] })), 400, 'validation', 'cards: There are no cards to import.');
      expect(await decksOf(t, u.cookie)).toEqual([]);

      // A "__proto__" key reaches no object's prototype: only the schema's fields are read.
      const poisoned = await send('{"deckName":"Safe","__proto__":{"admin":true},"cards":[{"front":"a","back":"b","__proto__":{"x":1}}]}');
      expect(poisoned.statusCode, poisoned.body).toBe(201);
      expect((await decksOf(t, u.cookie))[0]).toMatchObject({ name: 'Safe', cardCount: 1 });
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('answers 413 for a body over the import limit', async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/decks/import',
        payload: `{"deckName":"Too big","cards":[${'{"front":"a","back":"b"},'.repeat(1_400_000)}{"front":"a","back":"b"}]}`,
        headers: { cookie: u.cookie, 'content-type': 'application/json' },
      });
      expectError(res, 413, 'payload_too_large');
    });
  });
});

describe.each(TEST_DIALECTS)('flashcard generation through an LLM (mock OpenAI-compatible server, %s)', (dialect) => {
  let mock: MockOpenAiServer;
  beforeAll(async () => {
    mock = await startMockOpenAiServer();
  });
  afterAll(async () => {
    await mock.close();
  });
  beforeEach(() => {
    mock.reset();
  });
  const app = appPerBlock(dialect, () => ({ env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: mock.url, AI_MODEL: 'mock-model' } }));
  const answer = (value: unknown) => ({ kind: 'text' as const, chunks: [JSON.stringify(value)], usage: { prompt_tokens: 120, completion_tokens: 80 } });

  it('saves what the model answers, cleaned up: no empty side, no duplicate, never more than asked', async () => {
    const t = app();
    const u = await registerUser(t, { gradeLevel: 8 });
    mock.enqueue(
      answer({
        deckName: 'Cells',
        cards: [
          { front: 'What is osmosis?', back: 'Movement of water across a membrane' },
          { front: ' ', back: 'empty front' },
          { front: 'What is osmosis?', back: 'Movement of water across a membrane' },
          { front: 'What do mitochondria do?', back: 'Release energy' },
          { front: 'Extra', back: 'One too many' },
        ],
      }),
    );
    const res = await post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science', difficulty: 'hard', cardCount: 2 }, { cookie: u.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<GenerateFlashcardsResponse>();
    expect(body.deckName).toBe('Cells');
    expect(body.flashcards.map((c) => [c.front, c.back])).toEqual([
      ['What is osmosis?', 'Movement of water across a membrane'],
      ['What do mitochondria do?', 'Release energy'],
    ]);
    expect(body.message).toBeUndefined();

    const [request] = mock.requests;
    const system = request.body.messages[0];
    expect(system.role).toBe('system');
    expect(String(system.content)).toContain('8th Grade');
    expect(String(system.content)).toContain('at most 2 flashcards');
    expect(String(system.content)).toContain('in English');
    expect(JSON.stringify(request.body.messages[1])).toContain('Mitochondria are organelles');
    const usage = await t.ctx.db.selectFrom('ai_usage').selectAll().where('user_id', '=', u.id).execute();
    expect(usage).toMatchObject([{ feature: 'flashcards', engine: 'openai-compatible', model: 'mock-model' }]);
    expect(Number(usage[0].input_tokens)).toBe(120);
  });

  it('retries a malformed answer once, and uses the second', async () => {
    const t = app();
    const u = await registerUser(t);
    mock.enqueue({ kind: 'text', chunks: ['Sure! Here are your cards: osmosis, diffusion'] }, answer({ deckName: 'Cells', cards: [{ front: 'Osmosis', back: 'Water movement' }] }));
    const res = await post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science', cardCount: 3, deckName: 'Mine' }, { cookie: u.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<GenerateFlashcardsResponse>();
    expect(body).toMatchObject({ deckName: 'Mine', message: 'Found 1 card in this text (you asked for 3).' });
    expect(body.flashcards).toHaveLength(1);
    expect(mock.requests).toHaveLength(2);
  });

  it('answers a clear error after a second malformed answer, and saves nothing', async () => {
    const t = app();
    const u = await registerUser(t);
    mock.enqueue({ kind: 'text', chunks: ['not json'] }, answer({ deck: 'x', items: [] }));
    const res = await post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science' }, { cookie: u.cookie });
    expectError(res, 502, 'ai_failed', 'The AI answered in a form that could not be read as flashcards. Please try again.');
    expect(mock.requests).toHaveLength(2);
    expect(await listCards(t, u.cookie)).toEqual([]);
  });

  it('answers a clear error when the provider fails', async () => {
    const t = app();
    const u = await registerUser(t);
    mock.enqueue({ kind: 'http-error', status: 400, message: 'bad request' });
    const res = await post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science' }, { cookie: u.cookie });
    expectError(res, 502, 'ai_failed', 'The AI could not generate flashcards right now. Please try again.');
    expect(await listCards(t, u.cookie)).toEqual([]);
  });

  it('shares the AI rate limiter with the other AI routes', async () => {
    const t = app();
    const u = await registerUser(t);
    const answers = Array.from({ length: 30 }, () => answer({ deckName: 'D', cards: [{ front: 'f', back: 'b' }] }));
    mock.enqueue(...answers);
    let limited = false;
    for (let i = 0; i < 31 && !limited; i++) {
      const res = await post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science', cardCount: 1 }, { cookie: u.cookie });
      if (res.statusCode === 429) limited = true;
    }
    expect(limited).toBe(true);
  });
});
