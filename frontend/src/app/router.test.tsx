import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { WEB_ROUTES, type UserResponse } from '@isl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { matchDetail, team, user } from '../../test/fixtures';
import { articleDetail } from '../../test/newsroom-fixtures';
import { createTestQueryClient, settle, shownText, visibleText } from '../../test/render';
import { articleQueryOptions } from '../features/newsroom/api/get-article';
import { currentUserQueryOptions } from '../lib/current-user';
import { useLanguageStore } from '../lib/language-store';
import { matchQueryOptions } from '../lib/matches/get-match';
import { liveMatchesQueryOptions } from '../lib/matches/get-live-matches';
import { todayMatchesQueryOptions } from '../lib/matches/get-today-matches';
import { myPredictionsQueryOptions } from '../lib/predictions/my-predictions';
import { teamsQueryOptions } from '../lib/teams/get-teams';
import { navigateToUrl } from '../lib/navigation';
import { seasonsQueryOptions } from '../lib/season';
import { preloadScreen, routes } from './router';
import { appSystem } from './theme';

jest.mock('../lib/navigation', () => ({ ...jest.requireActual('../lib/navigation'), navigateToUrl: jest.fn() }));

async function renderAt(path: string, signedIn: UserResponse | null = null, seed?: (client: QueryClient) => void) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, signedIn);
  client.setQueryData(liveMatchesQueryOptions().queryKey, []);
  client.setQueryData(todayMatchesQueryOptions().queryKey, []);
  client.setQueryData(myPredictionsQueryOptions().queryKey, []);
  seed?.(client);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={appSystem()}>
        <LocaleProvider locale="en-GB">
          <RouterProvider router={router} />
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>,
  );
  await settle();
  return router;
}

