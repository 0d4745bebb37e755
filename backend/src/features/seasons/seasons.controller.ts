import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { SeasonResponse } from '@isl/contracts';
import { ReadModel } from '../../platform/read-models/read-model.decorator';
import { SeasonsService } from './seasons.service';

@Controller('seasons')
export class SeasonsController {
  constructor(private readonly seasons: SeasonsService) {}

  @Get()
  @ReadModel({ topics: ['seasons'] })
  @ApiOperation({ summary: 'Every season, newest first, with its rules and which one is current' })
  list(): Promise<SeasonResponse[]> {
    return this.seasons.list();
  }
}
