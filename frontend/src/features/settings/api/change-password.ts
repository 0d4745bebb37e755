import type { ChangePasswordRequest } from '@isl/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';

export const changePassword = (request: ChangePasswordRequest) => sendJson('POST', '/api/auth/password', request);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
