import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { PlayerResponse } from '@isl/contracts';
import { ReadModel } from '../../platform/read-models/read-model.decorator';
import { TopPlayersQuery } from './players.dto';
import { PlayersService } from './players.service';

@Controller('players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  /** Players with their goals, assists, position and team; ?by=goals|assists feeds the top-scorers panel. */
  @Get('top-rated')
  @ReadModel({ topics: ['players'] })
  @ApiOperation({ summary: 'Players ranked by rating, goals or assists, with their team' })
  top(@Query() { by, limit }: TopPlayersQuery): Promise<PlayerResponse[]> {
    return this.players.top(by, limit);
  }
}
