import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  LEADERBOARD_PERIODS,
  LEADERBOARD_SHOWN,
  PREDICTION_OUTCOMES,
  type CreatePredictionRequest,
  type LeaderboardPeriod,
  type PredictionOutcome,
} from '@isl/contracts';
import { WholeNumber } from '../../platform/http/whole-number.decorator';
import { SeasonQuery } from '../seasons';

export class CreatePredictionBody implements CreatePredictionRequest {
  @WholeNumber(1)
  matchId: number;

  @ApiProperty({ enum: PREDICTION_OUTCOMES })
  @IsIn(PREDICTION_OUTCOMES, { message: `prediction must be one of ${PREDICTION_OUTCOMES.join(', ')}` })
  prediction: PredictionOutcome;
}

export class MatchIdParam {
  @WholeNumber(1)
  matchId: number;
}

/** Which board: a period, and for the season's board (only) which season; the current one when absent. */
export class LeaderboardPeriodQuery extends SeasonQuery {
  @ApiPropertyOptional({ enum: LEADERBOARD_PERIODS, default: 'month', description: "month: this Baghdad calendar month; season: the season's (see season); all: every season's" })
  @IsOptional()
  @IsIn(LEADERBOARD_PERIODS, { message: `period must be one of ${LEADERBOARD_PERIODS.join(', ')}` })
  period: LeaderboardPeriod = 'month';
}

export class LeaderboardQuery extends LeaderboardPeriodQuery {
  @ApiPropertyOptional({ default: LEADERBOARD_SHOWN })
  @IsOptional()
  @WholeNumber(1, 100)
  limit: number = LEADERBOARD_SHOWN;
}
