import { lazy } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../lib/current-user';

const DashboardPage = lazy(() => import('./DashboardPage'));
const LandingPage = lazy(() => import('../../features/landing/components/LandingPage'));

/** "/": the dashboard when signed in, the landing page when not, a loading state until we know. */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoading />;
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}
