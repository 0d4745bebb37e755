import { IRAQI_LEAGUE_RULES, isHeadToHead, type SeasonRules, type SeasonZones, type TieBreak } from './seasons';

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

/** What a result is worth: the season's points for a win and a draw. */
type PointsRule = Pick<SeasonRules, 'pointsForWin' | 'pointsForDraw'>;

function emptyRow(teamId: number): StandingRow {
  return { teamId, matchesPlayed: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

function record(row: StandingsFields, scored: number, conceded: number, rule: PointsRule): void {
  row.matchesPlayed += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  if (scored > conceded) {
    row.wins += 1;
    row.points += rule.pointsForWin;
  } else if (scored === conceded) {
    row.draws += 1;
    row.points += rule.pointsForDraw;
  } else {
    row.losses += 1;
  }
}

/** The table computed from finished results; every listed team has a row, even with no match played. */
export function computeStandings(teamIds: readonly number[], results: readonly Result[], rule: PointsRule = IRAQI_LEAGUE_RULES): StandingRow[] {
  const rows = new Map(teamIds.map((id) => [id, emptyRow(id)]));
  for (const r of results) {
    const home = rows.get(r.homeTeamId);
    const away = rows.get(r.awayTeamId);
    if (!home || !away) throw new RangeError(`result names a team outside the table: ${r.homeTeamId}-${r.awayTeamId}`);
    record(home, r.homeScore, r.awayScore, rule);
    record(away, r.awayScore, r.homeScore, rule);
  }
  return [...rows.values()];
}

export interface RankedStandingRow extends StandingRow {
  position: number;
}

/** A club's figure for one tie-break, from its row over the season or over the matches between the tied clubs. */
function tieBreakValue(tieBreak: TieBreak, row: StandingsFields): number {
  switch (tieBreak) {
    case 'headToHeadPoints':
      return row.points;
    case 'headToHeadGoalDifference':
    case 'goalDifference':
      return row.goalsFor - row.goalsAgainst;
    case 'headToHeadGoalsFor':
    case 'goalsFor':
      return row.goalsFor;
  }
}

/** `rows` split into runs of equal `value`, highest first. */
function groupsByValue<T>(rows: readonly T[], value: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(value(row), [...(groups.get(value(row)) ?? []), row]);
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, group]) => group);
}

interface NamedRow extends StandingRow {
  name: string;
}

/**
 * Clubs level on points in league order, by the season's tie-breaks in turn. A head-to-head criterion counts
 * only the matches between the clubs still level; when it splits them, the clubs still level start the
 * tie-breaks again among themselves (a three-way tie can leave two clubs whose own match decides them). Clubs
 * level on everything are ordered by name, so the order is stable.
 */
function breakTie(level: NamedRow[], tieBreaks: readonly TieBreak[], rules: SeasonRules, results: readonly Result[]): NamedRow[] {
  if (level.length <= 1) return level;
  const [tieBreak, ...rest] = tieBreaks;
  if (!tieBreak) return [...level].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  let rowOf = (row: NamedRow): StandingsFields => row;
  if (isHeadToHead(tieBreak)) {
    const ids = new Set(level.map((row) => row.teamId));
    const between = results.filter((r) => ids.has(r.homeTeamId) && ids.has(r.awayTeamId));
    const miniTable = new Map(computeStandings([...ids], between, rules).map((row) => [row.teamId, row]));
    rowOf = (row) => miniTable.get(row.teamId) as StandingRow;
  }
  const groups = groupsByValue(level, (row) => tieBreakValue(tieBreak, rowOf(row)));
  if (groups.length === 1) return breakTie(level, rest, rules, results);
  const next = isHeadToHead(tieBreak) ? rules.tieBreaks : rest;
  return groups.flatMap((group) => breakTie(group, next, rules, results));
}

/**
 * The table from results: each team's row with its league position, in the order of `teams`. Points first, then
 * the season's tie-breaks (the Iraqi league's by default: head-to-head, then goal difference and goals).
 */
