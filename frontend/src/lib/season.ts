import type { SeasonResponse } from '@isl/contracts';
import { SEASON_QUERY } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { getJson } from './api-client';

export const getSeasons = () => getJson<SeasonResponse[]>('/api/seasons');

/** Every season, newest first, and which one is current. */
export const seasonsQueryOptions = () => queryOptions({ queryKey: ['seasons'], queryFn: getSeasons });

export const useSeasons = () => useQuery(seasonsQueryOptions());

/** What changes meaning from one season to the next: a round of one is not the same round of another. */
const SEASON_BOUND_PARAMS = ['round', 'page', 'week'];

const seasonInAddress = (params: URLSearchParams) => params.get(SEASON_QUERY) ?? undefined;

/**
 * The season the address names, as written (undefined: none), without waiting for the list of seasons: for what
 * only needs the clubs of the season a page shows (crests), where naming the current one by its label costs at
 * most one more read of its clubs.
 */
export const useSeasonInAddress = (): string | undefined => seasonInAddress(useSearchParams()[0]);

/**
 * The one rule for which season a screen reads: the address's `season` parameter, the current season when it has
 * none. `season` is what to pass to the API (undefined: the current one); picking the current season removes the
 * parameter, so a shared link to it follows the next season too. A pick starts the screen's rounds and pages afresh.
 */
export function useSeasonParam(): { season: string | undefined; setSeason: (label: string | undefined) => void } {
  const [params, setParams] = useSearchParams();
  const current = useSeasons().data?.find((season) => season.isCurrent)?.label;
  const season = seasonInAddress(params);
  const setSeason = (label: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const name of SEASON_BOUND_PARAMS) next.delete(name);
      if (label === undefined || label === current) next.delete(SEASON_QUERY);
      else next.set(SEASON_QUERY, label);
      return next;
    });
  return { season: season === current ? undefined : season, setSeason };
}

export interface ShownSeason {
  /** Undefined while the list of seasons loads, or for a label that names no season. */
  season: SeasonResponse | undefined;
  /** Not the current season: its screens only read (no calls to make, no squad to pick). */
  readOnly: boolean;
  /** Before the current season (after it: a season loaded ahead of its start). */
  past: boolean;
}

/**
 * The season a screen shows (the one its address names, else the current one) once the list of seasons is in:
 * its label and rules for headings, round pickers and zones, and whether it is read only.
 */
export function useShownSeason(): ShownSeason {
  const { season: asked } = useSeasonParam();
  const seasons = useSeasons().data ?? [];
  const current = seasons.find((candidate) => candidate.isCurrent);
  const season = asked === undefined ? current : seasons.find((candidate) => candidate.label === asked);
  const readOnly = season !== undefined && !season.isCurrent;
  return { season, readOnly, past: readOnly && current !== undefined && season.startsOn < current.startsOn };
}

/** The current season, for headings that name it and pickers of its rounds; undefined while the list loads. */
export const useCurrentSeason = () => useSeasons().data?.find((season) => season.isCurrent);
