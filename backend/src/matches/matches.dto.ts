import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ROUNDS_PER_SEASON } from '@isl/contracts';
import { WholeNumber } from '../common/whole-number.decorator';

export const MATCH_LIST_DEFAULT_LIMIT = 20;
export const MATCH_LIST_MAX_LIMIT = 100;

export class MatchListLimitQuery {
  @ApiPropertyOptional({ default: MATCH_LIST_DEFAULT_LIMIT })
  @IsOptional()
  @WholeNumber(1, MATCH_LIST_MAX_LIMIT)
  limit: number = MATCH_LIST_DEFAULT_LIMIT;
}

export class MatchFilterQuery {
  @ApiPropertyOptional({ description: 'Only this round' })
  @IsOptional()
  @WholeNumber(1, ROUNDS_PER_SEASON)
  round?: number;

  @ApiPropertyOptional({ description: 'Only the matches of this club' })
  @IsOptional()
  @WholeNumber(1)
  teamId?: number;
}
