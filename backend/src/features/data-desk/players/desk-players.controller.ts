import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import type { DeskPlayer, PlayersImportReport } from '@isl/contracts';
import { CurrentUser, Roles, type User } from '../../../identity';
import { ApiError } from '../../../platform/http/api-error';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../../platform/http/id-param.dto';
import { DeskPlayerChangeDto, DeskPlayersQuery, PlayersImportQuery, PlayerTransferDto } from './desk-players.dto';
import { DeskPlayersService } from './desk-players.service';

@Controller('admin/players')
@Roles('admin')
export class DeskPlayersController {
  constructor(private readonly players: DeskPlayersService) {}

  @Get()
  @ApiOperation({ summary: 'The data desk: players of a club, or whose name in any script holds q' })
  list(@Query() query: DeskPlayersQuery): Promise<DeskPlayer[]> {
    return this.players.list(query);
  }

  @Patch(':id')
  @ApiOperation({ summary: "The data desk: change a player's names, position, number, date of birth, nationality or injury (recorded)" })
  @ApiErrorCodes('PLAYER_NOT_FOUND', 'SHIRT_NUMBER_TAKEN')
  update(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: DeskPlayerChangeDto): Promise<DeskPlayer> {
    return this.players.update(user.id, id, body);
  }

  @Post(':id/transfer')
  @HttpCode(200)
  @ApiOperation({ summary: 'The data desk: move a player to another club; his past matches stay with the club he played them for' })
  @ApiErrorCodes('PLAYER_NOT_FOUND', 'TEAM_NOT_FOUND', 'ALREADY_AT_CLUB', 'SHIRT_NUMBER_TAKEN')
  transfer(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: PlayerTransferDto): Promise<DeskPlayer> {
    return this.players.transfer(user.id, id, body);
  }

  @Post('import')
  @HttpCode(200)
  @ApiConsumes('text/csv')
  @ApiBody({ description: 'club,name,name_arabic,name_kurdish,position,shirt_number,date_of_birth,nationality (a header row, then a player a row)' })
  @ApiOperation({ summary: 'The data desk: import squads from a CSV file, all or nothing (dryRun=true: only say what it would change)' })
  @ApiErrorCodes('IMPORT_INVALID', 'IMPORT_FILE_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'SHIRT_NUMBER_TAKEN')
  importFile(@CurrentUser() user: User, @Query() { dryRun }: PlayersImportQuery, @Body() body: unknown): Promise<PlayersImportReport> {
    if (typeof body !== 'string') throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the squads file as its text, with Content-Type: text/csv');
    return this.players.importFile(user.id, body, dryRun);
  }
}
