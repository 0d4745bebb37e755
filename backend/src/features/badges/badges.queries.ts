import type { EntityManager } from 'typeorm';
import { STREAK_BADGES, type BadgeKind, type BadgeResponse } from '@isl/contracts';
import { PEOPLE_SQL } from '../../identity';
import { PREDICTION_ROUND_POINTS_SQL, PREDICTION_STREAKS_SQL, PREDICTORS_SQL } from '../predictions';
import { Badge } from './badge.entity';

/*
 * A badge once earned is kept: a score correction that takes a fan's streak, perfect round or round win away
 * takes no badge away, and one that makes another fan the round's winner awards them too.
 */

/** One badge to award: the unique (user, kind, scope) keeps it once however often it is awarded. */
export interface BadgeAward {
  userId: string;
  kind: BadgeKind;
  season: string;
  round: number | null;
  leagueId: number | null;
}

/** What an award is for, as its unique key reads it: the season, its round, the league. */
export function badgeScope(award: Pick<BadgeAward, 'season' | 'round' | 'leagueId'>): string {
  return [award.season, award.round === null ? null : `r${award.round}`, award.leagueId === null ? null : `l${award.leagueId}`].filter(Boolean).join(':');
}

/** Awards these badges in the caller's transaction; one already held is left as it is. Returns how many are new. */
export async function awardBadges(manager: EntityManager, awards: readonly BadgeAward[]): Promise<number> {
  if (!awards.length) return 0;
  const column = <K extends keyof BadgeAward>(key: K) => awards.map((award) => award[key]);
  const inserted = (await manager.query(
    `INSERT INTO badges (user_id, kind, scope, season, round, league_id)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::int[], $6::int[])
     ON CONFLICT (user_id, kind, scope) DO NOTHING
     RETURNING id`,
    [column('userId'), column('kind'), awards.map(badgeScope), column('season'), column('round'), column('leagueId')],
  )) as unknown[];
  return inserted.length;
}

/**
 * SQL for the kinds of badge the fan `userId` (a column or parameter of the caller's statement) holds, most recent
 * first, each kind once, none an empty array: what a table shows beside a name, read in the table's own statement.
 */
export const badgeKindsSql = (userId: string) =>
  `(SELECT coalesce(array_agg(kind ORDER BY latest DESC), '{}') FROM (SELECT kind, max(awarded_at) AS latest FROM badges WHERE user_id = ${userId} GROUP BY kind) held)`;

/**
 * Inserts a badge for each (user_id, kind) that `candidates` selects, of the season (and round) given, in one
 * statement however many fans it names; one already held is left as it is. `candidates` reads the season as $2 and
 * the round as $3, and its own parameters from $4. The rows go in in key order, so two awards of the same badges
 * at once wait on each other in the same order rather than deadlock. Returns how many are new.
 */
async function awardCandidates(manager: EntityManager, of: { season: string; round: number | null }, candidates: string, params: unknown[]): Promise<number> {
  const [{ awarded }] = (await manager.query(
    `WITH inserted AS (
       INSERT INTO badges (user_id, kind, scope, season, round)
       SELECT user_id, kind, $1::varchar, $2::varchar, $3::int FROM (${candidates}) candidate ORDER BY user_id, kind
       ON CONFLICT (user_id, kind, scope) DO NOTHING
       RETURNING 1)
     SELECT count(*)::int AS awarded FROM inserted`,
    [badgeScope({ ...of, leagueId: null }), of.season, of.round, ...params],
  )) as { awarded: number }[];
  return awarded;
}

/**
 * The streak badges of the season a settlement of `matchId` earns: each fan whose call on it was right and whose
 * current run of correct calls (as the settlement just updated it) reaches 3, 5 or 10. A run only grows by a
 * right call, so these are all the fans whose run can have reached one. Run in the settlement's own transaction:
 * a run is a moment, which the next settlement may end before a job run later would look.
 */
export function awardStreakBadges(manager: EntityManager, matchId: number, season: string): Promise<number> {
  const streaks = Object.entries(STREAK_BADGES);
  const lengths = streaks.map(([length]) => Number(length));
  return awardCandidates(
    manager,
    { season, round: null },
    // The few fans on a run long enough first: the planner's statistics predate the settlement's writes, and
    // guessed that almost no call on the match was right, so it probed every right caller's run one by one.
    `WITH running AS MATERIALIZED (SELECT user_id, win_streak FROM ${PREDICTION_STREAKS_SQL} s WHERE s.win_streak >= $7)
     SELECT s.user_id, streak.kind
       FROM running s
       JOIN unnest($5::int[], $6::varchar[]) AS streak(length, kind) ON s.win_streak >= streak.length
       JOIN ${PREDICTORS_SQL} p ON p.user_id = s.user_id AND p.match_id = $4
      WHERE p.is_correct`,
    [matchId, lengths, streaks.map(([, kind]) => kind), Math.min(...lengths)],
  );
}

/**
 * The badges of a complete round of `matches` matches, from the fans' points in it: a perfect round to each fan
 * who called every match and got every one right; the round's win to the fans with the most points (if any), fans
 * in private mode left out as the public leaderboards leave them out. Returns how many are new.
 */
export async function awardRoundBadges(manager: EntityManager, season: string, round: number, matches: number): Promise<number> {
  const perfect = await awardCandidates(
    manager,
    { season, round },
    `SELECT user_id, $4::varchar AS kind FROM ${PREDICTION_ROUND_POINTS_SQL} r
      WHERE r.season = $2 AND r.round = $3 AND r.total = $5 AND r.correct = $5`,
    ['perfectRound' satisfies BadgeKind, matches],
  );
  const winners = await awardCandidates(
    manager,
    { season, round },
    `SELECT user_id, $4::varchar AS kind FROM (
       SELECT r.user_id, r.points, max(r.points) OVER () AS best
         FROM ${PREDICTION_ROUND_POINTS_SQL} r JOIN ${PEOPLE_SQL} u ON u.id = r.user_id
        WHERE r.season = $2 AND r.round = $3 AND NOT u.is_private) fan
      WHERE points = best AND best > 0`,
    ['roundWinner' satisfies BadgeKind],
  );
  return perfect + winners;
}

/** Every badge the fan holds, newest first. */
export async function badgesOf(manager: EntityManager, userId: string): Promise<BadgeResponse[]> {
  const badges = await manager.find(Badge, { where: { userId }, order: { awardedAt: 'DESC', id: 'DESC' } });
  return badges.map(({ kind, season, round, leagueId, awardedAt }) => ({ kind, season, round, leagueId, awardedAt: awardedAt.toISOString() }));
}
