import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  accuracyPercent,
  displayName,
  leagueMonthKey,
  leagueMonthRange,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type MyLeaderboardResponse,
} from '@isl/contracts';
import { PEOPLE_SQL } from '../../identity';
import { ApiError } from '../../platform/http/api-error';
import { SeasonsService } from '../seasons';

export interface EntryRow {
  user_id: string;
  /** Null for a deleted account. */
  display_name: string | null;
  picture_url: string | null;
  points: number;
  total: number;
  correct: number;
  rank: number;
}

/** The histogram key of the all-time board (leaderboard_points.board); a month's board is keyed by its month. */
export const ALL_TIME_BOARD = 'all';

/** A season's board's histogram key: not its bare label, which can equal a month's key ("2011-12"). */
export const seasonBoardKey = (season: string) => `season:${season}`;

/**
 * A board of the fans' totals (kept by SettlementService): the all-time columns of prediction_totals, the month's
 * columns of the fans whose latest settled month is this one, or a season's rows of prediction_season_totals.
 * `key` names it in leaderboard_points, the histogram of its points.
 */
export interface Board {
  key: string;
  /** The totals table, read as `t`. */
  table: 'prediction_totals' | 'prediction_season_totals';
  /** The SQL of its points, settled and correct predictions over `t`. */
  points: string;
  total: string;
  correct: string;
  /** The rows on it: those whose `column` is `value`; every row without one. */
  scope: { column: 'month' | 'season'; value: string } | null;
}

const TOTALS = { points: 't.points', total: 't.total', correct: 't.correct' };

export const allTimeBoard = (): Board => ({ key: ALL_TIME_BOARD, table: 'prediction_totals', ...TOTALS, scope: null });

export const seasonBoard = (season: string): Board => ({
  key: seasonBoardKey(season),
  table: 'prediction_season_totals',
  ...TOTALS,
  scope: { column: 'season', value: season },
});

/** A league month's board (`month` as leagueMonthKey writes it). */
export const monthBoard = (month: string): Board => ({
  key: month,
  table: 'prediction_totals',
  points: 't.month_points',
  total: 't.month_total',
  correct: 't.month_correct',
  scope: { column: 'month', value: month },
});

/** The board of `period`; `season` is the season a season's board ranks (the current one when none is asked for). */
export function boardOf(period: LeaderboardPeriod, now: Date, season: string): Board {
  if (period === 'all') return allTimeBoard();
  if (period === 'season') return seasonBoard(season);
  return monthBoard(leagueMonthKey(now));
}

/** The board named `key` in leaderboard_points and leaderboard_tops. */
export function boardNamed(key: string): Board {
  if (key === ALL_TIME_BOARD) return allTimeBoard();
  const season = seasonBoardKey('');
  return key.startsWith(season) ? seasonBoard(key.slice(season.length)) : monthBoard(key);
}

/** A board's order: points, then accuracy, then the account id. */
export const boardOrder = (board: Board) => `${board.points} DESC, ${board.correct}::float8 / ${board.total} DESC, t.user_id`;

/** How many of each board's first fans leaderboard_tops keeps: the most the leaderboard is asked for. */
export const KEPT_TOP_FANS = 100;

/**
 * Whether the fan of the totals row `t` is on the public boards: fans in private mode are on none, nor counted in
 * their histograms. An anti-join on the few of them (a partial index holds them), not a join of every account.
 */
export const PUBLIC_FAN_SQL = `NOT EXISTS (SELECT 1 FROM ${PEOPLE_SQL} u WHERE u.id = t.user_id AND u.is_private)`;

/** Whether the totals row `t` is on the board: its scope's column is the value `scopeParam` holds. */
const onBoard = (board: Board, scopeParam: string) => (board.scope ? `t.${board.scope.column} = ${scopeParam}` : 'TRUE');

/** The public fans on a board: every column of their totals, as `t`. `scopeParam` holds the scope's value. */
export const publicFansOn = (board: Board, scopeParam: string) => `SELECT t.* FROM ${board.table} t WHERE ${onBoard(board, scopeParam)} AND ${PUBLIC_FAN_SQL}`;

