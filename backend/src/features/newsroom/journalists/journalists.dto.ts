import {
  APPLICATION_LIMITS,
  EXPERIENCE_OPTIONS,
  REVIEW_REASON_MAX_LENGTH,
  SPECIALIZATION_OPTIONS,
  type ExperienceOption,
  type JournalistApplicationRequest,
  type ReviewRejectRequest,
  type SpecializationOption,
} from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { Equals, IsDefined, IsEmail, IsIn, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { TextField } from '../../../platform/http/text-field.decorator';

const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);
const trimmedOrNull = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() || null : value);
const { name, workplace, bio, email, portfolio } = APPLICATION_LIMITS;

export class JournalistApplicationDto implements JournalistApplicationRequest {
  @ApiPropertyOptional({ enum: ['journalist'], description: "The spec's form sends it; anything else is refused" })
  @IsOptional()
  @Equals('journalist', { message: "userType must be 'journalist'" })
  userType?: 'journalist';

  @TextField('firstName', { min: name.min, max: name.max })
  firstName: string;

  @TextField('lastName', { min: name.min, max: name.max })
  lastName: string;

  @ApiProperty({ format: 'email', maxLength: email.max, description: 'Where the editors reach the applicant; never shown to other users' })
  @Transform(trimmed)
  @IsDefined({ message: 'email is required' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(email.max, { message: `email must be at most ${email.max} characters` })
  email: string;

  @TextField('workplace', { min: workplace.min, max: workplace.max })
  workplace: string;

  @TextField('bio', { min: bio.min, max: bio.max, layout: 'paragraphs' })
  bio: string;

  @ApiProperty({ enum: EXPERIENCE_OPTIONS })
  @IsDefined({ message: 'experience is required' })
  @IsIn(EXPERIENCE_OPTIONS, { message: `experience must be one of ${EXPERIENCE_OPTIONS.join(', ')}` })
  experience: ExperienceOption;

  @ApiProperty({ enum: SPECIALIZATION_OPTIONS })
  @IsDefined({ message: 'specialization is required' })
  @IsIn(SPECIALIZATION_OPTIONS, { message: `specialization must be one of ${SPECIALIZATION_OPTIONS.join(', ')}` })
  specialization: SpecializationOption;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: portfolio.max, description: 'An http(s) address; blank or null: none' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @MaxLength(portfolio.max, { message: `portfolio must be at most ${portfolio.max} characters` })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: true }, { message: 'portfolio must be an http:// or https:// address' })
  portfolio?: string | null;
}

export class ReviewRejectDto implements ReviewRejectRequest {
  @TextField('reason', { max: REVIEW_REASON_MAX_LENGTH, optional: true, layout: 'paragraphs', description: 'Shown to the author; blank or null: none' })
  reason?: string | null;
}
