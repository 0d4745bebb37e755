import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SeasonsModule } from '../seasons';
import { MatchEvent } from './match-event.entity';
import { MatchLineup } from './match-lineup.entity';
import { MatchLineupsService } from './match-lineups.service';
import { Match } from './match.entity';
import { MatchesController } from './matches.controller';
import { MatchesService } from './matches.service';

/**
 * The match lists and the match centre, and MatchesService.apply for whoever changes matches (operators, the
 * simulator). The lists read a season: SeasonsModule comes along, for the processes (the worker's demo play, the
 * simulator) whose root does not import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Match, MatchEvent, MatchLineup]), SeasonsModule],
  controllers: [MatchesController],
  providers: [MatchesService, MatchLineupsService],
  exports: [MatchesService],
})
export class MatchesModule {}
