import type { JokerResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The rounds in which the signed-in fan has played their joker, and on which match (one a round). */
export const getJokers = () => getJson<JokerResponse[]>('/api/predictions/jokers');

export const jokersQueryOptions = () => queryOptions({ queryKey: ['predictions', 'jokers'], queryFn: getJokers });

export const useJokers = () => useQuery(jokersQueryOptions());
