import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiJson } from './api';

type On401 = 'returnNull' | 'throw';

/** Default reader (spec-1 §7): the first element of the query key is the path. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson<T>('GET', String(queryKey[0]));
    } catch (err) {
      if (on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  };
}

/** Retry policy of spec-1 §9: 3 tries, 1 s doubled per attempt, capped at 30 s; never on 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
        retryDelay: 1000,
      },
    },
  });
}
