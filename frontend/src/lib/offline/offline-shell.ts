import { followInstallOffer } from './install-prompt';
import { applyUpdateOnNavigation, checkForUpdate, registerServiceWorker } from './service-worker';

/**
 * What the shell does for working offline once the page is quiet, in a chunk of its own: the service worker
 * registered, and the offer to install the app followed (`earlyOffer`: one the browser made before this loaded).
 */
export function startOfflineShell(earlyOffer: Event | null): void {
  followInstallOffer(earlyOffer);
  void registerServiceWorker().catch(() => undefined);
}

/** As the fan moves to another screen: a new build waiting is applied, else one is looked for now and then. */
export function onNavigation(): void {
  if (!applyUpdateOnNavigation()) checkForUpdate();
}
