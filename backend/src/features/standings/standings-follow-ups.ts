import { rankedStandings } from '@isl/contracts';
import { liveMessages } from '../../platform/live/live-events';
import { publicReadsChanged } from '../../platform/outbox/public-read-changes';
import { finishedResults, type MatchChangeFollowUp } from '../matches';
import { seasonClubNames, seasonRules, writeSeasonStandings } from '../seasons';

/**
 * A changed result rewrites its season's table in the match command's own transaction, from every finished result
 * of the season by the season's rules (recomputed, never incremented, so a re-run changes nothing); the cached
 * table goes, then every fan hears.
 */
export const standingsFollowMatches: MatchChangeFollowUp = async ({ match, resultChanged, manager }) => {
  if (!resultChanged) return [];
  const [rules, clubs, results] = await Promise.all([
    seasonRules(manager, match.season),
    seasonClubNames(manager, match.season),
    finishedResults(manager, match.season),
  ]);
  await writeSeasonStandings(manager, match.season, rankedStandings(clubs, results, rules));
  return [publicReadsChanged(['standings']), { broadcast: liveMessages.standingsChanged(match.season) }];
};
