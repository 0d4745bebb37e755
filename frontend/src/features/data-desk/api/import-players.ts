import type { PlayersImportReport } from '@isl/contracts';
import { sendFileBody } from '../../../lib/api-client';

/** `POST /api/admin/players/import?dryRun=`, the CSV file as the body (club, names in three scripts, position...). */
export const importPlayers = ({ file, dryRun }: { file: File; dryRun: boolean }) =>
  sendFileBody<PlayersImportReport>('POST', `/api/admin/players/import?dryRun=${dryRun}`, file, 'text/csv');
