import type { MatchResponse } from './api';
import { ROUNDS_PER_SEASON } from './constants';
import type { MatchStatus } from './enums';

/**
 * The Matches page's two lists. Fixtures: every match without a result yet (to come, being played, postponed
 * or cancelled), soonest first. Results: finished matches, latest first.
 */
export const MATCH_LIST_KINDS = ['fixtures', 'results'] as const;
export type MatchListKind = (typeof MATCH_LIST_KINDS)[number];

/** The list a match of this status belongs to. */
export function matchListOf(status: MatchStatus): MatchListKind {
  return status === 'finished' ? 'results' : 'fixtures';
}

/** How many matches `GET /api/matches/fixtures` and `/results` answer per page by default (a round), and at most. */
export const MATCH_PAGE_SIZE = 10;
export const MATCH_PAGE_MAX = 50;

/** `GET /api/matches/fixtures|results?round=&teamId=&page=&limit=`; `page` counts from 1. */
export interface MatchPageQuery {
  round?: number;
  teamId?: number;
  page?: number;
  limit?: number;
}

export interface MatchPage {
  items: MatchResponse[];
  page: number;
  limit: number;
  /** Matches of the list under the filters, on every page. */
  total: number;
}

/** How many pages `total` items fill, at least one (an empty list still has its first page). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

type RoundMatch = Pick<MatchResponse, 'matchday'>;

/**
 * The round a list opens on when the reader has not picked one. Fixtures: the round being played (the latest
 * round with a live match), else the round of the next match due, else the last round. Results: the round of
 * the latest result, else the first round. `upcoming` and `recent` are in the order the api lists them (next
 * first, latest first).
 */
export function defaultRound(
  kind: MatchListKind,
  { live, upcoming, recent }: { live?: readonly RoundMatch[]; upcoming?: readonly RoundMatch[]; recent?: readonly RoundMatch[] },
  /** The season's rounds (its rules'). */
  lastRound: number = ROUNDS_PER_SEASON,
): number {
  if (kind === 'results') return recent?.[0]?.matchday ?? 1;
  if (live?.length) return Math.max(...live.map((match) => match.matchday));
  return upcoming?.[0]?.matchday ?? lastRound;
}
