import { AUTH_ERROR_CODES } from '@isl/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Codes the sign-in page can meet, each with a line under auth.errors: the accounts API's answers to what the
 * form sent (UNAUTHORIZED is a lost session, handled globally), UNAVAILABLE (503, sign-in briefly down) and
 * OIDC_SIGN_IN_FAILED (the server sends /login?error= when an identity provider sign-in fails).
 */
const SIGN_IN_ERROR_CODES: ReadonlySet<string> = new Set([
  ...AUTH_ERROR_CODES.filter((code) => code !== 'UNAUTHORIZED'),
  'UNAVAILABLE',
  'OIDC_SIGN_IN_FAILED',
]);

export function isSignInErrorCode(code: string | null | undefined): code is string {
  return Boolean(code && SIGN_IN_ERROR_CODES.has(code));
}

/** The i18n key for a failed sign-in or registration: the server's code when we know it, else a generic line. */
export function authErrorKey(error: unknown): string {
  if (error instanceof ApiError && isSignInErrorCode(error.code)) return `auth.errors.${error.code}`;
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.generic';
}
