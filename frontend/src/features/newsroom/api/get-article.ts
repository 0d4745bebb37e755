import type { ArticleDetailResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

export const getArticle = (id: number) => getJson<ArticleDetailResponse>(`/api/articles/${id}`);

export const articleQueryOptions = (id: number) => queryOptions({ queryKey: [...ARTICLES_KEY, 'detail', id], queryFn: () => getArticle(id) });

/** One article with its server-rendered HTML; public, so a visitor's 401 never happens here. */
export const useArticle = (id: number) => useQuery(articleQueryOptions(id));
