import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { TopPlayersOrder } from '@isl/contracts';
import { WholeNumber } from '../../platform/http/whole-number.decorator';

export const TOP_PLAYERS_DEFAULT_LIMIT = 100;
export const TOP_PLAYERS_MAX_LIMIT = 600;

export class TopPlayersQuery {
  @ApiPropertyOptional({ enum: ['rating', 'goals', 'assists'], default: 'rating' })
  @IsOptional()
  @IsIn(['rating', 'goals', 'assists'], { message: 'by must be one of rating, goals, assists' })
  by: TopPlayersOrder = 'rating';

  @ApiPropertyOptional({ default: TOP_PLAYERS_DEFAULT_LIMIT })
  @IsOptional()
  @WholeNumber(1, TOP_PLAYERS_MAX_LIMIT)
  limit: number = TOP_PLAYERS_DEFAULT_LIMIT;
}
