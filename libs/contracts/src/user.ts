import type { Language, UserRole } from './enums';

export interface NotificationPreferencesDto {
  matchResults: boolean;
  teamSpecific: number[];
  predictions: boolean;
}

/** The signed-in user as GET /api/auth/user returns it: the spec's user fields, never a password hash. */
export interface UserResponse {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  predictionPoints: number;
  totalPredictions: number;
  correctPredictions: number;
  winStreak: number;
  role: UserRole;
  isJournalistApproved: boolean;
  userType: string;
  workplace: string | null;
  bio: string | null;
  experience: string | null;
  specialization: string | null;
  portfolio: string | null;
  notificationPreferences: NotificationPreferencesDto;
  /** The language the account reads the site in: e-mails to it are written in this one. */
  language: Language;
  /** Private mode: the fan is left off the public leaderboards and still plays in their leagues. */
  hiddenFromLeaderboards: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A fan's prediction totals over the season, as their account and their settled predictions show them. */
export type PredictionTotals = Pick<UserResponse, 'predictionPoints' | 'totalPredictions' | 'correctPredictions' | 'winStreak'>;

/** Before a fan's first settled prediction. */
export const NO_PREDICTION_TOTALS: PredictionTotals = { predictionPoints: 0, totalPredictions: 0, correctPredictions: 0, winStreak: 0 };

/** `POST /api/auth/register`: the first name is required (trimmed, 1-100 characters): it is the name other fans see. */
export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/** What is wrong with a new password's length, if anything (the server's validator checks the same). */
export function passwordLengthProblem(password: string): 'tooShort' | 'tooLong' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * What is wrong with a first or last name, if anything, after trimming: blank when required, or longer than
 * NAME_MAX_LENGTH (the server's validator checks the same and names the field).
 */
export function nameProblem(name: string, required: boolean): 'missing' | 'tooLong' | null {
  const trimmed = name.trim();
  if (!trimmed) return required ? 'missing' : null;
  return trimmed.length > NAME_MAX_LENGTH ? 'tooLong' : null;
}

/**
 * `PATCH /api/auth/user`: each name trimmed, 1-100 characters; the last name may be cleared ("" or null), the first
 * may not. `hiddenFromLeaderboards` switches private mode on or off.
 */
export interface UpdateAccountRequest {
  firstName?: string;
  lastName?: string | null;
  hiddenFromLeaderboards?: boolean;
}

/** `POST /api/auth/password`: signs out the account's other sessions, keeps this one. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** `DELETE /api/auth/user`: the password confirms it when the account has one (not for accounts made through OIDC). */
export interface DeleteAccountRequest {
  password?: string;
}

/** `PUT /api/auth/user/language`: the web app keeps it to the language the fan reads the site in. */
export interface AccountLanguageRequest {
  language: Language;
}

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/**
 * `POST /api/auth/password-reset`: 202 whatever the address, so the answer tells nobody which addresses have an
 * account. `language` is the mail's (the page's language); without it, the account's.
 */
export interface PasswordResetRequest {
  email: string;
  language?: Language;
}

/** `POST /api/auth/password-reset/confirm`: the token of the mailed link, once; every session of the account ends. */
export interface PasswordResetConfirmRequest {
  token: string;
  newPassword: string;
}

/** Not an API error: the server puts it on the sign-in page's address (/login?error=) when a provider's sign-in fails. */
export const OIDC_SIGN_IN_FAILED = 'OIDC_SIGN_IN_FAILED';
