import { SEASON_QUERY } from '@isl/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShownSeason } from '../../../lib/season';
import { changeView, matchesViewParams, readMatchesView, type MatchesView } from '../lib/matches-view';

/**
 * The view the address holds, and a way to change it. A change starts from the address as it is when the
 * reader acts (the browser's, which a navigation updates at once), not from the view rendered: the router
 * renders a navigation as a transition, so while the next list renders (long, on a busy phone) the page still
 * shows the last view with its handlers, and a pick made then would undo the one before it.
 */
export function useMatchesView(): [MatchesView, (change: Partial<MatchesView>) => void] {
  const [params, setParams] = useSearchParams();
  const rounds = useShownSeason().season?.rules.rounds;
  // The same function while the address and the season's rounds are, so the lists it is given can stay as they are.
  const show = useCallback(
    (change: Partial<MatchesView>) => {
      const now = new URLSearchParams(window.location.search);
      const next = matchesViewParams(changeView(readMatchesView(now, rounds), change));
      // The season is the address's too (see useSeasonParam): a change of view keeps it.
      const season = now.get(SEASON_QUERY);
      if (season !== null) next.set(SEASON_QUERY, season);
      setParams(next);
    },
    [rounds, setParams],
  );
  return [readMatchesView(params, rounds), show];
}
