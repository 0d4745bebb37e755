import type { QueryClient } from '@tanstack/react-query';
import { useLanguageStore } from '../../../lib/language-store';
import { articlesQueryOptions } from './get-articles';
import { featuredArticlesQueryOptions } from './get-featured-articles';

/**
 * What the Journalist Hub's first paint needs in place: whether there are featured articles (their section shows
 * only then) and the first page of the latest ones, both above the rest of the page.
 */
export const hubFirstReads = (queryClient: QueryClient): Promise<unknown>[] => [
  queryClient.prefetchQuery(featuredArticlesQueryOptions()),
  queryClient.prefetchInfiniteQuery(articlesQueryOptions({ category: null, language: useLanguageStore.getState().language })),
];
