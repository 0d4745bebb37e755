import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A push reaches every fan at the same instant; their refetches are spread over this window. */
const REFETCH_SPREAD_MS = 2_000;

export interface RefetchScheduler {
  (queryKeys: readonly QueryKey[]): void;
  cancel: () => void;
}

/**
 * Refetches queries (and everything under their keys) at a random moment within a short window, so a push
 * sent to thousands of fans does not bring their requests to the API together. A key asked for again before
 * its turn is fetched once.
 */
export function createRefetchScheduler(client: QueryClient): RefetchScheduler {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const schedule = (queryKeys: readonly QueryKey[]) => {
    for (const queryKey of queryKeys) {
      const hash = JSON.stringify(queryKey);
      if (pending.has(hash)) continue;
      const timer = setTimeout(() => {
        pending.delete(hash);
        void client.invalidateQueries({ queryKey });
      }, Math.random() * REFETCH_SPREAD_MS);
      pending.set(hash, timer);
    }
  };
  return Object.assign(schedule, {
    cancel: () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    },
  });
}
