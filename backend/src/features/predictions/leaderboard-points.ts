import type { EntityManager } from 'typeorm';
import { PEOPLE_SQL } from '../../identity';
import { ALL_TIME_BOARD, seasonBoardKey } from './leaderboard.service';

/*
 * The points histograms of the public boards (leaderboard_points): how many fans hold each points total on each
 * board, fans in private mode left out, so a fan's rank is a sum over a few dozen rows. Two writers keep them: a
 * settlement recounts them, and a fan entering or leaving private mode moves their own count. They take turns on
 * one lock, so neither writes over what the other has not committed yet.
 */

/** Held until the writer's transaction ends. */
const lockBoards = (manager: EntityManager) => manager.query(`SELECT pg_advisory_xact_lock(hashtext('prediction leaderboards'))`);

/**
 * Recounts, from the fans' totals, the boards a settlement in `season` changes (the all-time board, each month's,
 * and that season's). Other seasons' boards stay as they are.
 */
export async function recountBoards(manager: EntityManager, season: string): Promise<void> {
  await lockBoards(manager);
  const seasonBoard = seasonBoardKey(season);
  // An anti-join on the few fans in private mode (a partial index holds them), not a join of every fan's account.
  const publicOnly = `NOT EXISTS (SELECT 1 FROM ${PEOPLE_SQL} u WHERE u.id = t.user_id AND u.is_private)`;
  await manager.query(`DELETE FROM leaderboard_points WHERE board NOT LIKE $1 OR board = $2`, [seasonBoardKey('%'), seasonBoard]);
  await manager.query(
    `INSERT INTO leaderboard_points (board, points, fans)
     SELECT CASE WHEN grouping(month) = 1 THEN $1 ELSE month END,
            CASE WHEN grouping(month) = 1 THEN points ELSE month_points END,
            count(*)
       FROM prediction_totals t
      WHERE ${publicOnly}
      GROUP BY GROUPING SETS ((points), (month, month_points))`,
    [ALL_TIME_BOARD],
  );
  await manager.query(
    `INSERT INTO leaderboard_points (board, points, fans)
     SELECT $1, points, count(*) FROM prediction_season_totals t WHERE season = $2 AND ${publicOnly} GROUP BY points`,
    [seasonBoard, season],
  );
}

/**
 * Takes the fan's count off every board they are on (entering private mode), or puts it back (leaving it), in the
 * caller's transaction: the one that changes their mode, so the boards and the ranks change with it. Call it only
 * when the mode did change.
 */
export async function moveFanOnBoards(manager: EntityManager, userId: string, hidden: boolean): Promise<void> {
  await lockBoards(manager);
  await manager.query(
    `WITH fan_boards AS (
       SELECT $2::text AS board, points FROM prediction_totals WHERE user_id = $1
       UNION ALL SELECT month, month_points FROM prediction_totals WHERE user_id = $1
       UNION ALL SELECT $3 || season, points FROM prediction_season_totals WHERE user_id = $1)
     INSERT INTO leaderboard_points AS h (board, points, fans)
     SELECT board, points, $4 FROM fan_boards
     ON CONFLICT (board, points) DO UPDATE SET fans = h.fans + excluded.fans`,
    [userId, ALL_TIME_BOARD, seasonBoardKey(''), hidden ? -1 : 1],
  );
  // A recount leaves no count at zero; nor does this.
  if (hidden) await manager.query(`DELETE FROM leaderboard_points WHERE fans = 0`);
}
