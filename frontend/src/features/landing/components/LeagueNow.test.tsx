import { screen, within } from '@testing-library/react';
import { match, team } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, seedPending, shownText, spokenText } from '../../../../test/render';
import { todayMatchesQueryOptions } from '../../../lib/matches/get-today-matches';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { LeagueNow } from './LeagueNow';

const clubs = Array.from({ length: 8 }, (_, index) => team({ id: index + 1, name: `Club ${index + 1}`, currentPosition: index + 1, points: 70 - index }));

describe('LeagueNow', () => {
  it("shows the first five of today's matches, each a link to its match centre, and the table's top five", () => {
    const client = createTestQueryClient();
    client.setQueryData(teamsQueryOptions().queryKey, clubs);
    client.setQueryData(
      todayMatchesQueryOptions().queryKey,
      Array.from({ length: 7 }, (_, index) => match({ id: 100 + index })),
    );
    renderWithProviders(<LeagueNow />, { client });

    const [today] = screen.getAllByRole('list');
    expect(within(today).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/matches/100', '/matches/101', '/matches/102', '/matches/103', '/matches/104']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(spokenText))).toEqual([
      ['1', 'Club 1', '30', '70'],
      ['2', 'Club 2', '30', '69'],
      ['3', 'Club 3', '30', '68'],
      ['4', 'Club 4', '30', '67'],
      ['5', 'Club 5', '30', '66'],
    ]);
  });

  it('says when there is no match today, and holds placeholders while loading', () => {
    const client = createTestQueryClient();
    client.setQueryData(todayMatchesQueryOptions().queryKey, []);
    seedPending(client, teamsQueryOptions().queryKey);
    renderWithProviders(<LeagueNow />, { client });
    expect(shownText()).toContain('No matches today');
    // The top of the table: its five rows and the header.
    expect(screen.getByRole('status', { name: 'Loading...' }).children).toHaveLength(6);
  });
});
