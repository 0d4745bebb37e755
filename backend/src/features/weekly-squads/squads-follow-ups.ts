import { onResultChanged } from '../matches';

/** A changed result is scored into its round's squads by the worker, against the result at this version. */
export const squadsFollowMatches = onResultChanged((match) => [
  { job: { queue: 'settlement', name: 'score-squads', data: { matchId: match.id, version: match.version }, jobId: `score-squads-${match.id}-${match.version}` } },
]);
