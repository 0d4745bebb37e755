import type { JobMessage } from '../../platform/queue/jobs';
import type { MatchChangeFollowUp } from '../matches';
import type { SettlementFollowUp } from '../predictions';

/**
 * The pushes that follow what a match command or a settlement commits, as outbox messages: they reach the queue
 * after the commit however long Redis is away, and the writer never waits on it. Each id makes a resend one job.
 */
export const notificationJobs = {
  matchResult: (matchId: number, version: number): JobMessage => ({
    queue: 'notifications',
    name: 'match-result',
    data: { matchId, version },
    jobId: `result-${matchId}-${version}`,
  }),
  matchEvent: (matchId: number, eventId: number): JobMessage => ({
    queue: 'notifications',
    name: 'match-event',
    data: { matchId, eventId },
    jobId: `event-${eventId}`,
  }),
  predictionsSettled: (matchId: number, version: number): JobMessage => ({
    queue: 'notifications',
    name: 'predictions-settled',
    data: { matchId, version },
    jobId: `settled-${matchId}-${version}`,
  }),
};

/** Kick-off and goals reach the clubs' followers; a changed result, fans of results and of the clubs. */
export const notificationsFollowMatches: MatchChangeFollowUp = ({ match, entry, resultChanged }) => {
  const jobs: JobMessage[] = [];
  if (entry.type === 'kickoff' || entry.type === 'goal') jobs.push(notificationJobs.matchEvent(match.id, entry.id));
  if (resultChanged) jobs.push(notificationJobs.matchResult(match.id, match.version));
  return Promise.resolve(jobs.map((job) => ({ job })));
};

/** Each predictor of a settled match hears whether they were right. */
export const notificationsFollowSettlements: SettlementFollowUp = ({ matchId, version }) =>
  Promise.resolve([{ job: notificationJobs.predictionsSettled(matchId, version) }]);
