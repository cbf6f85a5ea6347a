import type { Kysely, Transaction } from 'kysely';
import type { Difficulty, ImportDeckResponse } from '@common/schemas/flashcards';
import { nowIso, type Dialect } from '../../db/codec';
import type { Database } from '../../db/schema';
import { paceBulkStep } from '../../lib/bulk-pace';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { decksRepo, type DeckRow } from './decks-repo';
import type { DeckImport } from './import-body';
import { flashcardsRepo, type NewFlashcardRow } from './repo';
import { newCardColumns } from './srs';

type Db = Kysely<Database> | Transaction<Database>;

/** Progress is reported every this many cards saved, and at the end. */
export const IMPORT_PROGRESS_EVERY = 1000;

export const IMPORT_CANCELLED = 'The import was cancelled: no card was added.';

/** The columns every card made at `at` shares: its times and fresh FSRS state (new, due now). */
export function freshCardColumns(at: Date) {
  const iso = nowIso(at);
  return { created_at: iso, updated_at: iso, ...newCardColumns(at) };
}

/** A new card row with fresh FSRS state (an import computes the shared columns once). */
export function newCardRow(
  userId: string,
  card: { front: string; back: string; deckId: string; subject: string; difficulty: Difficulty },
  at: Date,
  fresh = freshCardColumns(at),
): NewFlashcardRow {
  return {
    id: newId(),
    user_id: userId,
    deck_id: card.deckId,
    front: card.front,
    back: card.back,
    subject: card.subject,
    difficulty: card.difficulty,
    ...fresh,
  };
}

/**
 * The student's deck of that name, made when there is none (with the subject and difficulty of
 * the cards that create it). Inside the caller's transaction, so a failed write leaves no deck.
 */
export async function deckNamed(trx: Db, userId: string, name: string, describe: { subject: string; difficulty: Difficulty }, at: string): Promise<DeckRow> {
  const existing = await decksRepo.findByName(trx, userId, name);
  if (existing) return existing;
  const row: DeckRow = { id: newId(), user_id: userId, name, subject: describe.subject, difficulty: describe.difficulty, description: '', settings: '{}', card_count: 0, new_count: 0, created_at: at, updated_at: at };
  await decksRepo.insert(trx, row);
  return row;
}

export interface ImportCardsOptions {
  /** Told after every IMPORT_PROGRESS_EVERY cards saved, and at the end. */
  onProgress?: (done: number, total: number) => void;
  /** Asked between batches: true rolls the whole import back (AppError 499 `cancelled`). */
  cancelled?: () => boolean;
}

/**
 * An import's cards added to a deck (new or existing) in one transaction: inserted in batches,
 * reporting progress and giving way between them (paceBulkStep). Nothing is kept unless every card is.
 * The same code runs on the request thread (PostgreSQL, an in-memory database) and in an import
 * worker with its own connection (a SQLite file, server/workers/import-runner.ts).
 */
export function importCards(db: Kysely<Database>, dialect: Dialect, userId: string, input: DeckImport, at: Date, opts: ImportCardsOptions = {}): Promise<ImportDeckResponse> {
  const { total } = input;
  return db.transaction().execute(async (trx) => {
    const deck = await deckNamed(trx, userId, input.deckName, input, nowIso(at));
    const fresh = freshCardColumns(at);
    let done = 0;
    for (const batch of input.batches) {
      const stepStarted = performance.now();
      await flashcardsRepo.insertMany(
        trx,
        batch.map((c) => newCardRow(userId, { ...c, deckId: deck.id, subject: input.subject, difficulty: input.difficulty }, at, fresh)),
      );
      done += batch.length;
      if (done % IMPORT_PROGRESS_EVERY === 0 || done === total) opts.onProgress?.(done, total);
      await paceBulkStep(dialect, performance.now() - stepStarted);
      if (opts.cancelled?.()) throw new AppError('cancelled', IMPORT_CANCELLED, 499);
    }
    await decksRepo.touch(trx, userId, [deck.id], nowIso(at));
    return { deckId: deck.id, deckName: deck.name, imported: total };
  });
}
