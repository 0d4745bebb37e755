import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type LoginRequest, type RegisterRequest } from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { Allow, IsDefined, IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../users/email';

const emailKey = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? normalizeEmail(value) : value);
/** An empty or blank name is no name. */
const optionalName = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim() || undefined : value;

const PASSWORD_LENGTH_MESSAGE = `password must be from ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

class Credentials {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed and lower-cased', example: 'fan@example.com' })
  @Transform(emailKey)
  @IsDefined({ message: 'email is required' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `email must be at most ${EMAIL_MAX_LENGTH} characters` })
  email: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({ message: 'password is required' })
  @IsString({ message: 'password must be text' })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  password: string;
}

export class LoginDto extends Credentials implements LoginRequest {}

export class RegisterDto extends Credentials implements RegisterRequest {
  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(optionalName)
  @IsOptional()
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(optionalName)
  @IsOptional()
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100, { message: 'lastName must be at most 100 characters' })
  lastName?: string;
}

/** `GET /api/login?returnTo=`: anything unsafe is replaced by "/" (safeReturnTo in @isl/contracts), never refused. */
export class SignInQuery {
  @ApiPropertyOptional({ type: String, description: 'A path on this site to come back to; anything else becomes "/"', example: '/matches/12' })
  @Allow()
  returnTo?: unknown;
}
