import type { DeskClub } from '@isl/contracts';
import { sendJson } from '../../../lib/api-client';

/** `PUT /api/admin/clubs/:id/crest`: the crest becomes the uploaded picture at `objectPath`. */
export const setClubCrest = (id: number, objectPath: string) => sendJson<DeskClub>('PUT', `/api/admin/clubs/${id}/crest`, { logoUrl: objectPath });
