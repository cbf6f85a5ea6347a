import { expect } from 'vitest';
import type { Page } from '@common/schemas/pagination';
import type { TestApp } from './harness';
import { get } from './requests';

/** `url` with `params` appended (the url may already have a query string). */
export function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/** One page of a paged list, asserting a 200 and the `{ items, nextCursor }` shape. */
export async function getPage<T>(t: TestApp, cookie: string, url: string, params: Record<string, string | number | undefined> = {}): Promise<Page<T>> {
  const res = await get(t, withQuery(url, params), cookie);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<T>>();
  expect(Array.isArray(page.items)).toBe(true);
  expect(page.nextCursor === null || typeof page.nextCursor === 'string').toBe(true);
  return page;
}

/**
 * Every page of a list at `limit` per page, following nextCursor until it is null: the pages and
 * their items in order. Fails if a page is over the limit or a cursor repeats (a loop).
 */
export async function allPages<T>(t: TestApp, cookie: string, url: string, limit: number, params: Record<string, string | number | undefined> = {}) {
  const pages: Array<Page<T>> = [];
  const seen = new Set<string>();
  let cursor: string | undefined = params.cursor === undefined ? undefined : String(params.cursor);
  for (let i = 0; i < 1000; i += 1) {
    const page = await getPage<T>(t, cookie, url, { ...params, limit, cursor });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    if (page.nextCursor === null) break;
    expect(seen.has(page.nextCursor)).toBe(false);
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
  return { pages, items: pages.flatMap((p) => p.items) };
}
