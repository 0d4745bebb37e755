import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { LeaderboardService } from './leaderboard.service';
import { PredictionSplitController } from './prediction-split.controller';
import { PredictionSplitService } from './prediction-split.service';
import { PredictionsController } from './predictions.controller';
import { PredictionsService } from './predictions.service';
import { SettledPredictionsNotifier } from './settled-predictions-notifier';

@Module({
  imports: [MatchesModule],
  controllers: [PredictionsController, PredictionSplitController],
  providers: [PredictionsService, PredictionSplitService, LeaderboardService, SettledPredictionsNotifier],
})
export class PredictionsModule {}
