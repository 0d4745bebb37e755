import { ApiError } from '../../../lib/api-client';
import { authErrorKey } from './auth-error-key';
import { safeReturnTo } from './return-to';
import { validateCredentials } from './validate-credentials';

describe('safeReturnTo', () => {
  it('honours same-origin paths only', () => {
    expect(safeReturnTo('/teams?team=3')).toBe('/teams?team=3');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example/')).toBe('/');
    expect(safeReturnTo('/\\evil.example/')).toBe('/');
    expect(safeReturnTo('/\tteams')).toBe('/');
  });
});

describe('validateCredentials', () => {
  it('asks for an e-mail and a password, and checks the password length on registration', () => {
    expect(validateCredentials('', '', false)).toEqual({
      email: { key: 'auth.validation.emailRequired' },
      password: { key: 'auth.validation.passwordRequired' },
    });
    expect(validateCredentials('not-an-email', 'short', false)).toEqual({ email: { key: 'auth.validation.emailInvalid' } });
    expect(validateCredentials('fan@example.iq', 'short', true)).toEqual({
      password: { key: 'auth.validation.passwordTooShort', values: { min: 8 } },
    });
    expect(validateCredentials('fan@example.iq', 'x'.repeat(129), true).password?.key).toBe('auth.validation.passwordTooLong');
    expect(validateCredentials('fan@example.iq', 'long-enough', true)).toEqual({});
  });
});

describe('authErrorKey', () => {
  it('translates the server codes the forms can meet', () => {
    const apiError = (status: number, code: string) => new ApiError(status, JSON.stringify({ statusCode: status, code, message: 'x' }), '');
    expect(authErrorKey(apiError(409, 'EMAIL_TAKEN'))).toBe('auth.errors.EMAIL_TAKEN');
    expect(authErrorKey(apiError(401, 'INVALID_CREDENTIALS'))).toBe('auth.errors.INVALID_CREDENTIALS');
    expect(authErrorKey(apiError(429, 'RATE_LIMITED'))).toBe('auth.errors.RATE_LIMITED');
    expect(authErrorKey(apiError(400, 'VALIDATION_FAILED'))).toBe('auth.errors.VALIDATION_FAILED');
    expect(authErrorKey(apiError(503, 'UNAVAILABLE'))).toBe('auth.errors.UNAVAILABLE');
    expect(authErrorKey(apiError(401, 'UNAUTHORIZED'))).toBe('errors.generic');
    expect(authErrorKey(apiError(500, 'SOMETHING_ELSE'))).toBe('errors.generic');
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });
});
