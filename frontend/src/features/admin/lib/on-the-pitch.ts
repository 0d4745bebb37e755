import { playersOnThePitch as onThePitchIds, type LineupPlayer, type MatchEventPayload, type PlayerResponse } from '@isl/contracts';
import type { MatchDetail } from '../../../lib/matches/get-match';

/** What the console shows of a player to pick him: his shirt number and his name in every script. */
export type PickablePlayer = Pick<LineupPlayer, 'id' | 'name' | 'nameArabic' | 'nameKurdish' | 'jerseyNumber'>;

/** The parts of a match's detail that say who has played for a side. */
export type TeamSheets = Pick<MatchDetail, 'homeTeamId' | 'lineups' | 'events'>;

const sheetOf = (sheets: TeamSheets, teamId: number): readonly LineupPlayer[] =>
  (teamId === sheets.homeTeamId ? sheets.lineups?.home : sheets.lineups?.away) ?? [];

type Substitution = MatchEventPayload & { playerOnId: number };

const standingSubstitutions = (sheets: TeamSheets, teamId: number) =>
  sheets.events.filter(
    (event): event is Substitution => event.type === 'substitution' && event.teamId === teamId && !event.disallowed && typeof event.playerOnId === 'number',
  );

/** A substitute as his substitution names him, for the moments before the refetched sheet lists him. */
const cameOnAs = (event: Substitution): PickablePlayer => ({
  id: event.playerOnId,
  name: event.playerOnName ?? '',
  nameArabic: event.playerOnNameArabic ?? null,
  nameKurdish: event.playerOnNameKurdish ?? null,
  jerseyNumber: null,
});

/** By shirt number, how an operator watching the match finds a player; players without one last. */
const byShirtNumber = (a: PickablePlayer, b: PickablePlayer) => (a.jerseyNumber ?? Infinity) - (b.jerseyNumber ?? Infinity);

/**
 * The side's players on the pitch (the contracts' rule, the api's too), by shirt number. Substitutes are named from
 * the timeline, which a push brings at once, when the sheet, which only a refetch brings up to date, lacks them.
 */
export function playersOnThePitch(sheets: TeamSheets, teamId: number): PickablePlayer[] {
  const sheet = sheetOf(sheets, teamId);
  const starters = sheet.filter((player) => player.isStarter).map((player) => player.id);
  const substitutions = standingSubstitutions(sheets, teamId);
  return onThePitchIds(starters, sheets.events, teamId)
    .map((id) => sheet.find((player) => player.id === id) ?? cameOnAs(substitutions.find((event) => event.playerOnId === id) as Substitution))
    .sort(byShirtNumber);
}

/**
 * The side's squad players who may still come on: none already on the sheet (a starter, a substitute, a scorer
 * from the bench) nor brought on by a substitution that stands. The squad stays in the api's order.
 */
export function playersYetToPlay(squad: readonly PlayerResponse[], sheets: TeamSheets, teamId: number): PlayerResponse[] {
  const played = new Set([
    ...sheetOf(sheets, teamId).map((player) => player.id),
    ...standingSubstitutions(sheets, teamId).map((event) => event.playerOnId),
  ]);
  return squad.filter((player) => !played.has(player.id));
}
