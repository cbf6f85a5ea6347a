import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XP_REWARDS } from '@common/activity';
import { parseDeckText } from '@common/deck-import';
import type { PublicUser } from '@common/schemas/auth';
import type {
  DeckSummaryDto,
  DueCardDto,
  FlashcardDto,
  GenerateFlashcardsResponse,
  ImportDeckResponse,
  ReviewResultDto,
} from '@common/schemas/flashcards';
import type { UserSettings } from '@common/schemas/settings';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp, type TestDialect } from '../../test/harness';
import { unlockAllAchievements } from '../../test/achievements';
import { startMockOpenAiServer, type MockOpenAiServer } from '../../test/mock-openai-server';
import { del, expectError, get, post, put } from '../../test/requests';

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

const deckUrl = (name: string) => `/api/decks/${encodeURIComponent(name)}`;

async function createCard(t: TestApp, cookie: string, body: Record<string, unknown> = {}): Promise<FlashcardDto> {
  const res = await post(t, '/api/flashcards', { front: 'Front', back: 'Back', deckName: 'Deck', ...body }, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FlashcardDto>();
}

async function listCards(t: TestApp, cookie: string): Promise<FlashcardDto[]> {
  const res = await get(t, '/api/flashcards', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FlashcardDto[]>();
}

async function decksOf(t: TestApp, cookie: string): Promise<DeckSummaryDto[]> {
  const res = await get(t, '/api/decks', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeckSummaryDto[]>();
}

async function dueOf(t: TestApp, cookie: string, deck?: string): Promise<DueCardDto[]> {
  const res = await get(t, `/api/flashcards/due${deck ? `?deck=${encodeURIComponent(deck)}` : ''}`, cookie);
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

/** Makes any statement that touches a card whose front is 'poison' fail, to prove all-or-nothing. */
async function poisonCards(t: TestApp, dialect: TestDialect, op: 'UPDATE' | 'DELETE'): Promise<void> {
  const db = t.ctx.db;
  const row = op === 'UPDATE' ? 'NEW' : 'OLD';
  if (dialect === 'sqlite') {
    await sql
      .raw(`create trigger poison_${op.toLowerCase()} before ${op} on flashcards when ${row}.front = 'poison' begin select raise(abort, 'poisoned'); end`)
      .execute(db);
  } else {
    await sql
      .raw(
        `create function poison_${op.toLowerCase()}() returns trigger as $$ begin if ${row}.front = 'poison' then raise exception 'poisoned'; end if; return ${row}; end $$ language plpgsql`,
      )
      .execute(db);
    await sql.raw(`create trigger poison_${op.toLowerCase()} before ${op} on flashcards for each row execute function poison_${op.toLowerCase()}()`).execute(db);
  }
}

describe.each(TEST_DIALECTS)('flashcards API (%s)', (dialect) => {
  describe('signed out and other users', () => {
    const app = appPerBlock(dialect);

    it('answers 401 on every endpoint when signed out, and changes nothing', async () => {
      const t = app();
      const owner = await registerUser(t);
      const card = await createCard(t, owner.cookie);
      const calls = [
        get(t, '/api/flashcards'),
        post(t, '/api/flashcards', { front: 'a', back: 'b', deckName: 'Deck' }),
        patch(t, `/api/flashcards/${card.id}`, { front: 'hijack' }),
        del(t, `/api/flashcards/${card.id}`),
        post(t, '/api/flashcards/generate', { text: PASSAGE, subject: 'science' }),
        get(t, '/api/flashcards/due'),
        post(t, `/api/flashcards/${card.id}/review`, { rating: 'good' }),
        get(t, '/api/decks'),
        patch(t, deckUrl('Deck'), { name: 'Renamed' }),
        del(t, deckUrl('Deck')),
        post(t, '/api/decks/import', { deckName: 'X', cards: [{ front: 'a', back: 'b' }] }),
        get(t, `${deckUrl('Deck')}/export?format=csv`),
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
      expectError(await patch(t, deckUrl('Private deck'), { name: 'Mine now' }, other.cookie), 404, 'not_found');
      expectError(await del(t, deckUrl('Private deck'), other.cookie), 404, 'not_found');
      expectError(await get(t, `${deckUrl('Private deck')}/export?format=csv`, other.cookie), 404, 'not_found');
      expect(await listCards(t, other.cookie)).toEqual([]);
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
      expect(Object.keys(first).sort()).toEqual(['back', 'createdAt', 'deckName', 'difficulty', 'front', 'id', 'srs', 'subject']);
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

    it('summarises each deck for the Library', async () => {
      const t = app();
      const u = await registerUser(t);
      await createCard(t, u.cookie, { deckName: 'Bio', subject: 'science', difficulty: 'hard', front: 'a' });
      const b = await createCard(t, u.cookie, { deckName: 'Bio', subject: 'science', difficulty: 'hard', front: 'b' });
      t.clock.advanceMinutes(5);
      const latest = await createCard(t, u.cookie, { deckName: 'History', subject: 'history', front: 'c' });
      await keepSignedIn(t);
      await review(t, u.cookie, b.id, 'good');
      const decks = await decksOf(t, u.cookie);
      expect(decks).toEqual([
        { name: 'History', cardCount: 1, dueNow: 0, newCount: 1, nextDue: null, subject: 'history', difficulty: 'medium', latestCreatedAt: latest.createdAt },
        {
          name: 'Bio',
          cardCount: 2,
          dueNow: 0,
          newCount: 1,
          nextDue: expect.any(String) as string,
          subject: 'science',
          difficulty: 'hard',
          latestCreatedAt: b.createdAt,
        },
      ]);
      expect(Date.parse(decks[1].nextDue ?? '')).toBeGreaterThan(t.clock.now().getTime());
      t.clock.advanceMinutes(60 * 24);
      expect((await decksOf(t, u.cookie))[1]).toMatchObject({ dueNow: 1, nextDue: null });
    });

    it('renames a deck (name URL-encoded in the path), refuses an existing name, and 404s an unknown deck', async () => {
      const t = app();
      const u = await registerUser(t);
      const old = 'Bio / Chem: ünits?';
      const cards = [await createCard(t, u.cookie, { deckName: old, front: '1' }), await createCard(t, u.cookie, { deckName: old, front: '2' })];
      await createCard(t, u.cookie, { deckName: 'Physics', front: '3' });
      const res = await patch(t, deckUrl(old), { name: '  Biochemistry ' }, u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ name: 'Biochemistry', cardCount: 2 });
      const after = await listCards(t, u.cookie);
      expect(after.filter((c) => c.deckName === 'Biochemistry').map((c) => c.id).sort()).toEqual(cards.map((c) => c.id).sort());

      const clash = expectError(await patch(t, deckUrl('Biochemistry'), { name: 'Physics' }, u.cookie), 409, 'conflict');
      expect(clash.message).toBe('A deck named "Physics" already exists. Choose another name.');
      expect((await decksOf(t, u.cookie)).map((d) => [d.name, d.cardCount]).sort()).toEqual([
        ['Biochemistry', 2],
        ['Physics', 1],
      ]);
      expectError(await patch(t, deckUrl(old), { name: 'Other' }, u.cookie), 404, 'not_found', 'Deck not found');
      expectError(await patch(t, deckUrl('Physics'), { name: '' }, u.cookie), 400, 'validation');
      // Renaming to the same name is a no-op.
      expect((await patch(t, deckUrl('Physics'), { name: 'Physics' }, u.cookie)).json()).toEqual({ name: 'Physics', cardCount: 1 });
    });

    it('deletes a whole deck with its review log, and only that deck', async () => {
      const t = app();
      const u = await registerUser(t);
      const a = await createCard(t, u.cookie, { deckName: 'Gone' });
      await createCard(t, u.cookie, { deckName: 'Gone' });
      const kept = await createCard(t, u.cookie, { deckName: 'Kept' });
      await review(t, u.cookie, a.id, 'good');
      const res = await del(t, deckUrl('Gone'), u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, deleted: 2 });
      expect((await listCards(t, u.cookie)).map((c) => c.id)).toEqual([kept.id]);
      expect(await t.ctx.db.selectFrom('flashcard_reviews').selectAll().where('card_id', '=', a.id).execute()).toEqual([]);
      expectError(await del(t, deckUrl('Gone'), u.cookie), 404, 'not_found', 'Deck not found');
    });
  });

  describe('all or nothing', () => {
    const app = appPerBlock(dialect);

    it('renames no card of a deck when one of them cannot be updated', async () => {
      const t = app();
      const u = await registerUser(t);
      await createCard(t, u.cookie, { deckName: 'Atomic', front: 'fine' });
      await createCard(t, u.cookie, { deckName: 'Atomic', front: 'poison' });
      await createCard(t, u.cookie, { deckName: 'Atomic', front: 'also fine' });
      await poisonCards(t, dialect, 'UPDATE');
      expectError(await patch(t, deckUrl('Atomic'), { name: 'Renamed' }, u.cookie), 500, 'internal');
      expect((await listCards(t, u.cookie)).map((c) => c.deckName)).toEqual(['Atomic', 'Atomic', 'Atomic']);
    });

    it('deletes no card of a deck when one of them cannot be deleted', async () => {
      const t = app();
      const u = await registerUser(t);
      await createCard(t, u.cookie, { deckName: 'Sturdy', front: 'fine' });
      await createCard(t, u.cookie, { deckName: 'Sturdy', front: 'poison' });
      await poisonCards(t, dialect, 'DELETE');
      expectError(await del(t, deckUrl('Sturdy'), u.cookie), 500, 'internal');
      expect(await listCards(t, u.cookie)).toHaveLength(2);
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
      const [queued] = await dueOf(t, u.cookie, 'Bio');
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
      expect((await dueOf(t, u.cookie, 'Bio')).map((c) => c.id)).toEqual([]);
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

    it('answers 400 for an unknown rating, and changes nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      const card = await createCard(t, u.cookie);
      expectError(await post(t, `/api/flashcards/${card.id}/review`, { rating: 'great' }, { cookie: u.cookie }), 400, 'validation');
      expectError(await post(t, `/api/flashcards/${card.id}/review`, {}, { cookie: u.cookie }), 400, 'validation');
      expectError(await get(t, `/api/flashcards/due?deck=${'d'.repeat(101)}`, u.cookie), 400, 'validation');
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
      expect(res.json<ImportDeckResponse>()).toEqual({ deckName: deck, imported: 3 });
      const cards = await listCards(t, u.cookie);
      expect(cards.every((c) => c.deckName === deck && c.subject === 'science' && c.srs.state === 'new')).toBe(true);

      const csv = await get(t, `${deckUrl(deck)}/export?format=csv`, u.cookie);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="Bio_Chem_units.csv"; filename*=UTF-8''${encodeURIComponent('Bio _ Chem_ ünits.csv')}`);
      const fromCsv = parseDeckText(csv.body, { format: 'csv' });
      expect(fromCsv.errors).toEqual([]);
      expect(fromCsv.cards.map(({ front, back }) => ({ front, back }))).toEqual(tricky);

      const anki = await get(t, `${deckUrl(deck)}/export?format=anki`, u.cookie);
      expect(anki.statusCode).toBe(200);
      expect(anki.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(anki.headers['content-disposition']).toMatch(/^attachment; filename="Bio_Chem_units\.txt"/);
      const fromAnki = parseDeckText(anki.body);
      expect(fromAnki).toMatchObject({ format: 'anki', deckName: deck, errors: [] });
      expect(fromAnki.cards.map(({ front, back }) => ({ front, back }))).toEqual(tricky);

      // Export defaults to CSV; an unknown format or deck is refused.
      expect((await get(t, `${deckUrl(deck)}/export`, u.cookie)).headers['content-type']).toBe('text/csv; charset=utf-8');
      expectError(await get(t, `${deckUrl(deck)}/export?format=xml`, u.cookie), 400, 'validation');
      expectError(await get(t, `${deckUrl('Nope')}/export?format=csv`, u.cookie), 404, 'not_found');
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
      ['5001 cards', { deckName: 'D', cards: Array.from({ length: 5001 }, () => ({ front: 'a', back: 'b' })) }, 'cards: At most 5000 cards'],
    ])('answers 400 for %s and imports nothing', async (_label, body, message) => {
      const t = app();
      const u = await registerUser(t);
      const err = expectError(await post(t, '/api/decks/import', body, { cookie: u.cookie }), 400, 'validation');
      expect(err.message.startsWith(message)).toBe(true);
      expect(await listCards(t, u.cookie)).toEqual([]);
    });

    it('imports 5000 cards in one go', async () => {
      const t = app();
      const u = await registerUser(t);
      const cards = Array.from({ length: 5000 }, (_, i) => ({ front: `Term ${i}`, back: `Definition ${i}` }));
      const res = await post(t, '/api/decks/import', { deckName: 'Huge', cards }, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(201);
      expect((await decksOf(t, u.cookie))[0]).toMatchObject({ name: 'Huge', cardCount: 5000, newCount: 5000 });
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
