import type { BadgeKind } from './badges';

/*
 * Mini-leagues (issue 38): fans play the predictions game or the weekly squad against the people they know. A
 * fan's league points are the points they already score in that game (predictions: outcome, exact score, joker;
 * squad: its round totals, captain included), counted from the league's first round.
 */

/** Which game a league ranks. */
export const LEAGUE_GAMES = ['predictions', 'squad'] as const;
export type LeagueGame = (typeof LEAGUE_GAMES)[number];

export const LEAGUE_NAME_MIN = 3;
export const LEAGUE_NAME_MAX = 50;
/** A fan belongs to at most this many leagues (the public leagues of the clubs they follow count too). */
export const MAX_LEAGUES_PER_FAN = 30;
/** A league holds at most this many members: the whole country may join one. */
export const MAX_LEAGUE_MEMBERS = 100_000;
/** Rows of a league table per page. */
export const LEAGUE_TABLE_PAGE = 50;

/** Where a league's points start: the season's first round, or the round the league began in. */
export const LEAGUE_STARTS = ['season', 'round'] as const;
export type LeagueStart = (typeof LEAGUE_STARTS)[number];

/** The address a fan shares: `/leagues/join/<code>` opens the join screen with the code filled in. */
export const leagueJoinPath = (code: string): string => `/leagues/join/${code}`;

/** `POST /api/leagues`. */
export interface CreateLeagueRequest {
  name: string;
  game: LeagueGame;
  /** 'season' (the default): points since the season started; 'round': since the round being played now. */
  start?: LeagueStart;
}

/** `PATCH /api/leagues/:id` (the creator only): any of these. */
export interface UpdateLeagueRequest {
  name?: string;
  joiningOpen?: boolean;
}

/** `POST /api/leagues/join`. */
export interface JoinLeagueRequest {
  code: string;
}

/** A league as a list shows it. `code` is shown to members of a private league only; a club's league has none. */
export interface LeagueSummary {
  id: number;
  name: string;
  game: LeagueGame;
  season: string;
  /** The first round whose points count. */
  startRound: number;
  /** A club's public league (every follower of the club is in it): its club; null for a fans' league. */
  clubId: number | null;
  code?: string;
  memberCount: number;
  joiningOpen: boolean;
  /** Whether the caller created it (and may rename it, remove members, regenerate the code, close joining). */
  isOwner: boolean;
  /** The caller's place and points in it; null before any of their points count. */
  myRank: number | null;
  myPoints: number;
}

/** One member's line in a league table: competition ranking, equal points share a rank. */
export interface LeagueTableRow {
  rank: number;
  userId: string;
  /** The first name; null for a deleted account. */
  displayName: string | null;
  profileImageUrl: string | null;
  points: number;
  /** The badges beside the name, most recent first, each kind once. */
  badges: BadgeKind[];
}

/** The best score of a round among a league's members: several members when level. */
export interface LeagueRoundWinner {
  round: number;
  points: number;
  winners: Pick<LeagueTableRow, 'userId' | 'displayName'>[];
  /** Whether every match of the round has been played and settled (the winner can still change until then). */
  complete: boolean;
}

/** `GET /api/leagues/:id?page=N`. */
export interface LeagueResponse extends LeagueSummary {
  page: number;
  pages: number;
  table: LeagueTableRow[];
  /** The caller's own row wherever it stands (null for a non-member or before their points count). */
  me: LeagueTableRow | null;
  /** The latest round with points among the members; null before any. */
  roundWinner: LeagueRoundWinner | null;
}

/**
 * A member's pick for a match, shown only once the match has kicked off: a prediction (predictions game) or the
 * players of the match in their squad (squad game).
 */
export interface LeaguePick {
  userId: string;
  displayName: string | null;
  prediction?: 'home' | 'draw' | 'away';
  homeScore?: number | null;
  awayScore?: number | null;
  joker?: boolean;
  playerIds?: number[];
  /** Points so far for this pick (0 until settled). */
  points: number;
}

/** `GET /api/leagues/:id/picks?matchId=N`: `revealed` is false (and `picks` empty) before the kick-off. */
export interface LeaguePicksResponse {
  matchId: number;
  revealed: boolean;
  picks: LeaguePick[];
}

/** `GET /api/leagues/:id/members/:userId`: a member's points round by round in the league. */
export interface LeagueMemberHistory {
  userId: string;
  displayName: string | null;
  badges: BadgeKind[];
  rounds: { round: number; points: number; wonRound: boolean }[];
}
