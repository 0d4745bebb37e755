import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches';
import { AdminMatchesController } from './admin-matches.controller';

@Module({ imports: [MatchesModule], controllers: [AdminMatchesController] })
export class AdminModule {}
