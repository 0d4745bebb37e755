import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { DEFAULT_IMPORT_TIME_ZONE } from '@isl/contracts';
import { IsSeasonLabel } from '../seasons';

/** The season an import loads: its label, made when it does not exist yet. */
export class SeasonLabelParam {
  @IsSeasonLabel()
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
