import type { EntityManager } from 'typeorm';
import { MATCH_STATUS, type LeagueGame } from '@isl/contracts';
import { countedRoundMatches, MATCH_ROUNDS_SQL } from '../matches';
import { PREDICTION_ROUND_POINTS_SQL, PREDICTION_SEASON_POINTS_SQL, PREDICTION_SETTLEMENTS_SQL } from '../predictions';
import { SQUAD_SCORINGS_SQL, SQUADS_SQL } from '../weekly-squads';

/*
 * League tables are kept, not computed per read: each member's points and rank are columns of league_members,
 * so a page of a 100,000-member table and the caller's own row are index reads. Everything here is set-based
 * (one statement for every league of a season and game, or for one league) and recomputes rather than increments,
 * so a job run twice, two at once or after a crash ends on the same table.
 */

/** Each game's points per fan and round, as that game's leaderboards count them: (season, round, user_id, points). */
const ROUND_POINTS_SQL: Record<LeagueGame, string> = {
  predictions: `(SELECT season, round, user_id, points FROM ${PREDICTION_ROUND_POINTS_SQL} p)`,
  squad: `(SELECT season, round, user_id, points FROM ${SQUADS_SQL} s)`,
};

/**
 * Each game's points per fan over a whole season, where it keeps them: (season, user_id, points). A league counted
 * from round 1 reads one row per member here rather than one per round played (leaguePointsSql); the squad game
 * keeps none and sums its rounds.
 */
const SEASON_POINTS_SQL: Record<LeagueGame, string | null> = {
  predictions: `(SELECT season, user_id, points FROM ${PREDICTION_SEASON_POINTS_SQL} p)`,
  squad: null,
};

/**
 * SQL giving (league_id, user_id, points) for each fan of `members` (a relation of (league_id, user_id)): their
 * game's points of the league's season (`season`, an SQL value) from its first round on. Read from the season's
 * total where the game keeps one and the league counts from round 1, else summed over the rounds. The one rule
 * a table's refresh and a newcomer's row share; set-based, so a refresh of every member joins rather than probes.
 */
function leaguePointsSql(game: LeagueGame, members: string, season: string): string {
  const seasonPoints = SEASON_POINTS_SQL[game];
  const byRounds = `SELECT f.league_id, f.user_id, coalesce(sum(rp.points), 0)::int AS points
      FROM ${members} f JOIN leagues l ON l.id = f.league_id ${seasonPoints ? 'AND l.start_round > 1' : ''}
      LEFT JOIN ${ROUND_POINTS_SQL[game]} rp ON rp.user_id = f.user_id AND rp.season = ${season} AND rp.round >= l.start_round
     GROUP BY f.league_id, f.user_id`;
  if (!seasonPoints) return byRounds;
  return `${byRounds}
    UNION ALL
    SELECT f.league_id, f.user_id, coalesce(sp.points, 0)
      FROM ${members} f JOIN leagues l ON l.id = f.league_id AND l.start_round = 1
      LEFT JOIN ${seasonPoints} sp ON sp.user_id = f.user_id AND sp.season = ${season}`;
}

/** The version of each finished match's result the game has counted: (match_id, version). */
const COUNTED_RESULTS_SQL: Record<LeagueGame, string> = { predictions: PREDICTION_SETTLEMENTS_SQL, squad: SQUAD_SCORINGS_SQL };

/** Fans who join or leave leagues: a league id and a fan's id at each index. */
export interface Memberships {
  leagueIds: number[];
  userIds: string[];
}

/** A (league, round) set for a statement: SQL giving (league_id, round), with its parameters. */
interface RoundScope {
  sql: string;
  params: unknown[];
}

/**
 * The lock a refresh of a season's tables of one game takes alone and every change of membership shares: a
 * refresh rewrites members of many leagues in one statement, and a join re-ranks one league's, so they take turns
 * rather than deadlock. Changes of membership run side by side (a league's row lock orders those of one league).
 */
export async function lockTables(manager: EntityManager, season: string, game: LeagueGame, mode: 'refresh' | 'membership'): Promise<void> {
  const lock = mode === 'refresh' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  await manager.query(`SELECT ${lock}(hashtext($1))`, [`leagues:${season}:${game}`]);
}

/**
 * Every member's points (their game's points of the league's season from its first round on) and rank
 * (competition ranking: equal points share a rank) in every league of the season and game, written where they
 * changed. Answers how many rows changed.
 */
export async function rewriteTables(manager: EntityManager, season: string, game: LeagueGame): Promise<number> {
  const members = `(SELECT m.league_id, m.user_id FROM league_members m JOIN leagues l ON l.id = m.league_id AND l.season = $1 AND l.game = $2)`;
  const [, changed] = (await manager.query(
    `WITH totals AS (${leaguePointsSql(game, members, '$1')}),
     ranked AS (SELECT league_id, user_id, points, rank() OVER (PARTITION BY league_id ORDER BY points DESC)::int AS rank FROM totals)
     UPDATE league_members m SET points = r.points, rank = r.rank
       FROM ranked r
      WHERE m.league_id = r.league_id AND m.user_id = r.user_id AND (m.points, m.rank) IS DISTINCT FROM (r.points, r.rank)`,
    [season, game],
  )) as [unknown, number];
  return changed;
}

