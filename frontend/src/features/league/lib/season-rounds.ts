import type { ClubRoundLine, SeasonRoundsResponse, TeamResponse } from '@isl/contracts';

type SeasonClubs = SeasonRoundsResponse['clubs'];

/** A club's lines round by round; none when it has no line this season. */
export function roundsOf(clubs: SeasonClubs, teamId: number): ClubRoundLine[] {
  return clubs.find((club) => club.teamId === teamId)?.rounds ?? [];
}

/** The round of `line`s that comes first among those `better` prefers (the first when they are level). */
function firstBest(lines: readonly ClubRoundLine[], better: (a: ClubRoundLine, b: ClubRoundLine) => boolean): ClubRoundLine {
  return lines.reduce((best, line) => (better(line, best) ? line : best));
}

export interface PositionStory {
  /** The club's line after the last round played. */
  now: ClubRoundLine;
  /** The round it first reached its highest place, and its lowest. */
  best: ClubRoundLine;
  worst: ClubRoundLine;
}

/** Where a club stands after the last round, and its highest and lowest places so far; null before round 1. */
export function positionStory(rounds: readonly ClubRoundLine[]): PositionStory | null {
  const now = rounds.at(-1);
  if (!now) return null;
  return { now, best: firstBest(rounds, (a, b) => a.position < b.position), worst: firstBest(rounds, (a, b) => a.position > b.position) };
}

export interface GoalsStory {
  scored: number;
  conceded: number;
  /** The round it scored the most in (the first of them), null while it has not scored. */
  most: ClubRoundLine | null;
}

/** A club's goals over the rounds played: its totals and its best round in front of goal. */
export function goalsStory(rounds: readonly ClubRoundLine[]): GoalsStory {
  const scored = rounds.reduce((sum, line) => sum + line.scored, 0);
  const conceded = rounds.reduce((sum, line) => sum + line.conceded, 0);
  return { scored, conceded, most: scored > 0 ? firstBest(rounds, (a, b) => a.scored > b.scored) : null };
}

export interface RaceClub {
  team: TeamResponse;
  rounds: ClubRoundLine[];
}

/** The clubs in the first `count` places after the last round played, leader first, with their lines. */
export function raceLeaders(clubs: SeasonClubs, teams: readonly TeamResponse[], count: number): RaceClub[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  return clubs
    .filter((club) => club.rounds.length > 0 && byId.has(club.teamId))
    .sort((a, b) => (a.rounds.at(-1) as ClubRoundLine).position - (b.rounds.at(-1) as ClubRoundLine).position)
    .slice(0, count)
    .map((club) => ({ team: byId.get(club.teamId) as TeamResponse, rounds: club.rounds }));
}

/** True before the season's first round has a result: no club has a line yet. */
export const noRoundPlayed = (clubs: SeasonClubs): boolean => clubs.every((club) => club.rounds.length === 0);
