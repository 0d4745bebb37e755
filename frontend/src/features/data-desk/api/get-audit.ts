import type { AuditEntry } from '@isl/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { DESK_KEY } from './desk-keys';

/** Changes per page of the history. */
export const AUDIT_PAGE_SIZE = 20;

export function getAudit(before: number | undefined): Promise<AuditEntry[]> {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before !== undefined) params.set('before', String(before));
  return getJson<AuditEntry[]>(`/api/admin/audit?${params}`);
}

/** Pages back through the history by the oldest change shown; a short page is the last. */
export const auditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...DESK_KEY, 'audit'],
    queryFn: ({ pageParam }: { pageParam: number | undefined }) => getAudit(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length < AUDIT_PAGE_SIZE ? undefined : page.at(-1)?.id),
  });

/** `GET /api/admin/audit?limit=&before=`: the desk's changes, newest first. */
export const useAudit = () => useInfiniteQuery(auditQueryOptions());