/** The ranks of these leagues' members from their points as they stand, written where they changed. */
async function rerank(manager: EntityManager, leagueIds: readonly number[]): Promise<void> {
  await manager.query(
    `UPDATE league_members m SET rank = r.rank
       FROM (SELECT league_id, user_id, rank() OVER (PARTITION BY league_id ORDER BY points DESC)::int AS rank
               FROM league_members WHERE league_id = ANY($1::int[])) r
      WHERE m.league_id = r.league_id AND m.user_id = r.user_id AND m.rank IS DISTINCT FROM r.rank`,
    [leagueIds],
  );
}

/**
 * Each (league, round) of the scope's winners: the members with the most points of the round, when more than
 * none. Rows that no longer win go, new ones come, and only changed points are written.
 */
async function rewriteRoundWinners(manager: EntityManager, game: LeagueGame, scope: RoundScope): Promise<void> {
  await manager.query(
    `WITH scope AS (${scope.sql}),
     scored AS (
       SELECT s.league_id, s.round, m.user_id, rp.points, max(rp.points) OVER (PARTITION BY s.league_id, s.round) AS best
         FROM scope s JOIN leagues l ON l.id = s.league_id
         JOIN league_members m ON m.league_id = s.league_id
         JOIN ${ROUND_POINTS_SQL[game]} rp ON rp.user_id = m.user_id AND rp.season = l.season AND rp.round = s.round),
     winners AS (SELECT league_id, round, user_id, points FROM scored WHERE points = best AND points > 0),
     gone AS (
       DELETE FROM league_round_winners w USING scope s
        WHERE w.league_id = s.league_id AND w.round = s.round
          AND NOT EXISTS (SELECT 1 FROM winners n WHERE n.league_id = w.league_id AND n.round = w.round AND n.user_id = w.user_id))
     INSERT INTO league_round_winners AS w (league_id, round, user_id, points) SELECT * FROM winners
     ON CONFLICT (league_id, round, user_id) DO UPDATE SET points = excluded.points WHERE w.points <> excluded.points`,
    scope.params,
  );
}

/** A round's winners in every league of the season and game that counts the round. */
export function rewriteWinnersOfRound(manager: EntityManager, season: string, game: LeagueGame, round: number): Promise<void> {
  return rewriteRoundWinners(manager, game, {
    sql: `SELECT id AS league_id, $3::int AS round FROM leagues WHERE season = $1 AND game = $2 AND start_round <= $3`,
    params: [season, game, round],
  });
}

/**
 * Adds fans to leagues of one game with their points so far and, where they beat or equal a round's best, as
 * its winners; then re-ranks those leagues and counts their members. The caller holds the leagues' rows
 * (lockLeagues) and has checked the limits. A fan already in a league is left as they are.
 */
export async function addMembers(manager: EntityManager, game: LeagueGame, { leagueIds, userIds }: Memberships): Promise<void> {
  if (!leagueIds.length) return;
  const added = (await manager.query(
    `INSERT INTO league_members (league_id, user_id, points)
     ${leaguePointsSql(game, '(SELECT * FROM unnest($1::int[], $2::uuid[]) AS j(league_id, user_id))', 'l.season')}
     ON CONFLICT (league_id, user_id) DO NOTHING
     RETURNING league_id AS "leagueId", user_id AS "userId"`,
    [leagueIds, userIds],
  )) as { leagueId: number; userId: string }[];
  if (!added.length) return;
  const joined = [added.map((row) => row.leagueId), added.map((row) => row.userId)];
  // A round's new winners are among its old winners and the newcomers: the others were beaten already.
  await manager.query(
    `WITH theirs AS (
       SELECT j.league_id, rp.round, j.user_id, rp.points
         FROM unnest($1::int[], $2::uuid[]) AS j(league_id, user_id) JOIN leagues l ON l.id = j.league_id
         JOIN ${ROUND_POINTS_SQL[game]} rp ON rp.user_id = j.user_id AND rp.season = l.season AND rp.round >= l.start_round
        WHERE rp.points > 0),
     contenders AS (
       SELECT league_id, round, user_id, points FROM theirs
       UNION ALL
       SELECT w.league_id, w.round, w.user_id, w.points FROM league_round_winners w
        WHERE (w.league_id, w.round) IN (SELECT league_id, round FROM theirs)),
     ranked AS (SELECT *, max(points) OVER (PARTITION BY league_id, round) AS best FROM contenders),
     beaten AS (
       DELETE FROM league_round_winners w USING ranked r
        WHERE w.league_id = r.league_id AND w.round = r.round AND w.user_id = r.user_id AND r.points < r.best)
     INSERT INTO league_round_winners (league_id, round, user_id, points)
     SELECT league_id, round, user_id, points FROM ranked WHERE points = best
     ON CONFLICT (league_id, round, user_id) DO NOTHING`,
    joined,
  );
  await countMembers(manager, joined[0] as number[], +1);
}

