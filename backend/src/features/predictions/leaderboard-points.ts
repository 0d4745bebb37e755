import type { EntityManager } from 'typeorm';
import { ALL_TIME_BOARD, seasonBoardKey } from './leaderboard.service';

/*
 * The points histograms of the public boards (leaderboard_points): how many fans hold each points total on each
 * board, so a fan's rank is a sum over a few dozen rows.
 */

/**
 * Recounts, from the fans' totals, the boards a settlement in `season` changes (the all-time board, each month's,
 * and that season's). Other seasons' boards stay as they are.
 */
export async function recountBoards(manager: EntityManager, season: string): Promise<void> {
  const seasonBoard = seasonBoardKey(season);
  await manager.query(`DELETE FROM leaderboard_points WHERE board NOT LIKE $1 OR board = $2`, [seasonBoardKey('%'), seasonBoard]);
  await manager.query(
    `INSERT INTO leaderboard_points (board, points, fans)
     SELECT CASE WHEN grouping(month) = 1 THEN $1 ELSE month END,
            CASE WHEN grouping(month) = 1 THEN points ELSE month_points END,
            count(*)
       FROM prediction_totals
      GROUP BY GROUPING SETS ((points), (month, month_points))`,
    [ALL_TIME_BOARD],
  );
  await manager.query(
    `INSERT INTO leaderboard_points (board, points, fans)
     SELECT $1, points, count(*) FROM prediction_season_totals WHERE season = $2 GROUP BY points`,
    [seasonBoard, season],
  );
}
