import type { UserResponse } from '@isl/contracts';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { handleUnauthorized } from '../lib/toaster';
import { useCurrentUser } from '../lib/current-user';

/**
 * Screens for signed-in users (spec section 6): signed out gets the 401 rule, the toast and then sign-in
 * after 500 ms, which comes back to this page. `loading` is shown until the user is known (and while leaving).
 */
export function RequireSignIn({ children, loading = <PageLoading /> }: { children: (user: UserResponse) => ReactNode; loading?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (signedOut) handleUnauthorized(pathname);
  }, [signedOut, pathname]);

  if (!user) return loading;
  return children(user);
}
