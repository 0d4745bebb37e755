import { Body, Controller, Get, Param, Patch, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { DeskClub } from '@isl/contracts';
import { CurrentUser, Roles, type User } from '../../../identity';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../../platform/http/id-param.dto';
import { ClubCrestDto, DeskClubChangeDto } from './desk-clubs.dto';
import { DeskClubsService } from './desk-clubs.service';

@Controller('admin/clubs')
@Roles('admin')
export class DeskClubsController {
  constructor(private readonly clubs: DeskClubsService) {}

  @Get()
  @ApiOperation({ summary: 'The data desk: every club with its names in three scripts, colours and aliases' })
  list(): Promise<DeskClub[]> {
    return this.clubs.list();
  }

  @Patch(':id')
  @ApiOperation({ summary: "The data desk: change a club's names, short names, city, stadium, founding year, colours or aliases (recorded)" })
  @ApiErrorCodes('TEAM_NOT_FOUND', 'ALIAS_TAKEN')
  update(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: DeskClubChangeDto): Promise<DeskClub> {
    return this.clubs.update(user.id, id, body);
  }

  @Put(':id/crest')
  @ApiOperation({ summary: "The data desk: make a processed image upload of yours (POST /api/objects/upload-public) the club's crest" })
  @ApiErrorCodes('TEAM_NOT_FOUND', 'UPLOAD_NOT_FOUND', 'UPLOAD_NOT_PROCESSED', 'UPLOAD_TYPE_NOT_ALLOWED', 'CONFLICT')
  setCrest(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: ClubCrestDto): Promise<DeskClub> {
    return this.clubs.setCrest(user.id, id, body.logoUrl);
  }
}
