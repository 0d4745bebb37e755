import type { CommentRequest, CommentResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { commentsQueryOptions } from './get-comments';

export const postComment = (articleId: number, content: string) =>
  sendJson<CommentResponse>('POST', `/api/articles/${articleId}/comments`, { content } satisfies CommentRequest);

/** The new comment (awaiting approval) joins the end of the list at once. */
export function usePostComment(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postComment(articleId, content),
    onSuccess: (comment) => client.setQueryData(commentsQueryOptions(articleId).queryKey, (comments: CommentResponse[] = []) => [...comments, comment]),
  });
}
