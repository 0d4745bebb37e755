import type { PasswordResetRequest } from '@isl/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';

/** 202 whatever the address: the answer never says whether it has an account. */
export const requestPasswordReset = (request: PasswordResetRequest) => sendJson('POST', '/api/auth/password-reset', request);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
