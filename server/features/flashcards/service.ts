import { localDay } from '@common/activity';
import { deckToAnkiText, deckToCsv } from '@common/deck-export';
import {
  CARD_SIDE_MAX,
  DECK_NAME_MAX,
  DIFFICULTIES,
  FLASHCARD_SUBJECTS,
  NEW_CARDS_PER_DAY,
  REVIEW_RATINGS,
  type DeckSummaryDto,
  type DeleteDeckResponse,
  type Difficulty,
  type DueCardDto,
  type FlashcardDto,
  type GenerateFlashcardsInput,
  type GenerateFlashcardsResponse,
  type ImportDeckInput,
  type ImportDeckResponse,
  type RenameDeckResponse,
  type ReviewRating,
  type ReviewResultDto,
} from '@common/schemas/flashcards';
import { formatIntervalBetween } from '@common/srs-interval';
import { AiOutputError, type AiEngine } from '../../ai/engine';
import { nowIso } from '../../db/codec';
import { recordActivity } from '../../lib/activity';
import { recordAiUsage } from '../../lib/ai-usage';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthService } from '../auth/service';
import type { createSettingsService } from '../settings/service';
import { flashcardsRepo, type FlashcardRow, type NewFlashcardRow } from './repo';
import { applyReview, newCardColumns, previewDue, readState, schedulerFor } from './srs';

const CARD_NOT_FOUND = 'Flashcard not found';
const DECK_NOT_FOUND = 'Deck not found';

function readDifficulty(value: string): Difficulty {
  return DIFFICULTIES.find((d) => d === value) ?? 'medium';
}

