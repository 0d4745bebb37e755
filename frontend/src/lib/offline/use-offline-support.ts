import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuietAfterLoad } from '../use-quiet-after-load';
import { followNetwork } from './network-status';

type OfflineShell = typeof import('./offline-shell');
let offlineShell: OfflineShell | null = null;

/**
 * A returning fan's service worker is in control from the start, so the browser may offer installing the app
 * before the offline shell's code is in: the offer is kept for it (without preventDefault the browser would show
 * its own bar at a moment of its choosing).
 */
let earlyInstallOffer: Event | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault();
      earlyInstallOffer = event;
    },
    { once: true },
  );
}

/**
 * The shell's part in working offline: what the screens show refetched when the network comes back (the "last
 * updated" line goes with the kept answers); once the page is quiet, the offline shell (lib/offline/offline-shell.ts)
 * loaded and started; and, as the fan moves between screens, a new build looked for, then applied.
 */
export function useOfflineSupport(): void {
  const queryClient = useQueryClient();
  const quiet = useQuietAfterLoad();
  const { pathname, search } = useLocation();
  const firstLocation = useRef(true);

  useEffect(() => followNetwork(() => void queryClient.invalidateQueries()), [queryClient]);

  useEffect(() => {
    if (!quiet || offlineShell) return;
    void import('./offline-shell').then(
      (loaded) => {
        offlineShell = loaded;
        loaded.startOfflineShell(earlyInstallOffer);
      },
      // Its code could not be fetched (offline on a first visit): the next visit registers the worker.
      () => undefined,
    );
  }, [quiet]);

  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    offlineShell?.onNavigation();
  }, [pathname, search]);
}
