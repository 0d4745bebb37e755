import type { MatchEventType, MatchStatus, PlayerPosition } from './enums';
import type { MatchEventDetail } from './match-commands';
import type { MomentumPoint, ProbabilityPoint } from './match-outlook';
import type { FormResult, StandingsFields } from './standings';
import type { ResultChances } from './win-probability';

export interface TeamResponse extends StandingsFields {
  id: number;
  slug: string;
  name: string;
  nameArabic: string | null;
  nameKurdish: string | null;
  /** The short forms the desk wrote, in each script; null where shortClubName's rule makes one. */
  shortName: string | null;
  shortNameArabic: string | null;
  shortNameKurdish: string | null;
  city: string | null;
  cityArabic: string | null;
  cityKurdish: string | null;
  founded: number | null;
  stadium: string | null;
  stadiumArabic: string | null;
  stadiumKurdish: string | null;
  capacity: number | null;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  description: string | null;
  website: string | null;
  titles: number;
  currentPosition: number | null;
  /** goalsFor - goalsAgainst, worked out for the client; the database does not store it. */
  goalDifference: number;
  /** The last five results of the season, oldest first (see recentForm). */
  form: FormResult[];
  createdAt: string;
  updatedAt: string;
}

export interface PlayerResponse {
  id: number;
  teamId: number;
  teamName: string;
  teamNameArabic: string | null;
  teamNameKurdish: string | null;
  name: string;
  nameArabic: string | null;
  nameKurdish: string | null;
  position: PlayerPosition;
  jerseyNumber: number | null;
  age: number | null;
  nationality: string;
  height: number | null;
  weight: number | null;
  photoUrl: string | null;
  /** Decimal as a string, as PostgreSQL returns numeric(10,2). */
  marketValue: string | null;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  appearances: number;
  /** Decimal as a string ("7.4"), as the spec allows. */
  rating: string;
  isCaptain: boolean;
  isInjured: boolean;
  contractExpiry: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MatchResponse {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  homeTeamName: string;
  awayTeamName: string;
  homeTeamNameArabic: string | null;
  awayTeamNameArabic: string | null;
  homeTeamNameKurdish: string | null;
  awayTeamNameKurdish: string | null;
  /** The clubs' short forms the desk wrote (see TeamResponse.shortName). */
  homeTeamShortName: string | null;
  awayTeamShortName: string | null;
  homeTeamShortNameArabic: string | null;
  awayTeamShortNameArabic: string | null;
  homeTeamShortNameKurdish: string | null;
  awayTeamShortNameKurdish: string | null;
  matchDate: string;
  venue: string | null;
  venueArabic: string | null;
  venueKurdish: string | null;
  homeScore: number | null;
  awayScore: number | null;
  status: MatchStatus;
  matchday: number;
  season: string;
  attendance: number | null;
  referee: string | null;
  refereeArabic: string | null;
  refereeKurdish: string | null;
  homeFormation: string | null;
  awayFormation: string | null;
  liveStreamUrl: string | null;
  isLiveStreamAvailable: boolean;
  isLive: boolean;
  /** The chances of each result as a live match stands (docs/win-probability.md); null for one not being played. */
  winProbability: ResultChances | null;
  /** Minutes played, computed from the kick-off times; null unless the match is live. */
  elapsed: number | null;
  /** Kick-off times, so a client keeps the minute running between updates (with elapsedMinutes). */
  kickedOffAt: string | null;
  halfTimeAt: string | null;
  secondHalfStartedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface MatchEventResponse {
  id: number;
  matchId: number;
  type: MatchEventType;
  minute: number | null;
  teamId: number | null;
  playerId: number | null;
  playerName: string | null;
  playerNameArabic: string | null;
  playerNameKurdish: string | null;
  assistPlayerId: number | null;
  assistPlayerName: string | null;
  assistPlayerNameArabic: string | null;
  assistPlayerNameKurdish: string | null;
  /** A substitution's player coming on (`playerId` is the one going off). */
  playerOnId: number | null;
  playerOnName: string | null;
  playerOnNameArabic: string | null;
  playerOnNameKurdish: string | null;
  detail: MatchEventDetail | null;
  /** An added-time board's minutes. */
  addedMinutes: number | null;
  /** An undo's incident. */
  undoneEventId: number | null;
  version: number;
  /** Taken back (a goal a score correction disallowed, an incident undone): still shown, struck out, and counted for no one. */
  disallowed: boolean;
  createdAt: string;
}

/** One player of a match's team sheet, with what the pitch shows of him. */
export interface LineupPlayer {
  id: number;
  name: string;
  nameArabic: string | null;
  nameKurdish: string | null;
  jerseyNumber: number | null;
  position: PlayerPosition;
  /** In the starting eleven; otherwise he came on. */
  isStarter: boolean;
}

/**
 * Both team sheets. `confirmed`: the players of a match under way or played. `expected`: before kick-off, the
 * elevens kick-off will field (each side's best-rated fit 4-3-3) unless line-ups are entered first.
 */
export interface MatchLineups {
  status: 'confirmed' | 'expected';
  home: LineupPlayer[];
  away: LineupPlayer[];
}

export interface MatchDetailResponse extends MatchResponse {
  events: MatchEventResponse[];
  /** Null when neither side has a sheet (a postponed or cancelled match never kicked off). */
  lineups: MatchLineups | null;
  /** The chances of each result now: before kick-off, as it stands, or certain once it is finished. */
  winProbability: ResultChances;
  /** Who has been on top, minute by minute from kick-off (docs/win-probability.md); empty before it. */
  momentum: MomentumPoint[];
  /** The chances minute by minute from kick-off; empty before it. */
  probabilityHistory: ProbabilityPoint[];
}

/** GET /api/matches/:id/meetings: the two clubs' other matches this season, and their last five results anywhere. */
export interface MatchMeetingsResponse {
  /** This season's other meetings, played or to come, in date order. */
  season: MatchResponse[];
  /** The last five finished meetings before or after this one, of any season the database knows, latest first. */
  lastFive: MatchResponse[];
}

export type TopPlayersOrder = 'rating' | 'goals' | 'assists';

/** GET /api/players/bests: the league's best figures, what a player's own are drawn against. */
export interface PlayerBestsResponse {
  goals: number;
  assists: number;
  appearances: number;
  rating: number;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down';
}

/** GET /api/health/ready: the health report, and whether every migration has run. */
export interface ReadinessResponse extends HealthResponse {
  migrations: 'done' | 'pending' | 'unknown';
}
