import type { MatchEventPayload, MatchPage, MatchResponse, MatchUpdatePayload } from '@isl/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { leagueDate } from '@isl/contracts';
import { liveMatchesQueryOptions } from './get-live-matches';
import { matchQueryOptions } from './get-match';
import { MATCH_PAGES_KEY, type MatchPageFilter } from './get-match-page';
import { MATCH_LISTS_KEY } from './get-matches';
import { recentMatchesQueryOptions } from './get-recent-matches';
import { todayMatchesQueryOptions } from './get-today-matches';
import { upcomingMatchesQueryOptions } from './get-upcoming-matches';
import { isFollowingMatch } from '../socket';
import { appendMatchEvent, patchMatch, patchMatchList, patchMatchPage } from './patch-matches';

/** Every query of this feature lives under this key: what a resynchronisation refetches. */
export const ALL_MATCHES_KEY = ['matches'] as const;

const isOnLeagueDay = (matchDate: string, now: Date) => leagueDate(new Date(matchDate)).dayNumber === leagueDate(now).dayNumber;

/** As the server's today list: the Baghdad day's matches, and one still being played from the evening before. */
const isTodays = (match: MatchUpdatePayload, now: Date) => match.status === 'live' || isOnLeagueDay(match.matchDate, now);

/** The lists whose members follow from a match's state, each with its rule. */
function listsWithRules(now: Date): [QueryKey, (match: MatchUpdatePayload) => boolean][] {
  return [
    [liveMatchesQueryOptions().queryKey, (match) => match.status === 'live'],
    [todayMatchesQueryOptions().queryKey, (match) => isTodays(match, now)],
    [upcomingMatchesQueryOptions().queryKey, (match) => match.status === 'scheduled'],
    [recentMatchesQueryOptions().queryKey, (match) => match.status === 'finished'],
  ];
}

/** A request in flight when a push arrives may answer with data older than the push. */
const isFetching = (client: QueryClient, queryKey: QueryKey) => client.getQueryState(queryKey)?.fetchStatus === 'fetching';

/**
 * Writes a match's new state (a socket push, or the answer to an operator command) into every cached copy of
 * that match, the chances of each result it carries included: the live, today, upcoming and recent lists, round
 * and team lists, the Matches page's pages and its detail. Returns the keys of the queries that only a refetch
 * can put right.
 */
export function writeMatchUpdate(client: QueryClient, update: MatchUpdatePayload, now = new Date()): QueryKey[] {
  const outdated: QueryKey[] = [];

  for (const [queryKey, belongs] of listsWithRules(now)) {
    const list = client.getQueryData<MatchResponse[]>(queryKey);
    const patched = list ? patchMatchList(list, update, belongs) : null;
    if (patched && patched.list !== list) client.setQueryData(queryKey, patched.list);
    if (patched?.outdated || isFetching(client, queryKey)) outdated.push(queryKey);
  }

  for (const [queryKey, list] of client.getQueriesData<MatchResponse[]>({ queryKey: MATCH_LISTS_KEY })) {
    const patched = list ? patchMatchList(list, update) : null;
    if (patched && patched.list !== list) client.setQueryData(queryKey, patched.list);
    if (isFetching(client, queryKey)) outdated.push(queryKey);
  }

  for (const [queryKey, page] of client.getQueriesData<MatchPage>({ queryKey: MATCH_PAGES_KEY })) {
    const patched = page ? patchMatchPage(page, update, (queryKey[MATCH_PAGES_KEY.length] as MatchPageFilter).kind) : null;
    if (patched && patched.page !== page) client.setQueryData(queryKey, patched.page);
    if (patched?.outdated || isFetching(client, queryKey)) outdated.push(queryKey);
  }

  const detailKey = matchQueryOptions(update.id).queryKey;
  const detail = client.getQueryData(detailKey);
  const patchedDetail = detail ? patchMatch(detail, update) : null;
  const changed = patchedDetail !== null && patchedDetail !== detail;
  if (changed) client.setQueryData(detailKey, patchedDetail);
  // The change's timeline entry goes to the match's followers only: a kept detail no screen follows (a match
  // centre left earlier) is refetched when it is shown again.
  if ((changed && !isFollowingMatch(update.id)) || isFetching(client, detailKey)) outdated.push(detailKey);

  return outdated;
}

/** Adds a pushed timeline entry to the cached match it belongs to; returns what only a refetch can put right. */
export function writeMatchEvent(client: QueryClient, event: MatchEventPayload): QueryKey[] {
  const detailKey = matchQueryOptions(event.matchId).queryKey;
  const detail = client.getQueryData(detailKey);
  const patched = detail ? appendMatchEvent(detail, event) : null;
  if (patched && patched.detail !== detail) client.setQueryData(detailKey, patched.detail);
  return patched?.outdated || isFetching(client, detailKey) ? [detailKey] : [];
}
