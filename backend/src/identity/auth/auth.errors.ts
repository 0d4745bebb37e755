import { ApiError } from '../../platform/http/api-error';

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

export const currentPasswordWrong = () => new ApiError('CURRENT_PASSWORD_WRONG', 'The current password is not right.');

export const passwordConfirmationMissing = () =>
  new ApiError('VALIDATION_FAILED', 'password is required: confirm with the password of the account');

/** Accounts made through an OpenID Connect provider sign in there; they have no password here to change. */
export const noPassword = () =>
  new ApiError('NO_PASSWORD', 'This account signs in through its provider and has no password here.');
