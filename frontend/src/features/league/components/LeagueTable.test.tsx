import { screen, within } from '@testing-library/react';
import { team } from '../../../../test/fixtures';
import { createTestQueryClient, nameIs, renderWithProviders, seedError, seedPending, shownText } from '../../../../test/render';
import { ApiError } from '../../../lib/api-client';
import { seasonRoundsQueryOptions } from '../../../lib/teams/get-season-rounds';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { LeagueTable, ZONE_PALETTE } from './LeagueTable';

const teamsKey = teamsQueryOptions().queryKey;

/** 20 clubs as the api ranks them: in table order, each with its currentPosition. */
function twentyClubs() {
  return Array.from({ length: 20 }, (_, index) => {
    const rank = index + 1;
    return team({ id: rank, name: `Club ${rank}`, currentPosition: rank, points: 80 - rank * 3, goalsFor: 50, goalsAgainst: 30 + rank });
  });
}

/** The team's name: the first line of the Team cell (crest letter and zone labels left out). */
const teamNameOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1].querySelector('p')?.textContent;

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}

describe('LeagueTable', () => {
  it("keeps the api's ranking (even where a client-side sort would reorder) and marks the zones", () => {
    const client = createTestQueryClient();
    const clubs = twentyClubs();
    // The api placed Club 5 above Club 4 (a tie-break the client does not know): the table must not undo it.
    [clubs[3], clubs[4]] = [{ ...clubs[4], currentPosition: 4 }, { ...clubs[3], currentPosition: 5 }];
    client.setQueryData(teamsKey, clubs);
    renderWithProviders(<LeagueTable />, { client });

    const rows = bodyRows();
    expect(rows.slice(0, 6).map(teamNameOf)).toEqual(['Club 1', 'Club 2', 'Club 3', 'Club 5', 'Club 4', 'Club 6']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));
    expect(rows.map((row) => row.getAttribute('data-zone'))).toEqual([
      'champions',
      'secondTier',
      'secondTier',
      ...Array(15).fill(null),
      'relegation',
      'relegation',
    ]);
    expect(ZONE_PALETTE).toEqual({ champions: 'yellow', secondTier: 'blue', relegation: 'red' });
    // Said in words as well as shown in colour (the badge beside the champions' name is for the eye).
    expect(within(rows[0]).getAllByText('Champions').some((label) => label.closest('[aria-hidden="true"]') === null)).toBe(true);
    expect(within(rows[19]).getByText('Relegation').textContent).toBe('Relegation');
  });

  it('shows the goal difference with a plus sign when positive', () => {
    const client = createTestQueryClient();
    client.setQueryData(teamsKey, [
      team({ id: 1, name: 'Ahead', points: 30, goalsFor: 15, goalsAgainst: 10 }),
      team({ id: 2, name: 'Level', points: 20, goalsFor: 10, goalsAgainst: 10 }),
      team({ id: 3, name: 'Behind', points: 10, goalsFor: 7, goalsAgainst: 10 }),
    ]);
    renderWithProviders(<LeagueTable />, { client });
    const goalDifferences = bodyRows().map((row) => within(row).getAllByRole('cell')[3].textContent);
    expect(goalDifferences).toEqual(['+5', '0', '-3']);
  });

  it('shows the Arabic name and the title count beside the English name', () => {
    const client = createTestQueryClient();
    client.setQueryData(teamsKey, [team({ id: 1, name: 'Al-Shorta', nameArabic: 'الشرطة', titles: 8 })]);
    renderWithProviders(<LeagueTable />, { client });
    const [row] = bodyRows();
    expect(within(row).getAllByRole('cell')[1].querySelectorAll('p')[1]?.textContent).toBe('الشرطة · 8x Champions');
  });

  it('keeps position, club, played, goal difference, points and form on a phone (jsdom applies no media query)', () => {
    const client = createTestQueryClient();
    client.setQueryData(teamsKey, [team({ id: 1, name: 'Al-Shorta', matchesPlayed: 31, points: 70, form: ['W', 'W', 'D', 'L', 'W'] })]);
    renderWithProviders(<LeagueTable />, { client });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Pos', 'Team', 'MP', 'GD', 'Pts', 'Form']);
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(2, 5)).toEqual(['31', '0', '70']);
    // Five dots for the eye, the results in words for screen readers.
    expect(cells[5].querySelector('[aria-hidden="true"]')?.children).toHaveLength(5);
    expect(within(cells[5]).getByText('Win, Win, Draw, Loss, Win').closest('[aria-hidden="true"]')).toBeNull();
  });

  describe('the points race under the table', () => {
    const browserObserver = globalThis.IntersectionObserver;
    afterEach(() => {
      globalThis.IntersectionObserver = browserObserver;
    });

    function renderWithRounds() {
      const client = createTestQueryClient();
      const clubs = twentyClubs();
      client.setQueryData(teamsKey, clubs);
      client.setQueryData(seasonRoundsQueryOptions().queryKey, {
        season: '2024-25',
        clubs: clubs.map(({ id, points }) => ({ teamId: id, rounds: [{ round: 1, position: id, points, scored: 1, conceded: 0 }] })),
      });
      renderWithProviders(<LeagueTable />, { client });
    }

    it('is not drawn while it is far below the window', () => {
      renderWithRounds();
      expect(screen.queryByRole('heading', { name: 'Points race' })).toBeNull();
    });

    it('loads on its own and draws the top five once near the window', async () => {
      // Without IntersectionObserver every section counts as near (WhenNearViewport).
      delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
      renderWithRounds();
      const chart = await screen.findByRole('img', { name: nameIs("Points race: the top five clubs' points after each round") });
      expect(chart.querySelectorAll('[data-series]')).toHaveLength(5);
    });
  });

  it('has a loading state, a placeholder row for every club', () => {
    const client = createTestQueryClient();
    seedPending(client, teamsKey);
    renderWithProviders(<LeagueTable />, { client });
    expect(screen.getByRole('status', { name: 'Loading...' }).children).toHaveLength(20);
  });

  it('has an error state', async () => {
    const client = createTestQueryClient();
    await seedError(client, teamsKey, new ApiError(500, '', 'Internal Server Error'));
    renderWithProviders(<LeagueTable />, { client });
    expect(shownText()).toContain('Unable to load league table');
    expect(shownText()).toContain('Please check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(false);
  });

  it('has an empty state', () => {
    const client = createTestQueryClient();
    client.setQueryData(teamsKey, []);
    renderWithProviders(<LeagueTable />, { client });
    expect(shownText()).toContain('No league data available');
  });
});
