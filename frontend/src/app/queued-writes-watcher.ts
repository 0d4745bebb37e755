import type { CommentResponse, PredictionResponse, WeeklySquadResponse } from '@isl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { addPostedComment } from '../features/newsroom/api/post-comment';
import { refreshAfterPrediction } from '../features/predictions/api/create-prediction';
import { userPredictionQueryOptions } from '../features/predictions/api/get-user-prediction';
import { WEEKLY_SQUAD_KEY } from '../features/weekly-squad/api/get-weekly-squad';
import { storeSavedSquad } from '../features/weekly-squad/api/submit-weekly-squad';
import { importWithScreenStrings } from '../lib/lazy-load';
import { flushQueuedWrites, onWriteEvent, type WriteOutcome } from '../lib/offline/write-queue';
import { notify } from '../lib/toaster';
import { forgetWaitingWrite, reloadWaitingWrites } from '../lib/waiting-writes';

/** Puts what became of a queued write into the screens' data, as the write's own mutation does for a direct send. */
function applyOutcome(client: QueryClient, outcome: WriteOutcome): void {
  const { write } = outcome;
  if (write.kind === 'prediction') {
    if (outcome.type === 'sent') client.setQueryData(userPredictionQueryOptions(write.body.matchId).queryKey, outcome.body as PredictionResponse);
    void refreshAfterPrediction(client, write.body.matchId);
  } else if (write.kind === 'squad') {
    if (outcome.type === 'sent') storeSavedSquad(client, outcome.body as WeeklySquadResponse);
    // Refused, the round has most likely kicked off: the page moves on to the next one.
    else void client.invalidateQueries({ queryKey: WEEKLY_SQUAD_KEY });
  } else if (outcome.type === 'sent') {
    addPostedComment(client, write.articleId, outcome.body as CommentResponse);
  }
  // Last, so the screens swap "waiting" for the api's answer in one render.
  forgetWaitingWrite(write.key);
}

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
    applyOutcome(client, event);
    void tellFan(event).catch(() => undefined);
  });
  flush();
  window.addEventListener('online', flush);
  return () => {
    stop();
    window.removeEventListener('online', flush);
  };
}
