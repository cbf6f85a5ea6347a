import { ankiRows, csvRows, deckToAnkiText, deckToCsv } from '@common/deck-export';
import type { AppContext } from '../../lib/context';
import { flashcardsRepo } from './repo';

/**
 * A deck as a file for other apps (CSV, or Anki's "Notes in plain text"), produced in pages of
 * cards so a deck of any size streams with constant memory.
 */
export async function* deckExportChunks(db: AppContext['db'], userId: string, deckId: string, deckName: string, format: 'csv' | 'anki'): AsyncGenerator<string> {
  yield format === 'anki' ? deckToAnkiText([], deckName) : deckToCsv([]);
  for await (const rows of flashcardsRepo.deckCardsInBatches(db, userId, deckId)) {
    yield format === 'anki' ? ankiRows(rows) : csvRows(rows);
  }
}
