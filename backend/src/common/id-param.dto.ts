import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** A numeric route id; anything else is a 400 naming the parameter. */
export class IdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be 1 or more' })
  @Max(2_147_483_647, { message: 'id is too large' })
  id: number;
}
