import { useSearchParams } from 'react-router-dom';
import { changeView, matchesViewParams, readMatchesView, type MatchesView } from '../lib/matches-view';

/**
 * The view the address holds, and a way to change it. A change starts from the address as it is when the
 * reader acts (the browser's, which a navigation updates at once), not from the view rendered: the router
 * renders a navigation as a transition, so while the next list renders (long, on a busy phone) the page still
 * shows the last view with its handlers, and a pick made then would undo the one before it.
 */
export function useMatchesView(): [MatchesView, (change: Partial<MatchesView>) => void] {
  const [params, setParams] = useSearchParams();
  const show = (change: Partial<MatchesView>) =>
    setParams(matchesViewParams(changeView(readMatchesView(new URLSearchParams(window.location.search)), change)));
  return [readMatchesView(params), show];
}
