import type { MatchResponse } from './api';
import { elapsedMinutes, HALF_LENGTH_MINUTES } from './elapsed';
import type { PredictionSettledPayload } from './predictions';
import type { SquadsScoredPayload } from './weekly-squad';
import type { MatchEventType, MatchStatus } from './enums';
import type { MatchCommandType, MatchEventDetail, OperatorCommandType } from './match-commands';
import type { LeagueGame } from './leagues';
import type { ApplicationStatus } from './newsroom';

/** Where a match stands; the status the API shows plus the half a live match is in. */
export type MatchPhase = 'scheduled' | 'first_half' | 'half_time' | 'second_half' | 'finished' | 'postponed' | 'cancelled';

/** What an operator enters while the ball is in play, most frequent first. */
const INCIDENT_COMMANDS = ['goal', 'shot', 'corner', 'card', 'substitution', 'penalty', 'var_review', 'added_time', 'undo'] as const satisfies readonly OperatorCommandType[];

/** The commands each phase accepts, in the order an operator meets them: the server enforces it, the console shows it. */
export const COMMANDS_BY_PHASE: Record<MatchPhase, readonly OperatorCommandType[]> = {
  scheduled: ['kickoff', 'postpone', 'cancel'],
  first_half: [...INCIDENT_COMMANDS, 'halftime', 'correct_score'],
  half_time: ['substitution', 'card', 'undo', 'second_half', 'correct_score'],
  second_half: [...INCIDENT_COMMANDS, 'fulltime', 'correct_score'],
  finished: ['correct_score'],
  postponed: ['reschedule', 'cancel'],
  cancelled: [],
};

/**
 * The commands a data desk sends besides (a file's import, the desk's fixture edits), by phase: the server accepts
 * them with the operator's, but the match console, which shows COMMANDS_BY_PHASE, offers none of them. A fixture's
 * details may be set right whatever its state; a result known without live play finishes a match not yet played;
 * a scheduled match may move to another date without being postponed first.
 */
export const DESK_COMMANDS_BY_PHASE: Record<MatchPhase, readonly MatchCommandType[]> = {
  scheduled: ['reschedule', 'record_result', 'edit_fixture'],
  first_half: ['edit_fixture'],
  half_time: ['edit_fixture'],
  second_half: ['edit_fixture'],
  finished: ['edit_fixture'],
  postponed: ['record_result', 'edit_fixture'],
  cancelled: ['edit_fixture'],
};

/** The minutes a goal can be given at while a match is in `phase`: 46-90 in the second half, else 1-45. */
export function goalMinuteRange(phase: MatchPhase): { first: number; last: number } {
  return phase === 'second_half' ? { first: HALF_LENGTH_MINUTES + 1, last: 2 * HALF_LENGTH_MINUTES } : { first: 1, last: HALF_LENGTH_MINUTES };
}

/** The phase from the status and the half-time timestamps (ISO strings or dates). */
export function matchPhase(match: {
  status: MatchStatus;
  halfTimeAt?: string | Date | null;
  secondHalfStartedAt?: string | Date | null;
}): MatchPhase {
  if (match.status !== 'live') return match.status;
  if (match.secondHalfStartedAt) return 'second_half';
  return match.halfTimeAt ? 'half_time' : 'first_half';
}

/** The kick-off times of an API answer (ISO strings) that a match's clock is read from. */
export type MatchClockTimes = Pick<MatchResponse, 'status' | 'kickedOffAt' | 'halfTimeAt' | 'secondHalfStartedAt'>;

/** The minute a match's clock shows at `now`, read from its kick-off times (see elapsedMinutes); null unless it is live. */
export function clockMinute(match: MatchClockTimes, now: Date): number | null {
  const toDate = (iso: string | null) => (iso ? new Date(iso) : null);
  return elapsedMinutes(
    {
      status: match.status,
      kickedOffAt: toDate(match.kickedOffAt),
      secondHalfStartedAt: toDate(match.secondHalfStartedAt),
      isHalfTime: matchPhase(match) === 'half_time',
    },
    now,
  );
}

// ---- Socket.IO contract ----------------------------------------------------------------------------------

export const SOCKET_PATH = '/socket.io';
export const LIVE_ROOM = 'live';
export const matchRoom = (matchId: number) => `match:${matchId}`;
export const userRoom = (userId: string) => `user:${userId}`;

export interface SubscribePayload {
  matchIds?: number[];
}

/** The fields of a match that commands change: a client patches its copy with these. */
export type MatchUpdatePayload = Pick<
  MatchResponse,
  | 'id'
  | 'status'
  | 'homeScore'
  | 'awayScore'
  | 'elapsed'
  | 'isLive'
  | 'winProbability'
  | 'version'
  | 'updatedAt'
  | 'kickedOffAt'
  | 'halfTimeAt'
  | 'secondHalfStartedAt'
  | 'matchDate'
>;

export interface MatchEventPayload {
  /** The timeline entry's id (a correction names the goals it disallows by these). */
  id: number;
  matchId: number;
  type: MatchEventType;
  minute: number | null;
  teamId: number | null;
  playerId?: number | null;
  playerName?: string | null;
  playerNameArabic?: string | null;
  playerNameKurdish?: string | null;
  assistPlayerId?: number | null;
  assistPlayerName?: string | null;
  assistPlayerNameArabic?: string | null;
  assistPlayerNameKurdish?: string | null;
  playerOnId?: number | null;
  playerOnName?: string | null;
  playerOnNameArabic?: string | null;
  playerOnNameKurdish?: string | null;
  detail?: MatchEventDetail | null;
  addedMinutes?: number | null;
  undoneEventId?: number | null;
  version: number;
  /** Taken back: a goal a score correction disallowed, an incident undone. */
  disallowed: boolean;
}

export interface StandingsUpdatePayload {
  season: string;
}

export type LeaderboardUpdatePayload = Record<string, never>;

/** A season's league tables of one game were worked out again (points, ranks, a round's winners): open league screens reload. */
export interface LeaguesUpdatePayload {
  season: string;
  game: LeagueGame;
}

/** An editor decided on the user's journalist application: their application page and their account reload. */
export interface ApplicationDecidedPayload {
  applicationId: number;
  status: ApplicationStatus;
}

/** An editor approved (shown to everyone) or rejected (hidden, even from its writer) the user's comment. */
export interface CommentReviewedPayload {
  commentId: number;
  articleId: number;
  approved: boolean;
}

export interface ServerToClientEvents {
  'match:update': (payload: MatchUpdatePayload) => void;
  'match:event': (payload: MatchEventPayload) => void;
  'standings:update': (payload: StandingsUpdatePayload) => void;
  'leaderboard:update': (payload: LeaderboardUpdatePayload) => void;
  'prediction:settled': (payload: PredictionSettledPayload) => void;
  'squads:scored': (payload: SquadsScoredPayload) => void;
  'leagues:update': (payload: LeaguesUpdatePayload) => void;
  'application:decided': (payload: ApplicationDecidedPayload) => void;
  'comment:reviewed': (payload: CommentReviewedPayload) => void;
}

export interface ClientToServerEvents {
  subscribe: (payload: SubscribePayload) => void;
}
