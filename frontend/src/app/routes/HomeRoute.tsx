import { lazy } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../lib/current-user';

const loadDashboard = () => import('./DashboardPage');
const loadLanding = () => import('../../features/landing/components/LandingPage');
const DashboardPage = lazy(loadDashboard);
const LandingPage = lazy(loadLanding);

/**
 * Fetches both screens' code while the session check runs, rather than one of them after it: main.tsx calls
 * it at start-up when the visit opens on "/".
 */
export function preloadHomeScreens(): void {
  void loadDashboard();
  void loadLanding();
}

/** "/": the dashboard when signed in, the landing page when not, a loading state until we know. */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoading />;
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}
