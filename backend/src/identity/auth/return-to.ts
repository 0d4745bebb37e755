/**
 * The web app's sign-in page, which comes back to returnTo (made safe with safeReturnTo from @isl/contracts)
 * afterwards. Slashes stay readable: they are legal in a query.
 */
export function signInPageUrl(returnTo: string, error?: string): string {
  const query = `returnTo=${encodeURIComponent(returnTo).replace(/%2F/g, '/')}`;
  return `/login?${query}${error ? `&error=${encodeURIComponent(error)}` : ''}`;
}
