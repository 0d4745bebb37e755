import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { PlayerResponse, TeamResponse } from '@isl/contracts';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../platform/http/id-param.dto';
import { PlayersService } from '../players/players.service';
import { ReadModel } from '../../platform/read-models/read-model.decorator';
import { TeamsService } from './standings.service';

@Controller('teams')
export class TeamsController {
  constructor(
    private readonly teams: TeamsService,
    private readonly players: PlayersService,
  ) {}

  @Get()
  @ReadModel({ topics: ['standings'] })
  @ApiOperation({ summary: 'The clubs with standings, in table order (points, goal difference, goals for)' })
  standings(): Promise<TeamResponse[]> {
    return this.teams.standings();
  }

  @Get(':id/players')
  @ReadModel({ topics: ['players'] })
  @ApiOperation({ summary: 'A club\'s squad by shirt number' })
  @ApiErrorCodes('TEAM_NOT_FOUND')
  squad(@Param() { id }: IdParam): Promise<PlayerResponse[]> {
    return this.players.squad(id);
  }
}
