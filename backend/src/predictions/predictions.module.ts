import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { PredictionSplitController } from './prediction-split.controller';
import { PredictionSplitService } from './prediction-split.service';
import { PredictionsController } from './predictions.controller';
import { PredictionsService } from './predictions.service';

@Module({ imports: [MatchesModule], controllers: [PredictionsController, PredictionSplitController], providers: [PredictionsService, PredictionSplitService] })
export class PredictionsModule {}
