import type { UserResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api-client';

/** Signed out answers 401; this query opts into reading that as "no user" rather than an error. */
export const getCurrentUser = () => getJson<UserResponse>('/api/auth/user', { on401: 'returnNull' });

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser });

export interface CurrentUser {
  user: UserResponse | null;
  isLoading: boolean;
}

/** Spec section 4: loading, then logged in when the fetch returns a user; any failure means logged out. */
export function useCurrentUser(): CurrentUser {
  const { data, isPending, isError } = useQuery(currentUserQueryOptions());
  return { user: isError ? null : (data ?? null), isLoading: isPending && !isError };
}
