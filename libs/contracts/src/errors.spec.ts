import { API_ERROR_CODES, API_ERRORS, genericErrorCode, isApiErrorCode } from './errors';

describe('the error catalogue', () => {
  it('gives every code a 4xx or 5xx status', () => {
    for (const code of API_ERROR_CODES) {
      expect(API_ERRORS[code]).toBeGreaterThanOrEqual(400);
      expect(API_ERRORS[code]).toBeLessThan(600);
    }
  });

  it.each([400, 401, 403, 404, 405, 409, 413, 415, 429, 503])('names a generic code for %i that travels with that status', (status) => {
    expect(API_ERRORS[genericErrorCode(status)]).toBe(status);
  });

  it('falls back to BAD_REQUEST for other 4xx and INTERNAL_ERROR for 5xx', () => {
    expect(genericErrorCode(418)).toBe('BAD_REQUEST');
    expect(genericErrorCode(502)).toBe('INTERNAL_ERROR');
  });

  it('tells its own codes from anything else', () => {
    expect(isApiErrorCode('MATCH_NOT_FOUND')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode('NOPE')).toBe(false);
    expect(isApiErrorCode(404)).toBe(false);
  });
});
