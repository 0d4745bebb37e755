import { IRAQI_LEAGUE_RULES, type TieBreak } from './seasons';
import { computeStandings, matchOutcome, projectedStandings, rankedStandings, recentForm, seasonByRound, tableZone } from './standings';

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

describe('rankedStandings', () => {
  type Score = [home: number, away: number, homeScore: number, awayScore: number];
  const results = (scores: Score[]) => scores.map(([homeTeamId, awayTeamId, homeScore, awayScore]) => ({ homeTeamId, awayTeamId, homeScore, awayScore }));
  const clubs = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
  const order = (table: { teamId: number; position: number }[], names: string[]) =>
    [...table].sort((a, b) => a.position - b.position).map((row) => names[row.teamId - 1]);

  it('ranks by points first', () => {
    const names = ['Erbil', 'Duhok', 'Zakho'];
    const table = rankedStandings(clubs(...names), results([[1, 2, 0, 1], [3, 1, 0, 0], [2, 3, 2, 0]]));
    // Erbil and Zakho, level on 1, drew 0-0: Erbil's -1 overall beats Zakho's -2.
    expect(order(table, names)).toEqual(['Duhok', 'Erbil', 'Zakho']);
  });

  it('puts the winner of the match between two clubs level on points above the one with the better goal difference', () => {
    // Both on 6. Shorta beat Zawraa 1-0 and lost heavily to a third club: -3 overall against Zawraa's +6.
    const names = ['Shorta', 'Zawraa', 'Talaba', 'Erbil'];
    const table = rankedStandings(clubs(...names), results([[1, 2, 1, 0], [3, 1, 5, 0], [1, 4, 1, 0], [2, 3, 4, 0], [2, 4, 3, 1]]));
    expect(table.find((row) => row.teamId === 1)).toMatchObject({ points: 6, goalsFor: 2, goalsAgainst: 5 });
    expect(table.find((row) => row.teamId === 2)).toMatchObject({ points: 6, goalsFor: 7, goalsAgainst: 2 });
    expect(order(table, names)).toEqual(['Shorta', 'Zawraa', 'Talaba', 'Erbil']);
  });

  it('falls to goal difference over the season when two clubs level on points are even in their meetings', () => {
    // Level on points, 2-2 and 1-1 between them, so their meetings decide nothing: overall goal difference does.
    const names = ['Naft', 'Karbalaa', 'Kahrabaa'];
    const drawn = rankedStandings(clubs(...names), results([[1, 2, 2, 2], [2, 1, 1, 1], [1, 3, 1, 0], [2, 3, 3, 0]]));
    expect(order(drawn, names)).toEqual(['Karbalaa', 'Naft', 'Kahrabaa']);
    // 3-1 and 1-3: level on points, goal difference and goals between them; Naft's +2 overall beats Karbalaa's +1.
    const away = rankedStandings(clubs(...names), results([[1, 2, 3, 1], [2, 1, 3, 1], [1, 3, 2, 0], [2, 3, 1, 0]]));
    expect(order(away, names)).toEqual(['Naft', 'Karbalaa', 'Kahrabaa']);
  });

  it('ranks a three-way tie by the mini-table of the matches between the three clubs', () => {
    // Zawraa, Quwa and Shorta all on 6. Between them Zawraa beat both (6), Quwa beat Shorta (3), Shorta has 0;
    // Shorta's 9-0 and 5-0 against Minaa make its season's goal difference the best of the three (+12).
    const names = ['Quwa', 'Shorta', 'Zawraa', 'Minaa'];
    const table = rankedStandings(
      clubs(...names),
      results([[3, 1, 1, 0], [3, 2, 1, 0], [1, 2, 1, 0], [4, 3, 2, 0], [3, 4, 0, 1], [1, 4, 2, 0], [4, 1, 1, 0], [2, 4, 9, 0], [4, 2, 0, 5]]),
    );
    expect(table.map((row) => row.points)).toEqual([6, 6, 6, 9]);
    expect(table.find((row) => row.teamId === 2)).toMatchObject({ goalsFor: 14, goalsAgainst: 2 });
    expect(order(table, names)).toEqual(['Minaa', 'Zawraa', 'Quwa', 'Shorta']);
  });

  it('starts the tie-breaks again for the two clubs a three-way head-to-head leaves level', () => {
    // A, B and C on 6, each with a win over the others and a win over D. Between the three all have 3 points and
    // level goal difference; A scored 3, B and C 2, so A is first. B and C then start again on their own: B beat C,
    // so B is second, although C's 5-0 over D gives it the better goal difference over the season.
    const names = ['A', 'B', 'C', 'D'];
    const table = rankedStandings(clubs(...names), results([[1, 2, 2, 1], [3, 1, 2, 1], [2, 3, 1, 0], [1, 4, 1, 0], [2, 4, 1, 0], [3, 4, 5, 0]]));
    expect(table.map((row) => row.points)).toEqual([6, 6, 6, 0]);
    expect(table.find((row) => row.teamId === 3)).toMatchObject({ goalsFor: 7, goalsAgainst: 2 });
    expect(order(table, names)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('orders clubs level on everything by name, and follows a season whose rules skip head-to-head', () => {
    const names = ['Zakho', 'Duhok'];
    expect(order(rankedStandings(clubs(...names), []), names)).toEqual(['Duhok', 'Zakho']);
    const overall = { ...IRAQI_LEAGUE_RULES, tieBreaks: ['goalDifference', 'goalsFor'] as TieBreak[] };
    const names2 = ['Shorta', 'Zawraa', 'Talaba', 'Erbil'];
    const scores = results([[1, 2, 1, 0], [3, 1, 5, 0], [1, 4, 1, 0], [2, 3, 4, 0], [2, 4, 3, 1]]);
    expect(order(rankedStandings(clubs(...names2), scores, overall), names2)).toEqual(['Zawraa', 'Shorta', 'Talaba', 'Erbil']);
  });

  it('counts the season\'s points for a win and a draw', () => {
    const twoForAWin = { ...IRAQI_LEAGUE_RULES, pointsForWin: 2 };
    expect(rankedStandings(clubs('Erbil', 'Duhok'), results([[1, 2, 1, 0]]), twoForAWin).map((row) => row.points)).toEqual([2, 0]);
  });

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

  it('keeps clubs that draw level on points in their table order, and moves one that goes past', () => {
    const level = [entry(3, 'Talaba', 52, 40, 35, 1), entry(4, 'Erbil', 49, 38, 36, 2), entry(5, 'Duhok', 30, 20, 40, 3)];
    const erbil = (home: number, away: number) => projectedStandings(level, [{ homeTeamId: 4, awayTeamId: 5, homeScore: home, awayScore: away }]);
    // Level on 52 whatever the margin: the head-to-head that ranks them is in the stored order, which stands.
    expect(erbil(5, 0).map((row) => row.team.name)).toEqual(['Talaba', 'Erbil', 'Duhok']);
    const twoForADraw = projectedStandings(level, [{ homeTeamId: 4, awayTeamId: 5, homeScore: 1, awayScore: 1 }], { pointsForWin: 3, pointsForDraw: 4 });
    expect(twoForADraw.map((row) => [row.team.name, row.position, row.previousPosition])).toEqual([
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

describe('seasonByRound', () => {
  const teams = [
    { id: 1, name: 'Erbil' },
    { id: 2, name: 'Zakho' },
    { id: 3, name: 'Duhok' },
  ];
  const results = [
    { round: 1, homeTeamId: 1, awayTeamId: 2, homeScore: 0, awayScore: 2 },
    { round: 2, homeTeamId: 3, awayTeamId: 1, homeScore: 1, awayScore: 3 },
    { round: 3, homeTeamId: 2, awayTeamId: 3, homeScore: 1, awayScore: 1 },
  ];

  it("gives each club its place and points after every round, and the goals of that round's match", () => {
    const [erbil, zakho, duhok] = seasonByRound(teams, results);
    expect(erbil.rounds.map((line) => [line.round, line.position, line.points])).toEqual([[1, 3, 0], [2, 2, 3], [3, 2, 3]]);
    expect(zakho.rounds.map((line) => line.position)).toEqual([1, 1, 1]);
    expect(erbil.rounds.map((line) => [line.scored, line.conceded])).toEqual([[0, 2], [3, 1], [0, 0]]);
    expect(duhok.rounds.at(-1)).toEqual({ round: 3, position: 3, points: 1, scored: 1, conceded: 1 });
  });

  it('has no rounds before a result', () => {
    expect(seasonByRound(teams, []).map((club) => club.rounds)).toEqual([[], [], []]);
  });
});
