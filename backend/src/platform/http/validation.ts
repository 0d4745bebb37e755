import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';
import { USER_TEXT_CHARACTERS } from './text-field.decorator';

/** The rules on what a value is at all: a value that breaks one is not judged by the rules for such values too. */
const TYPE_RULES = new Set(['isDefined', 'isString', 'isNumber', 'isInt', 'isBoolean', 'isArray', 'isObject']);

/**
 * Every broken rule as [constraint, message], a nested field's message naming its whole path ("addGoals.0.minute
 * ..."). A value of the wrong type is reported as such only ({"password": null}: "password must be text", not
 * also "must be at most 128 characters").
 */
function failures(errors: ValidationError[], parent = ''): [string, string][] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const broken = Object.entries(e.constraints ?? {});
    const typeBroken = broken.filter(([constraint]) => TYPE_RULES.has(constraint));
    const own = (typeBroken.length ? typeBroken : broken).map(([constraint, m]): [string, string] => [
      constraint,
      m.includes(path) ? m : m.replace(e.property, path),
    ]);
    return [...own, ...failures(e.children ?? [], path)];
  });
}

/**
 * Unknown fields are refused, strings are converted to the declared types, and the message names the field,
 * each distinct message once. Only characters users' text may not hold: INVALID_CHARACTERS, which the web app
 * explains as such; anything else wrong: VALIDATION_FAILED.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) => {
      const broken = failures(errors);
      const code = broken.length > 0 && broken.every(([constraint]) => constraint === USER_TEXT_CHARACTERS) ? 'INVALID_CHARACTERS' : 'VALIDATION_FAILED';
      return new ApiError(code, [...new Set(broken.map(([, message]) => message))].join('; '));
    },
  });
}
