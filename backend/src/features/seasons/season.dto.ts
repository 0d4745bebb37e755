import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { SEASON_LABEL_PATTERN } from '@isl/contracts';

/** The `season` query parameter of every read that belongs to a season: a label such as 2025-26. */
export class SeasonQuery {
  @ApiPropertyOptional({ description: 'The season, such as 2025-26; the current season when absent', example: '2024-25' })
  @IsOptional()
  @Matches(SEASON_LABEL_PATTERN, { message: 'season must be a season label such as 2025-26' })
  season?: string;
}