export function rankedStandings(
  teams: readonly { id: number; name: string }[],
  results: readonly Result[],
  rules: SeasonRules = IRAQI_LEAGUE_RULES,
): RankedStandingRow[] {
  const rows = computeStandings(teams.map((t) => t.id), results, rules);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const named = rows.map((row) => ({ ...row, name: names.get(row.teamId) as string }));
  const order = groupsByValue(named, (row) => row.points).flatMap((level) => breakTie(level, rules.tieBreaks, rules, results));
  const positions = new Map(order.map((row, index) => [row.teamId, index + 1]));
  return rows.map((row) => ({ ...row, position: positions.get(row.teamId) as number }));
}

export type TableZone = 'champions' | 'secondTier' | 'relegation' | null;

/** Spec: position 1 champions, 2-3 AFC Champions League Two, the last two relegated (a season's zones may differ). */
export function tableZone(position: number, teamCount: number, zones: SeasonZones = IRAQI_LEAGUE_RULES.zones): TableZone {
  if (position <= zones.champions) return 'champions';
  if (position <= zones.champions + zones.afcPlaces) return 'secondTier';
  if (position > teamCount - zones.relegated) return 'relegation';
  return null;
}

/** A match being played, its score as it stands (null scores count for nothing). */
export interface ScoreAsItStands {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
}

/** A club of the table as ranked now: its counts, its name and its position, if ranked. */
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
 * counted as a result on top of the table and re-ranked by points. Clubs level on points keep their order in the
 * table: the head-to-head tie-breaks need every result between them, which a live screen does not have, and the
 * stored order already ranks them by the season's rule. `teams` are in table order (a club without a stored
 * position keeps its place in it); the answer is in the projected order.
 */
export function projectedStandings<T extends TableEntry>(
  teams: readonly T[],
  live: readonly ScoreAsItStands[],
  rule: PointsRule = IRAQI_LEAGUE_RULES,
): ProjectedStanding<T>[] {
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
    record(home.standing, match.homeScore, match.awayScore, rule);
    record(away.standing, match.awayScore, match.homeScore, rule);
    home.isPlaying = away.isPlaying = true;
  }
  return [...rows.values()]
    .sort((a, b) => b.standing.points - a.standing.points || a.previousPosition - b.previousPosition)
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

/** A club after one round of a season: its place and points then, and the goals of its match(es) in that round. */
export interface ClubRoundLine {
  round: number;
  position: number;
  points: number;
  scored: number;
  conceded: number;
}

/** GET /api/teams/rounds: the season told round by round, every club's line after each round played so far. */
export interface SeasonRoundsResponse {
  season: string;
  clubs: { teamId: number; rounds: ClubRoundLine[] }[];
}

/** A result with the round it belongs to. */
export interface RoundResult extends Result {
  round: number;
}

/**
 * Each club's line after every round from the first to the last one with a result: ranked by the season's rules
 * on the results up to that round, with the goals of that round's matches.
 */
export function seasonByRound(
  teams: readonly { id: number; name: string }[],
  results: readonly RoundResult[],
  rules: SeasonRules = IRAQI_LEAGUE_RULES,
): SeasonRoundsResponse['clubs'] {
  const lastRound = results.reduce((last, result) => Math.max(last, result.round), 0);
  const lines = new Map<number, ClubRoundLine[]>(teams.map((team) => [team.id, []]));
  for (let round = 1; round <= lastRound; round++) {
    const table = rankedStandings(teams, results.filter((result) => result.round <= round), rules);
    const played = results.filter((result) => result.round === round);
    for (const row of table) {
      const line = { round, position: row.position, points: row.points, scored: 0, conceded: 0 };
      for (const result of played) {
        if (result.homeTeamId === row.teamId) Object.assign(line, { scored: line.scored + result.homeScore, conceded: line.conceded + result.awayScore });
        if (result.awayTeamId === row.teamId) Object.assign(line, { scored: line.scored + result.awayScore, conceded: line.conceded + result.homeScore });
      }
      lines.get(row.teamId)?.push(line);
    }
  }
  return teams.map((team) => ({ teamId: team.id, rounds: lines.get(team.id) as ClubRoundLine[] }));
}
