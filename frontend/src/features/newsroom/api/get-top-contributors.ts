import type { TopContributor } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

export const getTopContributors = () => getJson<TopContributor[]>('/api/journalists/top');

/** Under the articles key: a newly published article changes the counts. */
export const topContributorsQueryOptions = () => queryOptions({ queryKey: [...ARTICLES_KEY, 'top-contributors'], queryFn: getTopContributors });

export const useTopContributors = () => useQuery(topContributorsQueryOptions());
