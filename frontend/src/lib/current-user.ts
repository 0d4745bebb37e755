import type { UserResponse } from '@isl/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from './api-client';

/** Signed out answers 401; this query opts into reading that as "no user" rather than an error. */
export const getCurrentUser = () => getJson<UserResponse>('/api/auth/user', { on401: 'returnNull' });

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser });

/** The signed-in user's id as the cache holds it now, without asking the api; null when signed out or not known yet. */
export const cachedUserId = (client: QueryClient): string | null => client.getQueryData(currentUserQueryOptions().queryKey)?.id ?? null;

export interface CurrentUser {
  user: UserResponse | null;
  isLoading: boolean;
}

/** Spec section 4: loading, then logged in when the fetch returns a user; any failure means logged out. */
export function useCurrentUser(): CurrentUser {
  const { data, isPending, isError } = useQuery(currentUserQueryOptions());
  return { user: isError ? null : (data ?? null), isLoading: isPending && !isError };
}
