import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => m.replace(e.property, path));
    return [...own, ...messages(e.children ?? [], path)];
  });
}

/** Unknown fields are refused, strings are converted to the declared types, and the message names the field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) =>
      new ApiError('VALIDATION_FAILED', messages(errors).join('; ')),
  });
}
