import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client';
import { handleUnauthorized } from './toaster';

interface RequestMeta extends Record<string, unknown> {
  /** False where a 401 is an expected answer (a wrong password), not a lost session. */
  redirectOnUnauthorized?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

function onRequestError(error: unknown, meta: RequestMeta | undefined): void {
  if (meta?.redirectOnUnauthorized !== false && isUnauthorizedError(error)) handleUnauthorized();
}

/** Spec section 7: data never goes stale; no automatic retry, no refetch on focus, no timed refetch by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onRequestError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onRequestError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
