import type { DeleteAccountRequest } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export const deleteAccount = (request: DeleteAccountRequest) => sendJson('DELETE', '/api/auth/user', request);

/** Once deleted the browser is signed out: home first, so Settings does not ask to sign in again. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    },
  });
}
