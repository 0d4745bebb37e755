import type { CommentResponse, PredictionResponse, WeeklySquadResponse } from '@isl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { addPostedComment } from '../features/newsroom/api/post-comment';
import { refreshAfterPrediction } from '../features/predictions/api/create-prediction';
import { userPredictionQueryOptions } from '../features/predictions/api/get-user-prediction';
import { WEEKLY_SQUAD_KEY } from '../features/weekly-squad/api/get-weekly-squad';
import { storeSavedSquad } from '../features/weekly-squad/api/submit-weekly-squad';
import type { WriteOutcome } from '../lib/offline/write-queue';
import { forgetWaitingWrite } from '../lib/waiting-writes';

/** Puts what became of a queued write into the screens' data, as the write's own mutation does for a direct send. */
export function applyOutcome(client: QueryClient, outcome: WriteOutcome): void {
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
