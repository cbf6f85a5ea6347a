import { sql, type Expression, type SqlBool } from 'kysely';
import type { Page } from '@common/schemas/pagination';
import { AppError } from './errors';

/** The values of a row's sort key, in sort order, the row's id last (so every key is unique). */
export type CursorValues = Array<string | number>;

/** An opaque cursor for the row whose sort key is `values`: base64url of a JSON array. */
export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

const invalidCursor = () => new AppError('validation', 'cursor: is not valid (start again from the first page)', 400);

/**
 * The sort key inside a cursor, checked against the kinds of values the list sorts by: a cursor
 * that was altered or belongs to another list is a 400, never a query with the wrong types.
 */
export function decodeCursor(cursor: string | undefined, kinds: ReadonlyArray<'string' | 'number'>): CursorValues | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) throw invalidCursor();
  parsed.forEach((v, i) => {
    if (typeof v !== kinds[i] || (typeof v === 'number' && !Number.isFinite(v)) || (typeof v === 'string' && v.length > 400)) throw invalidCursor();
  });
  return parsed as CursorValues;
}

/**
 * The keyset condition "after the cursor row" for a list sorted by `columns` all in one direction:
 * a row-value comparison `(a, b, id) < (…)` (desc) or `>` (asc), which SQLite and PostgreSQL both
 * answer from an index on the same columns.
 */
export function afterCursor(
  columns: readonly string[],
  values: CursorValues,
  direction: 'asc' | 'desc',
): Expression<SqlBool> {
  const left = sql.join(columns.map((c) => sql.ref(c)));
  const right = sql.join(values.map((v) => sql`${v}`));
  return direction === 'desc' ? sql<SqlBool>`(${left}) < (${right})` : sql<SqlBool>`(${left}) > (${right})`;
}

/**
 * A page from `limit + 1` fetched rows: the extra row only says whether another page exists, and
 * the cursor points at the last row returned.
 */
export function toPage<Row, Item>(rows: Row[], limit: number, keyOf: (row: Row) => CursorValues, present: (row: Row) => Item): Page<Item> {
  const hasMore = rows.length > limit;
  const kept = hasMore ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { items: kept.map(present), nextCursor: hasMore && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
