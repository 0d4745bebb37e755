import type { UpdateAccountRequest, UserResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export const updateNames = (names: UpdateAccountRequest) => sendJson<UserResponse>('PATCH', '/api/auth/user', names);

/** The header shows the new name at once: the answer replaces the current user. */
export function useUpdateNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNames,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
