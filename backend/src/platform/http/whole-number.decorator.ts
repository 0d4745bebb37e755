import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidationArguments } from 'class-validator';

/** The largest value a PostgreSQL integer column (and so an id) can hold. */
export const PG_INT_MAX = 2_147_483_647;

/** Decimal digits as a person writes a count or an id: no sign, exponent, hex prefix, leading zero or spaces. */
const CANONICAL_WHOLE_NUMBER = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number from a route or query string, within [min, max]: one check with one message, so a bad value
 * is reported once ("limit must be a whole number"), not as every rule it happens to break.
 */
export function WholeNumber(min: number, max = PG_INT_MAX): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max }),
    // Only a canonical spelling becomes a number: "0x10", "1e3", "+1", "01" stay text and fail the check.
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && CANONICAL_WHOLE_NUMBER.test(value) ? Number(value) : value)),
    ValidateBy({
      name: 'wholeNumber',
      validator: {
        validate: (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: ({ property, value }: ValidationArguments) => {
          if (!Number.isInteger(value)) return `${property} must be a whole number`;
          return max === PG_INT_MAX ? `${property} must be ${min} or more` : `${property} must be from ${min} to ${max}`;
        },
      },
    }),
  );
}

const isId = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= PG_INT_MAX;

/**
 * A list of ids in a JSON body, at most `maxItems`, each a whole number from 1 to PG_INT_MAX: ids live in
 * PostgreSQL integer columns, where 2147483648 or 1e20 would fail the query rather than find nothing. One check
 * with one message, like WholeNumber.
 */
export function IdList(noun: string, maxItems: number): PropertyDecorator {
  return ValidateBy({
    name: 'idList',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.length <= maxItems && value.every(isId),
      defaultMessage: ({ property, value }: ValidationArguments) =>
        Array.isArray(value) && value.length > maxItems
          ? `${property} must have at most ${maxItems} ${noun} ids`
          : `${property} must be a list of ${noun} ids: whole numbers from 1 to ${PG_INT_MAX}`,
    },
  });
}
