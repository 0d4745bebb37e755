import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import type { LeaderboardResponse, MyPredictionResponse, PredictionResponse } from '@isl/contracts';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import { User } from '../users/user.entity';
import { CreatePredictionBody, LeaderboardQuery, MatchIdParam } from './predictions.dto';
import { PredictionsService } from './predictions.service';

@Controller('predictions')
export class PredictionsController {
  constructor(private readonly predictions: PredictionsService) {}

  @Post()
  @SignedIn()
  create(@CurrentUser() user: User, @Body() body: CreatePredictionBody): Promise<PredictionResponse> {
    return this.predictions.create(user.id, body);
  }

  @Get('my')
  @SignedIn()
  mine(@CurrentUser() user: User): Promise<MyPredictionResponse[]> {
    return this.predictions.mine(user.id);
  }

  /** The fan's prediction on a match, or null when there is none yet. */
  @Get('user/:matchId')
  @SignedIn()
  forMatch(@CurrentUser() user: User, @Param() { matchId }: MatchIdParam): Promise<PredictionResponse | null> {
    return this.predictions.forMatch(user.id, matchId);
  }

  @Get('leaderboard')
  leaderboard(@Query() { period, limit }: LeaderboardQuery, @CurrentUser() user?: User): Promise<LeaderboardResponse> {
    return this.predictions.leaderboard(period, limit, user?.id);
  }
}
