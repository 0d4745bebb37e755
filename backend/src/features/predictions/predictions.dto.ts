import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  LEADERBOARD_PERIODS,
  LEADERBOARD_SHOWN,
  MAX_PREDICTED_GOALS,
  outcomeOfScore,
  PREDICTION_OUTCOMES,
  type CreatePredictionRequest,
  type LeaderboardPeriod,
  type PredictionOutcome,
} from '@isl/contracts';
import { Omittable } from '../../platform/http/body-shape.decorators';
import { answeredWith } from '../../platform/http/validation';
import { WholeNumber } from '../../platform/http/whole-number.decorator';
import { SeasonQuery } from '../seasons';
import { KEPT_TOP_FANS } from './leaderboard.service';

const OUTCOME_WORDS: Record<PredictionOutcome, string> = { home: 'a home win', draw: 'a draw', away: 'an away win' };

/**
 * What is wrong with a call's exact score, if anything: one number without the other, or a score that is another
 * outcome than the one called. Numbers out of range, and an unknown outcome, are the fields' own rules'.
 */
export function exactScoreProblem({ prediction, homeScore, awayScore }: Partial<CreatePredictionRequest>): string | null {
  if (homeScore === undefined && awayScore === undefined) return null;
  if (homeScore === undefined || awayScore === undefined) {
    return `an exact score is both numbers: ${homeScore === undefined ? 'homeScore' : 'awayScore'} is missing (or leave out both)`;
  }
  const isGoals = (goals: number) => Number.isInteger(goals) && goals >= 0 && goals <= MAX_PREDICTED_GOALS;
  if (!isGoals(homeScore) || !isGoals(awayScore) || !PREDICTION_OUTCOMES.includes(prediction as PredictionOutcome)) return null;
  const outcome = outcomeOfScore(homeScore, awayScore);
  if (outcome === prediction) return null;
  return `the exact score ${homeScore}-${awayScore} is ${OUTCOME_WORDS[outcome]}, not ${OUTCOME_WORDS[prediction as PredictionOutcome]} as prediction says: the two must agree`;
}

export class CreatePredictionBody implements CreatePredictionRequest {
  @WholeNumber(1)
  matchId: number;

  @ApiProperty({ enum: PREDICTION_OUTCOMES })
  @IsIn(PREDICTION_OUTCOMES, { message: `prediction must be one of ${PREDICTION_OUTCOMES.join(', ')}` })
  // The exact score is checked against the call here, where the rule runs whether or not a score was sent.
  @ValidateBy(
    {
      name: 'exactScoreAgrees',
      validator: {
        validate: (_prediction: unknown, args) => exactScoreProblem(args?.object as CreatePredictionBody) === null,
        defaultMessage: (args) => exactScoreProblem(args?.object as CreatePredictionBody) as string,
      },
    },
    answeredWith('PREDICTION_SCORE_INVALID'),
  )
  prediction: PredictionOutcome;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_PREDICTED_GOALS, description: 'The exact score: with awayScore, agreeing with prediction' })
  @Omittable()
  @WholeNumber(0, MAX_PREDICTED_GOALS)
  homeScore?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_PREDICTED_GOALS, description: 'The exact score: with homeScore, agreeing with prediction' })
  @Omittable()
  @WholeNumber(0, MAX_PREDICTED_GOALS)
  awayScore?: number;

  @ApiPropertyOptional({ description: "This call is the fan's joker of the match's round (one per round): its points count double" })
  @Omittable()
  @IsBoolean({ message: 'joker must be true or false' })
  joker?: boolean;
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
  @WholeNumber(1, KEPT_TOP_FANS)
  limit: number = LEADERBOARD_SHOWN;
}
