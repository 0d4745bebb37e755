import { Controller, Get, Param, Query } from '@nestjs/common';
import type { MatchDetailResponse, MatchResponse } from '@isl/contracts';
import { IdParam } from '../common/id-param.dto';
import { MatchFilterQuery, MatchListLimitQuery } from './matches.dto';
import { MatchesService } from './matches.service';

@Controller('matches')
export class MatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Get()
  list(@Query() filter: MatchFilterQuery): Promise<MatchResponse[]> {
    return this.matches.list(filter);
  }

  @Get('live')
  live(): Promise<MatchResponse[]> {
    return this.matches.live();
  }

  @Get('today')
  today(): Promise<MatchResponse[]> {
    return this.matches.today();
  }

  @Get('upcoming')
  upcoming(@Query() { limit }: MatchListLimitQuery): Promise<MatchResponse[]> {
    return this.matches.upcoming(limit);
  }

  @Get('recent')
  recent(@Query() { limit }: MatchListLimitQuery): Promise<MatchResponse[]> {
    return this.matches.recent(limit);
  }

  @Get(':id')
  detail(@Param() { id }: IdParam): Promise<MatchDetailResponse> {
    return this.matches.detail(id);
  }
}
