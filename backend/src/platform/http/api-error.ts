import { HttpException } from '@nestjs/common';
import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@isl/contracts';

/**
 * An HTTP error with a stable machine code from the catalogue in @isl/contracts; the status comes with the
 * code, so a code can never travel with two statuses, and a code the web app cannot translate does not compile.
 */
export class ApiError extends HttpException {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** What more the body says: an import's `problems`. */
    details: Pick<ApiErrorBody, 'problems'> = {},
  ) {
    super({ statusCode: API_ERRORS[code], code, message, ...details }, API_ERRORS[code]);
  }
}
