import type { MatchPage, MatchResponse, SeasonResponse } from '@isl/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { match, season, team } from '../../../../test/fixtures';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { createTestQueryClient, renderWithProviders, settle, shownText, spokenText } from '../../../../test/render';
import { liveMatchesQueryOptions } from '../../../lib/matches/get-live-matches';
import { recentMatchesQueryOptions } from '../../../lib/matches/get-recent-matches';
import { upcomingMatchesQueryOptions } from '../../../lib/matches/get-upcoming-matches';
import { seasonsQueryOptions } from '../../../lib/season';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import MatchesPage from './MatchesPage';

const page = (items: MatchResponse[], total = items.length, at = 1): MatchPage => ({ items, page: at, limit: 10, total });

const live = match({ id: 1, status: 'live', isLive: true, matchday: 32, homeScore: 1, awayScore: 0, elapsed: 30, homeTeamName: 'Erbil', awayTeamName: 'Duhok' });
const laterToday = match({ id: 2, matchday: 32, matchDate: '2025-05-24T17:30:00.000Z', homeTeamName: 'Zakho', awayTeamName: 'Newroz' });
const nextDay = match({ id: 3, matchday: 32, matchDate: '2025-05-25T16:00:00.000Z', homeTeamName: 'Naft Maysan', awayTeamName: 'Al-Karkh' });
const result = match({ id: 4, status: 'finished', matchday: 31, homeScore: 2, awayScore: 2, homeTeamName: 'Al-Talaba', awayTeamName: 'Al-Quwa Al-Jawiya' });

