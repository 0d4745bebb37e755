import type { SquadPlayer, WeeklySquadResponse } from '@isl/contracts';
import { screen } from '@testing-library/react';
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
  totalPoints: 6,
  rank: 4,
  players,
});

const row = (id: number) => visibleText(document.querySelector(`[data-player="${id}"]`));

describe("Last Week's Squad", () => {
  it('tells a player who played, one left out of his finished match (0 points) and one whose club has yet to play apart', async () => {
    const client = createTestQueryClient();
    client.setQueryData(
      weeklySquadQueryOptions(32).queryKey,
      lastRound([
        squadPlayer(1, { roundStatus: 'played', points: { appearance: 2, goals: 0, assists: 0, cleanSheet: 4, cards: 0, total: 6 } }),
        squadPlayer(2, { roundStatus: 'did_not_play' }),
        squadPlayer(3, { roundStatus: 'awaiting' }),
      ]),
    );
    renderWithProviders(<LastWeekSquad week={32} />, { client });
    await settle();
    expect(screen.getByRole('list', { name: 'Points by player' })).toBeTruthy();
    expect(row(1)).toBe('1Player 1Played +2Clean sheet +46');
    expect(row(2)).toBe('2Player 2Did not play0');
    expect(row(3)).toBe('3Player 3No finished match yet0');
  });
});
