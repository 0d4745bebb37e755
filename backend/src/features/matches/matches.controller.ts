import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { MatchDetailResponse, MatchMeetingsResponse, MatchPage, MatchResponse } from '@isl/contracts';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../platform/http/id-param.dto';
import { ReadModel, untilFirstKickOff, untilLeagueMidnight } from '../../platform/read-models/read-model.decorator';
import { MatchFilterQuery, MatchListLimitQuery, MatchPageParams } from './matches.dto';
import { MatchesService } from './matches.service';

@Controller('matches')
export class MatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Get()
  @ReadModel({ topics: ['matches', 'seasons'] })
  @ApiOperation({ summary: "A season's fixtures (the current season's unless asked), of a round and/or a club" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  list(@Query() filter: MatchFilterQuery): Promise<MatchResponse[]> {
    return this.matches.list(filter);
  }

  @Get('live')
  @ReadModel({ topics: ['matches'] })
  @ApiOperation({ summary: 'Matches being played now' })
  live(): Promise<MatchResponse[]> {
    return this.matches.live();
  }

  @Get('today')
  @ReadModel({ topics: ['matches'], expiresAt: untilLeagueMidnight })
  @ApiOperation({ summary: 'Today\'s matches (Baghdad day)' })
  today(): Promise<MatchResponse[]> {
    return this.matches.today();
  }

  @Get('upcoming')
  @ReadModel({ topics: ['matches', 'seasons'], expiresAt: untilFirstKickOff })
  @ApiOperation({ summary: "The season's next fixtures (the current season's unless asked)" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  upcoming(@Query() { limit, season }: MatchListLimitQuery): Promise<MatchResponse[]> {
    return this.matches.upcoming(limit, season);
  }

  @Get('recent')
  @ReadModel({ topics: ['matches', 'seasons'] })
  @ApiOperation({ summary: "The season's latest results (the current season's unless asked)" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  recent(@Query() { limit, season }: MatchListLimitQuery): Promise<MatchResponse[]> {
    return this.matches.recent(limit, season);
  }

  @Get('fixtures')
  @ReadModel({ topics: ['matches', 'seasons'] })
  @ApiOperation({ summary: "A page of a season's matches without a result yet (to come, live, postponed, cancelled), soonest first, of a round and/or a club" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  fixtures(@Query() query: MatchPageParams): Promise<MatchPage> {
    return this.matches.page('fixtures', query);
  }

  @Get('results')
  @ReadModel({ topics: ['matches', 'seasons'] })
  @ApiOperation({ summary: "A page of a season's finished matches, latest first, of a round and/or a club" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  results(@Query() query: MatchPageParams): Promise<MatchPage> {
    return this.matches.page('results', query);
  }

  @Get(':id')
  // Before kick-off the expected line-ups come from the squads (injuries, ratings).
  @ReadModel({ topics: ['matches', 'players'] })
  @ApiOperation({ summary: 'One match with its event timeline' })
  @ApiErrorCodes('MATCH_NOT_FOUND')
  detail(@Param() { id }: IdParam): Promise<MatchDetailResponse> {
    return this.matches.detail(id);
  }

  @Get(':id/meetings')
  @ReadModel({ topics: ['matches'] })
  @ApiOperation({ summary: "The two clubs' other meetings this season, and their last five results the database knows" })
  @ApiErrorCodes('MATCH_NOT_FOUND')
  meetings(@Param() { id }: IdParam): Promise<MatchMeetingsResponse> {
    return this.matches.meetings(id);
  }
}
