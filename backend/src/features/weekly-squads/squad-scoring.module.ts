import { Module } from '@nestjs/common';
import { SquadScoringService } from './squad-scoring.service';

/** Squad scoring, for the worker's settlement queue. */
@Module({ providers: [SquadScoringService], exports: [SquadScoringService] })
export class SquadScoringModule {}
