import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Language, type PasswordResetConfirmRequest, type PasswordResetRequest } from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { EmailField } from '../auth/auth.dto';

export class PasswordResetRequestDto extends EmailField implements PasswordResetRequest {
  @ApiPropertyOptional({ enum: LANGUAGES, description: "The mail's language (the page's); default: the account's" })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language;
}

/** Longer than any token of ours: anything up to it is checked as a token (RESET_TOKEN_INVALID), not as input. */
const TOKEN_MAX_LENGTH = 200;

export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @ApiProperty({ description: 'The token of the mailed link (its `token` parameter)' })
  @IsDefined({ message: 'token is required' })
  @IsString({ message: 'token must be text' })
  @MaxLength(TOKEN_MAX_LENGTH, { message: `token must be at most ${TOKEN_MAX_LENGTH} characters` })
  token: string;

  // The rules of a password chosen at sign-up or changed in Settings.
  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({ message: 'newPassword is required' })
  @IsString({ message: 'newPassword must be text' })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `newPassword must be from ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  newPassword: string;
}