/** The whitelist of a card's fields any response carries (never the owner's id). */
export function presentFlashcard(row: FlashcardRow): FlashcardDto {
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    deckName: row.deck_name,
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

/** A generated side: trimmed, single-spaced ends, cut to the stored maximum. */
function tidy(s: string): string {
  return s.trim().slice(0, CARD_SIDE_MAX).trim();
}

/**
 * Flashcards: cards and decks of one student, generation through the AI engine, FSRS reviews
 * (ts-fsrs) with their log, import and export. A deck is the set of cards sharing a deck name.
 */
export function createFlashcardsService(
  ctx: AppContext,
  deps: { engine: AiEngine; auth: AuthService; settings: ReturnType<typeof createSettingsService> },
) {
  const { db } = ctx;

  /** A new card row with fresh FSRS state (new, due now). */
  function newRow(userId: string, card: { front: string; back: string; deckName: string; subject: string; difficulty: Difficulty }, at: Date): NewFlashcardRow {
    const iso = nowIso(at);
    return {
      id: newId(),
      user_id: userId,
      deck_name: card.deckName,
      front: card.front,
      back: card.back,
      subject: card.subject,
      difficulty: card.difficulty,
      created_at: iso,
      updated_at: iso,
      ...newCardColumns(at),
    };
  }

  async function scheduler(userId: string) {
    return schedulerFor(await deps.settings.desiredRetention(userId));
  }

  return {
    async list(userId: string): Promise<FlashcardDto[]> {
      return (await flashcardsRepo.list(db, userId)).map(presentFlashcard);
    },

    async create(userId: string, input: { front: string; back: string; deckName: string; subject: string; difficulty: Difficulty }): Promise<FlashcardDto> {
      const row = newRow(userId, input, ctx.now());
      await flashcardsRepo.insertMany(db, [row]);
      const saved = await flashcardsRepo.find(db, userId, row.id);
      if (!saved) throw notFound(CARD_NOT_FOUND);
      return presentFlashcard(saved);
    },

    /** Edits the text or the deck of a card; its review history and schedule are kept. */
    async update(
      userId: string,
      id: string,
      input: { front?: string; back?: string; deckName?: string; subject?: string; difficulty?: Difficulty },
    ): Promise<FlashcardDto> {
      const patch = Object.fromEntries(
        Object.entries({ front: input.front, back: input.back, deck_name: input.deckName, subject: input.subject, difficulty: input.difficulty }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      if (!(await flashcardsRepo.update(db, userId, id, { ...patch, updated_at: nowIso(ctx.now()) }))) throw notFound(CARD_NOT_FOUND);
      const saved = await flashcardsRepo.find(db, userId, id);
      if (!saved) throw notFound(CARD_NOT_FOUND);
      return presentFlashcard(saved);
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
      const rows = cards.map((c) => newRow(userId, { ...c, deckName, subject: input.subject, difficulty: input.difficulty }, at));
      await db.transaction().execute(async (trx) => {
        await flashcardsRepo.insertMany(trx, rows);
        await recordAiUsage(trx, deps.engine, { userId, feature: 'flashcards', usage: result.usage, at: nowIso(at) });
      });
      const saved = new Map((await flashcardsRepo.deckCards(db, userId, deckName)).map((r) => [r.id, r]));
      const flashcards = rows.map((r) => saved.get(r.id)).filter((r): r is FlashcardRow => !!r).map(presentFlashcard);
      const response: GenerateFlashcardsResponse = { flashcards, deckName };
      if (cards.length < input.cardCount) {
        response.message = `Found ${cards.length} ${cards.length === 1 ? 'card' : 'cards'} in this text (you asked for ${input.cardCount}).`;
      }
      return response;
    },

    /** The Library: per deck, its cards, how many are due now and new, and the next due time. */
    async decks(userId: string): Promise<DeckSummaryDto[]> {
      const now = nowIso(ctx.now());
      const [aggregates, newest] = await Promise.all([flashcardsRepo.deckAggregates(db, userId, now), flashcardsRepo.newestCardPerDeck(db, userId)]);
      const first = new Map(newest.map((r) => [r.deck_name, r]));
      return aggregates.map((a) => ({
        name: a.deck_name,
        cardCount: Number(a.card_count),
        dueNow: Number(a.due_now ?? 0),
        newCount: Number(a.new_count ?? 0),
        nextDue: a.next_due ?? null,
        subject: first.get(a.deck_name)?.subject ?? 'other',
        difficulty: readDifficulty(first.get(a.deck_name)?.difficulty ?? 'medium'),
        latestCreatedAt: a.latest_created_at,
      }));
    },

    /**
     * Renames a deck in one transaction. Renaming onto the name of another deck of the student is
     * refused (409), as Anki does, rather than merging two decks by accident; moving single cards
     * between decks is what PATCH /api/flashcards/{id} is for.
     */
    async renameDeck(userId: string, from: string, to: string): Promise<RenameDeckResponse> {
      return db.transaction().execute(async (trx) => {
        const count = await flashcardsRepo.countDeck(trx, userId, from);
        if (count === 0) throw notFound(DECK_NOT_FOUND);
        if (to === from) return { name: to, cardCount: count };
        if ((await flashcardsRepo.countDeck(trx, userId, to)) > 0) throw conflict(`A deck named "${to}" already exists. Choose another name.`);
        const renamed = await flashcardsRepo.renameDeck(trx, userId, from, to, nowIso(ctx.now()));
        return { name: to, cardCount: renamed };
      });
    },

    /** Deletes every card of a deck (and their review log) in one transaction. */
    async deleteDeck(userId: string, name: string): Promise<DeleteDeckResponse> {
      return db.transaction().execute(async (trx) => {
        const deleted = await flashcardsRepo.deleteDeck(trx, userId, name);
        if (deleted === 0) throw notFound(DECK_NOT_FOUND);
        return { success: true, deleted };
      });
    },

    /**
     * The review queue: cards due now (the longest overdue first), then new cards in the order
     * they were made, at most NEW_CARDS_PER_DAY first reviews per day of the student's time zone.
     * Each card carries the interval every answer would give.
     */
    async due(userId: string, deck?: string): Promise<DueCardDto[]> {
      const now = ctx.now();
      const nowText = nowIso(now);
      const [reviews, timezone, f] = await Promise.all([
        flashcardsRepo.dueReviews(db, userId, nowText, deck || undefined),
        flashcardsRepo.timezone(db, userId),
        scheduler(userId),
      ]);
      const today = localDay(now, timezone);
      const since = nowIso(new Date(now.getTime() - 2 * 86_400_000));
      const introducedToday = (await flashcardsRepo.newCardReviewTimes(db, userId, since)).filter((t) => localDay(new Date(t), timezone) === today).length;
      const fresh = await flashcardsRepo.newCards(db, userId, NEW_CARDS_PER_DAY - introducedToday, deck || undefined);
      return [...reviews, ...fresh].map((row) => {
        const due = previewDue(row, now, f);
        const intervals = Object.fromEntries(REVIEW_RATINGS.map((r) => [r, formatIntervalBetween(now, due[r])])) as Record<ReviewRating, string>;
        return { ...presentFlashcard(row), intervals };
      });
    },

    /**
     * One answer to a card: the new FSRS state and the review log in one transaction, with the
     * activity (XP, streak) recorded through the activity service.
     */
    async review(userId: string, id: string, rating: ReviewRating): Promise<ReviewResultDto> {
      const f = await scheduler(userId);
      const now = ctx.now();
      const at = nowIso(now);
      await db.transaction().execute(async (trx) => {
        const row = await flashcardsRepo.find(trx, userId, id);
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
        await recordActivity(trx, { userId, kind: 'cards_reviewed', at: now, detail: { cardId: id, rating } });
      });
      const saved = await flashcardsRepo.find(db, userId, id);
      if (!saved) throw notFound(CARD_NOT_FOUND);
      return { card: presentFlashcard(saved), nextDue: saved.due };
    },

    /** Cards parsed and previewed on the client, added to a deck (new or existing) in one transaction. */
    async importDeck(userId: string, input: ImportDeckInput): Promise<ImportDeckResponse> {
      const at = ctx.now();
      const rows = input.cards.map((c) => newRow(userId, { ...c, deckName: input.deckName, subject: input.subject, difficulty: input.difficulty }, at));
      await db.transaction().execute(async (trx) => {
        await flashcardsRepo.insertMany(trx, rows);
      });
      return { deckName: input.deckName, imported: rows.length };
    },

    /** A deck as a file for other apps: CSV, or Anki's "Notes in plain text". */
    async exportDeck(
      userId: string,
      name: string,
      format: 'csv' | 'anki',
    ): Promise<{ body: string; contentType: string; fileName: string; utf8FileName: string }> {
      const cards = await flashcardsRepo.deckCards(db, userId, name);
      if (cards.length === 0) throw notFound(DECK_NOT_FOUND);
      const ext = format === 'anki' ? 'txt' : 'csv';
      // ASCII for old clients, the real name (minus path and control characters) for the rest (RFC 6266)
      const names = { fileName: `${safeFileName(name)}.${ext}`, utf8FileName: `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')}.${ext}` };
      return format === 'anki'
        ? { body: deckToAnkiText(cards, name), contentType: 'text/plain; charset=utf-8', ...names }
        : { body: deckToCsv(cards), contentType: 'text/csv; charset=utf-8', ...names };
    },
  };
}

export type FlashcardsService = ReturnType<typeof createFlashcardsService>;
