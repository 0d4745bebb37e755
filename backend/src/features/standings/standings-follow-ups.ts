import { rankedStandings } from '@isl/contracts';
import { liveMessages } from '../../platform/live/live-events';
import { publicReadsChanged } from '../../platform/outbox/public-read-changes';
import { finishedResults, type MatchChangeFollowUp } from '../matches';
import { clubNames, writeStandings } from '../teams';

/**
 * A changed result rewrites the table in the match command's own transaction, from every finished result of the
 * season (recomputed, never incremented, so a re-run changes nothing); the cached table goes, then every fan hears.
 */
export const standingsFollowMatches: MatchChangeFollowUp = async ({ match, resultChanged, manager }) => {
  if (!resultChanged) return [];
  const [clubs, results] = await Promise.all([clubNames(manager), finishedResults(manager, match.season)]);
  await writeStandings(manager, rankedStandings(clubs, results));
  return [publicReadsChanged(['standings']), { broadcast: liveMessages.standingsChanged(match.season) }];
};
