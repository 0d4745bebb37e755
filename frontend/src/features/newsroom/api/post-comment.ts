import type { CommentRequest, CommentResponse } from '@isl/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cachedUserId } from '../../../lib/current-user';
import { sendOrQueue, type SendResult } from '../../../lib/offline/write-queue';
import { commentsQueryOptions } from './get-comments';

/** Sends the fan's comment, or keeps it on the phone to send once the network is back. */
export const postComment = (articleId: number, content: string, userId: string | null) =>
  sendOrQueue<CommentResponse>({ kind: 'comment', url: `/api/articles/${articleId}/comments`, body: { content } satisfies CommentRequest, articleId, userId });

/** The new comment (awaiting approval) joins the end of the list at once. */
export const addPostedComment = (client: QueryClient, articleId: number, comment: CommentResponse) =>
  client.setQueryData(commentsQueryOptions(articleId).queryKey, (comments: CommentResponse[] = []) => [...comments, comment]);

/** Posts a comment; one kept on the phone shows in the list marked as waiting (lib/waiting-writes.ts). */
export function usePostComment(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postComment(articleId, content, cachedUserId(client)),
    // Offline, the write queue keeps the comment; TanStack Query would hold the call back until online instead.
    networkMode: 'always',
    onSuccess: (result: SendResult<CommentResponse>) => {
      if (result.status === 'sent') addPostedComment(client, articleId, result.body);
    },
  });
}
