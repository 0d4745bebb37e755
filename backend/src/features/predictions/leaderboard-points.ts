import type { EntityManager } from 'typeorm';
import { leagueMonthKey } from '@isl/contracts';
import {
  ALL_TIME_BOARD,
  allTimeBoard,
  type Board,
  boardNamed,
  boardOrder,
  KEPT_TOP_FANS,
  monthBoard,
  PUBLIC_FAN_SQL,
  publicFansOn,
  seasonBoard,
  seasonBoardKey,
} from './leaderboard.service';

/*
 * What is kept of the public boards beside the fans' totals, fans in private mode left out:
 * - their points histograms (leaderboard_points): how many fans hold each points total on each board, so a fan's
 *   rank is a sum over a few dozen rows;
 * - their first KEPT_TOP_FANS fans (leaderboard_tops), since no index holds a board's order.
 * Two writers keep them: a settlement recounts them, and a fan entering or leaving private mode moves their own
 * count and, where they are or would be among the first, the board's top. They take turns on one lock, so
 * neither writes over what the other has not committed yet.
 */

/** Held until the writer's transaction ends. */
const lockBoards = (manager: EntityManager) => manager.query(`SELECT pg_advisory_xact_lock(hashtext('prediction leaderboards'))`);

/**
 * Recounts, from the fans' totals, the boards a settlement in `season` changes (the all-time board, each month's,
 * and that season's), and keeps their tops: the all-time board's, this month's (the only month's that is read)
 * and the season's. Other seasons' boards stay as they are.
 */
export async function recountBoards(manager: EntityManager, season: string): Promise<void> {
  await lockBoards(manager);
  const recounted = [seasonBoardKey('%'), seasonBoardKey(season)];
  await manager.query(`DELETE FROM leaderboard_points WHERE board NOT LIKE $1 OR board = $2`, recounted);
  await manager.query(
    `INSERT INTO leaderboard_points (board, points, fans)
     SELECT CASE WHEN grouping(month) = 1 THEN $1 ELSE month END,
            CASE WHEN grouping(month) = 1 THEN points ELSE month_points END,
            count(*)
       FROM prediction_totals t
      WHERE ${PUBLIC_FAN_SQL}
      GROUP BY GROUPING SETS ((points), (month, month_points))`,
    [ALL_TIME_BOARD],
  );
  await manager.query(
    `INSERT INTO leaderboard_points (board, points, fans)
     SELECT $1, points, count(*) FROM prediction_season_totals t WHERE season = $2 AND ${PUBLIC_FAN_SQL} GROUP BY points`,
    [seasonBoardKey(season), season],
  );
  await manager.query(`DELETE FROM leaderboard_tops WHERE board NOT LIKE $1 OR board = $2`, recounted);
  for (const board of [allTimeBoard(), monthBoard(leagueMonthKey(new Date())), seasonBoard(season)]) await keepTop(manager, board);
}

/** Writes the board's first public fans to leaderboard_tops, where it has none. */
async function keepTop(manager: EntityManager, board: Board): Promise<void> {
  await manager.query(
    `INSERT INTO leaderboard_tops (board, user_id)
     SELECT $1, t.user_id FROM (${publicFansOn(board, '$2')} ORDER BY ${boardOrder(board)} LIMIT ${KEPT_TOP_FANS}) t`,
    [board.key, ...(board.scope ? [board.scope.value] : [])],
  );
}

/**
 * Each board the fan ($1) is on with their points on it, keyed as leaderboard_points keys them ($2 the all-time
 * board's key, $3 the prefix of a season's).
 */
const FAN_BOARDS_SQL = `
  SELECT $2::text AS board, points FROM prediction_totals WHERE user_id = $1
  UNION ALL SELECT month, month_points FROM prediction_totals WHERE user_id = $1
  UNION ALL SELECT $3 || season, points FROM prediction_season_totals WHERE user_id = $1`;

/**
 * Takes the fan's count off every board they are on (entering private mode), or puts it back (leaving it), in the
 * caller's transaction: the one that changes their mode, so the boards and the ranks change with it. The top of
 * each board where the fan is kept, or now ranks among the first, is kept afresh. Call it only when the mode did
 * change.
 */
export async function moveFanOnBoards(manager: EntityManager, userId: string, hidden: boolean): Promise<void> {
  await lockBoards(manager);
  const fanBoards = [userId, ALL_TIME_BOARD, seasonBoardKey('')];
  await manager.query(
    `INSERT INTO leaderboard_points AS h (board, points, fans)
     SELECT board, points, $4 FROM (${FAN_BOARDS_SQL}) b
     ON CONFLICT (board, points) DO UPDATE SET fans = h.fans + excluded.fans`,
    [...fanBoards, hidden ? -1 : 1],
  );
  // A recount leaves no count at zero; nor does this.
  if (hidden) await manager.query(`DELETE FROM leaderboard_points WHERE fans = 0`);
  const changedTops = (await manager.query(
    `SELECT b.board FROM (${FAN_BOARDS_SQL}) b
      WHERE EXISTS (SELECT 1 FROM leaderboard_tops k WHERE k.board = b.board AND k.user_id = $1)
         OR (SELECT coalesce(sum(h.fans), 0) FROM leaderboard_points h WHERE h.board = b.board AND h.points > b.points) < $4`,
    [...fanBoards, KEPT_TOP_FANS],
  )) as { board: string }[];
  // Past months' tops are never read, and a recount drops them.
  const currentMonth = leagueMonthKey(new Date());
  for (const { board: key } of changedTops) {
    const board = boardNamed(key);
    if (board.scope?.column === 'month' && board.scope.value !== currentMonth) continue;
    await manager.query(`DELETE FROM leaderboard_tops WHERE board = $1`, [key]);
    await keepTop(manager, board);
  }
}
