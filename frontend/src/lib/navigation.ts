/** Full-page navigation, for server routes such as /api/login that the client router must not swallow. */
export function navigateToUrl(url: string): void {
  window.location.assign(url);
}

export const API_LOGIN_PATH = '/api/login';

/** Where to sign in (or create an account), coming back to `returnTo` once signed in. */
export const signInPath = (returnTo?: string): string => (returnTo ? `${API_LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}` : API_LOGIN_PATH);
