import type { QueryClient } from '@tanstack/react-query';
import { PageLoading } from '../../components/PageLoading';
import { currentUserQueryOptions, useCurrentUser } from '../../lib/current-user';
import { lazyLoaded } from '../../lib/lazy-load';

const DashboardPage = lazyLoaded(() => import('./DashboardPage'));
const LandingPage = lazyLoaded(() => import('../../features/landing/components/LandingPage'));

/** "/": the dashboard when signed in, the landing page when not, a loading state until we know. */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoading />;
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}

/** The screen the session calls for: only that one's code is fetched. */
HomeRoute.preload = async (queryClient: QueryClient) =>
  ((await queryClient.fetchQuery(currentUserQueryOptions())) ? DashboardPage : LandingPage).preload(queryClient);
