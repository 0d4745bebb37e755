import type { MatchStatus } from '@isl/contracts';
import leagueFacts from './league-facts.json';
import { planTeams } from './plan-standings';
import type { MatchPlan } from './season-plan';

/** A match row with only what the table reads; the rest does not matter to it. */
function match(home: number, away: number, status: MatchStatus, homeScore: number | null, awayScore: number | null): MatchPlan {
  return { homeTeamIndex: home, awayTeamIndex: away, status, homeScore, awayScore } as MatchPlan;
}

describe('planTeams', () => {
  const teams = planTeams([
    match(0, 1, 'finished', 3, 0),
    match(2, 3, 'finished', 1, 1),
    match(1, 2, 'finished', 2, 4),
    match(3, 0, 'live', 5, 0),
    match(4, 5, 'scheduled', null, null),
  ]);
  const standing = ({ standing: { matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points } }: (typeof teams)[number]) =>
    [matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points];

  it('has the 20 clubs of the data file, in its order, with colours and Kurdish names', () => {
    expect(teams.map((t) => t.slug)).toEqual(leagueFacts.clubs.map((c) => c.slug));
    for (const team of teams) {
      expect(team.primaryColor).toMatch(/^#[0-9A-F]{6}$/i);
      expect(team.secondaryColor).toMatch(/^#[0-9A-F]{6}$/i);
      expect(team.nameKurdish).toBeTruthy();
    }
  });

  it('counts the finished matches only: played, won, drawn, lost, for, against, points', () => {
    expect(teams.slice(0, 6).map(standing)).toEqual([
      [1, 1, 0, 0, 3, 0, 3],
      [2, 0, 0, 2, 2, 7, 0],
      [2, 1, 1, 0, 5, 3, 4],
      [1, 0, 1, 0, 1, 1, 1],
      [0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('numbers the clubs 1 to 20 in league order', () => {
    expect(teams.map((t) => t.standing.position).sort((a, b) => a - b)).toEqual(teams.map((_, i) => i + 1));
    expect(teams[2].standing.position).toBe(1);
    expect(teams[1].standing.position).toBe(20);
  });
});
