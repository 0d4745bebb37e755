import { RouteConfig } from '@nestjs/platform-fastify';
import { leagueDayRange, type LeaderboardResponse, type MatchResponse } from '@isl/contracts';
import type { ReadModelRoute } from './read-model-cache';

/** The key of a cached public read in its Fastify route's config. */
export const READ_MODEL_ROUTE_KEY = 'readModel';

/**
 * A public read served from memory (see registerReadModels): the same for every caller, so it must never
 * depend on who is asking. Its topics say which writes put it out of date.
 */
export const ReadModel = (route: ReadModelRoute) => RouteConfig({ [READ_MODEL_ROUTE_KEY]: route });

/** Today's matches change by the clock at the league's midnight. */
export const untilLeagueMidnight = (_body: unknown, now: Date) => leagueDayRange(now).end;

/** Upcoming matches leave the list when the first of them is due to kick off. */
export const untilFirstKickOff = (body: unknown) => {
  const [first] = body as MatchResponse[];
  return first ? new Date(first.matchDate) : null;
};

/** A monthly leaderboard gives way to the next month's at the end of its month; the season's lasts. */
export const untilLeaderboardEnds = (body: unknown) => {
  const { endsAt } = body as LeaderboardResponse;
  return endsAt ? new Date(endsAt) : null;
};
