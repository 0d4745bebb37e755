import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { cachedUserId, currentUserQueryOptions } from '../../../lib/current-user';
import { forgetKeptReads } from '../../../lib/offline/kept-reads';

export const signOut = () => sendJson('POST', '/api/auth/logout');

/** The writes a fan left on the phone unsent, forgotten: the next fan on it must not send them as their own. */
async function forgetUnsentWrites(userId: string): Promise<void> {
  try {
    // Fetched only now: the header that signs out is on every first load, the write queue is not.
    const { forgetWritesOf } = await import('../../../lib/offline/write-queue');
    await forgetWritesOf(userId);
  } catch {
    // Without IndexedDB (an old browser's private window) nothing was kept to forget.
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      const userId = cachedUserId(queryClient);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      // The answers kept for offline use go too: the fan's predictions and squad must not show to the next one.
      await Promise.all([forgetKeptReads().catch(() => undefined), userId ? forgetUnsentWrites(userId) : undefined]);
    },
  });
}
