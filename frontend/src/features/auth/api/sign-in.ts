import type { LoginRequest, UserResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export const signIn = (credentials: LoginRequest) => sendJson<UserResponse>('POST', '/api/auth/login', credentials);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A 401 here is a wrong password, shown on the form, not a lost session.
    meta: { redirectOnUnauthorized: false },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
