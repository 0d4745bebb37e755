import { NAME_MAX_LENGTH, nameProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthProblem } from '@isl/contracts';

/** An i18n key with its values, so the form can show the message in place in any language. */
export interface FieldError {
  key: string;
  values?: Record<string, number>;
}

export interface CredentialErrors {
  firstName?: FieldError;
  lastName?: FieldError;
  email?: FieldError;
  password?: FieldError;
}

// A light check before sending; the server's validator stays the authority (VALIDATION_FAILED).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an e-mail address as typed, if anything. */
export function validateEmail(email: string): FieldError | undefined {
  if (!email.trim()) return { key: 'auth.validation.emailRequired' };
  return EMAIL_PATTERN.test(email.trim()) ? undefined : { key: 'auth.validation.emailInvalid' };
}

/** What is wrong with a new password's length, if anything (sign-up and a reset hold it to the same rules). */
export function validateNewPassword(password: string): FieldError | undefined {
  if (!password) return { key: 'auth.validation.passwordRequired' };
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem === 'tooShort') return { key: 'auth.validation.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  if (lengthProblem === 'tooLong') return { key: 'auth.validation.passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } };
  return undefined;
}

/** Registration also checks the password length; signing in only needs a non-empty password. */
export function validateCredentials(email: string, password: string, checkPasswordLength: boolean): CredentialErrors {
  const errors: CredentialErrors = {};
  const emailProblem = validateEmail(email);
  if (emailProblem) errors.email = emailProblem;

  const passwordProblem = checkPasswordLength ? validateNewPassword(password) : password ? undefined : { key: 'auth.validation.passwordRequired' };
  if (passwordProblem) errors.password = passwordProblem;
  return errors;
}

/**
 * Registration asks for a first name (the server requires one too): it is the name other fans see. Both names
 * have the contract's length limit; the inputs' maxLength stops typing there, this catches pasted or filled-in text.
 */
export function validateNames(firstName: string, lastName: string): Pick<CredentialErrors, 'firstName' | 'lastName'> {
  const tooLong = (key: string): FieldError => ({ key, values: { max: NAME_MAX_LENGTH } });
  const first = nameProblem(firstName, true);
  return {
    firstName: first === 'missing' ? { key: 'auth.validation.firstNameRequired' } : first === 'tooLong' ? tooLong('errors.fields.firstNameTooLong') : undefined,
    lastName: nameProblem(lastName, false) === 'tooLong' ? tooLong('errors.fields.lastNameTooLong') : undefined,
  };
}
