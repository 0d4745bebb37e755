import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { match } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText } from '../../../../test/render';
import { recentMatchesQueryOptions } from '../../../lib/matches/get-recent-matches';
import { upcomingMatchesQueryOptions } from '../../../lib/matches/get-upcoming-matches';
import MatchesPage from './MatchesPage';

describe('MatchesPage', () => {
  it('opens on Upcoming and loads Results only when its tab is chosen', async () => {
    const client = createTestQueryClient();
    client.setQueryData(upcomingMatchesQueryOptions().queryKey, [match({ id: 1, homeTeamName: 'Erbil' })]);
    renderWithProviders(<MatchesPage />, { client, route: '/matches' });
    await settle();

    expect(shownText()).toContain('Erbil');
    const recentKey = recentMatchesQueryOptions().queryKey;
    expect(client.getQueryCache().find({ queryKey: recentKey })).toBeUndefined();

    client.setQueryData(recentKey, []);
    fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
    await settle();
    expect(shownText()).toContain('No recent results');
    expect(client.getQueryCache().find({ queryKey: recentKey })?.getObserversCount()).toBe(1);
    // The Upcoming tab unmounts when its exit animation ends, whenever that is.
    await waitFor(() => expect(client.getQueryCache().find({ queryKey: upcomingMatchesQueryOptions().queryKey })?.getObserversCount()).toBe(0));
  });

  it('lists the fixtures as rows by day, with a Predict button on scheduled matches only', async () => {
    const client = createTestQueryClient();
    client.setQueryData(upcomingMatchesQueryOptions().queryKey, [
      match({ id: 1, status: 'scheduled', homeTeamName: 'Erbil', awayTeamName: 'Duhok' }),
      match({ id: 2, status: 'postponed', homeTeamName: 'Zakho', awayTeamName: 'Newroz' }),
    ]);
    renderWithProviders(<MatchesPage />, { client, route: '/matches' });
    await settle();
    const [scheduled, postponed] = screen.getAllByRole('listitem');
    expect(within(scheduled).getByRole('link', { name: /Erbil.*Duhok/ }).getAttribute('href')).toBe('/matches/1');
    // The button shows from tablet width up (jsdom applies no media query, so it counts as hidden here).
    expect(within(scheduled).getByRole('link', { name: 'Predict', hidden: true }).getAttribute('href')).toBe('/predictions');
    expect(within(postponed).queryByRole('link', { name: 'Predict', hidden: true })).toBeNull();
  });

  it('says when there are no upcoming matches', async () => {
    const client = createTestQueryClient();
    client.setQueryData(upcomingMatchesQueryOptions().queryKey, []);
    renderWithProviders(<MatchesPage />, { client, route: '/matches' });
    await settle();
    expect(shownText()).toContain('No upcoming matches');
  });
});
