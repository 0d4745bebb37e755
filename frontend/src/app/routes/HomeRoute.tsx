import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import { currentUserQueryOptions, useCurrentUser } from '../../lib/current-user';
import { lazyLoaded } from '../../lib/lazy-load';
import { usePageTitle } from '../../lib/use-page-title';

const DashboardPage = lazyLoaded(() => import('./DashboardPage'));
const LandingPage = lazyLoaded(() => import('../../features/landing/components/LandingPage'));

/** "/": the dashboard when signed in, the landing page when not, a loading state until we know. */
export function HomeRoute() {
  const { t } = useTranslation();
  // The navigation's name for "/": the league table, which the landing page and the dashboard both lead with.
  usePageTitle(t('nav.leagueTable'));
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoading />;
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}

/** The screen the session calls for: only that one's code is fetched. */
HomeRoute.preload = async (queryClient: QueryClient) =>
  ((await queryClient.fetchQuery(currentUserQueryOptions())) ? DashboardPage : LandingPage).preload(queryClient);
