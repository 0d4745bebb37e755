import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { PlayerBestsResponse, PlayerResponse } from '@isl/contracts';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../platform/http/id-param.dto';
import { ReadModel } from '../../platform/read-models/read-model.decorator';
import { TopPlayersQuery } from './players.dto';
import { PlayersService } from './players.service';

@Controller()
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  /** Players with their goals, assists, position and team; ?by=goals|assists feeds the top-scorers panel. */
  @Get('players/top-rated')
  @ReadModel({ topics: ['players'] })
  @ApiOperation({ summary: 'Players ranked by rating, goals or assists, with their team' })
  top(@Query() { by, limit }: TopPlayersQuery): Promise<PlayerResponse[]> {
    return this.players.top(by, limit);
  }

  @Get('players/bests')
  @ReadModel({ topics: ['players'] })
  @ApiOperation({ summary: "The league's best goals, assists, appearances and rating, which a player's own are drawn against" })
  bests(): Promise<PlayerBestsResponse> {
    return this.players.bests();
  }

  @Get('teams/:id/players')
  @ReadModel({ topics: ['players'] })
  @ApiOperation({ summary: 'A club\'s squad by shirt number' })
  @ApiErrorCodes('TEAM_NOT_FOUND')
  squad(@Param() { id }: IdParam): Promise<PlayerResponse[]> {
    return this.players.squad(id);
  }
}
