import { z } from 'zod';

/** Items per page when the client does not say (ARCHITECTURE.md, API conventions: Lists). */
export const PAGE_LIMIT_DEFAULT = 50;
/** The most items one page may carry, whatever the client asks. */
export const PAGE_LIMIT_MAX = 200;
/** An opaque cursor is short base64url; anything longer was not made by the server. */
export const CURSOR_MAX = 512;

/** `?limit=&cursor=` of every paged list. Features extend it with their own filters and sorts. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit: must be a whole number')
    .min(1)
    .max(PAGE_LIMIT_MAX, `limit: at most ${PAGE_LIMIT_MAX}`)
    .optional()
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(CURSOR_MAX).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The response schema of a paged list of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
