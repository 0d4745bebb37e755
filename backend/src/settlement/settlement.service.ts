import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { matchOutcome, PREDICTION_POINTS, type PredictionSettledPayload } from '@isl/contracts';
import { liveMessages } from '../live/live-events';
import { notificationJobs } from '../notifications/notifications.producer';
import { recordInOutbox } from '../outbox/outbox';

export interface Settlement {
  matchId: number;
  version: number;
  /** One per prediction on the match, with its owner's recomputed totals: what each fan is told. */
  settled: (PredictionSettledPayload & { userId: string })[];
}

/**
 * Settlements take turns. Two matches settled at once share fans, and each recompute of a fan's totals would
 * miss the other's uncommitted awards; one lock for all settlements is simplest, and a settlement is seconds.
 */
const SETTLEMENT_LOCK_KEY = 7_202_427;

interface MatchRow {
  status: string;
  home_score: number;
  away_score: number;
  version: number;
  settled_version: number;
}

/**
 * Awards points for a finished match in one transaction: every prediction's outcome and points, then each
 * affected fan's totals recomputed from the predictions table, then the version settled, with the leaderboard
 * event and the predictors' notification recorded in the outbox. Recomputing rather
 * than incrementing makes it safe to run twice, on two workers at once, after a crash, or after a correction.
 */
@Injectable()
export class SettlementService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when there is nothing to do: not finished, or already settled at its current version. */
  settle(matchId: number): Promise<Settlement | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SETTLEMENT_LOCK_KEY]);
      // The row lock orders this against score corrections of the same match.
      const [match] = (await manager.query(
        `SELECT status, home_score, away_score, version, settled_version FROM matches WHERE id = $1 FOR UPDATE`,
        [matchId],
      )) as MatchRow[];
      if (!match || match.status !== 'finished' || match.settled_version >= match.version) return null;
      await this.awardPoints(manager, matchId, matchOutcome(match.home_score, match.away_score));
      const settled = await this.recomputeTotals(manager, matchId);
      await manager.query(`UPDATE matches SET settled_version = $2 WHERE id = $1`, [matchId, match.version]);
      await recordInOutbox(manager, [
        { broadcast: liveMessages.leaderboardChanged() },
        ...(settled.length ? [{ job: notificationJobs.predictionsSettled(matchId, match.version) }] : []),
      ]);
      return { matchId, version: match.version, settled };
    });
  }

  /** Finished matches whose predictions were not settled against their latest result. */
  async unsettledMatches(): Promise<{ matchId: number; version: number }[]> {
    return this.dataSource.query(
      `SELECT id AS "matchId", version FROM matches WHERE status = 'finished' AND settled_version < version ORDER BY id`,
    );
  }

  private async awardPoints(manager: EntityManager, matchId: number, outcome: string): Promise<void> {
    // settled_at keeps the first settlement: a later correction must not move points into another month.
    await manager.query(
      `UPDATE predictions
          SET is_correct = (prediction = $2),
              points_awarded = CASE WHEN prediction = $2 THEN $3 ELSE 0 END,
              settled_at = coalesce(settled_at, now()),
              updated_at = now()
        WHERE match_id = $1`,
      [matchId, outcome, PREDICTION_POINTS],
    );
  }

  /** Points, counts and the current run of correct calls (newest match first) of everyone who predicted it. */
  private async recomputeTotals(manager: EntityManager, matchId: number): Promise<Settlement['settled']> {
    return manager.query(
      `WITH affected AS (SELECT user_id FROM predictions WHERE match_id = $1),
            settled AS (
              SELECT p.user_id, p.is_correct, p.points_awarded,
                     row_number() OVER (PARTITION BY p.user_id ORDER BY m.match_date DESC, m.id DESC) AS recency
                FROM predictions p JOIN matches m ON m.id = p.match_id
               WHERE p.user_id IN (SELECT user_id FROM affected) AND p.is_correct IS NOT NULL),
            totals AS (
              SELECT user_id,
                     sum(points_awarded)::int AS points,
                     count(*)::int AS total,
                     count(*) FILTER (WHERE is_correct)::int AS correct,
                     coalesce(min(recency) FILTER (WHERE NOT is_correct) - 1, count(*))::int AS streak
                FROM settled GROUP BY user_id),
            updated AS (
              UPDATE users u
                 SET prediction_points = t.points, total_predictions = t.total, correct_predictions = t.correct,
                     win_streak = t.streak, updated_at = now()
                FROM totals t WHERE u.id = t.user_id
              RETURNING u.id, u.prediction_points, u.total_predictions, u.correct_predictions, u.win_streak)
       SELECT p.match_id AS "matchId", p.id AS "predictionId", p.user_id AS "userId", p.is_correct AS "isCorrect",
              p.points_awarded AS "pointsAwarded",
              json_build_object('predictionPoints', u.prediction_points, 'totalPredictions', u.total_predictions,
                                'correctPredictions', u.correct_predictions, 'winStreak', u.win_streak) AS totals
         FROM predictions p JOIN updated u ON u.id = p.user_id
        WHERE p.match_id = $1`,
      [matchId],
    );
  }
}
