import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MATCH_PAGE_MAX, MATCH_PAGE_SIZE, type MatchPageQuery } from '@isl/contracts';
import { WholeNumber } from '../../platform/http/whole-number.decorator';
import { SeasonQuery } from '../seasons';

export const MATCH_LIST_DEFAULT_LIMIT = 20;
export const MATCH_LIST_MAX_LIMIT = 100;

/** A list of a season's matches (the current season's unless asked). */
export class MatchListLimitQuery extends SeasonQuery {
  @ApiPropertyOptional({ default: MATCH_LIST_DEFAULT_LIMIT })
  @IsOptional()
  @WholeNumber(1, MATCH_LIST_MAX_LIMIT)
  limit: number = MATCH_LIST_DEFAULT_LIMIT;
}

/** A season's matches (the current season's unless asked), of a round and/or a club. */
export class MatchFilterQuery extends SeasonQuery {
  @ApiPropertyOptional({ description: "Only this round: from 1 to the season's rounds" })
  @IsOptional()
  @WholeNumber(1)
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
