import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useQuietAfterLoad } from '../lib/use-quiet-after-load';

/**
 * The shell's part in the writes a fan made offline (lib/offline/write-queue.ts): once the page is quiet, the
 * queue is sent, again whenever the network comes back, and what became of each write, sent here, in another tab
 * or by the service worker, reaches the screens and the fan. Its code stays out of the first load.
 */
export function useQueuedWrites(): void {
  const client = useQueryClient();
  const quiet = useQuietAfterLoad();
  useEffect(() => {
    if (!quiet) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./queued-writes-watcher').then(
      ({ watchQueuedWrites }) => {
        if (!left) stop = watchQueuedWrites(client);
      },
      // Its code could not be fetched (offline before it was kept): the next visit sends the queue.
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [quiet, client]);
}
