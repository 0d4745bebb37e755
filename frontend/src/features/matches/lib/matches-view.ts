import { MATCH_LIST_KINDS, type MatchListKind } from '@isl/contracts';
import { wholeNumberParam } from '../../../lib/whole-number-param';

/** Every round at once (the picker's first option). */
export const ALL_ROUNDS = 'all';

/**
 * What the Matches page shows, kept in its address (`?list=results&round=31&club=4&page=2`) so a link or a
 * reload opens the same list. `round` is undefined when the reader has not picked one: the list then opens
 * on its default round.
 */
export interface MatchesView {
  list: MatchListKind;
  round: number | typeof ALL_ROUNDS | undefined;
  club: number | undefined;
  page: number;
}

const whole = (value: string | null) => wholeNumberParam(value) ?? undefined;

/**
 * The view an address asks for; a value that is not one (a round beyond the season's `rounds`, a page "x") is read
 * as not given. `rounds` is undefined while the season's rules load.
 */
export function readMatchesView(params: URLSearchParams, rounds: number | undefined): MatchesView {
  const list = params.get('list');
  const roundParam = params.get('round');
  const round = whole(roundParam);
  return {
    list: MATCH_LIST_KINDS.includes(list as MatchListKind) ? (list as MatchListKind) : 'fixtures',
    round: roundParam === ALL_ROUNDS ? ALL_ROUNDS : round !== undefined && round <= (rounds ?? round) ? round : undefined,
    club: whole(params.get('club')),
    page: whole(params.get('page')) ?? 1,
  };
}

/** The address of a view, with only what differs from the defaults. */
export function matchesViewParams({ list, round, club, page }: MatchesView): URLSearchParams {
  const params = new URLSearchParams();
  if (list !== 'fixtures') params.set('list', list);
  if (round !== undefined) params.set('round', String(round));
  if (club !== undefined) params.set('club', String(club));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A change of list, round or club starts again on the first page; a change of page keeps the rest. */
export function changeView(view: MatchesView, change: Partial<MatchesView>): MatchesView {
  return { ...view, page: 1, ...change };
}
