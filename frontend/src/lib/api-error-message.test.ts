import { ApiError } from './api-client';
import { apiErrorKeys } from './api-error-message';

const apiError = (status: number, code: string) => new ApiError(status, JSON.stringify({ statusCode: status, code, message: 'x' }), '');

describe('apiErrorKeys', () => {
  it("tries the screen's own text for the code, then the catalogue's", () => {
    expect(apiErrorKeys(apiError(409, 'PREDICTION_CLOSED'), 'predictions.errors')).toEqual([
      'predictions.errors.PREDICTION_CLOSED',
      'errors.api.PREDICTION_CLOSED',
    ]);
    expect(apiErrorKeys(apiError(409, 'EMAIL_TAKEN'))).toEqual(['errors.api.EMAIL_TAKEN']);
  });

  it("falls back to the screen's generic line for an unknown code or a body without one", () => {
    expect(apiErrorKeys(apiError(500, 'SOMETHING_ELSE'), 'predictions.errors', 'predictions.errors.generic')).toEqual([
      'predictions.errors.generic',
    ]);
    expect(apiErrorKeys(new ApiError(502, '', 'Bad Gateway'))).toEqual(['errors.generic']);
  });

  it('calls a request that never reached the server a network error', () => {
    expect(apiErrorKeys(new TypeError('Failed to fetch'), 'console.errors')).toEqual(['errors.network']);
  });
});
