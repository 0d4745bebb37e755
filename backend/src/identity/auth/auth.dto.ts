import {
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AccountLanguageRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type Language,
  type LoginRequest,
  type RegisterRequest,
  type UpdateAccountRequest,
} from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { Allow, IsBoolean, IsDefined, IsEmail, IsIn, IsOptional, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { Omittable } from '../../platform/http/body-shape.decorators';
import { keptText, UserTextCharacters } from '../../platform/http/text-field.decorator';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../users/email';

const emailKey = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? normalizeEmail(value) : value);
/** Names are text other fans read: kept by the user-text rule of @isl/contracts (trimmed, bidi controls removed). */
const name = ({ value }: TransformFnParams): unknown => keptText(value);
/** An empty or blank name is no name. */
const optionalName = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? keptText(value) || undefined : value);
/** Clearing a name: blank text and null both mean none. */
const clearableName = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? keptText(value) || null : value);

export class EmailField {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed and lower-cased', example: 'fan@example.com' })
  @Transform(emailKey)
  @IsDefined({ message: 'email is required' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `email must be at most ${EMAIL_MAX_LENGTH} characters` })
  email: string;
}

export class LoginDto extends EmailField implements LoginRequest {
  // No minimum: length rules belong to registration. A short password is just a wrong one (401, like any
  // other), so the answer says nothing about which passwords could exist. The maximum bounds hashing work.
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({ message: 'password is required' })
  @IsString({ message: 'password must be text' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password: string;
}

export class RegisterDto extends EmailField implements RegisterRequest {
  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({ message: 'password is required' })
  @IsString({ message: 'password must be text' })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password must be from ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  password: string;

  // Required: it is the name other fans see, and nothing of the e-mail address ever stands in for it.
  @ApiProperty({ minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed; the name other fans see', example: 'Zahraa' })
  @Transform(name)
  @IsDefined({ message: 'firstName is required' })
  @IsString({ message: 'firstName must be text' })
  @UserTextCharacters('firstName')
  @Length(1, NAME_MAX_LENGTH, { message: `firstName must be from 1 to ${NAME_MAX_LENGTH} characters (it cannot be blank)` })
  firstName: string;

  @ApiPropertyOptional({ maxLength: NAME_MAX_LENGTH })
  @Transform(optionalName)
  @IsOptional()
  @IsString({ message: 'lastName must be text' })
  @UserTextCharacters('lastName')
  @MaxLength(NAME_MAX_LENGTH, { message: `lastName must be at most ${NAME_MAX_LENGTH} characters` })
  lastName?: string;
}

export class UpdateAccountDto implements UpdateAccountRequest {
  @ApiPropertyOptional({ minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed; cannot be emptied' })
  @Transform(name)
  // Given as null counts as given: the first name can be changed, not removed.
  @ValidateIf((dto: UpdateAccountDto) => dto.firstName !== undefined)
  @IsString({ message: 'firstName must be text' })
  @UserTextCharacters('firstName')
  @Length(1, NAME_MAX_LENGTH, { message: `firstName must be from 1 to ${NAME_MAX_LENGTH} characters (it cannot be emptied)` })
  firstName?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NAME_MAX_LENGTH, description: 'Trimmed; empty or null removes it' })
  @Transform(clearableName)
  @IsOptional()
  @IsString({ message: 'lastName must be text' })
  @UserTextCharacters('lastName')
  @MaxLength(NAME_MAX_LENGTH, { message: `lastName must be at most ${NAME_MAX_LENGTH} characters` })
  lastName?: string | null;

  @ApiPropertyOptional({ description: 'Private mode: true takes you off the public leaderboards (your leagues still show you), false puts you back' })
  @Omittable()
  @IsBoolean({ message: 'hiddenFromLeaderboards must be true or false' })
  hiddenFromLeaderboards?: boolean;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({ message: 'currentPassword is required' })
  @IsString({ message: 'currentPassword must be text' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `currentPassword must be at most ${PASSWORD_MAX_LENGTH} characters` })
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({ message: 'newPassword is required' })
  @IsString({ message: 'newPassword must be text' })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `newPassword must be from ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  newPassword: string;
}

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiPropertyOptional({ format: 'password', maxLength: PASSWORD_MAX_LENGTH, description: 'Required when the account has a password' })
  @Omittable()
  @IsString({ message: 'password must be text' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password?: string;
}

export class AccountLanguageDto implements AccountLanguageRequest {
  @ApiProperty({ enum: LANGUAGES })
  @IsDefined({ message: 'language is required' })
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language: Language;
}

/** `GET /api/login?returnTo=`: anything unsafe is replaced by "/" (safeReturnTo in @isl/contracts), never refused. */
export class SignInQuery {
  @ApiPropertyOptional({ type: String, description: 'A path on this site to come back to; anything else becomes "/"', example: '/matches/12' })
  @Allow()
  returnTo?: unknown;
}
