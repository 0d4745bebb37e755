import type { QueryClient } from '@tanstack/react-query';
import { importWithScreenStrings } from '../lib/lazy-load';
import { flushQueuedWrites, onWriteEvent, type WriteOutcome } from '../lib/offline/write-queue';
import { notify } from '../lib/toaster';
import { reloadWaitingWrites } from '../lib/waiting-writes';

/**
 * The screens' cache writers come with the first outcome to apply: most visits have none, and fetched with this
 * watcher they were five more requests on every first visit. Outcomes stay in order: each waits for the same import.
 */
const applyOutcome = (client: QueryClient, outcome: WriteOutcome) =>
  import('./queued-write-outcomes').then((outcomes) => outcomes.applyOutcome(client, outcome));

/** The toast's words come with the other screens' strings, fetched only when there is something to say. */
const tellFan = (outcome: WriteOutcome) =>
  importWithScreenStrings(() => import('./queued-write-notices')).then(({ queuedWriteNotice }) => notify(queuedWriteNotice(outcome)));

// A write kept again (still no network, or a 5xx) waits for the next time the network comes back or the next visit.
const flush = () => void flushQueuedWrites().catch(() => undefined);

/**
 * Follows the write queue for this page until the returned function is called: each outcome, from here, another
 * tab or the service worker's Background Sync, updates the screens and is told to the fan; the queue is sent now
 * and whenever the browser says the network is back (the one way where there is no Background Sync, and
 * harmless where there is: flushes take turns, and the Idempotency-Key makes a repeat a no-op).
 */
export function watchQueuedWrites(client: QueryClient): () => void {
  // What the service worker sent before this page began to follow the queue.
  void reloadWaitingWrites();
  const stop = onWriteEvent((event) => {
    if (event.type !== 'sent' && event.type !== 'refused') return;
    void applyOutcome(client, event).catch(() => undefined);
    void tellFan(event).catch(() => undefined);
  });
  flush();
  window.addEventListener('online', flush);
  return () => {
    stop();
    window.removeEventListener('online', flush);
  };
}
