import type { ArticleDetailResponse, ArticleRequest, UpdateArticleRequest } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

export const createArticle = (article: ArticleRequest) => sendJson<ArticleDetailResponse>('POST', '/api/articles', article);

export const updateArticle = (id: number, changes: UpdateArticleRequest) => sendJson<ArticleDetailResponse>('PATCH', `/api/articles/${id}`, changes);

/** What the editor dialog sends: a new article, or changes to the author's draft or rejected one (`id`). */
export interface SaveArticle {
  id: number | null;
  article: ArticleRequest;
}

/** Creates or edits; either way the article lists (latest, featured, mine) are fetched again. */
export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, article }: SaveArticle) => (id === null ? createArticle(article) : updateArticle(id, article)),
    onSuccess: () => client.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
