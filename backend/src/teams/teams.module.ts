import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayersModule } from '../players/players.module';
import { Team } from './team.entity';
import { TeamsController } from './teams.controller';
import { StandingsService } from './standings.service';
import { TeamsService } from './teams.service';

@Module({
  imports: [TypeOrmModule.forFeature([Team]), PlayersModule],
  controllers: [TeamsController],
  providers: [TeamsService, StandingsService],
  exports: [TeamsService, StandingsService],
})
export class TeamsModule {}
