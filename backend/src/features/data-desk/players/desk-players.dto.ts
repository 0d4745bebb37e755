import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateBy } from 'class-validator';
import { PLAYER_POSITIONS, type DeskPlayerChange, type PlayerPosition, type PlayerTransferRequest } from '@isl/contracts';
import { Omittable } from '../../../platform/http/body-shape.decorators';
import { TextField } from '../../../platform/http/text-field.decorator';
import { WholeNumber } from '../../../platform/http/whole-number.decorator';
import { isDateOfBirth } from './players-file';

export class DeskPlayersQuery {
  @ApiPropertyOptional({ description: "A club's players only" })
  @IsOptional()
  @WholeNumber(1)
  teamId?: number;

  @ApiPropertyOptional({ description: 'Players whose name, in any script, holds this text' })
  @IsOptional()
  @TextField('q', { max: 100, optional: true })
  q?: string | null;
}

/** A shirt number: 1 to 99; null takes it away. */
const ShirtNumber = () => WholeNumber(1, 99);

export class DeskPlayerChangeDto implements DeskPlayerChange {
  @Omittable()
  @TextField('name', { min: 1, max: 120 })
  name?: string;

  @TextField('nameArabic', { max: 120, optional: true })
  nameArabic?: string | null;

  @TextField('nameKurdish', { max: 120, optional: true })
  nameKurdish?: string | null;

  @ApiPropertyOptional({ enum: PLAYER_POSITIONS })
  @Omittable()
  @IsIn(PLAYER_POSITIONS, { message: `position must be one of ${PLAYER_POSITIONS.join(', ')}` })
  position?: PlayerPosition;

  @IsOptional()
  @ShirtNumber()
  jerseyNumber?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1997-03-02' })
  @IsOptional()
  @ValidateBy({ name: 'dateOfBirth', validator: { validate: (value: unknown) => typeof value === 'string' && isDateOfBirth(value), defaultMessage: () => 'dateOfBirth must be a past date as YYYY-MM-DD' } })
  dateOfBirth?: string | null;

  @Omittable()
  @TextField('nationality', { min: 1, max: 60 })
  nationality?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'isInjured must be true or false' })
  isInjured?: boolean;
}

export class PlayerTransferDto implements PlayerTransferRequest {
  @WholeNumber(1)
  teamId: number;

  @IsOptional()
  @ShirtNumber()
  jerseyNumber?: number | null;
}

export class PlayersImportQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false', description: 'true: answer what the file would change, and change nothing' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun: boolean = false;
}
