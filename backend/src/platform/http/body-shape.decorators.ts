import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateIf, ValidateNested } from 'class-validator';

/**
 * May be left out; sent, it is checked like any value, null included. For a body field whose type has no null:
 * @IsOptional() would let null through, and the code after it would take null for a value ({"password": null}).
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/**
 * A JSON object checked as `type` (or, with `each`, a list of them). ValidateNested alone takes a list in its
 * place (`keys: []` passed as "no keys to check"), so an array, text or null is refused here with `message`.
 */
export function NestedObject(type: () => new () => object, message: string, { each = false } = {}): PropertyDecorator {
  return applyDecorators(IsObject({ each, message }), ValidateNested({ each, message }), Type(type));
}
