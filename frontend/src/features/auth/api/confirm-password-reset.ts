import type { PasswordResetConfirmRequest } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export const confirmPasswordReset = (request: PasswordResetConfirmRequest) => sendJson('POST', '/api/auth/password-reset/confirm', request);

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // The server signed the account out everywhere, this browser included, if it was signed in.
    onSuccess: () => queryClient.setQueryData(currentUserQueryOptions().queryKey, null),
  });
}
