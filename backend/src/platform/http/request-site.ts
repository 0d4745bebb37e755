import type { IncomingHttpHeaders } from 'node:http';

/**
 * Where a request comes from, as the browser tells it:
 * - `same-origin`: Origin equals the app's own origin, or (without Origin) Sec-Fetch-Site is same-origin/none
 *   (`none` = typed in the address bar or opened from a bookmark).
 * - `foreign`: another origin (a sibling subdomain counts), or the opaque origin "null".
 * - `unknown`: neither header. Browsers send Origin on every cross-origin POST and Sec-Fetch-Site on every
 *   request, so this is a non-browser client (curl, another server), which holds no victim's cookies.
 */
export type RequestSite = 'same-origin' | 'foreign' | 'unknown';

export function requestSite(headers: IncomingHttpHeaders, appOrigin: string): RequestSite {
  const origin = headers.origin;
  if (origin !== undefined) return origin === appOrigin ? 'same-origin' : 'foreign';
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === undefined) return 'unknown';
  return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same-origin' : 'foreign';
}
