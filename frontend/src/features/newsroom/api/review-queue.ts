import type { ApproveArticleRequest, ArticleReviewItem, CommentReviewItem, JournalistApplicationResponse, ReviewRejectRequest } from '@isl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

/** The editors' three queues, by the path segment the API names them with, and what each lists. */
export interface ReviewQueues {
  journalists: JournalistApplicationResponse;
  articles: ArticleReviewItem;
  comments: CommentReviewItem;
}
export type ReviewQueue = keyof ReviewQueues;

export const getReviewQueue = <Q extends ReviewQueue>(queue: Q) => getJson<ReviewQueues[Q][]>(`/api/admin/${queue}/pending`);

export const reviewQueueQueryOptions = <Q extends ReviewQueue>(queue: Q) =>
  queryOptions({ queryKey: ['review', queue], queryFn: () => getReviewQueue(queue) });

/** `GET /api/admin/{journalists|articles|comments}/pending`: oldest first. */
export const useReviewQueue = <Q extends ReviewQueue>(queue: Q) => useQuery(reviewQueueQueryOptions(queue));

/** Approving an article may set `featured`; rejecting anything may give a reason. */
export type ReviewDecision = { decision: 'approve'; featured?: boolean } | { decision: 'reject'; reason?: string };

/** Comments take no body either way: the API records no reason for them. */
function decisionBody(queue: ReviewQueue, choice: ReviewDecision): ApproveArticleRequest | ReviewRejectRequest | undefined {
  if (choice.decision === 'reject') return queue === 'comments' ? undefined : { reason: choice.reason ?? null };
  return queue === 'articles' ? { featured: choice.featured } : undefined;
}

export const decide = (queue: ReviewQueue, id: number, choice: ReviewDecision) => sendJson('POST', `/api/admin/${queue}/${id}/${choice.decision}`, decisionBody(queue, choice));

/**
 * `POST /api/admin/{queue}/:id/approve|reject`. The decided item leaves the queue; what readers see changes too
 * (a published article, a comment, a new journalist's standing), so the article queries are fetched again.
 */
export function useReviewDecision(queue: ReviewQueue) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: ReviewDecision }) => decide(queue, id, choice),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: reviewQueueQueryOptions(queue).queryKey }), client.invalidateQueries({ queryKey: ARTICLES_KEY })]),
  });
}
