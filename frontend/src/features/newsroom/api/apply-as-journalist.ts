import type { JournalistApplicationRequest, JournalistApplicationResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { myApplicationQueryOptions } from './get-my-application';

export const applyAsJournalist = (application: JournalistApplicationRequest) =>
  sendJson<JournalistApplicationResponse>('POST', '/api/journalists/apply', application);

/**
 * The answer is the caller's latest application; applying also changes the account (userType, and with
 * auto-approval the journalist role), so the current user is fetched again. A signed-out visitor's 401 is
 * handled by the page (sign in, then back to the form), not by the client-wide rule.
 */
export function useApplyAsJournalist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyAsJournalist,
    meta: { redirectOnUnauthorized: false },
    onSuccess: (application) => {
      client.setQueryData(myApplicationQueryOptions().queryKey, application);
      void client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
