import { WEB_ROUTES } from '@isl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { articleQueryOptions } from '../features/newsroom/api/get-article';
import { hubFirstReads } from '../features/newsroom/api/hub-first-reads';
import { liveMatchesQueryOptions } from '../lib/matches/get-live-matches';
import { matchQueryOptions } from '../lib/matches/get-match';
import { seasonsQueryOptions } from '../lib/season';
import { lazyWithScreenStrings, recordFirstReads, withFirstReads, type Preloadable } from '../lib/lazy-load';
import { AppLayout } from './layout/AppLayout';
import { HomeRoute } from './routes/HomeRoute';
import { NewsRedirect } from './routes/NewsRedirect';
import { NotFound } from './routes/NotFound';
import { RequireAdmin } from './routes/RequireAdmin';

// Screens load on first visit, with the strings of the screens besides the first ones (lazyWithScreenStrings), so
// the first page pays for neither.
const TeamsPage = lazyWithScreenStrings(() => import('../features/league/components/TeamsPage'));
// What is live shows above the lists only when something is, and the season names the page's subtitle: known at
// the first paint, they move nothing.
const MatchesPage = withFirstReads(lazyWithScreenStrings(() => import('../features/matches/components/MatchesPage')), (queryClient) => [
  queryClient.prefetchQuery(liveMatchesQueryOptions()),
  queryClient.prefetchQuery(seasonsQueryOptions()),
]);
// A record's screen reads its record beside its code, and paints with it.
const MatchCentrePage = withFirstReads(lazyWithScreenStrings(() => import('../features/matches/components/MatchCentrePage')), recordFirstReads(matchQueryOptions));
const MatchConsolePage = lazyWithScreenStrings(() => import('../features/admin/components/MatchConsolePage'));
const LoginPage = lazyWithScreenStrings(() => import('../features/auth/components/LoginPage'));
const ForgotPasswordPage = lazyWithScreenStrings(() => import('../features/auth/components/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithScreenStrings(() => import('../features/auth/components/ResetPasswordPage'));
const PredictionsPage = lazyWithScreenStrings(() => import('../features/predictions/components/PredictionsPage'));
const MyPredictionsPage = lazyWithScreenStrings(() => import('../features/predictions/components/MyPredictionsPage'));
const SettingsPage = lazyWithScreenStrings(() => import('../features/settings/components/SettingsPage'));
const WeeklySquadPage = lazyWithScreenStrings(() => import('../features/weekly-squad/components/WeeklySquadPage'));
const LeaguesPage = lazyWithScreenStrings(() => import('../features/leagues/components/LeaguesPage'));
const JoinLeaguePage = lazyWithScreenStrings(() => import('../features/leagues/components/JoinLeaguePage'));
const LeaguePage = lazyWithScreenStrings(() => import('../features/leagues/components/LeaguePage'));
const JournalistHubPage = withFirstReads(lazyWithScreenStrings(() => import('../features/newsroom/components/JournalistHubPage')), hubFirstReads);
const ArticlePage = withFirstReads(lazyWithScreenStrings(() => import('../features/newsroom/components/ArticlePage')), recordFirstReads(articleQueryOptions));
const JournalistApplyPage = lazyWithScreenStrings(() => import('../features/newsroom/components/JournalistApplyPage'));
const EditorialReviewPage = lazyWithScreenStrings(() => import('../features/newsroom/components/EditorialReviewPage'));
const DataDeskPage = lazyWithScreenStrings(() => import('../features/data-desk/components/DataDeskPage'));

/**
 * Spec section 2, in router order (the paths are WEB_ROUTES, which the api answers 404 outside of); /login is where the server's /api/login sends the browser. Beyond the spec:
 * the match centre, an article's page, the operators' match console, the editors' review queues, the league's data desk, "forgot
 * password" (/forgot-password, and /reset-password where the mailed link leads), and the mini-leagues (issue 38: the fan's
 * leagues, the join screen an invite link opens, a league's page).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: WEB_ROUTES.home, element: <HomeRoute /> },
      { path: WEB_ROUTES.teams, element: <TeamsPage /> },
      { path: WEB_ROUTES.matches, element: <MatchesPage /> },
      { path: WEB_ROUTES.match, element: <MatchCentrePage /> },
      { path: WEB_ROUTES.predictions, element: <PredictionsPage /> },
      { path: WEB_ROUTES.myPredictions, element: <MyPredictionsPage /> },
      { path: WEB_ROUTES.weeklySquad, element: <WeeklySquadPage /> },
      { path: WEB_ROUTES.leagues, element: <LeaguesPage /> },
      { path: WEB_ROUTES.leagueInvite, element: <JoinLeaguePage /> },
      { path: WEB_ROUTES.league, element: <LeaguePage /> },
      { path: WEB_ROUTES.hub, element: <JournalistHubPage /> },
      { path: WEB_ROUTES.article, element: <ArticlePage /> },
      { path: WEB_ROUTES.journalistApply, element: <JournalistApplyPage /> },
      { path: WEB_ROUTES.news, element: <NewsRedirect /> },
      { path: WEB_ROUTES.settings, element: <SettingsPage /> },
      { path: WEB_ROUTES.login, element: <LoginPage /> },
      { path: WEB_ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
      { path: WEB_ROUTES.resetPassword, element: <ResetPasswordPage /> },
      {
        path: WEB_ROUTES.matchConsole,
        element: (
          <RequireAdmin>
            <MatchConsolePage />
          </RequireAdmin>
        ),
      },
      {
        path: WEB_ROUTES.editorialReview,
        element: (
          <RequireAdmin>
            <EditorialReviewPage />
          </RequireAdmin>
        ),
      },
      {
        path: WEB_ROUTES.dataDesk,
        element: (
          <RequireAdmin>
            <DataDeskPage />
          </RequireAdmin>
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * Fetches the code of the screen `pathname` opens, so the first render can wait for it and show the screen in
 * one go rather than a loading state first (see lazyLoaded). Screens behind a guard load as they render.
 */
export function preloadScreen(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const matched = matchRoutes(routes, pathname)?.at(-1);
  const element = matched?.route.element;
  const screen = isValidElement(element) ? (element.type as Partial<Preloadable>) : undefined;
  return screen?.preload?.(queryClient, matched?.params) ?? Promise.resolve();
}
