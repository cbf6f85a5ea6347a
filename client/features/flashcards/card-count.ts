import { CARD_COUNT_MAX, CARD_COUNT_MIN } from '@common/schemas/flashcards';

/**
 * The card count the generator sends (spec-2 §5): what the student typed, kept within 1–50; text
 * that is not a number falls back to 1 rather than to the default, as the spec says.
 */
export function parseCardCount(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw.trim(), 10);
  if (!Number.isFinite(n)) return CARD_COUNT_MIN;
  return Math.min(CARD_COUNT_MAX, Math.max(CARD_COUNT_MIN, Math.trunc(n)));
}
