import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength, ValidateBy, type ValidationArguments } from 'class-validator';
import { neutraliseUserText, userTextProblem, type TextLayout } from '@isl/contracts';
import { answeredWith } from './validation';

export interface TextFieldOptions {
  min?: number;
  max: number;
  /** May be left out, or sent as null or blank text (all three mean none). */
  optional?: boolean;
  /** 'paragraphs' keeps line breaks and tabs (a comment, an article); the default, 'line', takes none (a name, a title). */
  layout?: TextLayout;
  /** The message when the trimmed text is shorter than `min` (default: "<field> must not be blank", or "must be at least <min> characters"). */
  tooShort?: string;
  description?: string;
}


/**
 * Text others will read, as it is kept (neutraliseUserText: bidi controls and invisible characters removed,
 * trimmed, "" when nothing visible is left); anything but text is left for the validators to refuse.
 */
export const keptText = (value: unknown, layout: TextLayout = 'line'): unknown => (typeof value === 'string' ? neutraliseUserText(value, layout) : value);

/**
 * Refuses what users' text never holds (userTextProblem: control characters, line breaks in a line, lone
 * surrogates), naming the field and the character, with INVALID_CHARACTERS when nothing else is wrong. Anything
 * but text passes, for IsString to refuse.
 */
export function UserTextCharacters(field: string, layout: TextLayout = 'line'): PropertyDecorator {
  const what = layout === 'line' ? 'line breaks or control characters' : 'control characters';
  return ValidateBy(
    {
      name: 'userTextCharacters',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !userTextProblem(value, layout),
        defaultMessage: (args?: ValidationArguments) => {
          const problem = userTextProblem(args?.value as string, layout);
          if (problem?.kind === 'loneSurrogate') return `${field} must not contain a lone surrogate (${problem.codePoint})`;
          return `${field} must not contain ${what} (${problem?.codePoint})`;
        },
      },
    },
    answeredWith('INVALID_CHARACTERS'),
  );
}

/**
 * A plain-text field others read, kept as the user-text rule of @isl/contracts has it and then checked against
 * its bounds; each rule's message names the field and its bounds.
 */
export function TextField(field: string, { min = 0, max, optional = false, layout = 'line', tooShort, description }: TextFieldOptions): PropertyDecorator {
  const presence = optional ? [IsOptional()] : [IsDefined({ message: `${field} is required` })];
  const defaultTooShort = min === 1 ? `${field} must not be blank` : `${field} must be at least ${min} characters`;
  const minimum = min > 0 ? [MinLength(min, { message: tooShort ?? defaultTooShort })] : [];
  const kept = ({ value }: TransformFnParams) => (optional && typeof value === 'string' ? keptText(value, layout) || null : keptText(value, layout));
  return applyDecorators(
    optional ? ApiPropertyOptional({ type: String, nullable: true, maxLength: max, description }) : ApiProperty({ minLength: min, maxLength: max, description }),
    Transform(kept),
    ...presence,
    IsString({ message: `${field} must be text` }),
    UserTextCharacters(field, layout),
    ...minimum,
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );
}
