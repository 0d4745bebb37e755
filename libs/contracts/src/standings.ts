export interface Result {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

/** A team's counts in the table, declared once for the table rows, the API's teams and the seed's plan. */
export interface StandingsFields {
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface StandingRow extends StandingsFields {
  teamId: number;
}

export type Outcome = 'home' | 'draw' | 'away';

export function matchOutcome(homeScore: number, awayScore: number): Outcome {
  if (homeScore > awayScore) return 'home';
  if (homeScore < awayScore) return 'away';
  return 'draw';
}

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;

function emptyRow(teamId: number): StandingRow {
  return { teamId, matchesPlayed: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

function record(row: StandingsFields, scored: number, conceded: number): void {
  row.matchesPlayed += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  if (scored > conceded) {
    row.wins += 1;
    row.points += POINTS_FOR_WIN;
  } else if (scored === conceded) {
    row.draws += 1;
    row.points += POINTS_FOR_DRAW;
  } else {
    row.losses += 1;
  }
}

/** The table computed from finished results; every listed team has a row, even with no match played. */
export function computeStandings(teamIds: readonly number[], results: readonly Result[]): StandingRow[] {
  const rows = new Map(teamIds.map((id) => [id, emptyRow(id)]));
  for (const r of results) {
    const home = rows.get(r.homeTeamId);
    const away = rows.get(r.awayTeamId);
    if (!home || !away) throw new RangeError(`result names a team outside the table: ${r.homeTeamId}-${r.awayTeamId}`);
    record(home, r.homeScore, r.awayScore);
    record(away, r.awayScore, r.homeScore);
  }
  return [...rows.values()];
}

export interface Rankable {
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  name: string;
}

/** League order: points, then goal difference, then goals scored, then name so the order is stable. */
export function compareStandings(a: Rankable, b: Rankable): number {
  return (
    b.points - a.points ||
    b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
    b.goalsFor - a.goalsFor ||
    a.name.localeCompare(b.name, 'en')
  );
}

export interface RankedStandingRow extends StandingRow {
  position: number;
}

/** The table from results: each team's row with its league position, in the order of `teams`. */
export function rankedStandings(
  teams: readonly { id: number; name: string }[],
  results: readonly Result[],
): RankedStandingRow[] {
  const rows = computeStandings(teams.map((t) => t.id), results);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const order = rows.map((row) => ({ ...row, name: names.get(row.teamId) as string })).sort(compareStandings);
  const positions = new Map(order.map((row, index) => [row.teamId, index + 1]));
  return rows.map((row) => ({ ...row, position: positions.get(row.teamId) as number }));
}

export type TableZone = 'champions' | 'secondTier' | 'relegation' | null;

/** Spec: position 1 champions, 2-3 AFC Champions League Two, the last two relegated. */
export function tableZone(position: number, teamCount: number): TableZone {
  if (position === 1) return 'champions';
  if (position === 2 || position === 3) return 'secondTier';
  if (position > teamCount - 2) return 'relegation';
  return null;
}

/** A match being played, its score as it stands (null scores count for nothing). */
export interface ScoreAsItStands {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
}

/** A club of the table as ranked now: its counts, its name (the last tie-break) and its position, if ranked. */
export interface TableEntry extends StandingsFields {
  id: number;
  name: string;
  currentPosition: number | null;
}

export interface ProjectedStanding<T extends TableEntry> {
  team: T;
  /** The club's counts with its match in play counted as a result. */
  standing: StandingsFields;
  position: number;
  /** Its position before the live scores were counted. */
  previousPosition: number;
  /** Its match is being played, so its row may still move. */
  isPlaying: boolean;
}

/**
 * The "live table": the standings as they would be if the matches being played ended as they stand, each score
 * counted as a result on top of the table and re-ranked by the league's rule. `teams` are in table order (a club
 * without a stored position keeps its place in it); the answer is in the projected order.
 */
export function projectedStandings<T extends TableEntry>(teams: readonly T[], live: readonly ScoreAsItStands[]): ProjectedStanding<T>[] {
  const rows = new Map(
    teams.map((team, index) => {
      const { matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points } = team;
      const standing: StandingsFields = { matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points };
      return [team.id, { team, standing, previousPosition: team.currentPosition ?? index + 1, isPlaying: false }];
    }),
  );
  for (const match of live) {
    const home = rows.get(match.homeTeamId);
    const away = rows.get(match.awayTeamId);
    if (!home || !away || match.homeScore === null || match.awayScore === null) continue;
    record(home.standing, match.homeScore, match.awayScore);
    record(away.standing, match.awayScore, match.homeScore);
    home.isPlaying = away.isPlaying = true;
  }
  return [...rows.values()]
    .sort((a, b) => compareStandings({ ...a.standing, name: a.team.name }, { ...b.standing, name: b.team.name }))
    .map((entry, index) => ({ ...entry, position: index + 1 }));
}

/** A result from one team's side, as a table's form column shows it. */
export type FormResult = 'W' | 'D' | 'L';

/** How many of a team's latest results the table's form column shows. */
export const FORM_LENGTH = 5;

/**
 * A team's form: its last five results, oldest first, from its own side. `results` are finished matches in
 * the order they were played; those of other teams are skipped.
 */
export function recentForm(teamId: number, results: readonly Result[]): FormResult[] {
  const form: FormResult[] = [];
  for (const r of results) {
    if (r.homeTeamId !== teamId && r.awayTeamId !== teamId) continue;
    const [scored, conceded] = r.homeTeamId === teamId ? [r.homeScore, r.awayScore] : [r.awayScore, r.homeScore];
    form.push(scored > conceded ? 'W' : scored === conceded ? 'D' : 'L');
  }
  return form.slice(-FORM_LENGTH);
}
