import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { MatchResponse } from '@isl/contracts';
import { Roles } from '../../identity';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../platform/http/id-param.dto';
import { MatchCommandBody, toMatchCommand } from '../matches';
import { MatchesService } from '../matches';

/** The operator console's one write: a command to a match, answered with the match as fans now see it. */
@Controller('admin/matches')
@Roles('admin')
export class AdminMatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Post(':id/commands')
  @HttpCode(200)
  @ApiOperation({ summary: 'Operators (role admin) change a match; answers the match as fans now see it' })
  @ApiErrorCodes(
    'MATCH_NOT_FOUND',
    'ILLEGAL_TRANSITION',
    'KICKOFF_TOO_EARLY',
    'SCORE_UNCHANGED',
    'MINUTE_OUT_OF_RANGE',
    'TEAM_NOT_IN_MATCH',
    'PLAYER_NOT_IN_TEAM',
    'SAME_PLAYER_ASSIST',
    'SAME_PLAYER_SUBSTITUTION',
    'PLAYER_NOT_ON_PITCH',
    'PLAYER_ALREADY_PLAYED',
    'EVENT_NOT_UNDOABLE',
  )
  async command(@Param() { id }: IdParam, @Body() body: MatchCommandBody): Promise<MatchResponse> {
    return (await this.matches.apply(id, toMatchCommand(body))).match;
  }
}
