import type { MatchResponse } from './api';
import { elapsedMinutes } from './elapsed';
import type { PredictionSettledPayload } from './predictions';
import type { SquadsScoredPayload } from './weekly-squad';
import type { MatchEventType, MatchStatus } from './enums';
import type { MatchEventDetail } from './match-commands';
import type { LeagueGame } from './leagues';
import type { ApplicationStatus } from './newsroom';

/** Where a match stands; the status the API shows plus the half a live match is in. */
export type MatchPhase = 'scheduled' | 'first_half' | 'half_time' | 'second_half' | 'finished' | 'postponed' | 'cancelled';

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
