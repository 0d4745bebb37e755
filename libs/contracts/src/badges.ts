/*
 * Badges (issue 38): awarded by the worker after settlement, exactly once each (a re-run or a second worker
 * awards nothing new), shown on the fan's profile and beside their name in league tables.
 */

/**
 * roundWinner: the most prediction points of a round among all fans; leagueRoundWinner: the same within a
 * league; streak3/5/10: that many correct predictions in a row; perfectRound: every match of a round predicted,
 * every one correct.
 */
export const BADGE_KINDS = ['roundWinner', 'leagueRoundWinner', 'streak3', 'streak5', 'streak10', 'perfectRound'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** The runs of correct predictions that earn a badge, each once a season. */
export const STREAK_BADGES = { 3: 'streak3', 5: 'streak5', 10: 'streak10' } as const satisfies Record<number, BadgeKind>;

/** `GET /api/badges/mine` and a profile: one badge as earned. */
export interface BadgeResponse {
  kind: BadgeKind;
  season: string;
  /** The round it was earned in (null for a streak, which spans rounds). */
  round: number | null;
  /**
   * The league it was won in (leagueRoundWinner only). Badges sit below leagues and cannot read their names: the
   * web app names the league from `GET /api/leagues/mine`, which it already holds.
   */
  leagueId: number | null;
  awardedAt: string;
}
