import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { LeaderboardService } from './leaderboard.service';
import { PredictionsController } from './predictions.controller';
import { PredictionsService } from './predictions.service';
import { SettledPredictionsNotifier } from './settled-predictions-notifier';

@Module({ imports: [MatchesModule], controllers: [PredictionsController], providers: [PredictionsService, LeaderboardService, SettledPredictionsNotifier] })
export class PredictionsModule {}
