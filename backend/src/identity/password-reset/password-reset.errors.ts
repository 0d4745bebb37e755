import { ApiError } from '../../platform/http/api-error';

/** One answer for a link never issued, used already or expired: which it was helps nobody but a guesser. */
export const resetTokenInvalid = () =>
  new ApiError('RESET_TOKEN_INVALID', 'This password reset link is used, expired or not one of ours: ask for a new one.');

export const resetUnavailable = () => new ApiError('UNAVAILABLE', 'Password resets are unavailable for a moment. Please try again.');
