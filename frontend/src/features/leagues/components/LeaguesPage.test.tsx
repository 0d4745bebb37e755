import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeagueSummary } from '@isl/contracts';
import { Route, Routes } from 'react-router-dom';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { leaguePage, leagueSummary } from '../../../../test/league-fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText } from '../../../../test/render';
import { myLeaguesQueryOptions } from '../../../lib/leagues/my-leagues';
import LeaguesPage from './LeaguesPage';

// A league's screens draw several panels and dialogs at once: on a busy machine they take longer than jest's 5 s
// and testing-library's 1 s defaults.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

/** /leagues for a signed-in fan in these leagues, with the league page's route to land on. */
function renderLeagues(leagues: LeagueSummary[] = [leagueSummary()]) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, user());
  client.setQueryData(myLeaguesQueryOptions().queryKey, leagues);
  return renderWithProviders(
    <Routes>
      <Route path="/leagues" element={<LeaguesPage />} />
      <Route path="/leagues/:id" element={<p>League page</p>} />
    </Routes>,
    { client, route: '/leagues' },
  );
}

const createForm = () => screen.getByRole('form', { name: 'Create a league' });
const nameInput = () => within(createForm()).getByRole('textbox', { name: /League name/ });
const joinForm = () => screen.getByRole('form', { name: 'Join with a code' });

describe('LeaguesPage', () => {
  it("lists the fan's leagues with their game, the fan's place and points, and their size", async () => {
    renderLeagues([leagueSummary(), leagueSummary({ id: 8, name: 'Office', game: 'squad', myRank: 1, myPoints: 0, memberCount: 1 })]);
    await settle();
    const rows = within(screen.getByRole('list', { name: 'Your leagues' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Karrada FriendsPredictions12 membersRank 3 · 45 pts',
      'OfficeWeekly Squad1 memberRank 1 · 0 pts',
    ]);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/leagues/7');
  });

  it('checks the name as it is typed: too long at once, too short once the field is left, and sends nothing until it will do', async () => {
    const fetchStub = routeFetch({ 'POST /api/leagues': () => jsonResponse(201, leaguePage({ id: 41, name: 'Karrada Friends' })) });
    renderLeagues();
    await settle();

    fireEvent.change(nameInput(), { target: { value: 'Ka' } });
    expect(within(createForm()).queryByText('Give the league a name of at least 3 characters.')).toBeNull();
    fireEvent.blur(nameInput());
    await settle();
    expect(within(createForm()).getByText('Give the league a name of at least 3 characters.')).toBeTruthy();

    fireEvent.change(nameInput(), { target: { value: 'x'.repeat(51) } });
    await settle();
    expect(within(createForm()).getByText('The name can be at most 50 characters long.')).toBeTruthy();
    expect(within(createForm()).getByText('51/50')).toBeTruthy();
    fireEvent.click(within(createForm()).getByRole('button', { name: 'Create league' }));
    await settle();
    expect(fetchStub).not.toHaveBeenCalled();

    fireEvent.change(nameInput(), { target: { value: '  Karrada Friends ' } });
    fireEvent.click(within(createForm()).getByRole('radio', { name: 'Weekly Squad' }));
    fireEvent.click(within(createForm()).getByRole('radio', { name: 'From this round on' }));
    await settle();
    expect(within(createForm()).queryByRole('alert')).toBeNull();
    expect(within(createForm()).getByText('3 to 50 characters')).toBeTruthy();
    fireEvent.click(within(createForm()).getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(shownText()).toContain('League page'));
    const [url, init] = fetchStub.mock.calls[0] as [string, RequestInit];
    expect([url, JSON.parse(String(init.body))]).toEqual(['/api/leagues', { name: 'Karrada Friends', game: 'squad', start: 'round' }]);
    expect(window.location.pathname).toBe('/leagues/41');
  });

  it('says why the server refused a new league (a 31st)', async () => {
    routeFetch({ 'POST /api/leagues': () => jsonResponse(409, { statusCode: 409, code: 'LEAGUE_LIMIT_REACHED', message: 'At most 30 leagues' }) });
    renderLeagues();
    await settle();
    fireEvent.change(nameInput(), { target: { value: 'One too many' } });
    fireEvent.click(within(createForm()).getByRole('button', { name: 'Create league' }));
    expect((await within(createForm()).findByRole('alert')).textContent).toBe('You are in 30 leagues already: leave one to join another.');
  });

  it('asks for a code before sending, and takes the code out of a pasted link', async () => {
    const fetchStub = routeFetch({ 'POST /api/leagues/join': () => jsonResponse(201, leaguePage({ id: 9 })) });
    renderLeagues();
    await settle();
    fireEvent.click(within(joinForm()).getByRole('button', { name: 'Join' }));
    await settle();
    expect(within(joinForm()).getByText('Enter the invite code.')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();

    fireEvent.change(within(joinForm()).getByRole('textbox'), { target: { value: 'https://isl.example/leagues/join/k7qx2mpa' } });
    fireEvent.click(within(joinForm()).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.location.pathname).toBe('/leagues/9'));
    expect(JSON.parse(String((fetchStub.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({ code: 'K7QX2MPA' });
  });

  it.each([
    [404, 'LEAGUE_NOT_FOUND', 'No league has that code. Check it with the friend who sent it.'],
    [409, 'LEAGUE_ALREADY_MEMBER', 'You are already in this league.'],
    [409, 'LEAGUE_FULL', 'This league is full.'],
    [409, 'LEAGUE_LIMIT_REACHED', 'You are in 30 leagues already: leave one to join another.'],
    [403, 'LEAGUE_MEMBER_REMOVED', 'The creator removed you from this league, so you cannot join it again.'],
  ])('shows a join refused with %i %s in plain words', async (status, code, message) => {
    routeFetch({ 'POST /api/leagues/join': () => jsonResponse(status, { statusCode: status, code, message: 'server text' }) });
    renderLeagues();
    await settle();
    fireEvent.change(within(joinForm()).getByRole('textbox'), { target: { value: 'ABCD2345' } });
    fireEvent.click(within(joinForm()).getByRole('button', { name: 'Join' }));
    expect((await within(joinForm()).findByRole('alert')).textContent).toBe(message);
    expect(window.location.pathname).toBe('/leagues');
  });
});
