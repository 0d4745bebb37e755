import type { DeleteAccountRequest } from '@isl/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { navigateToUrl } from '../../../lib/navigation';

export const deleteAccount = (request: DeleteAccountRequest) => sendJson('DELETE', '/api/auth/user', request);

/**
 * Once deleted, the browser loads the home page afresh, signed out: nothing of the account stays in memory
 * (its cached data, its socket), and Settings never sees itself signed out (which would send the fan to sign in).
 */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, onSuccess: () => navigateToUrl('/') });
