import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MATCH_PAGE_MAX, MATCH_PAGE_SIZE, ROUNDS_PER_SEASON, type MatchPageQuery } from '@isl/contracts';
import { WholeNumber } from '../../platform/http/whole-number.decorator';

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

export class MatchPageParams extends MatchFilterQuery implements MatchPageQuery {
  @ApiPropertyOptional({ default: 1, description: 'From 1' })
  @IsOptional()
  @WholeNumber(1)
  page: number = 1;

  @ApiPropertyOptional({ default: MATCH_PAGE_SIZE })
  @IsOptional()
  @WholeNumber(1, MATCH_PAGE_MAX)
  limit: number = MATCH_PAGE_SIZE;
}