/**
 * Takes fans out of leagues of one game: their rows, and their wins of a round, whose winners are worked out
 * again where they won it alone; then re-ranks and counts. The caller holds the leagues' rows (lockLeagues).
 * Answers the leagues that no member is left in.
 */
export async function removeMembers(manager: EntityManager, game: LeagueGame, { leagueIds, userIds }: Memberships): Promise<number[]> {
  if (!leagueIds.length) return [];
  const gone = [leagueIds, userIds];
  const [left] = (await manager.query(
    `DELETE FROM league_members m USING unnest($1::int[], $2::uuid[]) AS g(league_id, user_id)
      WHERE m.league_id = g.league_id AND m.user_id = g.user_id
     RETURNING m.league_id AS "leagueId"`,
    gone,
  )) as [{ leagueId: number }[], number];
  if (!left.length) return [];
  const won = (await manager.query(
    `DELETE FROM league_round_winners w USING unnest($1::int[], $2::uuid[]) AS g(league_id, user_id)
      WHERE w.league_id = g.league_id AND w.user_id = g.user_id
     RETURNING w.league_id AS "leagueId", w.round`,
    gone,
  )) as [{ leagueId: number; round: number }[], number];
  // Where they won alone, the round has no winner left: it is worked out again among those who stay.
  const emptied = (await manager.query(
    `SELECT DISTINCT e.league_id AS "leagueId", e.round FROM unnest($1::int[], $2::int[]) AS e(league_id, round)
      WHERE NOT EXISTS (SELECT 1 FROM league_round_winners w WHERE w.league_id = e.league_id AND w.round = e.round)`,
    [won[0].map((row) => row.leagueId), won[0].map((row) => row.round)],
  )) as { leagueId: number; round: number }[];
  if (emptied.length) {
    await rewriteRoundWinners(manager, game, {
      sql: `SELECT * FROM unnest($1::int[], $2::int[]) AS e(league_id, round)`,
      params: [emptied.map((row) => row.leagueId), emptied.map((row) => row.round)],
    });
  }
  return countMembers(manager, left.map((row) => row.leagueId), -1);
}

/**
 * Re-ranks the leagues that members came to or went from (one id per member), and moves their member counts by
 * as many (`sign` +1 or -1): the count is kept rather than recounted, as the cap reads it on every join. Answers
 * the leagues left with no member.
 */
async function countMembers(manager: EntityManager, leagueIds: readonly number[], sign: 1 | -1): Promise<number[]> {
  await rerank(manager, [...new Set(leagueIds)]);
  const [counted] = (await manager.query(
    `UPDATE leagues l SET member_count = l.member_count + $2 * c.members
       FROM (SELECT id, count(*)::int AS members FROM unnest($1::int[]) AS j(id) GROUP BY id) c
      WHERE l.id = c.id
     RETURNING l.id, l.member_count AS "memberCount"`,
    [leagueIds, sign],
  )) as [{ id: number; memberCount: number }[], number];
  return counted.filter((league) => league.memberCount === 0).map((league) => league.id);
}

/**
 * Locks these leagues' rows in id order (two fans following the same clubs lock them in the same order) and
 * answers what a change of membership checks of them.
 */
export function lockLeagues(manager: EntityManager, leagueIds: readonly number[]): Promise<{ id: number; memberCount: number; joiningOpen: boolean }[]> {
  return manager.query(
    `SELECT id, member_count AS "memberCount", joining_open AS "joiningOpen" FROM leagues WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [[...leagueIds]],
  );
}

/** Whether every match of the round (cancelled ones aside) is over and counted by the game at its latest result. */
export async function roundComplete(manager: EntityManager, game: LeagueGame, season: string, round: number): Promise<boolean> {
  return (await countedRoundMatches(manager, COUNTED_RESULTS_SQL[game], season, round)) !== null;
}

/** A member's points round by round in a season from `fromRound` through `toRound`, with the rounds they won in the league. */
export function memberRounds(
  manager: EntityManager,
  league: { id: number; game: LeagueGame; season: string; startRound: number },
  userId: string,
  toRound: number,
): Promise<{ round: number; points: number; wonRound: boolean }[]> {
  return manager.query(
    `SELECT r.round, coalesce(rp.points, 0)::int AS points,
            EXISTS (SELECT 1 FROM league_round_winners w WHERE w.league_id = $1 AND w.round = r.round AND w.user_id = $2) AS "wonRound"
       FROM generate_series($4::int, $5::int) AS r(round)
       LEFT JOIN ${ROUND_POINTS_SQL[league.game]} rp ON rp.user_id = $2 AND rp.season = $3 AND rp.round = r.round
      ORDER BY r.round`,
    [league.id, userId, league.season, league.startRound, toRound],
  );
}

/** The last round of the season with a finished match (0 before any): how far a member's history goes. */
export async function lastPlayedRound(manager: EntityManager, season: string): Promise<number> {
  const [{ round }] = (await manager.query(
    `SELECT coalesce(max(round), 0)::int AS round FROM ${MATCH_ROUNDS_SQL} m WHERE season = $1 AND status = '${MATCH_STATUS.finished}'`,
    [season],
  )) as { round: number }[];
  return round;
}
