import type { UpdateAccountRequest, UserResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export const updateAccount = (changes: UpdateAccountRequest) => sendJson<UserResponse>('PATCH', '/api/auth/user', changes);

/** The header shows a new name at once, and the leaderboards the private mode: the answer replaces the current user. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
