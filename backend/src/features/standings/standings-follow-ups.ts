import { rankedStandings } from '@isl/contracts';
import type { EntityManager } from 'typeorm';
import { liveMessages } from '../../platform/live/live-events';
import type { OutboxMessage } from '../../platform/outbox/outbox';
import { publicReadsChanged } from '../../platform/outbox/public-read-changes';
import { finishedResults, type MatchChangeFollowUp } from '../matches';
import { seasonClubNames, seasonRules, writeSeasonStandings } from '../seasons';

/**
 * Rewrites a season's table in the caller's transaction, from every finished result of the season by the season's
 * rules (recomputed, never incremented, so a re-run changes nothing), and names what fans must hear of it: the
 * cached table goes, then every fan hears.
 */
export async function rewriteSeasonTable(manager: EntityManager, season: string): Promise<OutboxMessage[]> {
  // One after another: a transaction's queries share its one connection.
  const rules = await seasonRules(manager, season);
  const clubs = await seasonClubNames(manager, season);
  const results = await finishedResults(manager, season);
  await writeSeasonStandings(manager, season, rankedStandings(clubs, results, rules));
  return [publicReadsChanged(['standings']), { broadcast: liveMessages.standingsChanged(season) }];
}

/** A changed result rewrites its season's table in the match command's own transaction. */
export const standingsFollowMatches: MatchChangeFollowUp = async ({ match, resultChanged, manager }) =>
  resultChanged ? rewriteSeasonTable(manager, match.season) : [];
