import { IsOptional } from 'class-validator';
import { ROUNDS_PER_SEASON } from '@isl/contracts';
import { WholeNumber } from '../common/whole-number.decorator';

export const MATCH_LIST_DEFAULT_LIMIT = 20;
export const MATCH_LIST_MAX_LIMIT = 100;

export class MatchListLimitQuery {
  @IsOptional()
  @WholeNumber(1, MATCH_LIST_MAX_LIMIT)
  limit: number = MATCH_LIST_DEFAULT_LIMIT;
}

export class MatchFilterQuery {
  @IsOptional()
  @WholeNumber(1, ROUNDS_PER_SEASON)
  round?: number;

  @IsOptional()
  @WholeNumber(1)
  teamId?: number;
}
