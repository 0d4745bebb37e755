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

/**
 * A board of prediction_totals (kept by SettlementService): the season's columns, or the month's columns of
 * the fans whose latest settled month is this one. `key` names it in leaderboard_points, the histogram of its
 * points.
 */
export interface Board {
  key: string;
  /** The SQL of its points, settled and correct predictions over `t`, a prediction_totals row. */
  points: string;
  total: string;
  correct: string;
  /** Which rows are on it (with `key` as $1). */
  holds: string;
}

export function boardOf(period: LeaderboardPeriod, now: Date): Board {
  return period === 'season'
    ? { key: 'season', points: 't.points', total: 't.total', correct: 't.correct', holds: 'TRUE' }
    : { key: leagueMonthKey(now), points: 't.month_points', total: 't.month_total', correct: 't.month_correct', holds: 't.month = $1' };
}

/** When the board starts afresh: the month's at the end of the league month, the season's never. */
export function boardEndsAt(period: LeaderboardPeriod, now: Date): string | null {
  return period === 'month' ? leagueMonthRange(now).end.toISOString() : null;
}

/**
 * Fans on a board with their rank: one more than the fans with more points, so equal points share a rank. The
 * histogram makes it a sum over a few dozen rows, for the first fan or the millionth.
 */
const entriesOf = (board: Board) => `
  SELECT t.user_id, u.display_name, u.picture_url,
         ${board.points} AS points, ${board.total} AS total, ${board.correct} AS correct,
         1 + coalesce((SELECT sum(h.fans) FROM leaderboard_points h WHERE h.board = $1 AND h.points > ${board.points}), 0)::int AS rank
    FROM prediction_totals t JOIN ${PEOPLE_SQL} u ON u.id = t.user_id
   WHERE ${board.holds}`;

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
 * The prediction leaderboards: this Baghdad calendar month's (points from predictions first settled in it)
 * and the season's. Names only, never another fan's e-mail.
 */
@Injectable()
export class LeaderboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The top `limit` fans by points, then accuracy (then account id): the order of the board's index, so
   * this reads `limit` index entries whatever the number of fans. The same for everyone: a cached read model.
   */
  async top(period: LeaderboardPeriod, limit: number, now = new Date()): Promise<LeaderboardResponse> {
    const board = boardOf(period, now);
    const rows: EntryRow[] = await this.dataSource.query(
      `${entriesOf(board)}
       ORDER BY ${board.points} DESC, ${board.correct}::float8 / ${board.total} DESC, t.user_id
       LIMIT $2`,
      [board.key, limit],
    );
    return { period, endsAt: boardEndsAt(period, now), entries: rows.map(toEntry) };
  }

  /** The fan's own line, wherever it stands; null while they have no settled prediction in the period. */
  async standingOf(userId: string, period: LeaderboardPeriod, now = new Date()): Promise<MyLeaderboardResponse> {
    const board = boardOf(period, now);
    const [row] = (await this.dataSource.query(`${entriesOf(board)} AND t.user_id = $2`, [board.key, userId])) as EntryRow[];
    return { period, entry: row ? toEntry(row) : null };
  }
}
