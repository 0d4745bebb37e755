import type { EntityManager } from 'typeorm';
import {
  fitScoringModel,
  HALF_LENGTH_MINUTES,
  MATCH_STATUS,
  matchChances,
  matchStateAt,
  momentum,
  PRE_MATCH,
  probabilityHistory,
  type MatchDetailResponse,
  type MatchResponse,
  type OutlookEvent,
  type ResultChances,
  type ScoringModel,
} from '@isl/contracts';
import { finishedResults } from './matches.queries';

/*
 * Who is likely to win and who is on top (docs/win-probability.md): the season's scoring model, fitted on its
 * results when asked (a season is a few hundred rows), and the pure functions of the contracts applied to a match.
 */

/** The model of the season's finished results. */
export async function seasonScoringModel(manager: EntityManager, season: string): Promise<ScoringModel> {
  return fitScoringModel(await finishedResults(manager, season));
}

/** Each side's red cards that stand. */
export interface RedCards {
  home: number;
  away: number;
}

/** The minute a match has reached: regular time's end once it is finished, null while it is not being played. */
function minuteReached(match: MatchResponse): number | null {
  if (match.status === MATCH_STATUS.finished) return 2 * HALF_LENGTH_MINUTES;
  return match.status === MATCH_STATUS.live ? (match.elapsed ?? 0) : null;
}

/** The chances of each result now: before kick-off, as it stands in play, or as it ended. */
export function chancesNow(model: ScoringModel, match: MatchResponse, reds: RedCards): ResultChances {
  const minute = minuteReached(match);
  const state =
    minute === null
      ? PRE_MATCH
      : { minute, homeScore: match.homeScore ?? 0, awayScore: match.awayScore ?? 0, homeRedCards: reds.home, awayRedCards: reds.away };
  return matchChances(model, match.homeTeamId, match.awayTeamId, state);
}

/** What the match centre draws: the chances now, and momentum and the chances minute by minute since kick-off. */
export function matchOutlook(
  model: ScoringModel,
  match: MatchResponse,
  events: readonly OutlookEvent[],
): Pick<MatchDetailResponse, 'winProbability' | 'momentum' | 'probabilityHistory'> {
  // The red cards that stand, whatever their minute: the timeline's own count (matchStateAt) at its end.
  const { homeRedCards, awayRedCards } = matchStateAt(events, match.homeTeamId, Infinity);
  // A result recorded without play has no minutes to draw.
  const minute = match.kickedOffAt === null ? null : minuteReached(match);
  return {
    winProbability: chancesNow(model, match, { home: homeRedCards, away: awayRedCards }),
    momentum: minute === null ? [] : momentum(events, match.homeTeamId, minute),
    probabilityHistory: minute === null ? [] : probabilityHistory(model, match, events, minute),
  };
}

/** The red cards that stand in each of these matches. */
export async function redCardsOf(manager: EntityManager, matches: readonly Pick<MatchResponse, 'id' | 'homeTeamId'>[]): Promise<Map<number, RedCards>> {
  const rows = (await manager.query(
    `SELECT match_id AS "matchId", team_id AS "teamId", count(*)::int AS count FROM match_events
      WHERE type = 'red_card' AND disallowed_version IS NULL AND match_id = ANY($1::int[])
      GROUP BY match_id, team_id`,
    [matches.map((match) => match.id)],
  )) as { matchId: number; teamId: number; count: number }[];
  return new Map(
    matches.map((match) => {
      const of = (home: boolean) => rows.filter((row) => row.matchId === match.id && (row.teamId === match.homeTeamId) === home).reduce((sum, row) => sum + row.count, 0);
      return [match.id, { home: of(true), away: of(false) }];
    }),
  );
}

/** Live matches with their chances now (each season's model fitted once); the others as they are. */
export async function withLiveChances(manager: EntityManager, matches: MatchResponse[]): Promise<MatchResponse[]> {
  const live = matches.filter((match) => match.status === MATCH_STATUS.live);
  if (!live.length) return matches;
  const models = new Map<string, ScoringModel>();
  for (const season of new Set(live.map((match) => match.season))) models.set(season, await seasonScoringModel(manager, season));
  const reds = await redCardsOf(manager, live);
  return matches.map((match) =>
    match.status === MATCH_STATUS.live ? { ...match, winProbability: chancesNow(models.get(match.season) as ScoringModel, match, reds.get(match.id) as RedCards) } : match,
  );
}
