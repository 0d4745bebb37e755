import { ARTICLES_PAGE_SIZE, type ArticleCategory, type ArticlePage, type Language } from '@isl/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** Every article query (lists, featured, mine, one article and its comments) starts with this key. */
export const ARTICLES_KEY = ['articles'] as const;

export interface ArticleFilter {
  category: ArticleCategory | null;
  /** The reader's language: the server lists articles in it first. */
  language: Language;
}

export function getArticles({ category, language }: ArticleFilter, page: number): Promise<ArticlePage> {
  const query = new URLSearchParams({ language, page: String(page), limit: String(ARTICLES_PAGE_SIZE) });
  if (category) query.set('category', category);
  return getJson<ArticlePage>(`/api/articles?${query.toString()}`);
}

export const articlesQueryOptions = (filter: ArticleFilter) =>
  infiniteQueryOptions({
    queryKey: [...ARTICLES_KEY, 'list', filter],
    queryFn: ({ pageParam }) => getArticles(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** Published articles, a page at a time ("load more"). */
export const useArticles = (filter: ArticleFilter) => useInfiniteQuery(articlesQueryOptions(filter));
