import { pointsOf, type SquadPlayer, type WeeklySquadResponse } from '@isl/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { createTestQueryClient, renderWithProviders, settle, visibleText } from '../../../../test/render';
import { weeklySquadQueryOptions } from '../api/get-weekly-squad';
import { LastWeekSquad } from './LastWeekSquad';

const squadPlayer = (id: number, overrides: Partial<SquadPlayer>): SquadPlayer => ({
  id,
  name: `Player ${id}`,
  nameArabic: null,
  nameKurdish: null,
  position: 'centerBack',
  jerseyNumber: id,
  teamId: id,
  teamName: `Club ${id}`,
  rating: '7.0',
  points: null,
  roundStatus: 'awaiting',
  breakdown: [],
  ...overrides,
});

const lastRound = (players: SquadPlayer[]): WeeklySquadResponse => ({
  week: 32,
  season: '2024-25',
  pickWeek: 33,
  deadline: '2025-05-20T16:00:00.000Z',
  locked: true,
  status: 'submitted',
  formation: '4-3-3',
  playerIds: players.map((player) => player.id),
  captainId: players[0].id,
  viceCaptainId: players[1].id,
  totalPoints: players.reduce((total, player) => total + pointsOf(player.breakdown), 0),
  rank: 4,
  players,
});

const row = (id: number) => visibleText(document.querySelector(`[data-player="${id}"]`));

/** The lines of a player's points as shown once opened: reason and points, then the total. */
const shownLines = (id: number) => {
  const row = document.querySelector(`[data-player="${id}"]`) as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { expanded: false }));
  return {
    lines: within(row).getAllByRole('listitem').map(visibleText),
    total: visibleText(within(row).getByTestId('points-total')),
  };
};

describe("Last Week's Squad", () => {
  it('tells a player who played, one left out of his finished match (0 points) and one whose club has yet to play apart', async () => {
    const client = createTestQueryClient();
    client.setQueryData(
      weeklySquadQueryOptions(32).queryKey,
      lastRound([
        squadPlayer(1, {
          roundStatus: 'played',
          points: { appearance: 2, goals: 0, assists: 0, cleanSheet: 4, cards: 0, total: 6 },
          breakdown: [
            { reason: 'appearance', points: 2 },
            { reason: 'cleanSheet', points: 4 },
          ],
        }),
        squadPlayer(2, { roundStatus: 'did_not_play' }),
        squadPlayer(3, { roundStatus: 'awaiting' }),
      ]),
    );
    renderWithProviders(<LastWeekSquad week={32} />, { client });
    await settle();
    expect(screen.getByRole('list', { name: 'Points by player' })).toBeTruthy();
    // The first player wears the captain's armband, the second the vice-captain's (see lastRound).
    expect(row(1)).toBe('1Player 1C6');
    expect(row(2)).toBe('2Player 2VDid not play0');
    expect(row(3)).toBe('3Player 3No finished match yet0');
  });

  it("opens each player's points onto the lines that made them, the captain's doubling among them, adding up to his points and the squad's total", async () => {
    const client = createTestQueryClient();
    const captain = squadPlayer(9, {
      position: 'striker',
      roundStatus: 'played',
      points: { appearance: 2, goals: 8, assists: 3, cleanSheet: 0, cards: -1, total: 12 },
      breakdown: [
        { reason: 'appearance', points: 2 },
        { reason: 'goals', points: 8 },
        { reason: 'assists', points: 3 },
        { reason: 'cards', points: -1 },
        { reason: 'captain', points: 12 },
      ],
    });
    const vice = squadPlayer(4, { roundStatus: 'played', breakdown: [{ reason: 'appearance', points: 1 }] });
    client.setQueryData(weeklySquadQueryOptions(32).queryKey, lastRound([captain, vice]));
    renderWithProviders(<LastWeekSquad week={32} />, { client });
    await settle();

    expect(shownLines(9)).toEqual({ lines: ['Played+2', 'Goals+8', 'Assists+3', 'Cards-1', 'Captain ×2+12'], total: 'Total24' });
    expect(row(9)).toContain('Player 9C24');
    expect(shownLines(4)).toEqual({ lines: ['Played+1'], total: 'Total1' });
    expect(visibleText(screen.getByTestId('squad-total'))).toBe('Squad total25');
    expect(screen.getByRole('button', { name: 'Player 9: 24 points, show how they were made', expanded: true })).toBeTruthy();
  });
});
