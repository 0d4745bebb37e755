import { Controller, Get, Param } from '@nestjs/common';
import type { PlayerResponse, TeamResponse } from '@isl/contracts';
import { IdParam } from '../common/id-param.dto';
import { PlayersService } from '../players/players.service';
import { TeamsService } from './teams.service';

@Controller('teams')
export class TeamsController {
  constructor(
    private readonly teams: TeamsService,
    private readonly players: PlayersService,
  ) {}

  @Get()
  standings(): Promise<TeamResponse[]> {
    return this.teams.standings();
  }

  @Get(':id/players')
  squad(@Param() { id }: IdParam): Promise<PlayerResponse[]> {
    return this.players.squad(id);
  }
}
