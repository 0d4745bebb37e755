import { matchListOf, type MatchEventPayload, type MatchListKind, type MatchPage, type MatchResponse, type MatchUpdatePayload } from '@isl/contracts';
import type { MatchDetail } from './get-match';

/**
 * The match with the pushed fields applied, or the very same object when the push is about another match or
 * is not newer than what we hold (sockets can replay and reorder; the version decides).
 */
export function patchMatch<T extends MatchResponse>(match: T, update: MatchUpdatePayload): T {
  if (match.id !== update.id || update.version <= match.version) return match;
  return { ...match, ...update };
}

export interface PatchedList {
  /** The same array when nothing in it changed, so unchanged caches are left alone. */
  list: MatchResponse[];
  /** The match should now be in the list but is not, or has left it: only the server can redo the list. */
  outdated: boolean;
}

/**
 * Applies a push to a list of matches. `belongs` is the list's rule (live: status live; recent: finished);
 * lists whose members never change (a round, a team's fixtures) have none.
 */
export function patchMatchList(
  list: MatchResponse[],
  update: MatchUpdatePayload,
  belongs?: (match: MatchUpdatePayload) => boolean,
): PatchedList {
  const index = list.findIndex((match) => match.id === update.id);
  if (index === -1) return { list, outdated: belongs?.(update) ?? false };
  const patched = patchMatch(list[index], update);
  if (patched === list[index]) return { list, outdated: false };
  return { list: list.map((match, i) => (i === index ? patched : match)), outdated: belongs ? !belongs(patched) : false };
}

export interface PatchedPage {
  page: MatchPage;
  outdated: boolean;
}

/**
 * Applies a push to a page of fixtures or results. A match of the page that moved to the other list (full
 * time) leaves a gap, and a new result may belong on a results page: only the server can redo those. A push
 * about a fixture the page does not hold (a goal in another round) changes nothing here.
 */
export function patchMatchPage(page: MatchPage, update: MatchUpdatePayload, kind: MatchListKind): PatchedPage {
  const held = page.items.some((match) => match.id === update.id);
  const { list, outdated } = patchMatchList(page.items, update, (match) => matchListOf(match.status) === kind);
  return { page: list === page.items ? page : { ...page, items: list }, outdated: outdated && (held || kind === 'results') };
}

export interface PatchedDetail {
  detail: MatchDetail;
  /**
   * The timeline held is not the server's: an entry before this one never arrived (it came while the match was
   * loading), or this one is a score correction or the kick-off, which changed what the push does not carry
   * (goals, line-ups). Refetch the match.
   */
  outdated: boolean;
}

/**
 * Adds a pushed timeline entry to the match it belongs to. Each command writes one entry stamped with the
 * match's new version, so an entry not newer than the last one held is a replay, and a jump of more than one
 * means an entry was missed. A score correction's push is its own entry only: the goals it disallowed and
 * those it added (stamped with its version) are seen by refetching the match.
 */
export function appendMatchEvent(detail: MatchDetail, event: MatchEventPayload): PatchedDetail {
  const latest = detail.events.reduce((max, held) => Math.max(max, held.version), 0);
  if (detail.id !== event.matchId || event.version <= latest) return { detail, outdated: false };
  // Kick-off confirms the line-ups, which the push does not carry either.
  const changesMore = event.type === 'correct_score' || event.type === 'kickoff';
  return { detail: { ...detail, events: [...detail.events, event] }, outdated: event.version > latest + 1 || changesMore };
}