/** When the board starts afresh: the month's at the end of the league month, the others never. */
export function boardEndsAt(period: LeaderboardPeriod, now: Date): string | null {
  return period === 'month' ? leagueMonthRange(now).end.toISOString() : null;
}

/**
 * Those of `fans` (rows of the board's table, as `t`) with their names and rank: one more than the fans with more
 * points, so equal points share a rank. The histogram makes it a sum over a few dozen rows, for the first fan or
 * the millionth. $1 is the board's key, $3 its scope's value.
 */
const entriesOf = (board: Board, fans: string) => `
  SELECT t.user_id, u.display_name, u.picture_url,
         ${board.points} AS points, ${board.total} AS total, ${board.correct} AS correct,
         1 + coalesce((SELECT sum(h.fans) FROM leaderboard_points h WHERE h.board = $1 AND h.points > ${board.points}), 0)::int AS rank
    FROM (${fans}) t JOIN ${PEOPLE_SQL} u ON u.id = t.user_id`;

/** The parameters of entriesOf and `second`, the statement's own ($2). */
const paramsOf = (board: Board, second: unknown) => [board.key, second, ...(board.scope ? [board.scope.value] : [])];

export function toEntry(row: EntryRow): LeaderboardEntry {
  return {
    rank: row.rank,
    userId: row.user_id,
    displayName: displayName({ firstName: row.display_name }, '') || null,
    profileImageUrl: row.picture_url,
    points: row.points,
    correctPredictions: row.correct,
    totalPredictions: row.total,
    accuracy: accuracyPercent(row.correct, row.total),
  };
}

/**
 * The prediction leaderboards: this Baghdad calendar month's (points from predictions first settled in it), a
 * season's (the current one unless asked) and the all-time one. Names only, never another fan's e-mail.
 */
@Injectable()
export class LeaderboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly seasons: SeasonsService,
  ) {}

  /**
   * The top `limit` fans of the board in its order. The same for everyone: a cached read model. No index holds a
   * board's order (see the HotPredictionTotals migration): its first fans are kept in leaderboard_tops by the
   * board's writers (see leaderboard-points.ts), so this reads at most KEPT_TOP_FANS rows, however many fans.
   */
  async top(period: LeaderboardPeriod, limit: number, season?: string, now = new Date()): Promise<LeaderboardResponse> {
    const board = await this.board(period, season, now);
    const kept = `SELECT t.* FROM leaderboard_tops k JOIN ${board.table} t ON t.user_id = k.user_id WHERE k.board = $1 AND ${onBoard(board, '$3')}`;
    const rows: EntryRow[] = await this.dataSource.query(`${entriesOf(board, kept)} ORDER BY ${boardOrder(board)} LIMIT $2`, paramsOf(board, limit));
    return { period, season: seasonOf(board), endsAt: boardEndsAt(period, now), entries: rows.map(toEntry) };
  }

  /**
   * The fan's own line, wherever it stands; null while they have no settled prediction in the period, and for a
   * fan in private mode, who is told they are hidden.
   */
  async standingOf(userId: string, period: LeaderboardPeriod, season?: string, now = new Date()): Promise<MyLeaderboardResponse> {
    const board = await this.board(period, season, now);
    const [{ hidden }] = (await this.dataSource.query(`SELECT u.is_private AS hidden FROM ${PEOPLE_SQL} u WHERE u.id = $1`, [userId])) as { hidden: boolean }[];
    const [row] = hidden ? [] : ((await this.dataSource.query(entriesOf(board, `${publicFansOn(board, '$3')} AND t.user_id = $2`), paramsOf(board, userId))) as EntryRow[]);
    return { period, season: seasonOf(board), entry: row ? toEntry(row) : null, hidden };
  }

  /** A season is a season board's only: asked of another, it is refused rather than silently ignored. */
  private async board(period: LeaderboardPeriod, season: string | undefined, now: Date): Promise<Board> {
    if (season !== undefined && period !== 'season') throw new ApiError('VALIDATION_FAILED', 'season can only be asked of the season\'s board (period=season)');
    return boardOf(period, now, period === 'season' ? (await this.seasons.resolve(season)).label : '');
  }
}

const seasonOf = (board: Board) => (board.scope?.column === 'season' ? board.scope.value : null);
