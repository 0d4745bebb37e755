import { lazy, useEffect } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../lib/current-user';

const loadDashboard = () => import('./DashboardPage');
const loadLanding = () => import('../../features/landing/components/LandingPage');
const DashboardPage = lazy(loadDashboard);
const LandingPage = lazy(loadLanding);

/** "/": the dashboard when signed in, the landing page when not, a loading state until we know. */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();

  // Fetch both screens' code while the session check runs, rather than one of them after it.
  useEffect(() => {
    if (!isLoading) return;
    void loadDashboard();
    void loadLanding();
  }, [isLoading]);

  if (isLoading) return <PageLoading />;
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}
