export interface NamedUser {
  firstName?: string | null;
}

/**
 * The name shown for a user: the first name, else a fallback word. Never anything taken from the e-mail
 * address (issue 17): every account has a first name (asked at registration, back-filled as "Fan 1234").
 */
export function displayName(user: NamedUser | null | undefined, fallback: string): string {
  return user?.firstName?.trim() || fallback;
}
