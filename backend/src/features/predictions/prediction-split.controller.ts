import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { PREDICTION_SPLIT_MAX_AGE_S, type PredictionSplitResponse } from '@isl/contracts';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { ReadModel } from '../../platform/read-models/read-model.decorator';
import { MatchIdParam } from './predictions.dto';
import { PredictionSplitService } from './prediction-split.service';

/**
 * A split is a sampled aggregate, so it is kept by the clock rather than dropped by each prediction: at a derby's
 * peak thousands of calls a minute would otherwise throw it away as fast as it is built. Each api counts a
 * match's split at most once per PREDICTION_SPLIT_MAX_AGE_S; the web app adds the fan's own newer call itself
 * (withOwnPrediction), so nobody sees a crowd that leaves them out.
 */
const afterMaxAge = (_body: unknown, now: Date) => new Date(now.getTime() + PREDICTION_SPLIT_MAX_AGE_S * 1000);

@Controller('predictions')
export class PredictionSplitController {
  constructor(private readonly splits: PredictionSplitService) {}

  @Get('match/:matchId/split')
  @ReadModel({ topics: [], expiresAt: afterMaxAge })
  @ApiOperation({ summary: `How many fans called each outcome of a match (counted at most every ${PREDICTION_SPLIT_MAX_AGE_S} s)` })
  @ApiErrorCodes('MATCH_NOT_FOUND')
  split(@Param() { matchId }: MatchIdParam): Promise<PredictionSplitResponse> {
    return this.splits.forMatch(matchId);
  }
}
