import type { LeagueGame } from '@isl/contracts';
import type { OutboxMessage } from '../../platform/outbox/outbox';
import type { JobMessage } from '../../platform/queue/jobs';
import { matchKickOff } from '../matches';
import type { SettlementFollowUp } from '../predictions';

/**
 * Working out the tables of a season's leagues of a game after its round's points changed. `cause` names the
 * change (a match's result at a version), so each change is one job however often it is sent, and a later one is
 * a job of its own.
 */
export const refreshLeagueTablesJob = (season: string, game: LeagueGame, round: number, cause: string): JobMessage => ({
  queue: 'settlement',
  name: 'refresh-league-tables',
  data: { season, game, round },
  jobId: `league-tables-${game}-${season}-r${round}-${cause}`,
});

/** Settled predictions change their round's points: the predictions leagues of the match's season follow. */
export const leaguesFollowSettlements: SettlementFollowUp = async ({ matchId, version, manager }) => {
  const match = await matchKickOff(manager, matchId);
  return match ? [{ job: refreshLeagueTablesJob(match.season, 'predictions', match.round, `m${matchId}-v${version}`) }] : [];
};

/**
 * Scored squads change their round's points: the squad leagues of the season follow. For the follow-ups of squad
 * scoring (a match's squads scored at a version).
 */
export const leaguesFollowSquadScoring = (scoring: { season: string; round: number; matchId: number; version: number }): OutboxMessage[] => [
  { job: refreshLeagueTablesJob(scoring.season, 'squad', scoring.round, `m${scoring.matchId}-v${scoring.version}`) },
];
