import { LOGIN_REDIRECT_DELAY_MS, TOAST_DURATION_MS } from '@isl/contracts';
import { createToaster } from '@chakra-ui/react';
import i18n from './i18n';
import { API_LOGIN_PATH, navigateToUrl } from './navigation';

export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  // Spec section 9: F8 moves focus to the notification area.
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Every toast shares one id, so a new one replaces the visible one (spec: one toast at a time). */
const TOAST_ID = 'app-toast';

export interface Notice {
  title: string;
  description?: string;
  /** 'error' is the spec's destructive style. */
  type?: 'info' | 'success' | 'error';
}

export function notify(notice: Notice): void {
  toaster.create({ id: TOAST_ID, type: 'info', closable: true, ...notice });
}

let loginRedirectPending = false;

/**
 * Spec section 8: tell the fan the session is gone, then send the browser to sign in after 500 ms; with
 * `returnTo` (a page only signed-in users may see) sign-in comes back to it.
 */
export function handleUnauthorized(returnTo?: string): void {
  if (loginRedirectPending) return;
  loginRedirectPending = true;
  notify({ type: 'error', title: i18n.t('auth.unauthorized.title'), description: i18n.t('auth.unauthorized.description') });
  window.setTimeout(() => {
    loginRedirectPending = false;
    navigateToUrl(returnTo ? `${API_LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}` : API_LOGIN_PATH);
  }, LOGIN_REDIRECT_DELAY_MS);
}
