import { ApiError } from '../common/api-error';

// "Unauthorized" appears in the 401 message on purpose: the web app (spec section 8) treats a 401 whose text
// contains it as "signed out".
export const signedOut = () => new ApiError('UNAUTHORIZED', 'Unauthorized: please sign in.');

export const missingRole = () =>
  new ApiError('FORBIDDEN', 'Forbidden: your account does not have the role this needs.');

/** The same answer whether or not the e-mail has an account, so it cannot be used to find accounts. */
export const invalidCredentials = () =>
  new ApiError('INVALID_CREDENTIALS', 'The e-mail address or password is incorrect.');

export const emailTaken = () =>
  new ApiError('EMAIL_TAKEN', 'An account with this e-mail address already exists.');

export const signInUnavailable = () =>
  new ApiError('UNAVAILABLE', 'Signing in is unavailable for a moment. Please try again.');
