import type { MatchCommand, MatchResponse } from '@isl/contracts';
import { sendJson } from '../api-client';

/** `POST /api/admin/matches/:id/commands`: an admin's command to one match; answers the match as fans now see it. */
export const sendMatchCommand = (matchId: number, command: MatchCommand) =>
  sendJson<MatchResponse>('POST', `/api/admin/matches/${matchId}/commands`, command);
