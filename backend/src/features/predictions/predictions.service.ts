import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NO_PREDICTION_TOTALS, type MyPredictionResponse, type PredictionResponse, type PredictionSettledPayload, type PredictionTotals } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { matchExists, matchNotFound, MatchesService, OPEN_FOR_PREDICTIONS_SQL } from '../matches';
import { CreatePredictionBody } from './predictions.dto';
import { Prediction } from './prediction.entity';
import { toMyPredictionResponse, toPredictionResponse } from './prediction.response';

/** A settled prediction as its owner is told of it. */
export type SettledPrediction = PredictionSettledPayload & { userId: string };

@Injectable()
export class PredictionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matches: MatchesService,
  ) {}

  /**
   * One call per fan and match, accepted only while the match is scheduled and its kick-off is ahead: the
   * check and the insert are one statement, so a kick-off or a second request racing it cannot slip through.
   */
  async create(userId: string, body: CreatePredictionBody): Promise<PredictionResponse> {
    const inserted: { id: number }[] = await this.dataSource.query(
      `INSERT INTO predictions (user_id, match_id, prediction)
       SELECT $1, m.id, $3 FROM ${OPEN_FOR_PREDICTIONS_SQL} m WHERE m.id = $2
       ON CONFLICT (user_id, match_id) DO NOTHING
       RETURNING id`,
      [userId, body.matchId, body.prediction],
    );
    if (inserted.length) {
      return toPredictionResponse(await this.dataSource.getRepository(Prediction).findOneByOrFail({ id: inserted[0].id }));
    }
    const [alreadyPredicted, matchFound] = await Promise.all([
      this.dataSource.getRepository(Prediction).existsBy({ userId, matchId: body.matchId }),
      matchExists(this.dataSource.manager, body.matchId),
    ]);
    throw whyNotPredicted(body.matchId, { alreadyPredicted, matchFound });
  }

  async forMatch(userId: string, matchId: number): Promise<PredictionResponse | null> {
    const prediction = await this.dataSource.getRepository(Prediction).findOneBy({ userId, matchId });
    return prediction ? toPredictionResponse(prediction) : null;
  }

  /** The fan's predictions, newest first, each with its match as the match lists show it. */
  async mine(userId: string): Promise<MyPredictionResponse[]> {
    const predictions = await this.dataSource.getRepository(Prediction).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (!predictions.length) return [];
    const matches = new Map((await this.matches.byIds(predictions.map((p) => p.matchId))).map((m) => [m.id, m]));
    return predictions.map((p) => toMyPredictionResponse(p, matches.get(p.matchId)!));
  }

  /** The fan's totals over the season (kept by SettlementService), as their account shows them. */
  async totalsOf(userId: string): Promise<PredictionTotals> {
    const [row] = (await this.dataSource.query(
      `SELECT points AS "predictionPoints", total AS "totalPredictions", correct AS "correctPredictions", win_streak AS "winStreak"
         FROM prediction_totals WHERE user_id = $1`,
      [userId],
    )) as PredictionTotals[];
    return row ?? NO_PREDICTION_TOTALS;
  }

  /**
   * The settled predictions of `matchId` made by these fans, each with its owner's totals: what a fan's own
   * `prediction:settled` event carries.
   */
  settledFor(matchId: number, userIds: string[]): Promise<SettledPrediction[]> {
    return this.dataSource.query(
      `SELECT p.match_id AS "matchId", p.id AS "predictionId", p.user_id AS "userId", p.is_correct AS "isCorrect",
              p.points_awarded AS "pointsAwarded",
              json_build_object('predictionPoints', coalesce(t.points, 0), 'totalPredictions', coalesce(t.total, 0),
                                'correctPredictions', coalesce(t.correct, 0), 'winStreak', coalesce(t.win_streak, 0)) AS totals
         FROM predictions p LEFT JOIN prediction_totals t ON t.user_id = p.user_id
        WHERE p.match_id = $1 AND p.user_id = ANY($2::uuid[]) AND p.is_correct IS NOT NULL`,
      [matchId, userIds],
    );
  }
}

/**
 * Why a prediction was not taken: the fan has one for the match already (a prediction cannot be changed, also once
 * it has kicked off), there is no such match, or it is closed (kicked off, or not scheduled).
 */
export function whyNotPredicted(matchId: number, { alreadyPredicted, matchFound }: { alreadyPredicted: boolean; matchFound: boolean }): ApiError {
  if (alreadyPredicted) return new ApiError('PREDICTION_EXISTS', 'You have already predicted this match; a prediction cannot be changed');
  if (!matchFound) return matchNotFound(matchId);
  return new ApiError('PREDICTION_CLOSED', 'Predictions for this match are closed: it has kicked off or is not scheduled');
}
