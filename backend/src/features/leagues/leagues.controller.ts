import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { LeagueMemberHistory, LeaguePicksResponse, LeaguePreview, LeagueResponse, LeagueSummary } from '@isl/contracts';
import { CurrentUser, SignedIn } from '../../identity';
import type { User } from '../../identity';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../platform/http/id-param.dto';
import { CreateLeagueDto, JoinLeagueDto, LeagueCodeParam, LeagueMemberParams, LeaguePageQuery, LeaguePicksQuery, UpdateLeagueDto } from './leagues.dto';
import { LeaguesService } from './leagues.service';

@Controller('leagues')
export class LeaguesController {
  constructor(private readonly leagues: LeaguesService) {}

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Create a league of the current season for one game, with an invite code; you are its first member' })
  @ApiErrorCodes('LEAGUE_LIMIT_REACHED')
  create(@CurrentUser() user: User, @Body() body: CreateLeagueDto): Promise<LeagueResponse> {
    return this.leagues.create(user.id, body);
  }

  @Post('join')
  @SignedIn()
  @ApiOperation({ summary: "Join a fans' league by its invite code" })
  @ApiErrorCodes('LEAGUE_NOT_FOUND', 'LEAGUE_MEMBER_REMOVED', 'LEAGUE_ALREADY_MEMBER', 'LEAGUE_CLOSED', 'LEAGUE_FULL', 'LEAGUE_LIMIT_REACHED')
  join(@CurrentUser() user: User, @Body() { code }: JoinLeagueDto): Promise<LeagueResponse> {
    return this.leagues.join(user.id, code);
  }

  @Get('join/:code')
  @SignedIn()
  @ApiOperation({ summary: 'What the join screen shows of the league with this invite code' })
  @ApiErrorCodes('LEAGUE_NOT_FOUND')
  preview(@Param() { code }: LeagueCodeParam): Promise<LeaguePreview> {
    return this.leagues.preview(code);
  }

  @Get('mine')
  @SignedIn()
  @ApiOperation({ summary: "Your leagues, newest season first: the fans' leagues you are in, then the leagues of the clubs you follow" })
  mine(@CurrentUser() user: User): Promise<LeagueSummary[]> {
    return this.leagues.mine(user.id);
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: "A page of a league's table, your own row and the latest round's winners (a fans' league: its members only)" })
  @ApiErrorCodes('LEAGUE_NOT_FOUND')
  league(@CurrentUser() user: User, @Param() { id }: IdParam, @Query() { page = 1 }: LeaguePageQuery): Promise<LeagueResponse> {
    return this.leagues.league(user.id, id, page);
  }

  @Get(':id/picks')
  @SignedIn()
  @ApiOperation({ summary: "The members' picks for a match, in table order, once it has kicked off (none before); members only" })
  @ApiErrorCodes('LEAGUE_NOT_FOUND', 'FORBIDDEN', 'MATCH_NOT_FOUND')
  picks(@CurrentUser() user: User, @Param() { id }: IdParam, @Query() { matchId, page = 1 }: LeaguePicksQuery): Promise<LeaguePicksResponse> {
    return this.leagues.picks(user.id, id, matchId, page);
  }

  @Get(':id/members/:userId')
  @SignedIn()
  @ApiOperation({ summary: "A member's points round by round since the league's first round, and the rounds they won; members only" })
  @ApiErrorCodes('LEAGUE_NOT_FOUND', 'FORBIDDEN', 'LEAGUE_MEMBER_NOT_FOUND')
  memberHistory(@CurrentUser() user: User, @Param() { id, userId }: LeagueMemberParams): Promise<LeagueMemberHistory> {
    return this.leagues.memberHistory(user.id, id, userId);
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Rename the league or open and close joining (its creator only)' })
  @ApiErrorCodes('LEAGUE_NOT_FOUND', 'LEAGUE_NOT_OWNER')
  update(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: UpdateLeagueDto): Promise<LeagueResponse> {
    return this.leagues.update(user.id, id, body);
  }

  @Post(':id/code')
  @SignedIn()
  @ApiOperation({ summary: 'Give the league a new invite code; the old one finds nothing from now on (its creator only)' })
  @ApiErrorCodes('LEAGUE_NOT_FOUND', 'LEAGUE_NOT_OWNER')
  regenerateCode(@CurrentUser() user: User, @Param() { id }: IdParam): Promise<LeagueResponse> {
    return this.leagues.regenerateCode(user.id, id);
  }

  @Delete(':id/members/:userId')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member, who cannot join the league again (its creator only, and not themselves)' })
  @ApiErrorCodes('LEAGUE_NOT_FOUND', 'LEAGUE_NOT_OWNER', 'LEAGUE_MEMBER_NOT_FOUND', 'LEAGUE_OWNER_CANNOT_LEAVE')
  removeMember(@CurrentUser() user: User, @Param() { id, userId }: LeagueMemberParams): Promise<void> {
    return this.leagues.removeMember(user.id, id, userId);
  }

  @Delete(':id/membership')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: "Leave a fans' league; its creator only when alone; the last member to leave deletes it" })
  @ApiErrorCodes('LEAGUE_NOT_FOUND', 'LEAGUE_IS_CLUBS', 'LEAGUE_OWNER_CANNOT_LEAVE')
  leave(@CurrentUser() user: User, @Param() { id }: IdParam): Promise<void> {
    return this.leagues.leave(user.id, id);
  }
}
