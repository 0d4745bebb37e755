import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayersModule } from '../players/players.module';
import { Team } from './team.entity';
import { TeamsController } from '../standings/standings.controller';
import { StandingsService } from '../standings/standings-recompute';
import { TeamsService } from '../standings/standings.service';

@Module({
  imports: [TypeOrmModule.forFeature([Team]), PlayersModule],
  controllers: [TeamsController],
  providers: [TeamsService, StandingsService],
  exports: [TeamsService, StandingsService],
})
export class TeamsModule {}
