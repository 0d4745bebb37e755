import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type LoginRequest, type RegisterRequest } from '@isl/contracts';
import { Transform, type TransformFnParams } from 'class-transformer';
import { Allow, IsDefined, IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../users/email';

const emailKey = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? normalizeEmail(value) : value);
/** An empty or blank name is no name. */
const optionalName = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim() || undefined : value;

const PASSWORD_LENGTH_MESSAGE = `password must be from ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

class Credentials {
  @Transform(emailKey)
  @IsDefined({ message: 'email is required' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `email must be at most ${EMAIL_MAX_LENGTH} characters` })
  email: string;

  @IsDefined({ message: 'password is required' })
  @IsString({ message: 'password must be text' })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  password: string;
}

export class LoginDto extends Credentials implements LoginRequest {}

export class RegisterDto extends Credentials implements RegisterRequest {
  @Transform(optionalName)
  @IsOptional()
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  firstName?: string;

  @Transform(optionalName)
  @IsOptional()
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100, { message: 'lastName must be at most 100 characters' })
  lastName?: string;
}

/** `GET /api/login?returnTo=`: anything unsafe is replaced by "/" (see return-to.ts), never refused. */
export class SignInQuery {
  @Allow()
  returnTo?: unknown;
}
