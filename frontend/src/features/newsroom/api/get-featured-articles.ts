import type { ArticleResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

export const getFeaturedArticles = () => getJson<ArticleResponse[]>('/api/articles/featured');

export const featuredArticlesQueryOptions = () => queryOptions({ queryKey: [...ARTICLES_KEY, 'featured'], queryFn: getFeaturedArticles });

export const useFeaturedArticles = () => useQuery(featuredArticlesQueryOptions());
