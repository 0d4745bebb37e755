import type { JobMessage } from '../../platform/queue/jobs';
import { onResultChanged } from '../matches';

/** Settling a finished match's predictions against its result at `version` (the id makes a resend one job). */
export const settleMatchJob = (matchId: number, version: number): JobMessage => ({
  queue: 'settlement',
  name: 'settle-match',
  data: { matchId, version },
  jobId: `settle-${matchId}-${version}`,
});

/** A changed result is settled by the worker. */
export const predictionsFollowMatches = onResultChanged((match) => [{ job: settleMatchJob(match.id, match.version) }]);
