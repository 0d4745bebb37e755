import { SetMetadata } from '@nestjs/common';
import type { ApiErrorCode } from '@isl/contracts';

export const API_ERROR_CODES = 'isl:api-error-codes';

/**
 * The error codes a route (or each route of a controller) answers with because of what it does, for the
 * OpenAPI document: e.g. `@ApiErrorCodes('MATCH_NOT_FOUND', 'ILLEGAL_TRANSITION')`. The codes every route of a
 * kind may answer with (signed out, wrong role, invalid input, the checks on state-changing requests, 500) are
 * added by openapi.ts from the route itself, so they are not listed here.
 */
export const ApiErrorCodes = (...codes: [ApiErrorCode, ...ApiErrorCode[]]) => SetMetadata(API_ERROR_CODES, codes);
