import type { Insertable, Kysely } from 'kysely';
import type { Database, FlashcardReviewsTable, FlashcardsTable } from '../db/schema';
import { newId } from '../lib/ids';

/** Rows per INSERT: well under SQLite's 32,766 bound parameters with every column of a card. */
const BATCH = 500;

/**
 * A heavy student's flashcards written straight into the tables (the export test and
 * bench/export-scale.ts): `cards` cards a second apart, each with `reviewsPerCard` reviews.
 * Returns the card ids in creation order.
 */
export async function seedCardsWithReviews(
  db: Kysely<Database>,
  userId: string,
  opts: { cards: number; reviewsPerCard: number; start?: Date },
): Promise<string[]> {
  const start = (opts.start ?? new Date('2025-01-01T00:00:00.000Z')).getTime();
  const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
  const ids: string[] = [];
  const decks = Array.from({ length: 50 }, (_, i) => ({
    id: newId(),
    user_id: userId,
    name: `Deck ${i}`,
    subject: 'biology',
    difficulty: 'medium',
    description: '',
    settings: '{}',
    created_at: at(0),
    updated_at: at(0),
  }));
  await db.insertInto('decks').values(decks).execute();
  for (let from = 0; from < opts.cards; from += BATCH) {
    const cards: Array<Insertable<FlashcardsTable>> = [];
    const reviews: Array<Insertable<FlashcardReviewsTable>> = [];
    for (let i = from; i < Math.min(opts.cards, from + BATCH); i++) {
      const id = newId();
      ids.push(id);
      cards.push({
        id,
        user_id: userId,
        deck_id: decks[i % 50]?.id ?? '',
        front: `Front ${i}: what is the term for card number ${i}?`,
        back: `Back ${i}: the answer to card ${i}, with a short explanation of it.`,
        subject: 'biology',
        difficulty: 'medium',
        created_at: at(i),
        updated_at: at(i),
        state: 'review',
        due: at(i + 86_400),
        stability: 3.2,
        srs_difficulty: 5.1,
        elapsed_days: 1,
        scheduled_days: 3,
        learning_steps: 0,
        reps: opts.reviewsPerCard,
        lapses: 0,
        last_review: at(i + 60),
      });
      for (let r = 0; r < opts.reviewsPerCard; r++) {
        reviews.push({
          id: newId(),
          user_id: userId,
          card_id: id,
          rating: r % 2 ? 'good' : 'hard',
          state_before: r === 0 ? 'new' : 'review',
          due_before: at(i + r * 60),
          due_after: at(i + (r + 1) * 60),
          stability: 1.5,
          difficulty: 5,
          elapsed_days: r,
          scheduled_days: r + 1,
          reviewed_at: at(i + r * 60 + 30),
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('flashcards').values(cards).execute();
      for (let r = 0; r < reviews.length; r += BATCH) await trx.insertInto('flashcard_reviews').values(reviews.slice(r, r + BATCH)).execute();
    });
  }
  return ids;
}
