import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { SquadHistoryEntry, SquadLeaderboardResponse, WeeklySquadResponse } from '@isl/contracts';
import { CurrentUser, SignedIn } from '../../identity';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { IdempotencyKey } from '../../platform/http/idempotency-key.decorator';
import type { User } from '../../identity';
import { SeasonQuery } from '../seasons';
import { RoundQuery, SquadLeaderboardQuery, SubmitSquadDto } from './weekly-squads.dto';
import { WeeklySquadsService } from './weekly-squads.service';

@Controller('weekly-squad')
export class WeeklySquadsController {
  constructor(private readonly squads: WeeklySquadsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "Your squad for a round (by default the round being picked now), with its captains, its players' points line by line, its deadline and whether it is locked" })
  @ApiErrorCodes('SQUAD_ROUND_UNKNOWN')
  squad(@CurrentUser() user: User, @Query() { week }: RoundQuery): Promise<WeeklySquadResponse> {
    return this.squads.squadOf(user.id, week);
  }

  @Post()
  @SignedIn()
  @ApiOperation({
    summary: 'Pick or replace your squad for a round until its first kick-off: 11 players in a 4-3-3, at most 3 from a club, none injured, with a captain and a different vice-captain among them',
  })
  @ApiErrorCodes(
    'SQUAD_SIZE',
    'SQUAD_DUPLICATE_PLAYER',
    'SQUAD_UNKNOWN_PLAYER',
    'SQUAD_FORMATION',
    'SQUAD_POSITIONS',
    'SQUAD_CLUB_LIMIT',
    'SQUAD_PLAYER_INJURED',
    'SQUAD_CAPTAIN',
    'SQUAD_ROUND_UNKNOWN',
    'SQUAD_LOCKED',
  )
  submit(@CurrentUser() user: User, @Body() body: SubmitSquadDto, @IdempotencyKey() key: string | undefined): Promise<WeeklySquadResponse> {
    return this.squads.submit(user.id, body, key);
  }

  @Get('history')
  @SignedIn()
  @ApiOperation({ summary: "Your squads of a season's rounds already locked (the current season's unless asked), newest first, with points and rank" })
  @ApiErrorCodes('SEASON_NOT_FOUND')
  history(@CurrentUser() user: User, @Query() { season }: SeasonQuery): Promise<SquadHistoryEntry[]> {
    return this.squads.history(user.id, season);
  }

  @Get('leaderboard')
  @SignedIn()
  @ApiOperation({ summary: "A round's top 10 squads by points (by default the last round that kicked off) of a season (the current one unless asked), fans in private mode left off, and your own rank" })
  @ApiErrorCodes('SQUAD_ROUND_UNKNOWN', 'SEASON_NOT_FOUND')
  leaderboard(@CurrentUser() user: User, @Query() { week, season }: SquadLeaderboardQuery): Promise<SquadLeaderboardResponse> {
    return this.squads.leaderboard(user.id, week, season);
  }
}
