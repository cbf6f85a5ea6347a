import type { Readable } from 'node:stream';
import { localDay } from '@common/activity';
import {
  CARD_SIDE_MAX,
  DECK_NAME_MAX,
  DIFFICULTIES,
  FLASHCARD_SUBJECTS,
  NEW_CARDS_PER_DAY,
  REVIEW_RATINGS,
  type DeckPageDto,
  type DeckSummaryDto,
  type DeleteDeckResponse,
  type Difficulty,
  type DueCardDto,
  type FlashcardDto,
  type GenerateFlashcardsInput,
  type GenerateFlashcardsResponse,
  type ImportDeckResponse,
  type ReviewRating,
  type ReviewResultDto,
} from '@common/schemas/flashcards';
import type { Page } from '@common/schemas/pagination';
import { formatIntervalBetween } from '@common/srs-interval';
import { AiOutputError, type AiEngine } from '../../ai/engine';
import { nowIso } from '../../db/codec';
import { recordActivity, studentTimezone, type StreakRow } from '../../lib/activity';
import { recordAiUsage } from '../../lib/ai-usage';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { decodeCursor, toPage } from '../../lib/pagination';
import type { AuthService } from '../auth/service';
import type { createSettingsService } from '../settings/service';
import { DECK_SORT_KEYS, decksRepo, type DeckCountsRow, type DeckRow, type DeckSort } from './decks-repo';
import { createExportRunner, type ExportRunner } from '../../workers/export-runner';
import { createImportRunner, type ImportRunner } from '../../workers/import-runner';
import type { ParsedImportBody } from './import-body';
import { deckNamed, newCardRow } from './import-cards';
import { flashcardsRepo, type FlashcardRow } from './repo';
import { applyReview, previewDue, readState, schedulerFor } from './srs';

const CARD_NOT_FOUND = 'Flashcard not found';
const DECK_NOT_FOUND = 'Deck not found';

function readDifficulty(value: string): Difficulty {
  return DIFFICULTIES.find((d) => d === value) ?? 'medium';
}

/** The whitelist of a card's fields any response carries (never the owner's id). */
export function presentFlashcard(row: FlashcardRow, deckName: string): FlashcardDto {
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    deckId: row.deck_id,
    deckName,
    subject: row.subject,
    difficulty: readDifficulty(row.difficulty),
    createdAt: row.created_at,
    srs: {
      state: readState(row.state),
      due: row.due,
      stability: Number(row.stability),
      difficulty: Number(row.srs_difficulty),
      reps: Number(row.reps),
      lapses: Number(row.lapses),
      lastReview: row.last_review,
    },
  };
}

/** A file name that is safe in a Content-Disposition header on every OS: letters, digits, spaces, . _ -. */
export function safeFileName(deckName: string): string {
  const name = deckName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\w .-]+/g, '_')
    .replace(/[\s_]*_[\s_]*/g, '_')
    .replace(/^[ ._]+|[ ._]+$/g, '')
    .slice(0, 80);
  return name || 'deck';
}

/** A deck with its counts (zero when it has no cards yet). */
function presentDeck(deck: DeckRow, counts: DeckCountsRow | undefined): DeckSummaryDto {
  return {
    id: deck.id,
    name: deck.name,
    description: deck.description,
    subject: deck.subject,
    difficulty: readDifficulty(deck.difficulty),
    cardCount: Number(counts?.card_count ?? 0),
    dueNow: Number(counts?.due_now ?? 0),
    newCount: Number(counts?.new_count ?? 0),
    nextDue: counts?.next_due ?? null,
    createdAt: deck.created_at,
    updatedAt: deck.updated_at,
  };
}

/** A file name for a deck's export: ASCII for old clients, the real name for the rest (RFC 6266). */
export function exportFileNames(deckName: string, ext: string): { fileName: string; utf8FileName: string } {
  return { fileName: `${safeFileName(deckName)}.${ext}`, utf8FileName: `${deckName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')}.${ext}` };
}

/** A generated side: trimmed, single-spaced ends, cut to the stored maximum. */
function tidy(s: string): string {
  return s.trim().slice(0, CARD_SIDE_MAX).trim();
}

