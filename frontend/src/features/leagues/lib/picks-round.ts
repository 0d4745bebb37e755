import { MATCH_STATUS, type MatchStatus } from '@isl/contracts';

type RoundMatch = { matchday: number };

/**
 * The round whose picks a league page opens on: the one being played (the latest with a live match), else the one
 * played last (the latest result's), whose picks are all out, else the next one due; undefined with no matches.
 * `recent` and `upcoming` in the order the api lists them (latest first, next first).
 */
export function picksRound({ live, recent, upcoming }: { live: readonly RoundMatch[]; recent: readonly RoundMatch[]; upcoming: readonly RoundMatch[] }): number | undefined {
  if (live.length) return Math.max(...live.map((match) => match.matchday));
  return recent[0]?.matchday ?? upcoming[0]?.matchday;
}

type PickableMatch = { status: MatchStatus; matchDate: string };

/**
 * The match of a round whose picks show first: the one kicked off last among those under way, else among those
 * played, else the round's first (its picks are still hidden, and the page says until when).
 */
export function picksMatch<M extends PickableMatch>(matches: readonly M[]): M | undefined {
  const latestOf = (status: MatchStatus) => matches.filter((match) => match.status === status).sort((a, b) => b.matchDate.localeCompare(a.matchDate))[0];
  return latestOf(MATCH_STATUS.live) ?? latestOf(MATCH_STATUS.finished) ?? matches[0];
}
