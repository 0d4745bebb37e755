import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LeaguePreview } from '@isl/contracts';
import { Route, Routes } from 'react-router-dom';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText } from '../../../../test/render';
import JoinLeaguePage from './JoinLeaguePage';

// A league's screens draw several panels and dialogs at once: on a busy machine they take longer than jest's 5 s
// and testing-library's 1 s defaults.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const preview = (overrides: Partial<LeaguePreview> = {}): LeaguePreview => ({
  id: 7,
  name: 'Karrada Friends',
  game: 'squad',
  season: '2024-25',
  memberCount: 1234,
  joiningOpen: true,
  ...overrides,
});

function renderJoin(code = 'K7QX2MPA') {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, user());
  return renderWithProviders(
    <Routes>
      <Route path="/leagues/join/:code" element={<JoinLeaguePage />} />
      <Route path="/leagues/:id" element={<p>League page</p>} />
    </Routes>,
    { client, route: `/leagues/join/${code}` },
  );
}

describe('JoinLeaguePage', () => {
  it('shows the league the link opens and joins it with the code', async () => {
    const fetchStub = routeFetch({
      'GET /api/leagues/join/K7QX2MPA': () => jsonResponse(200, preview()),
      'POST /api/leagues/join': () => jsonResponse(201, { ...preview(), memberCount: 1235 }),
    });
    renderJoin();
    await waitFor(() => expect(shownText()).toContain('Karrada Friends'));
    expect(shownText()).toContain('You are invited to play in');
    expect(shownText()).toContain('Weekly Squad1,234 membersSeason 2024-25');
    fireEvent.click(screen.getByRole('button', { name: 'Join the league' }));
    await waitFor(() => expect(window.location.pathname).toBe('/leagues/7'));
    expect(JSON.parse(String((fetchStub.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({ code: 'K7QX2MPA' });
  });

  it('takes a fan already in the league to it', async () => {
    routeFetch({
      'GET /api/leagues/join/K7QX2MPA': () => jsonResponse(200, preview()),
      'POST /api/leagues/join': () => jsonResponse(409, { statusCode: 409, code: 'LEAGUE_ALREADY_MEMBER', message: 'server text' }),
    });
    renderJoin();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the league' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are already in this league.');
    expect(screen.getByRole('link', { name: 'Open the league' }).getAttribute('href')).toBe('/leagues/7');
  });

  it('says a closed league takes no one, without a Join button', async () => {
    routeFetch({ 'GET /api/leagues/join/K7QX2MPA': () => jsonResponse(200, preview({ joiningOpen: false })) });
    renderJoin();
    await waitFor(() => expect(shownText()).toContain('The creator has closed this league to new members.'));
    expect(screen.queryByRole('button', { name: 'Join the league' })).toBeNull();
  });

  it('says an unknown code opens no league', async () => {
    routeFetch({ 'GET /api/leagues/join/NOPE2345': () => jsonResponse(404, { statusCode: 404, code: 'LEAGUE_NOT_FOUND', message: 'server text' }) });
    renderJoin('NOPE2345');
    await settle();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('League not found'));
    expect(shownText()).toContain('No league has that code. Check it with the friend who sent it.');
  });
});
