import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { DEFAULT_IMPORT_TIME_ZONE, SEASON_LABEL_PATTERN } from '@isl/contracts';

/** The season an import loads: its label, made when it does not exist yet. */
export class SeasonLabelParam {
  @Matches(SEASON_LABEL_PATTERN, { message: 'label must be a season label such as 2025-26' })
  label: string;
}

export class SeasonImportQuery {
  @ApiPropertyOptional({ description: 'true: answer what the import would do, and change nothing', enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';

  @ApiPropertyOptional({ description: "Where the file's dates and times are local; the season's own when absent", example: DEFAULT_IMPORT_TIME_ZONE })
  @IsOptional()
  @IsString({ message: 'timeZone must be a time zone such as Asia/Baghdad' })
  timeZone?: string;
}
