/** Full-page navigation, for server routes such as /api/login that the client router must not swallow. */
export function navigateToUrl(url: string): void {
  window.location.assign(url);
}

export const API_LOGIN_PATH = '/api/login';
