import { LOGIN_REDIRECT_DELAY_MS } from '@isl/contracts';
import { useSyncExternalStore } from 'react';
import i18n from './i18n';
import { navigateToUrl, signInPath } from './navigation';

export interface Notice {
  title: string;
  description?: string;
  /** 'error' is the spec's destructive style. */
  type?: 'info' | 'success' | 'error';
  /** The spec's optional action: a button in the toast (choosing it closes the toast). */
  action?: { label: string; onClick: () => void };
}

type ShowNotice = (notice: Notice) => void;

/**
 * The toaster (Zag's toast machines, a tenth of the first load) is not in the page until the first notice is made:
 * most visits make none. Its code is fetched once the page is quiet (app/providers.tsx). Until AppToaster has
 * mounted and connected, the newest notice waits here (one toast at a time, so only the newest would show anyway).
 */
let showNotice: ShowNotice | undefined;
let waitingNotice: Notice | undefined;
let toasterWanted = false;
const wantedListeners = new Set<() => void>();

export function notify(notice: Notice): void {
  if (showNotice) return showNotice(notice);
  waitingNotice = notice;
  if (toasterWanted) return;
  toasterWanted = true;
  wantedListeners.forEach((listener) => listener());
}

/**
 * Called by the mounted AppToaster: its live region is in the page before the first toast goes into it, so
 * screen readers announce that toast. Returns the disconnection, for when the toaster unmounts.
 */
export function connectToaster(show: ShowNotice): () => void {
  showNotice = show;
  if (waitingNotice) show(waitingNotice);
  waitingNotice = undefined;
  return () => {
    if (showNotice === show) showNotice = undefined;
  };
}

const subscribeToWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};

/** True once a notice has been made: the app then mounts AppToaster. */
export const useToasterWanted = (): boolean => useSyncExternalStore(subscribeToWanted, () => toasterWanted);

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
    navigateToUrl(signInPath(returnTo));
  }, LOGIN_REDIRECT_DELAY_MS);
}
