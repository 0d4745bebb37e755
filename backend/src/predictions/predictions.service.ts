import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  accuracyPercent,
  displayName,
  leagueMonthRange,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type MyPredictionResponse,
  type PredictionResponse,
} from '@isl/contracts';
import { ApiError } from '../common/api-error';
import { MatchesService } from '../matches/matches.service';
import { Match } from '../matches/match.entity';
import { CreatePredictionBody } from './predictions.dto';
import { Prediction } from './prediction.entity';
import { toMyPredictionResponse, toPredictionResponse } from './prediction.response';

interface LeaderboardRow {
  user_id: string;
  /** Null for a deleted account. */
  first_name: string | null;
  profile_image_url: string | null;
  points: number;
  total: number;
  correct: number;
  rank: string;
}

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
       SELECT $1, m.id, $3 FROM matches m WHERE m.id = $2 AND m.status = 'scheduled' AND m.match_date > now()
       ON CONFLICT (user_id, match_id) DO NOTHING
       RETURNING id`,
      [userId, body.matchId, body.prediction],
    );
    if (inserted.length) {
      return toPredictionResponse(await this.dataSource.getRepository(Prediction).findOneByOrFail({ id: inserted[0].id }));
    }
    if (await this.dataSource.getRepository(Prediction).existsBy({ userId, matchId: body.matchId })) {
      throw new ApiError('PREDICTION_EXISTS', 'You have already predicted this match; a prediction cannot be changed');
    }
    if (!(await this.dataSource.getRepository(Match).existsBy({ id: body.matchId }))) {
      throw new ApiError('MATCH_NOT_FOUND', `No match has id ${body.matchId}`);
    }
    throw new ApiError('PREDICTION_CLOSED', 'Predictions for this match are closed: it has kicked off or is not scheduled');
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

  /**
   * Fans ranked by points from settled predictions: this calendar month (Baghdad time) by default, or the
   * whole season. Equal points share a rank, listed by accuracy. Names only, never another fan's e-mail.
   */
  async leaderboard(period: LeaderboardPeriod, limit: number, currentUserId?: string): Promise<LeaderboardResponse> {
    const { start, end } = leagueMonthRange(new Date());
    const inMonth = period === 'month' ? 'AND p.settled_at >= $2 AND p.settled_at < $3' : '';
    const rows: LeaderboardRow[] = await this.dataSource.query(
      `SELECT u.id AS user_id, u.first_name, u.profile_image_url,
              sum(p.points_awarded)::int AS points, count(*)::int AS total,
              count(*) FILTER (WHERE p.is_correct)::int AS correct,
              rank() OVER (ORDER BY sum(p.points_awarded) DESC) AS rank
         FROM predictions p JOIN users u ON u.id = p.user_id
        WHERE p.is_correct IS NOT NULL ${inMonth}
        GROUP BY u.id
        ORDER BY points DESC, count(*) FILTER (WHERE p.is_correct)::float / count(*) DESC, u.created_at ASC, u.id
        LIMIT $1`,
      period === 'month' ? [limit, start, end] : [limit],
    );
    return {
      period,
      entries: rows.map((row) => ({
        rank: Number(row.rank),
        displayName: displayName({ firstName: row.first_name }, '') || null,
        profileImageUrl: row.profile_image_url,
        points: row.points,
        correctPredictions: row.correct,
        totalPredictions: row.total,
        accuracy: accuracyPercent(row.correct, row.total),
        isCurrentUser: row.user_id === currentUserId,
      })),
    };
  }
}
