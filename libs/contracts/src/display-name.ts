export interface NamedUser {
  firstName?: string | null;
  email?: string | null;
}

/** Spec: the first name, else the part of the e-mail before the at sign, else a fallback word. */
export function displayName(user: NamedUser | null | undefined, fallback: string): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || fallback;
}
