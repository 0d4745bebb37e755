import type { LeagueGame } from '@isl/contracts';
import type { JobMessage } from '../../platform/queue/jobs';
import { markDue } from '../../platform/queue/work-due';
import type { SettlementFollowUp } from '../predictions';
import type { SquadScoringFollowUp } from '../weekly-squads';

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

/**
 * Settled predictions change their round's points: the predictions leagues of the match's season follow. The
 * refresh is noted as due in the settlement's transaction, so a job lost for good is done by the sweep.
 */
export const leaguesFollowSettlements: SettlementFollowUp = async ({ matchId, version, season, round, manager }) => {
  await markDue(manager, 'league-tables', { season, game: 'predictions', round });
  return [{ job: refreshLeagueTablesJob(season, 'predictions', round, `m${matchId}-v${version}`) }];
};

/** Scored squads change their round's points: the squad leagues of the season follow, as settlements are. */
export const leaguesFollowSquadScoring: SquadScoringFollowUp = async ({ matchId, version, season, week, manager }) => {
  await markDue(manager, 'league-tables', { season, game: 'squad', round: week });
  return [{ job: refreshLeagueTablesJob(season, 'squad', week, `m${matchId}-v${version}`) }];
};
