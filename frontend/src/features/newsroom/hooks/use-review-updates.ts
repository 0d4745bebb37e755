import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { commentsQueryOptions } from '../api/get-comments';
import { myApplicationQueryOptions } from '../api/get-my-application';

/**
 * While the application page is open: an editor's decision, pushed to the applicant's own sockets (or a
 * reconnection that may have missed it), reloads the application and the account, whose role approval changes.
 */
export function useApplicationDecisions(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void client.invalidateQueries({ queryKey: myApplicationQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    };
    const stops = [onLiveEvent('application:decided', refresh), onLiveResync(refresh)];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}

/**
 * While an article's comments are shown: an editor's review of one of the reader's own comments there (pushed to
 * their sockets only, the only ones that showed it awaiting approval) reloads them, so it loses its badge or goes.
 */
export function useCommentReviews(articleId: number): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: commentsQueryOptions(articleId).queryKey });
    const stops = [
      onLiveEvent('comment:reviewed', (review) => {
        if (review.articleId === articleId) refresh();
      }),
      onLiveResync(refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client, articleId]);
}
