import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export interface TextFieldOptions {
  min?: number;
  max: number;
  /** May be left out, or sent as null or blank text (all three mean none). */
  optional?: boolean;
  /** The message when the trimmed text is shorter than `min` (default: "<field> must not be blank", or "must be at least <min> characters"). */
  tooShort?: string;
  description?: string;
}

const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);
const trimmedOrNull = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() || null : value);

/** A plain-text field, trimmed before its length is checked; each rule's message names the field and its bounds. */
export function TextField(field: string, { min = 0, max, optional = false, tooShort, description }: TextFieldOptions): PropertyDecorator {
  const presence = optional ? [IsOptional()] : [IsDefined({ message: `${field} is required` })];
  const defaultTooShort = min === 1 ? `${field} must not be blank` : `${field} must be at least ${min} characters`;
  const minimum = min > 0 ? [MinLength(min, { message: tooShort ?? defaultTooShort })] : [];
  return applyDecorators(
    optional ? ApiPropertyOptional({ type: String, nullable: true, maxLength: max, description }) : ApiProperty({ minLength: min, maxLength: max, description }),
    Transform(optional ? trimmedOrNull : trimmed),
    ...presence,
    IsString({ message: `${field} must be text` }),
    ...minimum,
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );
}
