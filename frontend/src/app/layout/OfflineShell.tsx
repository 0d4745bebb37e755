import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { followInstallOffer } from '../../lib/offline/install-prompt';
import { applyUpdateOnNavigation, checkForUpdate, registerServiceWorker } from '../../lib/offline/service-worker';
import { takeEarlyInstallOffer } from '../../lib/offline/use-offline-support';
import { watchQueuedWrites } from '../queued-writes-watcher';

/**
 * The shell's work for a fan offline, whose code comes once the page is quiet (see WhenQuiet): the service worker
 * registered, the offer to install the app followed, the writes made offline sent and followed, and, as the fan
 * moves between screens, a new build looked for, then applied. Renders nothing.
 */
export function OfflineShell() {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const firstLocation = useRef(true);

  useEffect(() => {
    followInstallOffer(takeEarlyInstallOffer());
    void registerServiceWorker().catch(() => undefined);
  }, []);

  useEffect(() => watchQueuedWrites(client), [client]);

  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    if (!applyUpdateOnNavigation()) checkForUpdate();
  }, [pathname, search]);

  return null;
}
