import type { JobMessage } from '../../platform/queue/jobs';
import { markDue } from '../../platform/queue/work-due';
import type { SettlementFollowUp } from '../predictions';
import { awardStreakBadges } from './badges.queries';

/** Awarding the badges of a round after one settlement of one of its matches (the id makes a resend one job). */
export const awardBadgesJob = (round: { season: string; round: number }, settled: { matchId: number; version: number }): JobMessage => ({
  queue: 'settlement',
  name: 'award-badges',
  data: { season: round.season, round: round.round },
  jobId: `badges-${settled.matchId}-${settled.version}`,
});

/**
 * A settlement that changed predictions: the streaks it completed are awarded in its own transaction, and the
 * worker then awards the round's badges (the round may be complete now, or a correction may have changed its
 * winner), noted as due here so that a job lost for good is done by the sweep.
 */
export const badgesFollowSettlements: SettlementFollowUp = async ({ matchId, version, season, round, manager }) => {
  await awardStreakBadges(manager, matchId, season);
  await markDue(manager, 'round-badges', { season, round });
  return [{ job: awardBadgesJob({ season, round }, { matchId, version }) }];
};
