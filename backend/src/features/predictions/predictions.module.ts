import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountView, PrivateMode } from '../../identity';
import { MatchesModule } from '../matches';
import { moveFanOnBoards } from './leaderboard-points';
import { LeaderboardService } from './leaderboard.service';
import { PredictionSplitController } from './prediction-split.controller';
import { PredictionSplitService } from './prediction-split.service';
import { PredictionsController } from './predictions.controller';
import { PredictionsService } from './predictions.service';
import { SettledPredictionsNotifier } from './settled-predictions-notifier';

/** Predictions in the api: the calls, the leaderboards, the split, and each api's news to its own predictors. */
@Module({
  imports: [MatchesModule],
  controllers: [PredictionsController, PredictionSplitController],
  providers: [PredictionsService, PredictionSplitService, LeaderboardService, SettledPredictionsNotifier],
})
export class PredictionsModule implements OnModuleInit {
  constructor(
    private readonly accounts: AccountView,
    private readonly privateMode: PrivateMode,
    private readonly predictions: PredictionsService,
  ) {}

  /** A fan's account shows the totals that settlement keeps here; their private mode takes them off the public boards. */
  onModuleInit(): void {
    this.accounts.readTotalsWith((userId) => this.predictions.totalsOf(userId));
    this.privateMode.register((userId, hidden, manager) => moveFanOnBoards(manager, userId, hidden));
  }
}
