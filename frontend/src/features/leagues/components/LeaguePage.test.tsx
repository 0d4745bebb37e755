import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeagueResponse, MatchResponse } from '@isl/contracts';
import { Route, Routes } from 'react-router-dom';
import { AppToaster } from '../../../components/AppToaster';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { useLanguageStore } from '../../../lib/language-store';
import { liveMatchesQueryOptions } from '../../../lib/matches/get-live-matches';
import { matchesQueryOptions } from '../../../lib/matches/get-matches';
import { recentMatchesQueryOptions } from '../../../lib/matches/get-recent-matches';
import { upcomingMatchesQueryOptions } from '../../../lib/matches/get-upcoming-matches';
import { seasonsQueryOptions } from '../../../lib/season';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { match, player, season, team, user } from '../../../../test/fixtures';
import { leaguePage, tableRow as row } from '../../../../test/league-fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import { leagueQueryOptions } from '../api/get-league';
import LeaguePage from './LeaguePage';

// A league's screens draw several panels and dialogs at once: on a busy machine they take longer than jest's 5 s
// and testing-library's 1 s defaults.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const ME = 'u1';

const league = (overrides: Partial<LeagueResponse> = {}): LeagueResponse =>
  leaguePage({
    memberCount: 3,
    myRank: 2,
    myPoints: 30,
    table: [row(1, 'u2', 'Hawre', 45, ['leagueRoundWinner']), row(2, ME, 'Zahraa', 30), row(3, 'u3', 'Sara', 10)],
    me: row(2, ME, 'Zahraa', 30),
    roundWinner: { round: 31, points: 25, winners: [{ userId: 'u2', displayName: 'Hawre' }], winnerCount: 1, complete: true },
    ...overrides,
  });

// Round 32 is being played: one match live (its picks are out), one still to come.
const live = match({ id: 301, status: 'live', matchday: 32, homeTeamName: 'Erbil', awayTeamName: 'Duhok', homeScore: 1, awayScore: 0, matchDate: '2025-05-20T16:00:00.000Z' });
const later = match({ id: 302, status: 'scheduled', matchday: 32, homeTeamName: 'Zakho', awayTeamName: 'Naft Maysan', matchDate: '2025-05-21T18:00:00.000Z' });

function renderLeague(shown: LeagueResponse = league(), route = '/leagues/7', matches: MatchResponse[] = [live, later]) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, user({ id: ME }));
  client.setQueryData(leagueQueryOptions(7, shown.page).queryKey, shown);
  client.setQueryData(seasonsQueryOptions().queryKey, [season('2024-25', true)]);
  client.setQueryData(liveMatchesQueryOptions().queryKey, matches.filter((m) => m.status === 'live'));
  client.setQueryData(recentMatchesQueryOptions().queryKey, []);
  client.setQueryData(upcomingMatchesQueryOptions().queryKey, matches.filter((m) => m.status === 'scheduled'));
  client.setQueryData(matchesQueryOptions({ round: 32 }).queryKey, matches);
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/leagues/:id" element={<LeaguePage />} />
        <Route path="/leagues" element={<p>My leagues</p>} />
      </Routes>
      <AppToaster />
    </>,
    { client, route },
  );
}

const picksPanel = () => screen.getByRole('region', { name: "Members' picks" });
const table = () => screen.getByRole('list', { name: 'Table' });

