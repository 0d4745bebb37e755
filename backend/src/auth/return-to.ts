const MAX_RETURN_TO_LENGTH = 2_048;

/**
 * Where to send the browser after signing in: only a path on this site. "//evil.example" and "/\evil.example"
 * are read by browsers as other hosts, and control characters can be stripped into such a form, so all of
 * those, anything not starting with "/", and anything that is not a single string become "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO_LENGTH) return '/';
  const unsafe = !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value);
  return unsafe ? '/' : value;
}

/** The web app's sign-in page, which comes back to returnTo afterwards. Slashes stay readable: they are legal in a query. */
export function signInPageUrl(returnTo: string, error?: string): string {
  const query = `returnTo=${encodeURIComponent(returnTo).replace(/%2F/g, '/')}`;
  return `/login?${query}${error ? `&error=${encodeURIComponent(error)}` : ''}`;
}
