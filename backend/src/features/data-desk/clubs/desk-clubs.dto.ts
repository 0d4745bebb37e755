import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Length, Matches } from 'class-validator';
import type { ClubCrestRequest, DeskClubChange } from '@isl/contracts';
import { Omittable } from '../../../platform/http/body-shape.decorators';
import { keptText, TextField } from '../../../platform/http/text-field.decorator';
import { WholeNumber } from '../../../platform/http/whole-number.decorator';
import { IsObjectPath } from '../../uploads';

/** The most aliases a club has: the spellings of a few files, not a thesaurus. */
export const MAX_ALIASES = 20;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** A name in a script other than Latin, or a short name: null or blank takes it away. */
const Optional = (field: string, max: number) => TextField(field, { max, optional: true });

export class DeskClubChangeDto implements DeskClubChange {
  @Omittable()
  @TextField('name', { min: 1, max: 100 })
  name?: string;

  @Optional('nameArabic', 100) nameArabic?: string | null;
  @Optional('nameKurdish', 100) nameKurdish?: string | null;
  @Optional('shortName', 40) shortName?: string | null;
  @Optional('shortNameArabic', 40) shortNameArabic?: string | null;
  @Optional('shortNameKurdish', 40) shortNameKurdish?: string | null;
  @Optional('city', 100) city?: string | null;
  @Optional('cityArabic', 100) cityArabic?: string | null;
  @Optional('cityKurdish', 100) cityKurdish?: string | null;
  @Optional('stadium', 150) stadium?: string | null;
  @Optional('stadiumArabic', 150) stadiumArabic?: string | null;
  @Optional('stadiumKurdish', 150) stadiumKurdish?: string | null;

  @IsOptional()
  @WholeNumber(1850, 2100)
  founded?: number | null;

  @ApiPropertyOptional({ example: '#0057B8' })
  @Omittable()
  @Matches(COLOUR, { message: 'primaryColor must be a colour as #RRGGBB' })
  primaryColor?: string;

  @ApiPropertyOptional({ example: '#FFFFFF' })
  @Omittable()
  @Matches(COLOUR, { message: 'secondaryColor must be a colour as #RRGGBB' })
  secondaryColor?: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_ALIASES, description: 'Every other name files use for the club (replaces the list)' })
  @Omittable()
  @IsArray({ message: 'aliases must be a list of names' })
  @ArrayMaxSize(MAX_ALIASES, { message: `aliases must have at most ${MAX_ALIASES} names` })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((alias) => keptText(alias)) : value))
  @IsString({ each: true, message: 'each alias must be text' })
  @Length(1, 100, { each: true, message: 'each alias must be from 1 to 100 characters' })
  aliases?: string[];
}

export class ClubCrestDto implements ClubCrestRequest {
  @IsObjectPath('logoUrl')
  logoUrl: string;
}
