import { HttpException } from '@nestjs/common';
import { API_ERRORS, type ApiErrorCode, type ImportProblem } from '@isl/contracts';

/**
 * An HTTP error with a stable machine code from the catalogue in @isl/contracts; the status comes with the
 * code, so a code can never travel with two statuses, and a code the web app cannot translate does not compile.
 */
export class ApiError extends HttpException {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** An imported file's bad entries, each named (IMPORT_INVALID). */
    readonly problems?: ImportProblem[],
  ) {
    super({ statusCode: API_ERRORS[code], code, message, ...(problems ? { problems } : {}) }, API_ERRORS[code]);
  }
}
