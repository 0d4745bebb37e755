import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { SeasonRoundsResponse, TeamResponse } from '@isl/contracts';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { ReadModel } from '../../platform/read-models/read-model.decorator';
import { SeasonQuery } from '../seasons';
import { StandingsService } from './standings.service';

@Controller('teams')
export class StandingsController {
  constructor(private readonly standings: StandingsService) {}

  @Get()
  @ReadModel({ topics: ['seasons', 'standings'] })
  @ApiOperation({ summary: "A season's clubs with their standings, in table order (points, then the season's tie-breaks)" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  table(@Query() { season }: SeasonQuery): Promise<TeamResponse[]> {
    return this.standings.table(season);
  }

  @Get('rounds')
  @ReadModel({ topics: ['seasons', 'standings'] })
  @ApiOperation({ summary: "A season round by round: each club's position, points and goals after every round played" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  rounds(@Query() { season }: SeasonQuery): Promise<SeasonRoundsResponse> {
    return this.standings.rounds(season);
  }
}
