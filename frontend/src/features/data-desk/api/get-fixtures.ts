import { SEASON_QUERY, type MatchResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { DESK_KEY } from './desk-keys';

export interface FixtureRound {
  season: string;
  round: number;
}

export const getFixtures = ({ season, round }: FixtureRound) =>
  getJson<MatchResponse[]>(`/api/matches?${new URLSearchParams({ [SEASON_QUERY]: season, round: String(round) })}`);

export const fixturesQueryOptions = (fixtureRound: FixtureRound) =>
  queryOptions({ queryKey: [...DESK_KEY, 'fixtures', fixtureRound], queryFn: () => getFixtures(fixtureRound) });

/** `GET /api/matches?season=&round=`: one round of a season, as fans read it. */
export const useFixtures = (fixtureRound: FixtureRound | null) =>
  useQuery({ ...fixturesQueryOptions(fixtureRound ?? { season: '', round: 0 }), enabled: fixtureRound !== null });
