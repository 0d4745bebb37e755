import type { PlayerResponse } from './api';
import type { PointsLine, SquadPointsReason } from './points';
import { SQUAD_FORMATION, SQUAD_SIZE } from './constants';
import { FORMATION_4_3_3, positionGroup, type PlayerPosition, type PositionGroup } from './enums';

/** FPL's rule that keeps a squad a squad: at most this many players from one club. */
export const MAX_SQUAD_PLAYERS_PER_CLUB = 3;

/** The 4-3-3's slots as the pitch shows them, from the goal out; each takes a player of its group. */
export const SQUAD_SLOTS = [
  { key: 'GK', group: 'GK' },
  { key: 'LB', group: 'DEF' },
  { key: 'CB1', group: 'DEF' },
  { key: 'CB2', group: 'DEF' },
  { key: 'RB', group: 'DEF' },
  { key: 'LM', group: 'MID' },
  { key: 'CM', group: 'MID' },
  { key: 'RM', group: 'MID' },
  { key: 'LW', group: 'FWD' },
  { key: 'ST', group: 'FWD' },
  { key: 'RW', group: 'FWD' },
] as const satisfies readonly { key: string; group: PositionGroup }[];
export type SquadSlotKey = (typeof SQUAD_SLOTS)[number]['key'];

/**
 * How far each slot of his line is from a player's own place: 0 his place (a left-back at LB), more the further
 * he would play from it. A full-back goes to the other flank before the middle, a holding midfielder takes the
 * centre before a central one, a striker the centre before a generic forward.
 */
const SLOT_DISTANCE: Record<PlayerPosition, Partial<Record<SquadSlotKey, number>>> = {
  goalkeeper: { GK: 0 },
  leftBack: { LB: 0, RB: 1, CB1: 2, CB2: 3 },
  rightBack: { RB: 0, LB: 1, CB2: 2, CB1: 3 },
  centerBack: { CB1: 0, CB2: 0, LB: 3, RB: 3 },
  defender: { CB1: 0, CB2: 0, LB: 1, RB: 1 },
  defensiveMidfielder: { CM: 0, LM: 2, RM: 2 },
  centralMidfielder: { CM: 0, LM: 1, RM: 1 },
  attackingMidfielder: { CM: 0, LM: 1, RM: 1 },
  midfielder: { CM: 0, LM: 1, RM: 1 },
  leftWinger: { LW: 0, RW: 1, ST: 2 },
  rightWinger: { RW: 0, LW: 1, ST: 2 },
  striker: { ST: 0, LW: 2, RW: 2 },
  forward: { ST: 0, LW: 1, RW: 1 },
};

/**
 * The pitch for a set of players: one id (or null) per slot of SQUAD_SLOTS, in its order, each player as near
 * his own place as the others allow (the least total distance of SLOT_DISTANCE; on a tie, the lower id takes the
 * nearer place). So a right-back stands at RB and a striker at ST whatever order they were picked or kept in,
 * and the same players always stand in the same places. Players a line has no place left for are left off.
 */
export function arrangeSquad(players: readonly { id: number; position: PlayerPosition }[]): (number | null)[] {
  const slots: (number | null)[] = SQUAD_SLOTS.map(() => null);
  for (const group of Object.keys(FORMATION_4_3_3) as PositionGroup[]) {
    const places = SQUAD_SLOTS.flatMap((slot, index) => (slot.group === group ? [index] : []));
    const line = players
      .filter((player) => positionGroup(player.position) === group)
      .slice(0, places.length)
      .sort((a, b) => a.id - b.id);
    for (const [player, index] of nearestPlaces(line, places)) slots[index] = player.id;
  }
  return slots;
}

/** The least-distance assignment of a line's players to its places (at most four: every one is tried). */
function nearestPlaces<P extends { position: PlayerPosition }>(line: readonly P[], places: readonly number[]): [P, number][] {
  const distance = (player: P, index: number) => SLOT_DISTANCE[player.position][SQUAD_SLOTS[index].key] ?? Number.POSITIVE_INFINITY;
  let best: { total: number; chosen: number[] } = { total: Number.POSITIVE_INFINITY, chosen: [] };
  const search = (chosen: number[], total: number) => {
    if (total >= best.total) return;
    if (chosen.length === line.length) {
      best = { total, chosen };
      return;
    }
    const player = line[chosen.length];
    const free = places.filter((index) => !chosen.includes(index)).sort((a, b) => distance(player, a) - distance(player, b));
    for (const index of free) search([...chosen, index], total + distance(player, index));
  };
  search([], 0);
  return line.map((player, i) => [player, best.chosen[i]]);
}

/**
 * Points a player earns in one match (FPL's table, simplified): for playing (more for 60 minutes); goals by
 * position; assists; a clean sheet for those who played 60 minutes while their team conceded nothing; cards
 * cost. The worker applies it in SQL (backend weekly-squads/squad-scoring.ts); the squad screen shows it.
 */
export const SQUAD_SCORING = {
  appearance: 1,
  appearance60: 2,
  goal: { GK: 6, DEF: 6, MID: 5, FWD: 4 },
  assist: 3,
  cleanSheet: { GK: 4, DEF: 4, MID: 1, FWD: 0 },
  yellowCard: -1,
  redCard: -3,
} as const satisfies {
  appearance: number;
  appearance60: number;
  goal: Record<PositionGroup, number>;
  assist: number;
  cleanSheet: Record<PositionGroup, number>;
  yellowCard: number;
  redCard: number;
};

