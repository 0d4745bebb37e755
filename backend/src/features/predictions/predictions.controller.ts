import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { JokerResponse, LeaderboardResponse, MyLeaderboardResponse, MyPredictionResponse, PredictionResponse } from '@isl/contracts';
import { CurrentUser, SignedIn } from '../../identity';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { IdempotencyKey } from '../../platform/http/idempotency-key.decorator';
import { User } from '../../identity';
import { ReadModel, untilLeaderboardEnds } from '../../platform/read-models/read-model.decorator';
import { LeaderboardService } from './leaderboard.service';
import { CreatePredictionBody, LeaderboardPeriodQuery, LeaderboardQuery, MatchIdParam } from './predictions.dto';
import { PredictionsService } from './predictions.service';

@Controller('predictions')
export class PredictionsController {
  constructor(
    private readonly predictions: PredictionsService,
    private readonly leaderboards: LeaderboardService,
  ) {}

  @Post()
  @SignedIn()
  @ApiOperation({
    summary: "A signed-in fan's call on a match, while it is scheduled and before kick-off: the outcome, optionally the exact score (agreeing with it) and the round's joker",
  })
  @ApiErrorCodes('MATCH_NOT_FOUND', 'PREDICTION_EXISTS', 'PREDICTION_CLOSED', 'PREDICTION_SCORE_INVALID', 'JOKER_USED')
  create(@CurrentUser() user: User, @Body() body: CreatePredictionBody, @IdempotencyKey() key: string | undefined): Promise<PredictionResponse> {
    return this.predictions.create(user.id, body, key);
  }

  @Get('my')
  @SignedIn()
  @ApiOperation({ summary: 'All the fan\'s predictions, with their matches' })
  mine(@CurrentUser() user: User): Promise<MyPredictionResponse[]> {
    return this.predictions.mine(user.id);
  }

  @Get('jokers')
  @SignedIn()
  @ApiOperation({ summary: 'The rounds in which the fan has played their joker (one per round), and on which match' })
  jokers(@CurrentUser() user: User): Promise<JokerResponse[]> {
    return this.predictions.jokersOf(user.id);
  }

  /** The fan's prediction on a match, or null when there is none yet. */
  @Get('user/:matchId')
  @SignedIn()
  @ApiOperation({ summary: 'The fan\'s prediction on a match, or null' })
  forMatch(@CurrentUser() user: User, @Param() { matchId }: MatchIdParam): Promise<PredictionResponse | null> {
    return this.predictions.forMatch(user.id, matchId);
  }

  @Get('leaderboard')
  @ReadModel({ topics: ['leaderboard', 'people', 'seasons'], expiresAt: untilLeaderboardEnds })
  @ApiOperation({ summary: "Fans by points from settled predictions (this Baghdad calendar month by default, a season's, or all-time); equal points share a rank" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  leaderboard(@Query() { period, limit, season }: LeaderboardQuery): Promise<LeaderboardResponse> {
    return this.leaderboards.top(period, limit, season);
  }

  @Get('leaderboard/me')
  @SignedIn()
  @ApiOperation({
    summary: "The signed-in fan's own line on the leaderboard, wherever it stands (null with no settled prediction in the period, or in private mode: hidden)",
  })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  myStanding(@CurrentUser() user: User, @Query() { period, season }: LeaderboardPeriodQuery): Promise<MyLeaderboardResponse> {
    return this.leaderboards.standingOf(user.id, period, season);
  }
}
