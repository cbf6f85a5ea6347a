import { importDeckSchema, type ImportDeckInput } from '@common/schemas/flashcards';
import { AppError, validationError } from '../../lib/errors';

/**
 * Cards inserted per step of an import: each step holds the request thread for a few milliseconds
 * (SQLite writes synchronously), and other requests are served between steps.
 */
export const IMPORT_BATCH = 100;

export type ImportCard = ImportDeckInput['cards'][number];

/** A validated import, its cards as one JSON array per batch: cheap to pass between threads, parsed one batch at a time. */
export interface ParsedImportBody extends Omit<ImportDeckInput, 'cards'> {
  total: number;
  batches: string[];
}

/** What the import service reads: the deck's fields and the cards, batch by batch. */
export interface DeckImport extends Omit<ImportDeckInput, 'cards'> {
  total: number;
  batches: Iterable<ImportCard[]>;
}

function* parsedBatches(batches: string[]): Generator<ImportCard[]> {
  for (const batch of batches) yield JSON.parse(batch) as ImportCard[];
}

/** An import read by parseImportBody (in a worker). */
export function deckImportFromParsed({ batches, ...deck }: ParsedImportBody): DeckImport {
  return { ...deck, batches: parsedBatches(batches) };
}

/**
 * Reads and validates the body of POST /api/decks/import — up to 50,000 cards, tens of megabytes of
 * JSON — in a worker thread, so that parsing it never holds the request thread. Answers the same
 * errors as the app's own body parsing and validation (400 `bad_request`, 400 `validation` with issues).
 */
export function parseImportBody(bytes: Uint8Array): ParsedImportBody {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (!text.trim()) throw new AppError('bad_request', 'The request body is empty.', 400);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON.', 400);
  }
  // zod builds a new object of the schema's keys only: a "__proto__" key in the JSON goes nowhere.
  const parsed = importDeckSchema.safeParse(json);
  if (!parsed.success) {
    throw validationError(parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message })));
  }
  return parsedImportOf(parsed.data);
}

/** A validated import in the form threads pass (its cards as one JSON array per batch). */
export function parsedImportOf({ cards, ...deck }: ImportDeckInput): ParsedImportBody {
  const batches: string[] = [];
  for (let i = 0; i < cards.length; i += IMPORT_BATCH) batches.push(JSON.stringify(cards.slice(i, i + IMPORT_BATCH)));
  return { ...deck, total: cards.length, batches };
}
