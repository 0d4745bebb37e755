import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { isSeasonLabel } from '@isl/contracts';

/**
 * A season's label as the league writes it ("2025-26", the second year following the first): the one check of a
 * label in a route or query, as the command line and the console make it.
 */
export const IsSeasonLabel = (): PropertyDecorator =>
  ValidateBy({
    name: 'isSeasonLabel',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isSeasonLabel(value),
      defaultMessage: ({ property }: ValidationArguments) => `${property} must be a season label such as 2025-26`,
    },
  });

/** The `season` query parameter of every read that belongs to a season: a label such as 2025-26. */
export class SeasonQuery {
  @ApiPropertyOptional({ description: 'The season, such as 2025-26; the current season when absent', example: '2024-25' })
  @IsOptional()
  @IsSeasonLabel()
  season?: string;
}