describe('LeaguePage', () => {
  afterEach(() => {
    act(() => useLanguageStore.getState().setLanguage('en'));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  beforeEach(() => {
    routeFetch({
      'GET /api/leagues/7/picks?matchId=301&page=1': () =>
        jsonResponse(200, {
          matchId: 301,
          revealed: true,
          page: 1,
          pages: 1,
          picks: [
            { userId: 'u2', displayName: 'Hawre', prediction: 'home', homeScore: 2, awayScore: 0, joker: true, points: 0 },
            { userId: ME, displayName: 'Zahraa', prediction: 'draw', homeScore: null, awayScore: null, joker: false, points: 0 },
          ],
        }),
      'GET /api/leagues/7/picks?matchId=302&page=1': () => jsonResponse(200, { matchId: 302, revealed: false, page: 1, pages: 0, picks: [] }),
    });
  });

  it('shows the name, game, size, invite code and link, the round winner and the table with my row marked', async () => {
    renderLeague();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Karrada Friends');
    expect(shownText()).toContain('Predictions3 members');
    expect(screen.getByText('K7QX2MPA')).toBeTruthy();
    expect(shownText()).toContain(`${window.location.origin}/leagues/join/K7QX2MPA`);
    expect(visibleText(screen.getByRole('region', { name: 'Round 31 winner' }))).toContain('Hawre25 pts');
    const rows = within(table()).getAllByRole('listitem');
    // Each number once as seen and once as heard ("Rank 1", "45 pts").
    expect(rows.map((item) => visibleText(item))).toEqual(['1Rank 1Hawre4545 pts', '2Rank 2Zahraa(You)3030 pts', '3Rank 3Sara1010 pts']);
    expect(rows[1].getAttribute('aria-current')).toBe('true');
    expect(within(rows[0]).getByRole('img', { name: 'Won a round in a league' })).toBeTruthy();
    // On my own page of the table: nothing pinned below it.
    expect(screen.queryByRole('list', { name: 'Your place' })).toBeNull();
  });

  it("shares the invite link in the fan's language: copied, with a toast, where the browser has no share sheet", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderLeague();
    await settle();
    fireEvent.click(within(screen.getByRole('region', { name: 'Invite friends' })).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shownText()).toContain('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/leagues/join/K7QX2MPA?lang=en`);
    expect(document.title).toBe('Karrada Friends · Iraq Stars League');
  });

  it("pins my row under a page of the table I am not on, and pages through the table in the address", async () => {
    const firstPage = league({ pages: 3, memberCount: 120, table: [row(1, 'u2', 'Hawre', 45), row(2, 'u3', 'Sara', 44)], me: row(87, ME, 'Zahraa', 3) });
    routeFetch({ 'GET /api/leagues/7?page=2': () => jsonResponse(200, { ...firstPage, page: 2, table: [row(51, 'u9', 'Ali', 20)] }) });
    renderLeague(firstPage);
    await settle();
    const pinned = screen.getByRole('list', { name: 'Your place' });
    expect(visibleText(pinned)).toBe('87Rank 87Zahraa(You)33 pts');
    expect(within(pinned).getByRole('listitem').getAttribute('aria-current')).toBe('true');
    expect(shownText()).toContain('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(visibleText(table())).toContain('Ali'));
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('list', { name: 'Your place' })).toBeTruthy();
  });

  it("shows a kicked-off match's picks (exact score, joker), and for a match still to come says they wait for its kick-off", async () => {
    renderLeague();
    await waitFor(() => expect(within(picksPanel()).queryAllByRole('listitem')).toHaveLength(2));
    const [hawre, zahraa] = within(picksPanel()).getAllByRole('listitem');
    expect(visibleText(hawre)).toBe('HawreErbil winExact score 2-0Joker ×20 pts');
    expect(visibleText(zahraa)).toBe('ZahraaDraw0 pts');
    expect((within(picksPanel()).getByRole('combobox', { name: 'Round' }) as HTMLSelectElement).value).toBe('32');

    fireEvent.change(within(picksPanel()).getByRole('combobox', { name: 'Match' }), { target: { value: '302' } });
    await waitFor(() => expect(visibleText(picksPanel())).toContain('Picks are shown once the match kicks off.'));
    expect(within(picksPanel()).queryAllByRole('listitem')).toHaveLength(0);
    expect(visibleText(picksPanel())).not.toContain('Hawre');
  });

  it("shows a squad league's picks as the members' players in the match, their captain and vice-captain marked", async () => {
    routeFetch({
      'GET /api/leagues/7/picks?matchId=301&page=1': () =>
        jsonResponse(200, { matchId: 301, revealed: true, page: 1, pages: 1, picks: [{ userId: 'u2', displayName: 'Hawre', playerIds: [11, 21, 12], captainId: 11, viceCaptainId: 21, points: 14 }] }),
      'GET /api/teams/1/players': () => jsonResponse(200, [player({ id: 11, name: 'Aymen Hussein' }), player({ id: 12, name: 'Ali Jasim' })]),
      'GET /api/teams/2/players': () => jsonResponse(200, [player({ id: 21, name: 'Ibrahim Bayesh', teamId: 2 })]),
    });
    renderLeague(league({ game: 'squad' }));
    await waitFor(() => expect(visibleText(picksPanel())).toContain('Ali Jasim'));
    expect(visibleText(within(picksPanel()).getByRole('listitem'))).toBe('HawreAymen Hussein (C) · Ibrahim Bayesh (VC) · Ali Jasim14 pts');
  });

  it("offers a member their rounds on a tap, but a member who is not the creator none of the creator's tools", async () => {
    routeFetch({
      'GET /api/leagues/7/picks?matchId=301&page=1': () => jsonResponse(200, { matchId: 301, revealed: true, page: 1, pages: 0, picks: [] }),
      'GET /api/leagues/7/members/u2': () =>
        jsonResponse(200, {
          userId: 'u2',
          displayName: 'Hawre',
          badges: ['leagueRoundWinner'],
          rounds: [
            { round: 30, points: 20, wonRound: false },
            { round: 31, points: 25, wonRound: true },
          ],
        }),
    });
    renderLeague();
    await settle();
    expect(screen.queryByRole('region', { name: 'Manage the league' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the league' })).toBeTruthy();

    fireEvent.click(within(table()).getByRole('button', { name: /Hawre/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hawre' });
    await waitFor(() => expect(visibleText(dialog)).toContain('1 round won'));
    expect(within(dialog).getAllByRole('listitem').map((item) => visibleText(item))).toEqual(['Round 3020 pts', 'Round 31Round winner25 pts']);
    expect(within(dialog).queryByRole('button', { name: 'Remove from the league' })).toBeNull();
  });

  it('gives the creator the tools: rename, joining, a new code with its warning, and removing a member after asking', async () => {
    const fetchStub = routeFetch({
      'GET /api/leagues/7/picks?matchId=301&page=1': () => jsonResponse(200, { matchId: 301, revealed: true, page: 1, pages: 0, picks: [] }),
      'GET /api/leagues/7/members/u3': () => jsonResponse(200, { userId: 'u3', displayName: 'Sara', badges: [], rounds: [] }),
      'DELETE /api/leagues/7/members/u3': () => jsonResponse(204),
      'GET /api/leagues/7?page=1': () => jsonResponse(200, league({ isOwner: true, memberCount: 2 })),
    });
    renderLeague(league({ isOwner: true }));
    await settle();
    const manage = screen.getByRole('region', { name: 'Manage the league' });
    expect(within(manage).getByRole('form', { name: 'Save the name' })).toBeTruthy();
    expect(within(manage).getByRole('checkbox', { name: 'Open to new members' })).toBeTruthy();
    fireEvent.click(within(manage).getByRole('button', { name: 'New invite code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Make a new invite code?' });
    expect(visibleText(warning)).toContain('The current code and link stop working at once.');
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(within(table()).getByRole('button', { name: /Sara/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sara' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the league' }));
    expect(visibleText(dialog)).toContain('Remove Sara? They leave the table and cannot join again with the code.');
    expect(fetchStub.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sara' })).toBeNull());
    expect(fetchStub.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`)).toContain('DELETE /api/leagues/7/members/u3');
  });

  it("tells the creator plainly why they cannot leave, and keeps them on the page", async () => {
    routeFetch({
      'GET /api/leagues/7/picks?matchId=301&page=1': () => jsonResponse(200, { matchId: 301, revealed: true, page: 1, pages: 0, picks: [] }),
      'DELETE /api/leagues/7/membership': () => jsonResponse(409, { statusCode: 409, code: 'LEAGUE_OWNER_CANNOT_LEAVE', message: 'server text' }),
    });
    renderLeague(league({ isOwner: true }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the league' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this league?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('As the creator you cannot leave while other members remain.');
    expect(window.location.pathname).toBe('/leagues/7');
  });

  it("names a club's league by its club in the reader's language, with no code, no Leave and no tools, and says how to join and leave it", async () => {
    const { client } = renderLeague(league({ name: 'Erbil', clubId: 5, code: undefined, isOwner: false }));
    act(() => {
      client.setQueryData(teamsQueryOptions().queryKey, [team({ id: 5, name: 'Erbil', nameArabic: 'أربيل' })]);
      useLanguageStore.getState().setLanguage('ar');
    });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('أربيل');
    expect(shownText()).toContain('دوري مشجعي النادي');
    expect(shownText()).toContain('كل مشجع يتابع أربيل عضو في هذا الدوري.');
    expect(screen.queryByText('K7QX2MPA')).toBeNull();
    expect(screen.queryByRole('button', { name: 'غادر الدوري' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'إدارة الدوري' })).toBeNull();
  });

  it('says a league that is not there, or not theirs, cannot be found', async () => {
    routeFetch({ 'GET /api/leagues/8?page=1': () => jsonResponse(404, { statusCode: 404, code: 'LEAGUE_NOT_FOUND', message: 'No such league' }) });
    renderLeague(league(), '/leagues/8');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('League not found'));
  });
});
