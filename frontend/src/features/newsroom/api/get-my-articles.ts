import type { MyArticlesResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

export const getMyArticles = () => getJson<MyArticlesResponse>('/api/articles/mine');

export const myArticlesQueryOptions = () => queryOptions({ queryKey: [...ARTICLES_KEY, 'mine'], queryFn: getMyArticles });

/** The journalist's own articles in every status (shown to approved journalists only). */
export const useMyArticles = () => useQuery(myArticlesQueryOptions());
