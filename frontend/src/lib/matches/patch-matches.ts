import {
  matchListOf,
  type MatchEventPayload,
  type MatchEventType,
  type MatchListKind,
  type MatchPage,
  type MatchResponse,
  type MatchUpdatePayload,
} from '@isl/contracts';
import type { MatchDetail } from './get-match';

/**
 * The match with the pushed fields applied, or the very same object when the push is about another match or
 * is not newer than what we hold (sockets can replay and reorder; the version decides). A push carries the chances
 * only once the match has kicked off: one without them leaves those held (a detail's are never missing).
 */
export function patchMatch<T extends MatchResponse>(match: T, update: MatchUpdatePayload): T {
  if (match.id !== update.id || update.version <= match.version) return match;
  return { ...match, ...update, winProbability: update.winProbability ?? match.winProbability };
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
   * The match held is not the server's: an entry before this one never arrived (it came while the match was
   * loading), or this one changed what the push does not carry (see KEPT_AS_PUSHED). Refetch the match.
   */
  outdated: boolean;
}

/**
 * The entries whose push is all the held match lacks: the whistles of the break, the added-time board and the
 * fixture's changes. Any other leaves it short of the server's: each incident of play changes the momentum and the
 * chances minute by minute, which the server draws from the whole timeline (an undo takes one back, a substitution
 * also changes the line-ups); kick-off confirms the line-ups; a score correction disallows and adds goals; full
 * time and a recorded result make the chances certain.
 */
const KEPT_AS_PUSHED: ReadonlySet<MatchEventType> = new Set<MatchEventType>(['halftime', 'second_half', 'added_time', 'postpone', 'reschedule', 'cancel', 'edit_fixture']);

/**
 * Adds a pushed timeline entry to the match it belongs to. Each command writes one entry stamped with the
 * match's new version, so an entry not newer than the last one held is a replay, and a jump of more than one
 * means an entry was missed. A score correction's push is its own entry only: the goals it disallowed and those
 * it added (stamped with its version) are seen by refetching the match, as is the incident an undo took back.
 */
export function appendMatchEvent(detail: MatchDetail, event: MatchEventPayload): PatchedDetail {
  const latest = detail.events.reduce((max, held) => Math.max(max, held.version), 0);
  if (detail.id !== event.matchId || event.version <= latest) return { detail, outdated: false };
  return { detail: { ...detail, events: [...detail.events, event] }, outdated: event.version > latest + 1 || !KEPT_AS_PUSHED.has(event.type) };
}
