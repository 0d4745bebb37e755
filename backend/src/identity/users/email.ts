/** E-mail addresses are stored and compared trimmed and lower-cased, so "Ali@X.iq " and "ali@x.iq" are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_MAX_LENGTH = 320;