/** Where the page's address stands, shown so a test can read it. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function openMatches(route: string, { nowLive = [live], seasons = [season('2024-25', true)] }: { nowLive?: MatchResponse[]; seasons?: SeasonResponse[] } = {}) {
  const client = createTestQueryClient();
  client.setQueryData(seasonsQueryOptions().queryKey, seasons);
  client.setQueryData(liveMatchesQueryOptions().queryKey, nowLive);
  client.setQueryData(upcomingMatchesQueryOptions().queryKey, [laterToday, nextDay]);
  client.setQueryData(recentMatchesQueryOptions().queryKey, [result]);
  client.setQueryData(teamsQueryOptions().queryKey, [team({ id: 1, name: 'Al-Shorta' }), team({ id: 7, name: 'Erbil' })]);
  renderWithProviders(
    <Routes>
      <Route
        path="/matches"
        element={
          <>
            <MatchesPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { client, route },
  );
  return client;
}

const address = () => screen.getByTestId('address').textContent;
const roundPicker = () => screen.getByRole('combobox', { name: 'Round' }) as HTMLSelectElement;
const clubPicker = () => screen.getByRole('combobox', { name: 'Club' }) as HTMLSelectElement;
const requested = (fetchStub: jest.Mock) => fetchStub.mock.calls.map(([url]) => url as string);

describe('MatchesPage', () => {
  it('shows what is live above the lists, and opens the fixtures on the round being played, by day', async () => {
    const fetchStub = routeFetch({ 'GET /api/matches/fixtures?page=1&round=32': () => jsonResponse(200, page([live, laterToday, nextDay])) });
    openMatches('/matches');
    await waitFor(() => expect(shownText()).toContain('Naft Maysan'));

    const liveSection = screen.getByRole('region', { name: 'Live now' });
    expect(spokenText(liveSection)).toContain("Live 30'Erbil1-0Duhok");
    expect(roundPicker().value).toBe('32');
    expect(requested(fetchStub)).toEqual(['/api/matches/fixtures?page=1&round=32']);
    // 16:00 and 17:30 UTC on the 24th are one Baghdad day, the 25th another.
    const days = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Sat, May 24', 'Sun, May 25']);
    const firstDay = within(screen.getByRole('region', { name: 'Sat, May 24' })).getAllByRole('listitem').map(spokenText);
    // A Predict button beside a match to come only (from tablet width up).
    expect(firstDay).toEqual(["Live 30'Erbil1-0Duhok", '20:30ZakhovsNewrozPredict']);
  });

  it('links each row to its match centre, and a scheduled one to the predictions', async () => {
    const postponed = match({ id: 5, status: 'postponed', matchday: 32, matchDate: '2025-05-25T18:00:00.000Z', homeTeamName: 'Al-Naft', awayTeamName: 'Al-Minaa' });
    routeFetch({ 'GET /api/matches/fixtures?page=1&round=32': () => jsonResponse(200, page([laterToday, postponed])) });
    openMatches('/matches', { nowLive: [] });
    await waitFor(() => expect(shownText()).toContain('Al-Minaa'));
    const [scheduled, called] = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(within(scheduled).getByRole('link', { name: /Zakho.*Newroz/ }).getAttribute('href')).toBe('/matches/2');
    // The button shows from tablet width up (jsdom applies no media query, so it counts as hidden here).
    expect(within(scheduled).getByRole('link', { name: 'Predict', hidden: true }).getAttribute('href')).toBe('/predictions');
    expect(within(called).getByRole('link', { name: /Al-Naft.*Al-Minaa/ }).getAttribute('href')).toBe('/matches/5');
    expect(within(called).queryByRole('link', { name: 'Predict', hidden: true })).toBeNull();
  });

  it("reads another season's fixtures without a Predict button: calls are made on the current season's", async () => {
    const fetchStub = routeFetch({ 'GET /api/matches/fixtures?page=1&season=2024-25&round=32': () => jsonResponse(200, page([laterToday])) });
    openMatches('/matches?season=2024-25&round=32', { nowLive: [], seasons: [season('2025-26', true), season('2024-25', false)] });
    await waitFor(() => expect(shownText()).toContain('Zakho'));
    expect(requested(fetchStub)).toContain('/api/matches/fixtures?page=1&season=2024-25&round=32');
    const [row] = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(within(row).queryByRole('link', { name: 'Predict', hidden: true })).toBeNull();
  });

  it('opens the fixtures on the round of the next match when nothing is live, and shows no live section', async () => {
    routeFetch({ 'GET /api/matches/fixtures?page=1&round=32': () => jsonResponse(200, page([laterToday])) });
    openMatches('/matches', { nowLive: [] });
    await waitFor(() => expect(shownText()).toContain('Zakho'));
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
    expect(roundPicker().value).toBe('32');
  });

  it('keeps the round and club picked in the address, back on the first page, and loads that list', async () => {
    const fetchStub = routeFetch({
      'GET /api/matches/fixtures?page=2&round=32': () => jsonResponse(200, page([nextDay], 11, 2)),
      'GET /api/matches/fixtures?page=1&round=33': () => jsonResponse(200, page([laterToday])),
      'GET /api/matches/fixtures?page=1&round=33&teamId=7': () => jsonResponse(200, page([])),
    });
    openMatches('/matches?page=2');
    await waitFor(() => expect(shownText()).toContain('Page 2 of 2'));

    fireEvent.click(screen.getByRole('button', { name: 'Next round' }));
    await waitFor(() => expect(shownText()).toContain('Zakho'));
    expect(address()).toBe('?round=33');
    expect(roundPicker().value).toBe('33');

    fireEvent.change(clubPicker(), { target: { value: '7' } });
    await waitFor(() => expect(shownText()).toContain('No upcoming matches'));
    expect(address()).toBe('?round=33&club=7');
    expect(requested(fetchStub)).toEqual([
      '/api/matches/fixtures?page=2&round=32',
      '/api/matches/fixtures?page=1&round=33',
      '/api/matches/fixtures?page=1&round=33&teamId=7',
    ]);
  });

  it('applies a pick made before the page has caught up with the last one to the view asked for last', async () => {
    routeFetch({
      'GET /api/matches/fixtures?page=1&round=32': () => jsonResponse(200, page([live, laterToday, nextDay])),
      'GET /api/matches/results?page=1&round=30&teamId=7': () => jsonResponse(200, page([])),
    });
    openMatches('/matches');
    await waitFor(() => expect(shownText()).toContain('Naft Maysan'));

    // The router renders a navigation as a transition: on a busy phone the page can still show the fixtures,
    // with their handlers, when the reader picks again. Here no render comes between the three picks.
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
      fireEvent.change(roundPicker(), { target: { value: '30' } });
      fireEvent.change(clubPicker(), { target: { value: '7' } });
    });
    await waitFor(() => expect(address()).toBe('?list=results&round=30&club=7'));
    await waitFor(() => expect(shownText()).toContain('No recent results'));
  });

  it('opens the results on the round of the latest result, a page at a time', async () => {
    const latest = Array.from({ length: 10 }, (_, i) => match({ id: 100 + i, status: 'finished', matchday: 31, homeScore: i, awayScore: 0 }));
    routeFetch({
      'GET /api/matches/results?page=1&round=31': () => jsonResponse(200, page(latest, 12)),
      'GET /api/matches/results?page=2&round=31': () => jsonResponse(200, page([result], 12, 2)),
    });
    openMatches('/matches?list=results');
    await waitFor(() => expect(shownText()).toContain('Page 1 of 2'));
    expect(roundPicker().value).toBe('31');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownText()).toContain('Al-Quwa Al-Jawiya'));
    expect(address()).toBe('?list=results&page=2');
    expect(shownText()).toContain('Page 2 of 2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads every round and a club from the address, and goes back to the fixtures by their tab', async () => {
    const fetchStub = routeFetch({
      'GET /api/matches/results?page=1&teamId=1': () => jsonResponse(200, page([result])),
      'GET /api/matches/fixtures?page=1&teamId=1': () => jsonResponse(200, page([laterToday])),
    });
    openMatches('/matches?list=results&round=all&club=1');
    await waitFor(() => expect(shownText()).toContain('Al-Talaba'));
    expect(roundPicker().value).toBe('all');
    expect(clubPicker().value).toBe('1');
    expect((screen.getByRole('button', { name: 'Previous round' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await waitFor(() => expect(shownText()).toContain('Zakho'));
    expect(address()).toBe('?round=all&club=1');
    expect(requested(fetchStub)).toEqual(['/api/matches/results?page=1&teamId=1', '/api/matches/fixtures?page=1&teamId=1']);
  });

  it('names its tabs Upcoming, open by default, and Results', async () => {
    routeFetch({ 'GET /api/matches/fixtures?page=1&round=32': () => jsonResponse(200, page([laterToday])) });
    openMatches('/matches', { nowLive: [] });
    await waitFor(() => expect(shownText()).toContain('Zakho'));
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Upcoming', 'true'],
      ['Results', 'false'],
    ]);
  });

  it("shows a club's whole season once a club is picked, its fixtures then its results, not the current round's", async () => {
    const duhokFixtures = Array.from({ length: 6 }, (_, i) => match({ id: 200 + i, matchday: 33 + i, matchDate: `2025-06-0${i + 1}T16:00:00.000Z`, homeTeamName: 'Duhok', awayTeamName: `Rival ${i + 1}` }));
    const fetchStub = routeFetch({
      'GET /api/matches/fixtures?page=1&round=32': () => jsonResponse(200, page([laterToday])),
      'GET /api/matches/fixtures?page=1&teamId=7': () => jsonResponse(200, page(duhokFixtures)),
      'GET /api/matches/results?page=1&teamId=7': () => jsonResponse(200, page([result])),
    });
    openMatches('/matches', { nowLive: [] });
    await waitFor(() => expect(shownText()).toContain('Zakho'));

    fireEvent.change(clubPicker(), { target: { value: '7' } });
    await waitFor(() => expect(shownText()).toContain('Rival 6'));
    expect(address()).toBe('?club=7');
    expect(roundPicker().value).toBe('all');
    expect(shownText()).not.toContain('No upcoming matches');

    fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
    await waitFor(() => expect(shownText()).toContain('Al-Talaba'));
    expect(address()).toBe('?list=results&club=7');
    expect(requested(fetchStub)).toEqual(['/api/matches/fixtures?page=1&round=32', '/api/matches/fixtures?page=1&teamId=7', '/api/matches/results?page=1&teamId=7']);
  });

  it('says when a list is empty, and when it cannot load', async () => {
    routeFetch({ 'GET /api/matches/results?page=1&round=5': () => jsonResponse(200, page([])) });
    openMatches('/matches?list=results&round=5');
    await waitFor(() => expect(shownText()).toContain('No recent results'));

    openMatches('/matches?round=6');
    await settle();
    await waitFor(() => expect(shownText()).toContain('Unable to load matches'));
  });
});
