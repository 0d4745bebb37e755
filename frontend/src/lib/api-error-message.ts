import { isApiErrorCode } from '@isl/contracts';
import { ApiError } from './api-client';

/**
 * What to tell the fan about a failed call, as i18next keys to try in order (t() takes the list): the screen's
 * own text for the server's code when it has one (`<screen>.<CODE>`), then the catalogue's text for the code
 * (`errors.api.<CODE>`, present in every language for every code the API can send), else the screen's generic
 * line. A call that never reached the server (fetch rejects with a TypeError) is a network error.
 */
export function apiErrorKeys(error: unknown, screen?: string, generic = 'errors.generic'): string[] {
  if (error instanceof TypeError) return ['errors.network'];
  return errorCodeKeys(error instanceof ApiError ? error.code : undefined, screen, generic);
}

/** apiErrorKeys for a code that came without its error: a queued write's refusal reaches every page as its code. */
export function errorCodeKeys(code: string | undefined, screen?: string, generic = 'errors.generic'): string[] {
  if (isApiErrorCode(code)) return [...(screen ? [`${screen}.${code}`] : []), `errors.api.${code}`];
  return [generic];
}
