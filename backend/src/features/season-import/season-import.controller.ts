import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { SEASON_FILE_MAX_BYTES, type SeasonImportReport } from '@isl/contracts';
import { CurrentUser, Roles, type User } from '../../identity';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { BodyLimit } from '../../platform/http/body-limit';
import { SeasonImportQuery, SeasonLabelParam } from './season-import.dto';
import { SeasonImportService } from './season-import.service';

/** The data desk's import of a season's fixtures and results: a dry run shows the diff, then the same file is applied. */
@Controller('admin/seasons')
@Roles('admin')
export class SeasonImportController {
  constructor(private readonly imports: SeasonImportService) {}

  @Post(':label/import')
  @HttpCode(200)
  @BodyLimit(SEASON_FILE_MAX_BYTES)
  @ApiOperation({ summary: "Admins import a season's fixtures and results from a football.json file (the body); answers what changed, or would" })
  @ApiBody({ description: "openfootball's football.json: { name, matches: [{ round, date, time?, team1, team2, score?, status?, ground? }] }" })
  @ApiErrorCodes('IMPORT_INVALID', 'VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE')
  import(@Param() { label }: SeasonLabelParam, @Query() query: SeasonImportQuery, @Body() file: unknown, @CurrentUser() user: User): Promise<SeasonImportReport> {
    return this.imports.import(file, { season: label, dryRun: query.dryRun === 'true', timeZone: query.timeZone, actorId: user.id });
  }
}