describe('the routes', () => {
  it('are the pages of WEB_ROUTES in their order and no other, then the not-found view (the api answers 404 outside them)', () => {
    const paths = routes[0].children?.map((route) => route.path);
    expect(paths).toEqual([...Object.values(WEB_ROUTES), '*']);
  });

  it('shows the 404 view for an unknown path', async () => {
    await renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(shownText()).toContain('Did you forget to add the page to the router?');
  });

  it('sends /news on to the Journalist Hub', async () => {
    const router = await renderAt('/news');
    expect(router.state.location.pathname).toBe('/journalists');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Journalist Hub');
  });

  it.each([
    ['/journalist-apply', 'Join Our Editorial Team'],
    ['/journalists/articles/abc/some-title', 'This article could not be found'],
  ])('shows %s to a visitor', async (path, heading) => {
    await renderAt(path);
    // The route's screen, in the layout's main area.
    await waitFor(() => expect(visibleText(screen.getByRole('main'))).toContain(heading));
  });

  it('puts header and footer on every page and marks the current route', async () => {
    await renderAt('/my-predictions', user());
    expect(screen.getByRole('banner').textContent).toContain('Official Digital Platform');
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 Iraq Stars League');
    // hidden: the desktop row is display:none at jsdom's width and the phone menu is closed.
    const current = screen.getAllByRole('link', { current: 'page', hidden: true });
    expect(current.map((link) => link.textContent)).toContain('My Predictions');
  });

  it('shows a signed-in fan My Predictions, with its empty state', async () => {
    await renderAt('/my-predictions', user());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Predictions');
    expect(shownText()).toContain('Start making predictions on upcoming matches to see them here!');
  });

  it.each(['/predictions', '/my-predictions', '/settings', '/weekly-squad', '/leagues', '/leagues/7', '/leagues/join/K7QX2MPA'])('sends a signed-out visitor at %s to sign in (the 401 rule)', async (path) => {
    jest.useFakeTimers();
    await renderAt(path);
    act(() => void jest.advanceTimersByTime(500));
    expect(navigateToUrl).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(path)}`);
    jest.useRealTimers();
  });

  it("shows a signed-in fan the mini-leagues at /leagues, marked in the navigation", async () => {
    await renderAt('/leagues', user());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mini-Leagues');
    const current = screen.getAllByRole('link', { current: 'page', hidden: true });
    expect(current.map((link) => link.textContent)).toContain('Mini-Leagues');
  });

  it.each([
    // An id that cannot be a league: the league page's own missing view.
    ['/leagues/abc', 'League not found'],
    ['/leagues/join/K7QX2MPA', 'Join a league'],
  ])('routes %s to its screen, not the catch-all', async (path, heading) => {
    await renderAt(path, user());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
  });

  it('routes /matches/:id to the match centre, not the catch-all', async () => {
    // An id that cannot be a match: the match centre's own 404 view, without the router hint.
    await renderAt('/matches/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(shownText()).toContain('We could not find this match. It may have been removed, or the link is wrong.');
  });

  it('shows a signed-in fan the 403 view at the editorial review', async () => {
    await renderAt('/admin/review', user({ role: 'user' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('403 Access Denied');
  });

  describe('the match console at /admin/matches', () => {
    it('opens for an admin', async () => {
      await renderAt('/admin/matches', user({ role: 'admin' }));
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Match Console');
      expect(shownText()).toContain('No matches are live or scheduled today.');
    });

    it('shows a signed-in fan the 403 view', async () => {
      await renderAt('/admin/matches', user({ role: 'user' }));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('403 Access Denied');
      expect(shownText()).toContain('You are not authorized to perform this action.');
    });

    it('sends a signed-out visitor to sign in (the 401 rule), coming back here', async () => {
      jest.useFakeTimers();
      await renderAt('/admin/matches');
      act(() => void jest.advanceTimersByTime(500));
      expect(navigateToUrl).toHaveBeenCalledWith('/api/login?returnTo=%2Fadmin%2Fmatches');
      jest.useRealTimers();
    });
  });
});

describe("the tab's title", () => {
  /** The records the titled pages read: a finished and a coming match, an article, a club. */
  const seedRecords = (client: QueryClient) => {
    client.setQueryData(matchQueryOptions(12).queryKey, matchDetail({ id: 12, status: 'finished', homeScore: 2, awayScore: 1 }));
    client.setQueryData(matchQueryOptions(13).queryKey, matchDetail({ id: 13 }));
    client.setQueryData(articleQueryOptions(12).queryKey, articleDetail({ id: 12, title: 'Derby day in Baghdad' }));
    client.setQueryData(teamsQueryOptions().queryKey, [team({ id: 3, name: 'Erbil', nameArabic: 'أربيل' })]);
  };

  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it.each([
    ['/', 'League Table · Iraq Stars League', 'جدول الترتيب · دوري نجوم العراق'],
    ['/matches', 'Matches · Iraq Stars League', 'المباريات · دوري نجوم العراق'],
    ['/matches/12', 'Al-Shorta 2-1 Al-Zawraa · Iraq Stars League', 'الشرطة 2-1 الزوراء · دوري نجوم العراق'],
    ['/matches/13', 'Al-Shorta vs Al-Zawraa · Iraq Stars League', 'الشرطة ضد الزوراء · دوري نجوم العراق'],
    ['/teams', 'Teams & Squads · Iraq Stars League', 'الفرق واللاعبون · دوري نجوم العراق'],
    ['/teams?team=3', 'Erbil · Iraq Stars League', 'أربيل · دوري نجوم العراق'],
    // An article keeps its own title, whatever the reader's language.
    ['/journalists/articles/12/derby-day-in-baghdad', 'Derby day in Baghdad · Iraq Stars League', 'Derby day in Baghdad · دوري نجوم العراق'],
    ['/journalists', 'News · Iraq Stars League', 'الأخبار · دوري نجوم العراق'],
    ['/no-such-page', '404 Page Not Found · Iraq Stars League', '404 الصفحة غير موجودة · دوري نجوم العراق'],
  ])('names %s in English and in Arabic', async (path, english, arabic) => {
    await renderAt(path, null, seedRecords);
    await waitFor(() => expect(document.title).toBe(english));
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await waitFor(() => expect(document.title).toBe(arabic));
  });

  it('follows the fan from page to page', async () => {
    const router = await renderAt('/matches', null, seedRecords);
    await waitFor(() => expect(document.title).toBe('Matches · Iraq Stars League'));
    await act(() => router.navigate('/matches/12'));
    await waitFor(() => expect(document.title).toBe('Al-Shorta 2-1 Al-Zawraa · Iraq Stars League'));
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(document.title).toBe('404 Page Not Found · Iraq Stars League'));
  });
});

describe('preloadScreen', () => {
  it("asks the session which home screen to fetch for '/', and fetches a screen's code for its address without it", async () => {
    const client = createTestQueryClient();
    client.setQueryData(currentUserQueryOptions().queryKey, user());
    const fetchQuery = jest.spyOn(client, 'fetchQuery');
    const asked = () => fetchQuery.mock.calls.map(([options]) => options.queryKey);
    await preloadScreen('/', client);
    expect(asked()).toEqual([currentUserQueryOptions().queryKey]);
    fetchQuery.mockClear();
    await preloadScreen('/teams', client);
    await preloadScreen('/no-such-page', client);
    expect(fetchQuery).not.toHaveBeenCalled();
    // Matches: what is live and the season decide what its first paint shows above the lists.
    await preloadScreen('/matches', client);
    expect(asked()).toEqual([liveMatchesQueryOptions().queryKey, seasonsQueryOptions().queryKey]);

    // A record's screen reads its record, named by the address; an address that can name no record reads nothing.
    fetchQuery.mockClear();
    await preloadScreen('/matches/316', client);
    await preloadScreen('/journalists/articles/7/derby-day', client);
    await preloadScreen('/matches/abc', client);
    await preloadScreen('/journalists/articles/007', client);
    expect(asked()).toEqual([matchQueryOptions(316).queryKey, articleQueryOptions(7).queryKey]);
  });
});
