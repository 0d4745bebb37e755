import type { MyPredictionResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The fan's own predictions, newest first, each with its match embedded (signed in only). */
export const getMyPredictions = () => getJson<MyPredictionResponse[]>('/api/predictions/my');

export const myPredictionsQueryOptions = () => queryOptions({ queryKey: ['predictions', 'my'], queryFn: getMyPredictions });

export const useMyPredictions = () => useQuery(myPredictionsQueryOptions());
