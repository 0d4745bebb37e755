import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followNetwork } from './network-status';

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

/** The offer to install the app the browser made before the offline shell was loaded, if any. */
export const takeEarlyInstallOffer = (): Event | null => earlyInstallOffer;

/**
 * What the shell does for working offline from the first render: what the screens show is refetched when the
 * network comes back, so the "last updated" line goes with the kept answers. A read still under way is left to
 * finish rather than started again: the network may be read again a few times while it comes back
 * (followNetwork). The rest comes once the page is quiet (app/layout/OfflineShell.tsx).
 */
export function useOfflineSupport(): void {
  const queryClient = useQueryClient();
  useEffect(() => followNetwork(() => void queryClient.invalidateQueries(undefined, { cancelRefetch: false })), [queryClient]);
}