/**
 * Flashcards: decks and cards of one student, generation through the AI engine, FSRS reviews
 * (ts-fsrs) with their log, import and export. A deck is a row of its own (0012-decks); a card
 * belongs to one deck. Lists page by cursor; counts come from one grouped query per page.
 */
export function createFlashcardsService(
  ctx: AppContext,
  deps: { engine: AiEngine; auth: AuthService; settings: ReturnType<typeof createSettingsService>; exports?: ExportRunner; imports?: ImportRunner },
) {
  const { db } = ctx;
  const exports = deps.exports ?? createExportRunner(ctx);
  const imports = deps.imports ?? createImportRunner({ db, dialect: ctx.codec.dialect });

  /** FSRS for the student's retention: the one read with the session when the caller has it. */
  async function scheduler(userId: string, retention?: number) {
    return schedulerFor(retention ?? (await deps.settings.desiredRetention(userId)));
  }

  /** Cards with their decks' names, for a page of cards that may span decks. */
  async function presentCards(userId: string, rows: FlashcardRow[]): Promise<FlashcardDto[]> {
    const decks = new Map((await decksRepo.findMany(db, userId, [...new Set(rows.map((r) => r.deck_id))])).map((d) => [d.id, d.name]));
    return rows.map((r) => presentFlashcard(r, decks.get(r.deck_id) ?? ''));
  }

  async function findCard(userId: string, id: string): Promise<FlashcardDto> {
    const saved = await flashcardsRepo.find(db, userId, id);
    if (!saved) throw notFound(CARD_NOT_FOUND);
    const [card] = await presentCards(userId, [saved]);
    return card;
  }

  async function requireDeck(userId: string, id: string): Promise<DeckRow> {
    const deck = await decksRepo.find(db, userId, id);
    if (!deck) throw notFound(DECK_NOT_FOUND);
    return deck;
  }

  /**
   * How many more new cards the review queue may introduce today, in the student's own day (the
   * zone as read with the session, or read here).
   */
  async function newCardsLeftToday(userId: string, now: Date, knownZone?: string): Promise<number> {
    const timezone = await studentTimezone(db, userId, knownZone);
    const today = localDay(now, timezone);
    const since = nowIso(new Date(now.getTime() - 2 * 86_400_000));
    const introducedToday = (await flashcardsRepo.newCardReviewTimes(db, userId, since)).filter((t) => localDay(new Date(t), timezone) === today).length;
    return Math.max(0, NEW_CARDS_PER_DAY - introducedToday);
  }

  /** Another deck of the student already has this name (names are unique per student). */
  function nameTaken(name: string) {
    return conflict(`A deck named "${name}" already exists. Choose another name.`);
  }

  return {
    /** A page of the student's cards, newest first, of every deck or of one. */
    async list(userId: string, q: { limit: number; cursor?: string; deckId?: string; q?: string }): Promise<Page<FlashcardDto>> {
      const after = decodeCursor(q.cursor, ['string', 'string']);
      const rows = await flashcardsRepo.page(db, userId, { limit: q.limit, after, deckId: q.deckId, search: q.q });
      const page = toPage(rows, q.limit, (r) => [r.created_at, r.id], (r) => r);
      return { items: await presentCards(userId, page.items), nextCursor: page.nextCursor };
    },

    async create(userId: string, input: { front: string; back: string; deckName: string; subject: string; difficulty: Difficulty }): Promise<FlashcardDto> {
      const at = ctx.now();
      const id = await db.transaction().execute(async (trx) => {
        const deck = await deckNamed(trx, userId, input.deckName, input, nowIso(at));
        const row = newCardRow(userId, { ...input, deckId: deck.id }, at);
        await flashcardsRepo.insertMany(trx, [row]);
        await decksRepo.touch(trx, userId, [deck.id], nowIso(at));
        return row.id;
      });
      return findCard(userId, id);
    },

    /** Edits the text of a card or moves it to another deck; its review history and schedule are kept. */
    async update(
      userId: string,
      id: string,
      input: { front?: string; back?: string; deckName?: string; subject?: string; difficulty?: Difficulty },
    ): Promise<FlashcardDto> {
      const at = nowIso(ctx.now());
      await db.transaction().execute(async (trx) => {
        const card = await flashcardsRepo.find(trx, userId, id);
        if (!card) throw notFound(CARD_NOT_FOUND);
        const deck =
          input.deckName === undefined
            ? undefined
            : await deckNamed(trx, userId, input.deckName, { subject: input.subject ?? card.subject, difficulty: input.difficulty ?? readDifficulty(card.difficulty) }, at);
        const patch = Object.fromEntries(
          Object.entries({ front: input.front, back: input.back, deck_id: deck?.id, subject: input.subject, difficulty: input.difficulty }).filter(([, v]) => v !== undefined),
        );
        await flashcardsRepo.update(trx, userId, id, { ...patch, updated_at: at });
        await decksRepo.touch(trx, userId, [...new Set([card.deck_id, deck?.id ?? card.deck_id])], at);
      });
      return findCard(userId, id);
    },

    async remove(userId: string, id: string): Promise<{ success: true }> {
      if (!(await flashcardsRepo.delete(db, userId, id))) throw notFound(CARD_NOT_FOUND);
      return { success: true };
    },

    /**
     * Cards from study text through the engine (a model, or the offline extractor), cleaned up
     * (no empty side, no duplicate, never more than asked) and saved in one transaction.
     */
    async generate(userId: string, input: GenerateFlashcardsInput, signal: AbortSignal): Promise<GenerateFlashcardsResponse> {
      const [user, settings] = await Promise.all([deps.auth.currentUser(userId), deps.settings.get(userId)]);
      if (!user) throw notFound();
      let result;
      try {
        result = await deps.engine.generateFlashcards({
          text: input.text,
          subject: input.subject,
          difficulty: input.difficulty,
          count: input.cardCount,
          deckName: input.deckName,
          context: { gradeLevel: user.gradeLevel, language: settings.language },
          signal,
        });
      } catch (err) {
        // The worker pool's own answers (422 too_slow, 429 busy) are already what the student should read.
        if (err instanceof AppError) throw err;
        if (err instanceof AiOutputError) throw new AppError('ai_failed', err.message, 502);
        if (signal.aborted) throw new AppError('ai_timeout', 'The AI took too long to answer. Please try again.', 504);
        const e = err as { name?: string; message?: string; statusCode?: number };
        ctx.log.warn({ error: { name: e?.name, message: e?.message, status: e?.statusCode } }, 'flashcard generation failed');
        throw new AppError('ai_failed', 'The AI could not generate flashcards right now. Please try again.', 502);
      }
      const seen = new Set<string>();
      const cards: Array<{ front: string; back: string }> = [];
      for (const c of result.cards) {
        const front = tidy(c.front);
        const back = tidy(c.back);
        const key = `${front.toLowerCase()}\u0000${back.toLowerCase()}`;
        if (!front || !back || seen.has(key) || seen.has(front.toLowerCase())) continue;
        seen.add(key);
        seen.add(front.toLowerCase());
        cards.push({ front, back });
        if (cards.length >= input.cardCount) break;
      }
      if (cards.length === 0) {
        throw new AppError(
          'no_cards',
          'No flashcards could be made from this text. Add sentences that define or explain terms (for example "Osmosis is the movement of water…"), or a list of "term - definition" lines.',
          422,
        );
      }
      const subjectLabel = FLASHCARD_SUBJECTS.find((s) => s.value === input.subject)?.label ?? input.subject;
      const deckName = (input.deckName || result.deckName.trim() || `${subjectLabel} Flashcards`).slice(0, DECK_NAME_MAX).trim();
      const at = ctx.now();
      const { deck, rows } = await db.transaction().execute(async (trx) => {
        const deck = await deckNamed(trx, userId, deckName, input, nowIso(at));
        const rows = cards.map((c) => newCardRow(userId, { ...c, deckId: deck.id, subject: input.subject, difficulty: input.difficulty }, at));
        await flashcardsRepo.insertMany(trx, rows);
        await decksRepo.touch(trx, userId, [deck.id], nowIso(at));
        await recordAiUsage(trx, deps.engine, { userId, feature: 'flashcards', usage: result.usage, at: nowIso(at) });
        return { deck, rows };
      });
      const flashcards = rows.map((r) => presentFlashcard({ ...r, deck_id: deck.id } as FlashcardRow, deck.name));
      const response: GenerateFlashcardsResponse = { flashcards, deckName: deck.name };
      if (cards.length < input.cardCount) {
        response.message = `Found ${cards.length} ${cards.length === 1 ? 'card' : 'cards'} in this text (you asked for ${input.cardCount}).`;
      }
      return response;
    },

    /**
     * The Library: a page of decks with their counts (cards, due now, new, next due) from one
     * grouped query over the page's decks, and the totals of all decks.
     */
    async decks(userId: string, q: { limit: number; cursor?: string; q?: string; sort: DeckSort }, timezone?: string): Promise<DeckPageDto> {
      const now = nowIso(ctx.now());
      const after = decodeCursor(q.cursor, DECK_SORT_KEYS[q.sort].kinds);
      const [rows, counted, newLeft] = await Promise.all([
        decksRepo.page(db, userId, { sort: q.sort, limit: q.limit, after, search: q.q }),
        decksRepo.totals(db, userId, now),
        newCardsLeftToday(userId, ctx.now(), timezone),
      ]);
      const totals = { ...counted, newToday: Math.min(counted.newCount, newLeft) };
      const key = (d: DeckRow) => (q.sort === 'name' ? [d.name, d.id] : [d.updated_at, d.id]);
      const page = toPage(rows, q.limit, key, (d) => d);
      const counts = new Map((await decksRepo.counts(db, userId, page.items.map((d) => d.id), now)).map((c) => [c.deck_id, c]));
      return { items: page.items.map((d) => presentDeck(d, counts.get(d.id))), nextCursor: page.nextCursor, totals };
    },

    async deck(userId: string, id: string): Promise<DeckSummaryDto> {
      const deck = await requireDeck(userId, id);
      const [counts] = await decksRepo.counts(db, userId, [id], nowIso(ctx.now()));
      return presentDeck(deck, counts);
    },

    /** A new, empty deck; a name the student already uses is refused (409). */
    async createDeck(userId: string, input: { name: string; subject: string; difficulty: Difficulty; description: string }): Promise<DeckSummaryDto> {
      const at = nowIso(ctx.now());
      const row: DeckRow = { id: newId(), user_id: userId, name: input.name, subject: input.subject, difficulty: input.difficulty, description: input.description, settings: '{}', card_count: 0, new_count: 0, created_at: at, updated_at: at };
      await db.transaction().execute(async (trx) => {
        if (await decksRepo.findByName(trx, userId, input.name)) throw nameTaken(input.name);
        await decksRepo.insert(trx, row);
      });
      return presentDeck(row, undefined);
    },

    /**
     * Renames a deck or changes its subject or description: one row. Renaming onto the name of
     * another deck of the student is refused (409), as Anki does, rather than merging two decks by
     * accident; moving single cards between decks is what PATCH /api/flashcards/{id} is for.
     */
    async updateDeck(userId: string, id: string, input: { name?: string; subject?: string; difficulty?: Difficulty; description?: string }): Promise<DeckSummaryDto> {
      await db.transaction().execute(async (trx) => {
        const deck = await decksRepo.find(trx, userId, id);
        if (!deck) throw notFound(DECK_NOT_FOUND);
        if (input.name !== undefined && input.name !== deck.name) {
          const other = await decksRepo.findByName(trx, userId, input.name);
          if (other) throw nameTaken(input.name);
        }
        const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        await decksRepo.update(trx, userId, id, { ...patch, updated_at: nowIso(ctx.now()) });
      });
      return this.deck(userId, id);
    },

    /** Deletes a deck with its cards (and their review log) in one statement. */
    async deleteDeck(userId: string, id: string): Promise<DeleteDeckResponse> {
      return db.transaction().execute(async (trx) => {
        const deleted = await flashcardsRepo.countDeck(trx, userId, id);
        if (!(await decksRepo.delete(trx, userId, id))) throw notFound(DECK_NOT_FOUND);
        return { success: true, deleted };
      });
    },

    /** A page of one deck's cards in the order they were made (browse and study). */
    async deckCards(userId: string, id: string, q: { limit: number; cursor?: string; q?: string }): Promise<Page<FlashcardDto>> {
      const deck = await requireDeck(userId, id);
      const after = decodeCursor(q.cursor, ['string', 'string']);
      const rows = await flashcardsRepo.deckPage(db, userId, id, { limit: q.limit, after, search: q.q });
      return toPage(rows, q.limit, (r) => [r.created_at, r.id], (r) => presentFlashcard(r, deck.name));
    },

    /**
     * The review queue: cards due now (the longest overdue first), then new cards in the order
     * they were made, at most NEW_CARDS_PER_DAY first reviews per day of the student's time zone.
     * Each card carries the interval every answer would give.
     */
    async due(userId: string, deckId?: string, timezone?: string, retention?: number): Promise<DueCardDto[]> {
      if (deckId) await requireDeck(userId, deckId);
      const now = ctx.now();
      const nowText = nowIso(now);
      const [reviews, newLeft, f] = await Promise.all([flashcardsRepo.dueReviews(db, userId, nowText, deckId), newCardsLeftToday(userId, now, timezone), scheduler(userId, retention)]);
      const fresh = await flashcardsRepo.newCards(db, userId, newLeft, deckId);
      const cards = await presentCards(userId, [...reviews, ...fresh]);
      return [...reviews, ...fresh].map((row, i) => {
        const due = previewDue(row, now, f);
        const intervals = Object.fromEntries(REVIEW_RATINGS.map((r) => [r, formatIntervalBetween(now, due[r])])) as Record<ReviewRating, string>;
        return { ...cards[i], intervals };
      });
    },

    /**
     * One answer to a card: the new FSRS state and the review log in one transaction, with the
     * activity (XP, streak) recorded through the activity service.
     */
    /** `retention` and `student`: what the session read (the FSRS target; the award's zone and streak). */
    async review(userId: string, id: string, rating: ReviewRating, retention?: number, student?: StreakRow): Promise<ReviewResultDto> {
      const f = await scheduler(userId, retention);
      const now = ctx.now();
      const at = nowIso(now);
      const card = await db.transaction().execute(async (trx) => {
        const row = await flashcardsRepo.findWithDeckName(trx, userId, id);
        if (!row) throw notFound(CARD_NOT_FOUND);
        const outcome = applyReview(row, rating, now, f);
        const updated = await flashcardsRepo.updateSrs(trx, userId, id, Number(row.reps), { ...outcome.columns, updated_at: at });
        if (!updated) throw conflict('This card was just reviewed. Please reload the review queue.');
        await flashcardsRepo.insertReview(trx, {
          id: newId(),
          user_id: userId,
          card_id: id,
          rating,
          state_before: outcome.log.stateBefore,
          due_before: outcome.log.dueBefore,
          due_after: outcome.columns.due,
          stability: outcome.log.stability,
          difficulty: outcome.log.difficulty,
          elapsed_days: Math.round(outcome.log.elapsedDays),
          scheduled_days: Math.round(outcome.log.scheduledDays),
          reviewed_at: at,
        });
        await recordActivity(trx, { userId, kind: 'cards_reviewed', at: now, detail: { cardId: id, rating }, known: student });
        // The card as the update saved it: no read after the commit.
        return presentFlashcard(updated, row.deck_name);
      });
      return { card, nextDue: card.srs.due };
    },

    /**
     * Cards parsed and previewed on the client (read in a worker, import-body.ts), added to a deck
     * (new or existing) in one transaction, with progress (import-cards.ts; on a SQLite file in a
     * worker of its own, import-runner.ts). A cancelled import (the signal) rolls back: no deck, no card.
     */
    importDeck(
      userId: string,
      body: ParsedImportBody,
      opts: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
    ): Promise<ImportDeckResponse> {
      return imports.run(userId, body, { ...opts, at: ctx.now() });
    },

    /** A deck as a file for other apps (CSV, or Anki's "Notes in plain text"), streamed page by page. */
    async exportDeck(
      userId: string,
      id: string,
      format: 'csv' | 'anki',
    ): Promise<{ body: Readable; contentType: string; fileName: string; utf8FileName: string }> {
      const deck = await requireDeck(userId, id);
      const job = { kind: 'deck', userId, deckId: id, deckName: deck.name, format } as const;
      const body = await exports.stream(job);
      const names = exportFileNames(deck.name, format === 'anki' ? 'txt' : 'csv');
      return { body, contentType: format === 'anki' ? 'text/plain; charset=utf-8' : 'text/csv; charset=utf-8', ...names };
    },
  };
}

export type FlashcardsService = ReturnType<typeof createFlashcardsService>;