/** A player's points for one match, each line of the breakdown the squad screen shows. */
export interface PlayerPointsBreakdown {
  appearance: number;
  goals: number;
  assists: number;
  cleanSheet: number;
  cards: number;
  total: number;
}

/** What is wrong with a squad's list before its players are looked at: formation, count, a player twice. */
export type SquadListProblem = 'SQUAD_FORMATION' | 'SQUAD_SIZE' | 'SQUAD_DUPLICATE_PLAYER';

export function squadListProblem(formation: string, playerIds: readonly number[]): SquadListProblem | null {
  if (formation !== SQUAD_FORMATION) return 'SQUAD_FORMATION';
  if (playerIds.length !== SQUAD_SIZE) return 'SQUAD_SIZE';
  if (new Set(playerIds).size !== playerIds.length) return 'SQUAD_DUPLICATE_PLAYER';
  return null;
}

/**
 * What is wrong with the squad's captaincy: the captain or the vice-captain not one of the eleven, or the same
 * player picked for both (the vice-captain stands in for the captain, so he must be someone else).
 */
export type SquadCaptainProblem = 'captainNotPicked' | 'viceCaptainNotPicked' | 'sameCaptains';

export function squadCaptainProblem(playerIds: readonly number[], captainId: number, viceCaptainId: number): SquadCaptainProblem | null {
  if (!playerIds.includes(captainId)) return 'captainNotPicked';
  if (!playerIds.includes(viceCaptainId)) return 'viceCaptainNotPicked';
  if (captainId === viceCaptainId) return 'sameCaptains';
  return null;
}

/** What is wrong with the eleven's shape: the 4-3-3's positions, or too many from one club. */
export type SquadShapeProblem = 'SQUAD_POSITIONS' | 'SQUAD_CLUB_LIMIT';

export function squadShapeProblem(players: readonly { position: PlayerPosition; teamId: number }[]): SquadShapeProblem | null {
  const perGroup = countBy(players, (p) => positionGroup(p.position));
  if ((Object.keys(FORMATION_4_3_3) as PositionGroup[]).some((group) => (perGroup.get(group) ?? 0) !== FORMATION_4_3_3[group])) return 'SQUAD_POSITIONS';
  if ([...countBy(players, (p) => p.teamId).values()].some((n) => n > MAX_SQUAD_PLAYERS_PER_CLUB)) return 'SQUAD_CLUB_LIMIT';
  return null;
}

function countBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** `POST /api/weekly-squad`. */
export interface SubmitSquadRequest {
  week: number;
  formation: string;
  playerIds: number[];
  /** Two of the eleven: the captain's points count double; the vice-captain's do when the captain does not play. */
  captainId: number;
  viceCaptainId: number;
}

/**
 * Where a squad's player stands in the round: his club's match not scored yet ('awaiting'), or scored with him
 * on its sheet ('played') or not ('did_not_play': he scores 0).
 */
export type SquadPlayerRoundStatus = 'awaiting' | 'played' | 'did_not_play';

/** One of the squad's players with their points in that round (null unless he played a finished match of it). */
export interface SquadPlayer extends Pick<PlayerResponse, 'id' | 'name' | 'nameArabic' | 'nameKurdish' | 'position' | 'jerseyNumber' | 'teamId' | 'teamName' | 'rating'> {
  points: PlayerPointsBreakdown | null;
  roundStatus: SquadPlayerRoundStatus;
  /** The lines that made his points in the squad's total, the captain's doubling included; they add up to it. */
  breakdown: PointsLine<SquadPointsReason>[];
}

/**
 * `GET /api/weekly-squad?week=N`: the fan's squad for a round (without `week`, the round being picked now).
 * `status` says whether one was submitted; `locked` once the round's deadline (its first kick-off) has passed.
 */
export interface WeeklySquadResponse {
  week: number;
  season: string;
  /** The round fans pick for now: the first whose deadline is still ahead (null after the last round). */
  pickWeek: number | null;
  deadline: string | null;
  locked: boolean;
  status: 'submitted' | 'not_submitted';
  formation: string;
  playerIds: number[];
  /** Null for a squad saved before captains (issue 38). */
  captainId: number | null;
  viceCaptainId: number | null;
  totalPoints: number;
  rank: number | null;
  players: SquadPlayer[];
}

export interface SquadHistoryEntry {
  week: number;
  totalPoints: number;
  rank: number | null;
  squads: number;
}

export interface SquadLeaderboardEntry {
  rank: number;
  displayName: string | null;
  profileImageUrl: string | null;
  totalPoints: number;
  isCurrentUser: boolean;
}

/** `GET /api/weekly-squad/leaderboard?week=N`: the top 10 and, when outside them, the caller's own row. */
export interface SquadLeaderboardResponse {
  week: number;
  /** The season of the round (the current one unless asked). */
  season: string;
  squads: number;
  entries: SquadLeaderboardEntry[];
  you: SquadLeaderboardEntry | null;
}

/** Sent to everyone when a round's squads have new points (a match of it finished or was corrected). */
export interface SquadsScoredPayload {
  season: string;
  week: number;
}
