import type { DeskClub, DeskClubChange } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { refreshAfterDeskChange } from './desk-keys';

export const updateClub = (id: number, change: DeskClubChange) => sendJson<DeskClub>('PATCH', `/api/admin/clubs/${id}`, change);

/** `PATCH /api/admin/clubs/:id`: only the fields that changed. */
export function useUpdateClub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: DeskClubChange }) => updateClub(id, change),
    onSuccess: () => refreshAfterDeskChange(client),
  });
}
