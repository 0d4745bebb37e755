const MAX_RETURN_TO_LENGTH = 2_048;

/**
 * Where to go after signing in: only a path on this site, by the same rule as the server's /api/login. It must
 * start with exactly one '/': browsers read "//evil.example" and "/\evil.example" as other hosts, and control
 * characters can be stripped into such a form.
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (!returnTo || returnTo.length > MAX_RETURN_TO_LENGTH) return '/';
  const unsafe = !returnTo.startsWith('/') || returnTo.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(returnTo);
  return unsafe ? '/' : returnTo;
}
