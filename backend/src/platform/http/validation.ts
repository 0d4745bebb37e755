import { ValidationError, ValidationPipe } from '@nestjs/common';
import type { ValidationOptions } from 'class-validator';
import type { ApiErrorCode } from '@isl/contracts';
import { ApiError } from './api-error';

/** The rules on what a value is at all: a value that breaks one is not judged by the rules for such values too. */
const TYPE_RULES = new Set(['isDefined', 'isString', 'isNumber', 'isInt', 'isBoolean', 'isArray', 'isObject']);

/**
 * A rule's options giving it an error code of its own: a body that breaks only rules of that code is answered
 * with it rather than VALIDATION_FAILED, so the web app can explain it as such.
 */
export const answeredWith = (errorCode: ApiErrorCode): ValidationOptions => ({ context: { errorCode } });

interface Failure {
  /** The rule's own code (answeredWith), if it has one. */
  code: ApiErrorCode | undefined;
  message: string;
}

/**
 * Every broken rule, a nested field's message naming its whole path ("addGoals.0.minute ..."). A value of the
 * wrong type is reported as such only ({"password": null}: "password must be text", not also "must be at most
 * 128 characters").
 */
function failures(errors: ValidationError[], parent = ''): Failure[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const broken = Object.entries(e.constraints ?? {});
    const typeBroken = broken.filter(([constraint]) => TYPE_RULES.has(constraint));
    const own = (typeBroken.length ? typeBroken : broken).map(([constraint, m]): Failure => ({
      code: (e.contexts?.[constraint] as { errorCode?: ApiErrorCode } | undefined)?.errorCode,
      message: m.includes(path) ? m : m.replace(e.property, path),
    }));
    return [...own, ...failures(e.children ?? [], path)];
  });
}

/**
 * Unknown fields are refused, strings are converted to the declared types, and the message names the field,
 * each distinct message once. Rules with a code of their own (answeredWith: characters users' text may not
 * hold, an exact score against the outcome) are answered with it when they are all that is wrong; anything
 * else: VALIDATION_FAILED.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) => {
      const broken = failures(errors);
      const codes = new Set(broken.map((failure) => failure.code));
      const [only] = codes;
      return new ApiError(codes.size === 1 && only ? only : 'VALIDATION_FAILED', [...new Set(broken.map((failure) => failure.message))].join('; '));
    },
  });
}
