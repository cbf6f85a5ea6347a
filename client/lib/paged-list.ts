import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import { apiJson } from './api';

/** Query-string parameters of a paged list; undefined and empty values are left out. */
export type ListParams = Record<string, string | number | boolean | undefined>;

/** The URL of one page of `path` with its filters and cursor. */
export function pageUrl(path: string, params: ListParams, cursor: string | null | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (cursor) search.set('cursor', cursor);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** One page of a server-paged list (`{ items, nextCursor }`, ARCHITECTURE.md: Lists). */
export function fetchPage<T>(path: string, params: ListParams, cursor?: string | null): Promise<Page<T>> {
  return apiJson<Page<T>>('GET', pageUrl(path, params, cursor));
}

/** Every item loaded so far, in order, from an infinite query's pages. */
export function flattenPages<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data ? data.pages.flatMap((p) => p.items) : [];
}

/**
 * A server-paged list as an infinite query keyed by `[path, params]`: filters and search run on the
 * server, and the next page is fetched as the student scrolls (see VirtualList's onEndReached).
 * Invalidating `[path]` refreshes every filter of the list. `keepPrevious` keeps the last answer on
 * screen while another set of filters loads (no flash of a loading state between weeks or searches).
 */
export function usePagedList<T>(path: string, params: ListParams = {}, opts: PagedListOptions = {}) {
  const query = useInfiniteQuery({
    queryKey: [path, params] as const,
    queryFn: ({ pageParam }) => fetchPage<T>(path, params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
    enabled: opts.enabled,
    placeholderData: opts.keepPrevious ? keepPreviousData : undefined,
    retry: opts.retry,
    retryDelay: opts.retryDelay,
  });
  return { ...query, items: flattenPages<T>(query.data) };
}

/** Options of usePagedList; all optional, so existing callers are unchanged. */
export interface PagedListOptions {
  enabled?: boolean;
  /** Keep showing the previous filter's items while a new search or filter loads (search-as-you-type). */
  keepPrevious?: boolean;
  retry?: number | boolean | ((failureCount: number, error: Error) => boolean);
  retryDelay?: number;
}
