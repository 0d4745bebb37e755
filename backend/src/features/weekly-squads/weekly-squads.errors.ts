import { MAX_SQUAD_PLAYERS_PER_CLUB, SQUAD_FORMATION, SQUAD_SIZE, type SquadCaptainProblem, type SquadListProblem, type SquadShapeProblem } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';

const MESSAGES: Record<SquadListProblem | SquadShapeProblem, string> = {
  SQUAD_FORMATION: `Only the ${SQUAD_FORMATION} formation can be picked.`,
  SQUAD_SIZE: `A squad has exactly ${SQUAD_SIZE} players.`,
  SQUAD_DUPLICATE_PLAYER: 'A player can be picked only once.',
  SQUAD_POSITIONS: `A ${SQUAD_FORMATION} needs 1 goalkeeper, 4 defenders, 3 midfielders and 3 forwards.`,
  SQUAD_CLUB_LIMIT: `At most ${MAX_SQUAD_PLAYERS_PER_CLUB} players can come from one club.`,
};

export const squadProblem = (code: SquadListProblem | SquadShapeProblem) => new ApiError(code, MESSAGES[code]);

const CAPTAIN_MESSAGES: Record<SquadCaptainProblem, string> = {
  captainNotPicked: 'captainId must be one of the eleven playerIds.',
  viceCaptainNotPicked: 'viceCaptainId must be one of the eleven playerIds.',
  sameCaptains: 'The captain and the vice-captain must be two different players.',
};

export const captainProblem = (problem: SquadCaptainProblem) => new ApiError('SQUAD_CAPTAIN', CAPTAIN_MESSAGES[problem]);

export const unknownPlayers = (ids: number[]) => new ApiError('SQUAD_UNKNOWN_PLAYER', `There is no player ${ids.join(', ')}.`);

export const injuredPlayers = (names: string[]) => new ApiError('SQUAD_PLAYER_INJURED', `${names.join(', ')} cannot be picked: injured.`);

export const unknownRound = (week: number) => new ApiError('SQUAD_ROUND_UNKNOWN', `Round ${week} has no matches this season.`);

export const squadLocked = (week: number) =>
  new ApiError('SQUAD_LOCKED', `Round ${week} has kicked off: its squads are locked. Pick your squad for the next round.`);
