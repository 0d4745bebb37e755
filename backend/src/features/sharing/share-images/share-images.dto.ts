import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { LANGUAGES, type Language } from '@isl/contracts';

/** A share image's language, and the version its address names (see matchShareImagePath). */
export class ShareImageQuery {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en', description: 'The language of its words and names; ar and ku are laid out right to left' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `lang must be one of ${LANGUAGES.join(', ')}` })
  lang: Language = 'en';

  @ApiPropertyOptional({ description: 'The version the address names: the current one may be kept for a year, any other is the current image, not to be kept' })
  @IsOptional()
  @IsString({ message: 'v must be text' })
  v?: string;
}
