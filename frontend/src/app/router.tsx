import { lazy } from 'react';
import { type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { HomeRoute } from './routes/HomeRoute';
import { NewsRedirect } from './routes/NewsRedirect';
import { NotFound } from './routes/NotFound';
import { RequireAdmin } from './routes/RequireAdmin';

// Screens load on first visit, so the first page does not pay for the others.
const TeamsPage = lazy(() => import('../features/league/components/TeamsPage'));
const MatchesPage = lazy(() => import('../features/matches/components/MatchesPage'));
const MatchCentrePage = lazy(() => import('../features/matches/components/MatchCentrePage'));
const MatchConsolePage = lazy(() => import('../features/admin/components/MatchConsolePage'));
const LoginPage = lazy(() => import('../features/auth/components/LoginPage'));
const PredictionsPage = lazy(() => import('../features/predictions/components/PredictionsPage'));
const MyPredictionsPage = lazy(() => import('../features/predictions/components/MyPredictionsPage'));
const SettingsPage = lazy(() => import('../features/settings/components/SettingsPage'));
const WeeklySquadPage = lazy(() => import('../features/weekly-squad/components/WeeklySquadPage'));
const JournalistHubPage = lazy(() => import('../features/newsroom/components/JournalistHubPage'));
const ArticlePage = lazy(() => import('../features/newsroom/components/ArticlePage'));
const JournalistApplyPage = lazy(() => import('../features/newsroom/components/JournalistApplyPage'));
const EditorialReviewPage = lazy(() => import('../features/newsroom/components/EditorialReviewPage'));

/**
 * Spec section 2, in router order; /login is where the server's /api/login sends the browser. Beyond the spec:
 * the match centre, an article's page, the operators' match console and the editors' review queues.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/teams', element: <TeamsPage /> },
      { path: '/matches', element: <MatchesPage /> },
      { path: '/matches/:id', element: <MatchCentrePage /> },
      { path: '/predictions', element: <PredictionsPage /> },
      { path: '/my-predictions', element: <MyPredictionsPage /> },
      { path: '/weekly-squad', element: <WeeklySquadPage /> },
      { path: '/journalists', element: <JournalistHubPage /> },
      { path: '/journalists/articles/:id/:slug?', element: <ArticlePage /> },
      { path: '/journalist-apply', element: <JournalistApplyPage /> },
      { path: '/news', element: <NewsRedirect /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/login', element: <LoginPage /> },
      {
        path: '/admin/matches',
        element: (
          <RequireAdmin>
            <MatchConsolePage />
          </RequireAdmin>
        ),
      },
      {
        path: '/admin/review',
        element: (
          <RequireAdmin>
            <EditorialReviewPage />
          </RequireAdmin>
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
