import { ApiError } from '../../platform/http/api-error';
import type { Season } from '../seasons';

export const matchNotFound = (id: number) => new ApiError('MATCH_NOT_FOUND', `No match has id ${id}`);

/** A round the season does not have: its rules say how many it has. */
export const roundOutOfSeason = (round: number, season: Pick<Season, 'label' | 'rounds'>) =>
  new ApiError('VALIDATION_FAILED', `round must be from 1 to ${season.rounds} in season ${season.label}, not ${round}`);
