import type { ArticleDetailResponse, ArticleRatingResponse, RateArticleRequest } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { articleQueryOptions } from './get-article';

export const rateArticle = (id: number, rating: number) =>
  sendJson<ArticleRatingResponse>('PUT', `/api/articles/${id}/rating`, { rating } satisfies RateArticleRequest);

/** The answer (new average, count and the fan's own rating) goes into the article in the cache: no refetch, no extra view. */
export function useRateArticle(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateArticle(id, rating),
    onSuccess: (rating) =>
      client.setQueryData(articleQueryOptions(id).queryKey, (article: ArticleDetailResponse | undefined) => (article ? { ...article, ...rating } : article)),
  });
}
