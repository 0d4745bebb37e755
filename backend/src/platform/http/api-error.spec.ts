import { API_ERRORS } from '@isl/contracts';
import { toErrorBody } from './api-exception.filter';
import { ApiError } from './api-error';

describe('ApiError', () => {
  it('takes its status from the catalogue, so a code always travels with the same status', () => {
    const error = new ApiError('PREDICTION_CLOSED', 'Predictions for this match are closed');
    expect(error.getStatus()).toBe(API_ERRORS.PREDICTION_CLOSED);
    expect(toErrorBody(error)).toEqual({ statusCode: 409, code: 'PREDICTION_CLOSED', message: 'Predictions for this match are closed' });
  });

  it('carries an import\'s problems in its body', () => {
    const problems = [{ index: 3, field: 'club', message: 'no club has the name or alias "Nowhere"' }];
    expect(toErrorBody(new ApiError('IMPORT_INVALID', 'The file has 1 bad entry', problems))).toEqual({
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: 'The file has 1 bad entry',
      problems,
    });
  });

  it('accepts only codes of the catalogue (a type check: `npm test` runs the type checker over specs)', () => {
    type Accepted<Code extends string> = Code extends ConstructorParameters<typeof ApiError>[0] ? true : false;
    // Were ApiError to take any string, the first line would stop compiling.
    const unknownCode: Accepted<'NOT_A_CODE'> = false;
    const knownCode: Accepted<'MATCH_NOT_FOUND'> = true;
    expect([unknownCode, knownCode]).toEqual([false, true]);
  });
});
