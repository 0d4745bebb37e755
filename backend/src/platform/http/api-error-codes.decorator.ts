import type { ApiErrorCode } from '@isl/contracts';

export const API_ERROR_CODES = 'isl:api-error-codes';

/**
 * The error codes a route (or each route of a controller) answers with because of what it does, for the
 * OpenAPI document: e.g. `@ApiErrorCodes('MATCH_NOT_FOUND', 'ILLEGAL_TRANSITION')`. The codes every route of a
 * kind may answer with (signed out, wrong role, invalid input, the checks on state-changing requests, 500) are
 * added by openapi.ts from the route itself, so they are not listed here. Each use adds to the codes listed
 * already, so a decorator of a parameter (IdempotencyKey) can name the codes its header brings.
 */
export const ApiErrorCodes =
  (...codes: [ApiErrorCode, ...ApiErrorCode[]]) =>
  (target: object, _method?: string | symbol, descriptor?: PropertyDescriptor): void => {
    const holder = (descriptor?.value as object | undefined) ?? target;
    const listed = (Reflect.getMetadata(API_ERROR_CODES, holder) as ApiErrorCode[] | undefined) ?? [];
    Reflect.defineMetadata(API_ERROR_CODES, [...listed, ...codes], holder);
  };
