import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayersModule } from '../players/players.module';
import { TeamsModule } from '../teams/teams.module';
import { Player } from '../players/player.entity';
import { MatchEvent } from './match-event.entity';
import { MatchLineup } from './match-lineup.entity';
import { MatchLineupsService } from './match-lineups.service';
import { Match } from './match.entity';
import { MatchesController } from './matches.controller';
import { MatchesService } from './matches.service';

@Module({
  imports: [TypeOrmModule.forFeature([Match, MatchEvent, MatchLineup, Player]), TeamsModule, PlayersModule],
  controllers: [MatchesController],
  providers: [MatchesService, MatchLineupsService],
  exports: [MatchesService],
})
export class MatchesModule {}
