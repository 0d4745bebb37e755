import type { DeskPlayer, DeskPlayerChange, PlayerTransferRequest } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { refreshAfterDeskChange } from './desk-keys';

export const updatePlayer = (id: number, change: DeskPlayerChange) => sendJson<DeskPlayer>('PATCH', `/api/admin/players/${id}`, change);

/** `PATCH /api/admin/players/:id`: only the fields that changed (409 SHIRT_NUMBER_TAKEN for a number his club has given). */
export function useUpdatePlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: DeskPlayerChange }) => updatePlayer(id, change),
    onSuccess: () => refreshAfterDeskChange(client),
  });
}

export const transferPlayer = (id: number, transfer: PlayerTransferRequest) => sendJson<DeskPlayer>('POST', `/api/admin/players/${id}/transfer`, transfer);

/** `POST /api/admin/players/:id/transfer`: he joins another club, his past matches staying with the old one. */
export function useTransferPlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transfer }: { id: number; transfer: PlayerTransferRequest }) => transferPlayer(id, transfer),
    onSuccess: () => refreshAfterDeskChange(client),
  });
}
