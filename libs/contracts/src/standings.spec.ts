import { compareStandings, computeStandings, matchOutcome, projectedStandings, rankedStandings, recentForm, tableZone } from './standings';

describe('computeStandings', () => {
  it('counts played, wins, draws, losses, goals and points from results', () => {
    const rows = computeStandings(
      [1, 2, 3],
      [
        { homeTeamId: 1, awayTeamId: 2, homeScore: 2, awayScore: 0 },
        { homeTeamId: 2, awayTeamId: 3, homeScore: 1, awayScore: 1 },
        { homeTeamId: 3, awayTeamId: 1, homeScore: 3, awayScore: 1 },
      ],
    );
    expect(rows).toEqual([
      { teamId: 1, matchesPlayed: 2, wins: 1, draws: 0, losses: 1, goalsFor: 3, goalsAgainst: 3, points: 3 },
      { teamId: 2, matchesPlayed: 2, wins: 0, draws: 1, losses: 1, goalsFor: 1, goalsAgainst: 3, points: 1 },
      { teamId: 3, matchesPlayed: 2, wins: 1, draws: 1, losses: 0, goalsFor: 4, goalsAgainst: 2, points: 4 },
    ]);
  });

  it('gives a team with no match an empty row', () => {
    expect(computeStandings([7], [])).toEqual([
      { teamId: 7, matchesPlayed: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, points: 0 },
    ]);
  });

  it('refuses a result for a team outside the table', () => {
    expect(() => computeStandings([1], [{ homeTeamId: 1, awayTeamId: 9, homeScore: 0, awayScore: 0 }])).toThrow();
  });
});

describe('compareStandings', () => {
  const row = (name: string, points: number, goalsFor: number, goalsAgainst: number) => ({
    name,
    points,
    goalsFor,
    goalsAgainst,
  });

  it('orders by points, then goal difference, then goals scored, then name', () => {
    const table = [
      row('D', 50, 40, 30),
      row('B', 50, 30, 20),
      row('A', 50, 30, 20),
      row('C', 50, 45, 30),
      row('E', 60, 10, 40),
    ].sort(compareStandings);
    expect(table.map((r) => r.name)).toEqual(['E', 'C', 'D', 'A', 'B']);
  });
});

describe('rankedStandings', () => {
  it('gives each team its position, keeping the order the teams were given in', () => {
    const table = rankedStandings(
      [
        { id: 1, name: 'Erbil' },
        { id: 2, name: 'Duhok' },
        { id: 3, name: 'Zakho' },
      ],
      [
        { homeTeamId: 1, awayTeamId: 2, homeScore: 0, awayScore: 1 },
        { homeTeamId: 3, awayTeamId: 1, homeScore: 0, awayScore: 0 },
      ],
    );
    expect(table.map((row) => [row.teamId, row.points, row.position])).toEqual([
      [1, 1, 3],
      [2, 3, 1],
      [3, 1, 2],
    ]);
  });
});

describe('matchOutcome and tableZone', () => {
  it('reads the outcome from the score', () => {
    expect(matchOutcome(2, 1)).toBe('home');
    expect(matchOutcome(0, 0)).toBe('draw');
    expect(matchOutcome(1, 3)).toBe('away');
  });

  it('marks champions, second tier and the last two', () => {
    expect([1, 2, 3, 4, 18, 19, 20].map((p) => tableZone(p, 20))).toEqual([
      'champions',
      'secondTier',
      'secondTier',
      null,
      null,
      'relegation',
      'relegation',
    ]);
  });
});

describe('projectedStandings', () => {
  const entry = (id: number, name: string, points: number, goalsFor: number, goalsAgainst: number, currentPosition: number) => ({
    id,
    name,
    currentPosition,
    matchesPlayed: 30,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor,
    goalsAgainst,
    points,
  });
  const table = [entry(1, 'Shorta', 70, 60, 20, 1), entry(2, 'Zawraa', 68, 55, 25, 2), entry(3, 'Talaba', 50, 40, 35, 3), entry(4, 'Erbil', 49, 38, 30, 4)];

  it('counts each live score as a result and re-ranks the table', () => {
    const projected = projectedStandings(table, [
      { homeTeamId: 2, awayTeamId: 1, homeScore: 2, awayScore: 1 },
      { homeTeamId: 4, awayTeamId: 3, homeScore: 0, awayScore: 0 },
    ]);
    expect(projected.map((row) => [row.team.name, row.position, row.previousPosition, row.standing.points, row.isPlaying])).toEqual([
      ['Zawraa', 1, 2, 71, true],
      ['Shorta', 2, 1, 70, true],
      ['Talaba', 3, 3, 51, true],
      ['Erbil', 4, 4, 50, true],
    ]);
    expect(projected[0].standing).toEqual({ matchesPlayed: 31, wins: 1, draws: 0, losses: 0, goalsFor: 57, goalsAgainst: 26, points: 71 });
    expect(projected[1].standing).toMatchObject({ matchesPlayed: 31, losses: 1, goalsFor: 61, goalsAgainst: 22 });
  });

  it('breaks a tie on points by goal difference, then goals scored, as the league does', () => {
    const level = [entry(3, 'Talaba', 52, 40, 35, 1), entry(4, 'Erbil', 49, 38, 36, 2), entry(5, 'Duhok', 30, 20, 40, 3)];
    const erbilBeatDuhok = (goals: number) => projectedStandings(level, [{ homeTeamId: 4, awayTeamId: 5, homeScore: goals, awayScore: 0 }]);
    // Level on 52: +3 against Talaba's +5 keeps Erbil second; +5 with 41 goals against 40 puts it first.
    expect(erbilBeatDuhok(1).map((row) => row.team.name)).toEqual(['Talaba', 'Erbil', 'Duhok']);
    expect(erbilBeatDuhok(3).map((row) => [row.team.name, row.position, row.previousPosition])).toEqual([
      ['Erbil', 1, 2],
      ['Talaba', 2, 1],
      ['Duhok', 3, 3],
    ]);
  });

  it('leaves the table as it is with nothing live, and ignores a match without a score or a club outside it', () => {
    const still = projectedStandings(table, [
      { homeTeamId: 1, awayTeamId: 2, homeScore: null, awayScore: null },
      { homeTeamId: 1, awayTeamId: 99, homeScore: 3, awayScore: 0 },
    ]);
    expect(still.map((row) => [row.team.id, row.position, row.previousPosition, row.isPlaying])).toEqual([
      [1, 1, 1, false],
      [2, 2, 2, false],
      [3, 3, 3, false],
      [4, 4, 4, false],
    ]);
    expect(still[0].standing.points).toBe(70);
  });
});

describe('recentForm', () => {
  const result = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number) => ({ homeTeamId, awayTeamId, homeScore, awayScore });

  it('reads each result from the team\'s own side, home or away, oldest first', () => {
    expect(recentForm(1, [result(1, 2, 2, 0), result(3, 1, 1, 1), result(1, 4, 0, 1), result(5, 1, 0, 3)])).toEqual(['W', 'D', 'L', 'W']);
  });

  it('keeps only the last five and skips other teams\' matches', () => {
    const season = [result(1, 2, 0, 1), result(2, 3, 5, 5), result(1, 3, 1, 0), result(4, 1, 2, 2), result(1, 5, 3, 0), result(6, 1, 0, 0), result(1, 7, 1, 2)];
    expect(recentForm(1, season)).toEqual(['W', 'D', 'W', 'D', 'L']);
  });

  it('is empty for a team that has not played', () => {
    expect(recentForm(9, [result(1, 2, 0, 0)])).toEqual([]);
  });
});
