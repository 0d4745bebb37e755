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

function record(row: StandingRow, scored: number, conceded: number): void {
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
