import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  NO_PREDICTION_TOTALS,
  type JokerResponse,
  type MyPredictionResponse,
  type PredictionResponse,
  type PredictionSettledPayload,
  type PredictionTotals,
} from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { oncePerKey } from '../../platform/postgres/request-keys';
import { MATCH_ROUNDS_SQL, matchExists, matchNotFound, MatchesService, OPEN_FOR_PREDICTIONS_SQL } from '../matches';
import { CreatePredictionBody } from './predictions.dto';
import { Prediction } from './prediction.entity';
import { predictionBreakdown, toMyPredictionResponse, toPredictionResponse } from './prediction.response';

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
   * A joker is the fan's one of the match's round: two calls of one round asking for it at once take turns on a
   * lock of that fan's round, so the second sees the first's joker and is refused. A call sent with an
   * Idempotency-Key (`key`) is made once: its retries are answered with the prediction it made (oncePerKey).
   */
  async create(userId: string, body: CreatePredictionBody, key?: string): Promise<PredictionResponse> {
    const joker = body.joker === true;
    const predict = async (manager: EntityManager): Promise<number> => {
      if (joker) await refuseSecondJoker(manager, userId, body.matchId);
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO predictions (user_id, match_id, prediction, home_score, away_score, joker)
         SELECT $1, m.id, $3, $4, $5, $6 FROM ${OPEN_FOR_PREDICTIONS_SQL} m WHERE m.id = $2
         ON CONFLICT (user_id, match_id) DO NOTHING
         RETURNING id`,
        [userId, body.matchId, body.prediction, body.homeScore ?? null, body.awayScore ?? null, joker],
      );
      if (inserted.length) return inserted[0].id;
      const [alreadyPredicted, matchFound] = await Promise.all([
        manager.getRepository(Prediction).existsBy({ userId, matchId: body.matchId }),
        matchExists(manager, body.matchId),
      ]);
      throw whyNotPredicted(body.matchId, { alreadyPredicted, matchFound });
    };
    // A joker's check and insert, or a key's claim and the insert, are one transaction; a plain call stays a single statement.
    const id =
      joker || key !== undefined
        ? await this.dataSource.transaction((manager) => oncePerKey(manager, { userId, key, kind: 'prediction' }, () => predict(manager)))
        : await predict(this.dataSource.manager);
    return toPredictionResponse(await this.dataSource.getRepository(Prediction).findOneByOrFail({ id }));
  }

  /** The rounds in which the fan has played their joker, and on which match. */
  jokersOf(userId: string): Promise<JokerResponse[]> {
    return this.dataSource.query(
      `SELECT m.season, m.round, p.match_id AS "matchId"
         FROM predictions p JOIN ${MATCH_ROUNDS_SQL} m ON m.id = p.match_id
        WHERE p.user_id = $1 AND p.joker
        ORDER BY m.season, m.round`,
      [userId],
    );
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
   * The settled predictions of `matchId` made by these fans, each with its points' lines and its owner's totals:
   * what a fan's own `prediction:settled` event carries.
   */
  async settledFor(matchId: number, userIds: string[]): Promise<SettledPrediction[]> {
    const rows = (await this.dataSource.query(
      `SELECT p.match_id AS "matchId", p.id AS "predictionId", p.user_id AS "userId", p.is_correct AS "isCorrect",
              p.is_exact AS "isExact", p.home_score AS "homeScore", p.joker, p.outcome_points AS "outcomePoints",
              p.exact_points AS "exactPoints", p.points_awarded AS "pointsAwarded", p.settled_at AS "settledAt",
              json_build_object('predictionPoints', coalesce(t.points, 0), 'totalPredictions', coalesce(t.total, 0),
                                'correctPredictions', coalesce(t.correct, 0), 'winStreak', coalesce(t.win_streak, 0)) AS totals
         FROM predictions p LEFT JOIN prediction_totals t ON t.user_id = p.user_id
        WHERE p.match_id = $1 AND p.user_id = ANY($2::uuid[]) AND p.is_correct IS NOT NULL`,
      [matchId, userIds],
    )) as SettledRow[];
    return rows.map(({ homeScore, joker, outcomePoints, exactPoints, settledAt, ...settled }) => ({
      ...settled,
      breakdown: predictionBreakdown({ isCorrect: settled.isCorrect, homeScore, joker, outcomePoints, exactPoints }),
      settledAt: settledAt.toISOString(),
    }));
  }
}

/** A settled prediction as settledFor reads it, before its lines are made. */
type SettledRow = Omit<SettledPrediction, 'breakdown' | 'settledAt'> &
  Pick<Prediction, 'homeScore' | 'joker' | 'outcomePoints' | 'exactPoints'> & { settledAt: Date };

/**
 * Refuses a joker on `matchId` when the fan has played theirs on another match of its round. It holds a lock of the
 * fan's round until the caller's transaction ends, so a joker asked for at the same time on another match of the
 * round waits for this one's insert and then sees it. A match that does not exist is left for the insert to find.
 */
async function refuseSecondJoker(manager: EntityManager, userId: string, matchId: number): Promise<void> {
  const [target] = (await manager.query(`SELECT season, round FROM ${MATCH_ROUNDS_SQL} m WHERE m.id = $1`, [matchId])) as { season: string; round: number }[];
  if (!target) return;
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`jokers:${userId}:${target.season}:${target.round}`]);
  const [played] = (await manager.query(
    `SELECT p.match_id AS "matchId" FROM predictions p JOIN ${MATCH_ROUNDS_SQL} m ON m.id = p.match_id
      WHERE p.user_id = $1 AND p.joker AND p.match_id <> $2 AND m.season = $3 AND m.round = $4`,
    [userId, matchId, target.season, target.round],
  )) as { matchId: number }[];
  if (played) {
    throw new ApiError('JOKER_USED', `You have played your joker of round ${target.round} already (on match ${played.matchId}): one joker per round`);
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
