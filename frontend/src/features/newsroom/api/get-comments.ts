import type { CommentResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { articleQueryOptions } from './get-article';

export const getComments = (articleId: number) => getJson<CommentResponse[]>(`/api/articles/${articleId}/comments`);

export const commentsQueryOptions = (articleId: number) =>
  queryOptions({ queryKey: [...articleQueryOptions(articleId).queryKey, 'comments'], queryFn: () => getComments(articleId) });

/** Approved comments, oldest first, plus the caller's own still awaiting approval. */
export const useComments = (articleId: number) => useQuery(commentsQueryOptions(articleId));
