import type { BadgeKind } from './badges';
import { webRoutePath } from './web-routes';

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
/**
 * A fan belongs to at most this many fans' leagues (created or joined, in any season). The public leagues of the
 * clubs they follow do not count: following a club puts a fan in its league whatever else they play in.
 */
export const MAX_LEAGUES_PER_FAN = 30;
/** A league holds at most this many members: the whole country may join one. */
export const MAX_LEAGUE_MEMBERS = 100_000;
/** Rows of a league table per page. */
export const LEAGUE_TABLE_PAGE = 50;

/** Where a league's points start: the season's first round, or the round the league began in. */
export const LEAGUE_STARTS = ['season', 'round'] as const;
export type LeagueStart = (typeof LEAGUE_STARTS)[number];

/** The address a fan shares: `/leagues/join/<code>` opens the join screen with the code filled in. */
export const leagueJoinPath = (code: string): string => webRoutePath('leagueInvite', { code });

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

/** The characters of an invite code: capital letters and digits, without 0/O and 1/I, which are read one for the other. */
export const LEAGUE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How long a new invite code is (32^8: about a trillion codes). */
export const LEAGUE_CODE_LENGTH = 8;

/** A code as typed or followed: trimmed, any case (codes are kept in capitals). */
export const normalizeLeagueCode = (code: string): string => code.trim().toUpperCase();

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
  /** The caller's place and points in it (equal points share a place); null when the caller is not a member. */
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
  /** Who made the best score, at most LEAGUE_TABLE_PAGE of them (a round of a big league can end with many level). */
  winners: Pick<LeagueTableRow, 'userId' | 'displayName'>[];
  /** How many made it. */
  winnerCount: number;
  /** Whether every match of the round has been played and settled (the winner can still change until then). */
  complete: boolean;
}

/** `GET /api/leagues/:id?page=N`. */
export interface LeagueResponse extends LeagueSummary {
  page: number;
  pages: number;
  table: LeagueTableRow[];
  /** The caller's own row wherever it stands (null for a non-member: a club's league seen by a fan who does not follow the club). */
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
  /** Squad game: the member's players from the match's two clubs, and their captain and vice-captain of the round. */
  playerIds?: number[];
  captainId?: number | null;
  viceCaptainId?: number | null;
  /**
   * Points so far for this pick (0 until settled): the prediction's, or the sum of those players' points in the
   * match (the captain's doubling counts in the round's total, not here).
   */
  points: number;
}

/**
 * `GET /api/leagues/:id/picks?matchId=N&page=P`: `revealed` is false (and `picks` empty) before the kick-off. The
 * members' picks in table order, LEAGUE_TABLE_PAGE a page (a league of 100,000 has as many picks).
 */
export interface LeaguePicksResponse {
  matchId: number;
  revealed: boolean;
  picks: LeaguePick[];
  page: number;
  /** Pages of picks (0 before the kick-off or when no member made one). */
  pages: number;
}

/** `GET /api/leagues/join/:code`: what the join screen shows before a fan joins. */
export interface LeaguePreview {
  id: number;
  name: string;
  game: LeagueGame;
  season: string;
  memberCount: number;
  joiningOpen: boolean;
}

/** `GET /api/leagues/:id/members/:userId`: a member's points round by round in the league. */
export interface LeagueMemberHistory {
  userId: string;
  displayName: string | null;
  badges: BadgeKind[];
  rounds: { round: number; points: number; wonRound: boolean }[];
}
