import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { TeamResponse } from '@isl/contracts';
import { ReadModel } from '../../platform/read-models/read-model.decorator';
import { StandingsService } from './standings.service';

@Controller('teams')
export class StandingsController {
  constructor(private readonly standings: StandingsService) {}

  @Get()
  @ReadModel({ topics: ['standings'] })
  @ApiOperation({ summary: 'The clubs with standings, in table order (points, goal difference, goals for)' })
  table(): Promise<TeamResponse[]> {
    return this.standings.table();
  }
}
